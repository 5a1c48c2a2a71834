// One row of a dynamic table. Memoised: scrolling a long table or typing in another row leaves it alone.
import { Button } from 'antd';
import { memo, type CSSProperties } from 'react';
import type { FieldItem } from '@platform/form-core';
import { childPath } from '../hooks';
import { Field } from '../layout/Field';
import { CellText } from './CellText';

export interface RowActions {
  /** Opens the row's dialog (dialog mode): to edit, or to view in a read-only form. */
  open?: (index: number) => void;
  openLabel?: string;
  copy?: (index: number) => void;
  copyLabel?: string;
  remove?: (index: number) => void;
  removeLabel?: string;
}

export interface BatchRowProps {
  rowPath: string;
  index: number;
  columns: readonly FieldItem[];
  dialogMode: boolean;
  showSequence: boolean;
  /** Sticky positions (fixed first column): of the sequence cell and of the first data cell. */
  sequenceStyle: CSSProperties | undefined;
  firstStyle: CSSProperties | undefined;
  actions: RowActions | undefined;
}

export const BatchRow = memo(function BatchRow(props: BatchRowProps) {
  const { rowPath, index, columns, dialogMode, showSequence, sequenceStyle, firstStyle, actions } = props;
  return (
    <tr data-row={index}>
      {showSequence && (
        <td className="fr-batch-seq" style={sequenceStyle}>
          {index + 1}
        </td>
      )}
      {columns.map((c, i) => (
        <td key={c.key} style={i === 0 ? firstStyle : undefined}>
          {dialogMode ? (
            <CellText item={c} path={childPath(rowPath, c.model as string)} />
          ) : (
            <Field item={c} path={childPath(rowPath, c.model as string)} bare />
          )}
        </td>
      ))}
      {actions && (
        <td className="fr-batch-actions">
          {actions.open && (
            <Button type="link" size="small" onClick={() => actions.open!(index)}>
              {actions.openLabel}
            </Button>
          )}
          {actions.copy && (
            <Button type="link" size="small" onClick={() => actions.copy!(index)}>
              {actions.copyLabel}
            </Button>
          )}
          {actions.remove && (
            <Button type="link" size="small" danger onClick={() => actions.remove!(index)}>
              {actions.removeLabel}
            </Button>
          )}
        </td>
      )}
    </tr>
  );
});

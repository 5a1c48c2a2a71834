import { memo } from 'react';
import type { FieldItem } from '@platform/form-core';
import { regionLabelModel } from '@platform/form-core';
import { useRenderer } from '../context';
import { useFieldState } from '../hooks';
import { useRendererText } from '../i18n';
import { displayValue } from '../layout/displayValue';

/** A cell of a dialog-edited table: the value as text, and its error once validated. */
export const CellText = memo(function CellText({ item, path }: { item: FieldItem; path: string }) {
  const { store } = useRenderer();
  const t = useRendererText();
  const state = useFieldState(path);
  const extra = item.type === 'state' ? store.getValue(regionLabelModel(path)) : undefined;
  return (
    <div className={`fr-cell${state.error ? ' fr-has-error' : ''}`}>
      <span className="fr-cell-text">{displayValue(item, state.value, state.options, extra, t)}</span>
      {state.error && (
        <div className="fr-error" role="alert">
          {state.error}
        </div>
      )}
    </div>
  );
});

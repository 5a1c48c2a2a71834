// Layout containers (spec §3): grid (columns with span ≤ 24 and a gutter), table (rows of cells with
// colspan/rowspan, class and style), card. They group items; the data scope passes through.
import { Card, Col, Row } from 'antd';
import { memo } from 'react';
import type { CardItem, GridItem, TableItem } from '@platform/form-core';
import { MAX_GRID_SPAN } from '@platform/form-core';
import { childPath, useFieldState } from '../hooks';
import { classesOf, styleOf } from './cssText';
import { ItemList } from './ItemList';

const spanOf = (span: unknown) => {
  const n = Math.round(Number(span));
  return Number.isFinite(n) && n >= 1 ? Math.min(n, MAX_GRID_SPAN) : MAX_GRID_SPAN;
};

export const GridLayout = memo(function GridLayout({ item, scope }: { item: GridItem; scope: string }) {
  const state = useFieldState(childPath(scope, item.key));
  if (!state.visible) return null;
  const gutter = Math.max(0, Number(item.options.gutter) || 0);
  return (
    <Row className="fr-grid" gutter={gutter}>
      {(item.columns ?? []).map((column, i) => (
        <Col key={i} span={spanOf(column.span)}>
          <ItemList items={column.list ?? []} scope={scope} />
        </Col>
      ))}
    </Row>
  );
});

export const TableLayout = memo(function TableLayout({ item, scope }: { item: TableItem; scope: string }) {
  const state = useFieldState(childPath(scope, item.key));
  if (!state.visible) return null;
  const o = item.options;
  const className = [
    'fr-table',
    o.bordered !== false ? 'fr-table-bordered' : '',
    o.bright ? 'fr-table-bright' : '',
    o.small ? 'fr-table-small' : '',
    classesOf(o.customClass),
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="fr-block fr-table-wrap">
      <table
        className={className}
        style={{
          width: typeof o.width === 'string' && o.width ? o.width : '100%',
          ...styleOf(o.customStyle),
        }}
      >
        <tbody>
          {(item.trs ?? []).map((tr, r) => (
            <tr key={r}>
              {(tr.tds ?? []).map((td, c) => (
                <td
                  key={c}
                  colSpan={Math.max(1, Number(td.colspan) || 1)}
                  rowSpan={Math.max(1, Number(td.rowspan) || 1)}
                  className={classesOf(td.class) || undefined}
                  style={styleOf(td.style)}
                >
                  <ItemList items={td.list ?? []} scope={scope} />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
});

export const CardLayout = memo(function CardLayout({ item, scope }: { item: CardItem; scope: string }) {
  const state = useFieldState(childPath(scope, item.key));
  if (!state.visible) return null;
  return (
    <Card className="fr-block fr-card" title={item.label || undefined} size="small">
      <ItemList items={item.list ?? []} scope={scope} />
    </Card>
  );
});

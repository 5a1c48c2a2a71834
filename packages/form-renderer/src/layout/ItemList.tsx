// Renders a list of template items in a data scope: layout containers (grid, table, card) keep the
// scope, row containers (control, batch) open one scope per row, value items bind to `scope.model`.
import { memo } from 'react';
import type {
  BatchItem,
  ButtonItem,
  CardItem,
  ControlItem,
  FieldItem,
  GridItem,
  TableItem,
  TextItem,
} from '@platform/form-core';
import { hasModel } from '@platform/form-core';
import { childPath } from '../hooks';
import { DynamicTable } from '../batch/DynamicTable';
import { CardLayout, GridLayout, TableLayout } from './containers';
import { Field } from './Field';
import { StaticItem } from './StaticItem';
import { SubForm } from './SubForm';

export const ItemList = memo(function ItemList({
  items,
  scope,
}: {
  items: readonly FieldItem[];
  scope: string;
}) {
  return (
    <>
      {items.map((item) => (
        <Item key={item.key} item={item} scope={scope} />
      ))}
    </>
  );
});

/** Items per section of a long form. */
export const SECTION_SIZE = 25;

/**
 * The form's own list, cut into sections: a keystroke's render walks one section's fields instead of
 * the whole list, and the browser skips style, layout and paint of sections out of view
 * (content-visibility).
 */
export const SectionedList = memo(function SectionedList({ items }: { items: readonly FieldItem[] }) {
  if (items.length <= SECTION_SIZE) return <ItemList items={items} scope="" />;
  const sections: FieldItem[][] = [];
  for (let i = 0; i < items.length; i += SECTION_SIZE) sections.push(items.slice(i, i + SECTION_SIZE));
  return (
    <>
      {sections.map((section) => (
        <Section key={section[0]!.key} items={section} />
      ))}
    </>
  );
});

const Section = memo(function Section({ items }: { items: readonly FieldItem[] }) {
  return (
    <div className="fr-section">
      <ItemList items={items} scope="" />
    </div>
  );
});

export function Item({ item, scope }: { item: FieldItem; scope: string }) {
  switch (item.type) {
    case 'grid':
      return <GridLayout item={item as GridItem} scope={scope} />;
    case 'table':
      return <TableLayout item={item as TableItem} scope={scope} />;
    case 'card':
      return <CardLayout item={item as CardItem} scope={scope} />;
    case 'control':
      return <SubForm item={item as ControlItem} path={childPath(scope, (item as ControlItem).model)} />;
    case 'batch':
      return <DynamicTable item={item as BatchItem} path={childPath(scope, (item as BatchItem).model)} />;
    case 'alert':
    case 'divider':
    case 'html':
    case 'text':
    case 'button':
      return <StaticItem item={item as TextItem | ButtonItem} scope={scope} />;
    default:
      if (hasModel(item)) return <Field item={item} path={childPath(scope, item.model as string)} />;
      return <StaticItem item={item as TextItem} scope={scope} />;
  }
}

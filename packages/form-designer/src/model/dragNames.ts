// What a screen reader calls the things dragged and the places dropped on: dnd-kit's defaults name
// them by their ids (`palette:input`, `slot:grid_1:c0`); these name the component and the place in
// the page's language (ui/dragAnnouncements builds the announcements from them).
import type { FieldItem } from '@platform/form-core';
import { chineseText, type DesignerTranslate } from '../text';
import { findEntry, typeName } from './palette';
import { findItem, parseSlotId } from './tree';

const itemName = (item: FieldItem, t: DesignerTranslate) => item.label || typeName(item.type, t);

/**
 * What a drag id names: a palette entry (`palette:<entry>`), a drop slot (`slot:<slot id>`: the canvas,
 * a grid column, a table cell, a container's list) or an item of the form (its key).
 */
export function dragTargetName(
  id: string | number,
  list: readonly FieldItem[],
  scoring: boolean,
  t: DesignerTranslate = chineseText,
): string {
  const text = String(id);
  if (text.startsWith('palette:')) {
    const entry = findEntry(text.slice(8), scoring);
    return entry ? t(entry.label) : text.slice(8);
  }
  if (text.startsWith('slot:')) {
    const slot = parseSlotId(text.slice(5));
    if (slot.kind === 'root') return t('drag.canvas');
    const found = findItem(list, slot.key);
    const container = found ? itemName(found.item, t) : slot.key;
    if (slot.kind === 'column') return t('drag.column', { container, n: slot.col + 1 });
    if (slot.kind === 'cell') return t('drag.cell', { container, row: slot.row + 1, cell: slot.cell + 1 });
    return t('drag.inside', { container });
  }
  const found = findItem(list, text);
  return found ? itemName(found.item, t) : text;
}

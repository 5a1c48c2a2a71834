// What a screen reader calls the things dragged and the places dropped on: dnd-kit's defaults name
// them by their ids (`palette:input`, `slot:grid_1:c0`); these name the component and the place in
// Chinese, as the rest of the page (ui/dragAnnouncements builds the announcements from them).
import type { FieldItem } from '@platform/form-core';
import { dragMessages as m } from '../messages';
import { findEntry, TYPE_LABELS } from './palette';
import { findItem, parseSlotId } from './tree';

const itemName = (item: FieldItem) => item.label || TYPE_LABELS[item.type] || item.type;

/**
 * What a drag id names: a palette entry (`palette:<entry>`), a drop slot (`slot:<slot id>`: the canvas,
 * a grid column, a table cell, a container's list) or an item of the form (its key).
 */
export function dragTargetName(id: string | number, list: readonly FieldItem[], scoring: boolean): string {
  const text = String(id);
  if (text.startsWith('palette:')) return findEntry(text.slice(8), scoring)?.label ?? text.slice(8);
  if (text.startsWith('slot:')) {
    const slot = parseSlotId(text.slice(5));
    if (slot.kind === 'root') return m.canvas;
    const found = findItem(list, slot.key);
    const container = found ? itemName(found.item) : slot.key;
    if (slot.kind === 'column') return m.column(container, slot.col + 1);
    if (slot.kind === 'cell') return m.cell(container, slot.row + 1, slot.cell + 1);
    return m.inside(container);
  }
  const found = findItem(list, text);
  return found ? itemName(found.item) : text;
}

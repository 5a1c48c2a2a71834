// The designer's view of a template as a tree of item lists. A list is addressed by a Slot: the form
// itself, a grid column, a table cell, or the list of a card / sub-form / dynamic table. Every change
// copies only the lists on the path to it, so unchanged items keep their identity (the canvas skips
// re-rendering them).
import { childLists, collectKeys, generateKey, type FieldItem } from '@platform/form-core';

export type Slot =
  | { kind: 'root' }
  | { kind: 'column'; key: string; col: number }
  | { kind: 'cell'; key: string; row: number; cell: number }
  | { kind: 'list'; key: string };

export const ROOT: Slot = { kind: 'root' };

/** A string id of a slot (used for drop zones): `root`, `grid_1:c0`, `table_1:r0:c1`, `card_1`. */
export function slotId(slot: Slot): string {
  switch (slot.kind) {
    case 'root':
      return 'root';
    case 'column':
      return `${slot.key}:c${slot.col}`;
    case 'cell':
      return `${slot.key}:r${slot.row}:c${slot.cell}`;
    case 'list':
      return slot.key;
  }
}

export function parseSlotId(id: string): Slot {
  if (id === 'root') return ROOT;
  const cell = /^(.*):r(\d+):c(\d+)$/.exec(id);
  if (cell) return { kind: 'cell', key: cell[1]!, row: Number(cell[2]), cell: Number(cell[3]) };
  const column = /^(.*):c(\d+)$/.exec(id);
  if (column) return { kind: 'column', key: column[1]!, col: Number(column[2]) };
  return { kind: 'list', key: id };
}

type AnyItem = FieldItem & {
  list?: FieldItem[];
  columns?: { span: number; list: FieldItem[] }[];
  trs?: { tds: { colspan: number; rowspan: number; list: FieldItem[] }[] }[];
};

/** The list of a slot within a container item. */
function listIn(item: AnyItem, slot: Slot): FieldItem[] | undefined {
  if (slot.kind === 'column') return item.columns?.[slot.col]?.list;
  if (slot.kind === 'cell') return item.trs?.[slot.row]?.tds?.[slot.cell]?.list;
  if (slot.kind === 'list') return item.list;
  return undefined;
}

function withListIn(item: AnyItem, slot: Slot, list: FieldItem[]): FieldItem {
  if (slot.kind === 'column') {
    return {
      ...item,
      columns: item.columns!.map((c, i) => (i === slot.col ? { ...c, list } : c)),
    } as FieldItem;
  }
  if (slot.kind === 'cell') {
    return {
      ...item,
      trs: item.trs!.map((tr, r) =>
        r === slot.row ? { ...tr, tds: tr.tds.map((td, c) => (c === slot.cell ? { ...td, list } : td)) } : tr,
      ),
    } as FieldItem;
  }
  return { ...item, list } as FieldItem;
}

export interface Found {
  item: FieldItem;
  /** The slot holding the item and its index there. */
  slot: Slot;
  index: number;
  /** The container item holding the slot (undefined at the top level). */
  parent: FieldItem | undefined;
}

/** Slots of a container item, in document order. */
export function slotsOf(item: FieldItem): Slot[] {
  const any = item as AnyItem;
  const slots: Slot[] = [];
  any.columns?.forEach((_, col) => slots.push({ kind: 'column', key: item.key, col }));
  any.trs?.forEach((tr, row) =>
    tr.tds?.forEach((_, cell) => slots.push({ kind: 'cell', key: item.key, row, cell })),
  );
  if (Array.isArray(any.list)) slots.push({ kind: 'list', key: item.key });
  return slots;
}

export function findItem(
  list: readonly FieldItem[],
  key: string,
  slot: Slot = ROOT,
  parent?: FieldItem,
): Found | undefined {
  for (const [index, item] of list.entries()) {
    if (item.key === key) return { item, slot, index, parent };
    for (const s of slotsOf(item)) {
      const found = findItem(listIn(item as AnyItem, s) ?? [], key, s, item);
      if (found) return found;
    }
  }
  return undefined;
}

/** The container item owning a slot (undefined for the root). */
export function slotOwner(list: readonly FieldItem[], slot: Slot): FieldItem | undefined {
  return slot.kind === 'root' ? undefined : findItem(list, slot.key)?.item;
}

export function getSlotList(list: readonly FieldItem[], slot: Slot): FieldItem[] | undefined {
  if (slot.kind === 'root') return list as FieldItem[];
  const owner = slotOwner(list, slot);
  return owner ? listIn(owner as AnyItem, slot) : undefined;
}

/** Replaces the item with `key` by `fn(item)` wherever it is. */
export function updateItem(list: FieldItem[], key: string, fn: (item: FieldItem) => FieldItem): FieldItem[] {
  let changed = false;
  const out = list.map((item) => {
    if (item.key === key) {
      changed = true;
      return fn(item);
    }
    let next: FieldItem = item;
    for (const s of slotsOf(item)) {
      const inner = listIn(next as AnyItem, s)!;
      const replaced = updateItem(inner, key, fn);
      if (replaced !== inner) next = withListIn(next as AnyItem, s, replaced);
    }
    if (next !== item) changed = true;
    return next;
  });
  return changed ? out : list;
}

/** Replaces the list of a slot by `fn(list)`. */
export function updateSlot(
  list: FieldItem[],
  slot: Slot,
  fn: (list: FieldItem[]) => FieldItem[],
): FieldItem[] {
  if (slot.kind === 'root') return fn(list);
  return updateItem(list, slot.key, (owner) =>
    withListIn(owner as AnyItem, slot, fn(listIn(owner as AnyItem, slot) ?? [])),
  );
}

export function removeItem(list: FieldItem[], key: string): FieldItem[] {
  const found = findItem(list, key);
  if (!found) return list;
  return updateSlot(list, found.slot, (l) => l.filter((i) => i.key !== key));
}

/** A deep copy with new keys (and models following the new key, as the original designer did). */
export function cloneWithNewKeys(item: FieldItem, taken: Set<string>): FieldItem {
  const key = generateKey(item.type, taken);
  taken.add(key);
  const copy = structuredClone(item) as AnyItem;
  copy.key = key;
  if (typeof copy.model === 'string' && copy.model !== '') copy.model = key;
  const any = copy as AnyItem;
  if (any.columns)
    any.columns = any.columns.map((c) => ({ ...c, list: c.list.map((i) => cloneWithNewKeys(i, taken)) }));
  if (any.trs) {
    any.trs = any.trs.map((tr) => ({
      ...tr,
      tds: tr.tds.map((td) => ({ ...td, list: td.list.map((i) => cloneWithNewKeys(i, taken)) })),
    }));
  }
  if (any.list) any.list = any.list.map((i) => cloneWithNewKeys(i, taken));
  return copy;
}

export function takenKeys(list: readonly FieldItem[]): Set<string> {
  return collectKeys(list);
}

/** Whether `key` is the item `ancestor` or inside it. */
export function isWithin(list: readonly FieldItem[], ancestor: string, key: string): boolean {
  if (ancestor === key) return true;
  const found = findItem(list, ancestor);
  if (!found) return false;
  return childLists(found.item).some((l) => !!findItem(l, key));
}

/** Number of items of the template, nested ones included. */
export function countItems(list: readonly FieldItem[]): number {
  let n = 0;
  for (const item of list) {
    n += 1;
    for (const l of childLists(item)) n += countItems(l);
  }
  return n;
}

// The field tree: one entry per item and per row cell, keyed by its path, with what it inherits from
// its containers (disabled, ancestors, its row). Rows of sub-forms and dynamic tables are expanded
// from the data, so the tree is rebuilt when the data is replaced or a container's rows change.

import type { FieldPath, FieldState } from '../api.js';
import { childLists, hasModel, isRowContainer } from '../catalog.js';
import { getIn, parsePath, type PathSegment } from '../paths.js';
import type { FieldItem } from '../types.js';
import type { Entry, StoreContext } from './context.js';
import { addToGraph, clearGraph, dependenciesOf, readsOwnRow } from './graph.js';
import { computeState } from './field-state.js';

/** Keys of text items that share a table row with a required field. */
export function syncedTextKeys(list: readonly FieldItem[]): Set<string> {
  const keys = new Set<string>();
  const visit = (items: readonly FieldItem[]) => {
    for (const item of items) {
      const trs = (item as { trs?: { tds?: { list?: FieldItem[] }[] }[] }).trs;
      if (item.type === 'table' && Array.isArray(trs)) {
        for (const tr of trs) {
          const lists = (tr.tds ?? []).map((td) => td.list ?? []);
          if (!lists.some(containsRequiredField)) continue;
          for (const cell of lists) for (const child of cell) if (child.type === 'text') keys.add(child.key);
        }
      }
      for (const child of childLists(item)) visit(child);
    }
  };
  visit(list);
  return keys;
}

function containsRequiredField(list: readonly FieldItem[]): boolean {
  for (const item of list) {
    if (hasModel(item) && item.rules?.[0]?.required === true) return true;
    if (!isRowContainer(item) && childLists(item).some(containsRequiredField)) return true;
  }
  return false;
}

/** Builds the whole tree and computes every field's first state (nothing is notified). */
export function buildFields(ctx: StoreContext): void {
  buildEntries(ctx, ctx.template.list, '', undefined, undefined, false, []);
  for (const entry of ctx.entries.values()) entry.state = computeState(ctx, entry, undefined);
}

/** Rebuilds the tree for new data: errors go, every field is recomputed and notified. */
export function rebuildFields(ctx: StoreContext): void {
  for (const entry of ctx.entries.values()) ctx.subscriptions.changed.add(entry.path);
  ctx.entries.clear();
  ctx.byKey.clear();
  clearGraph(ctx.graph);
  ctx.errors.clear();
  ctx.rowsCache.clear();
  ctx.detached.clear();
  buildEntries(ctx, ctx.template.list, '', undefined, undefined, false, []);
  for (const entry of ctx.entries.values()) {
    entry.state = computeState(ctx, entry, undefined);
    ctx.subscriptions.changed.add(entry.path);
  }
}

function buildEntries(
  ctx: StoreContext,
  list: readonly FieldItem[],
  prefix: string,
  rowSegments: PathSegment[] | undefined,
  containerPath: FieldPath | undefined,
  inheritedDisabled: boolean,
  ancestors: Entry[],
): void {
  for (const item of list) {
    const valued = hasModel(item);
    const path = `${prefix}${valued ? item.model : item.key}`;
    const segments = parsePath(path);
    const entry: Entry = {
      path,
      segments,
      item,
      hasValue: valued,
      rootModel: typeof segments[0] === 'string' && (valued || rowSegments) ? segments[0] : '',
      rowSegments,
      containerPath,
      inheritedDisabled,
      ancestors,
      syncedRequired: item.type === 'text' && ctx.syncedKeys.has(item.key),
      deps: dependenciesOf(item),
      usesItem: readsOwnRow(item),
      state: undefined as unknown as FieldState,
    };
    ctx.entries.set(path, entry);
    if (!rowSegments && item.key) ctx.byKey.set(item.key, entry);
    addToGraph(ctx.graph, entry);
    const childDisabled = inheritedDisabled || item.options?.disabled === true;
    if (valued && isRowContainer(item)) {
      buildRows(ctx, entry, childDisabled);
      continue;
    }
    const inner = [...ancestors, entry];
    for (const child of childLists(item)) {
      buildEntries(ctx, child, prefix, rowSegments, containerPath, childDisabled, inner);
    }
  }
}

/** Adds the entries of a row container's cells, one set per row of its data. */
export function buildRows(ctx: StoreContext, container: Entry, inheritedDisabled: boolean): void {
  const rows = getIn(ctx.data, container.segments);
  if (!Array.isArray(rows)) return;
  rows.forEach((_, i) => {
    for (const child of childLists(container.item)) {
      buildEntries(
        ctx,
        child,
        `${container.path}[${i}].`,
        [...container.segments, i],
        container.path,
        inheritedDisabled,
        [...container.ancestors, container],
      );
    }
  });
}

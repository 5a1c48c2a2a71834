// Rows of sub-forms (control) and dynamic tables (batch): their row paths, and adding, copying and
// removing rows. A change of rows rebuilds the cells of that container only, then re-evaluates what
// reads the container and runs its listening scripts.

import type { FieldPath, RowActionRefusal } from '../api.js';
import { isRowContainer } from '../catalog.js';
import { cloneData } from '../clone.js';
import { createRow } from '../data.js';
import { getIn, parsePath, setIn } from '../paths.js';
import type { TableRowRecord } from '../types.js';
import type { Entry, StoreContext } from './context.js';
import { computeState, refresh, refreshDependants } from './field-state.js';
import { buildRows } from './fields.js';
import { removeFromGraph } from './graph.js';
import { runListeners } from './script-bridge.js';
import { flush } from './subscriptions.js';

/** Paths of the rows of a container (`parent[0]`, …), the same array until its rows change. */
export function getRows(ctx: StoreContext, path: FieldPath): readonly string[] {
  const cached = ctx.rowsCache.get(path);
  if (cached) return cached;
  const rows = getIn(ctx.data, parsePath(path));
  const paths = Array.isArray(rows) ? rows.map((_, i) => `${path}[${i}]`) : [];
  ctx.rowsCache.set(path, paths);
  return paths;
}

export function addRow(ctx: StoreContext, path: FieldPath): void {
  const found = rowContainer(ctx, path);
  if (!found) return;
  replaceRows(ctx, found.entry, [...found.rows, createRow(found.entry.item, { now: ctx.now })]);
}

export function copyRow(ctx: StoreContext, path: FieldPath, index: number): void {
  const found = rowContainer(ctx, path);
  const source = found?.rows[index];
  if (!found || !source) return;
  const copy = { ...cloneData(source), _id: createRow({ ...found.entry.item, list: [] })._id };
  const rows = [...found.rows];
  rows.splice(index + 1, 0, copy);
  replaceRows(ctx, found.entry, rows);
}

/** Refused for the last row of a sub-form. */
export function removeRow(ctx: StoreContext, path: FieldPath, index: number): RowActionRefusal | undefined {
  const found = rowContainer(ctx, path);
  if (!found || index < 0 || index >= found.rows.length) return undefined;
  if (found.entry.item.type === 'control' && found.rows.length <= 1) {
    return { message: ctx.translate('rows.lastRowNotDeletable', { label: found.entry.item.label }) };
  }
  replaceRows(
    ctx,
    found.entry,
    found.rows.filter((_, i) => i !== index),
  );
  return undefined;
}

function rowContainer(
  ctx: StoreContext,
  path: FieldPath,
): { entry: Entry; rows: TableRowRecord[] } | undefined {
  const entry = ctx.entries.get(path);
  if (!entry || !isRowContainer(entry.item)) return undefined;
  const rows = getIn(ctx.data, entry.segments);
  return { entry, rows: Array.isArray(rows) ? (rows as TableRowRecord[]) : [] };
}

function replaceRows(ctx: StoreContext, entry: Entry, rows: TableRowRecord[]): void {
  ctx.data = setIn(ctx.data, entry.segments, rows);
  ctx.rowsCache.delete(entry.path);
  rebuildRows(ctx, entry);
  refresh(ctx, entry);
  refreshDependants(ctx, entry.rootModel, entry.containerPath);
  ctx.subscriptions.changed.add(entry.path);
  flush(ctx.subscriptions);
  runListeners(ctx, entry.rootModel, 0);
}

/** Rebuilds the cells of a container's rows after rows were added, copied or removed. */
function rebuildRows(ctx: StoreContext, container: Entry): void {
  const prefix = `${container.path}[`;
  const changed = ctx.subscriptions.changed;
  for (const [path, entry] of ctx.entries) {
    if (!path.startsWith(prefix)) continue;
    removeFromGraph(ctx.graph, entry);
    ctx.entries.delete(path);
    changed.add(path);
  }
  for (const path of [...ctx.errors.keys()]) if (path.startsWith(prefix)) ctx.errors.delete(path);
  for (const path of [...ctx.overrides.keys()]) if (path.startsWith(prefix)) ctx.overrides.delete(path);
  for (const path of [...ctx.rowsCache.keys()])
    if (path.startsWith(container.path)) ctx.rowsCache.delete(path);
  ctx.detached.clear();
  buildRows(ctx, container, container.inheritedDisabled || container.item.options?.disabled === true);
  for (const [path, entry] of ctx.entries) {
    if (!path.startsWith(prefix)) continue;
    entry.state = computeState(ctx, entry, undefined);
    changed.add(path);
  }
}

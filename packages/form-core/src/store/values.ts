// Writing values. A write re-evaluates the written field, its top-level field and what depends on
// them; linkage then drops a value that a choice no longer offers. Notifying and the listening scripts
// are left to the caller, which may write several values first.

import type { FieldPath } from '../api.js';
import { defaultValueOf, mergeData, regionLabelModel } from '../data.js';
import { formatPath, getIn, parsePath, setIn } from '../paths.js';
import type { FieldItem, FormData } from '../types.js';
import { MAX_SCRIPT_DEPTH, type Entry, type StoreContext } from './context.js';
import { refresh, refreshDependants } from './field-state.js';
import { rebuildFields } from './fields.js';
import { linkItems } from './graph.js';

export function getValue(ctx: StoreContext, path: FieldPath): unknown {
  return getIn(ctx.data, parsePath(path));
}

/** Writes a value and re-evaluates what depends on it; returns the written field's entry. */
export function write(ctx: StoreContext, path: FieldPath, value: unknown): Entry | undefined {
  const segments = parsePath(path);
  if (segments.length === 0) return undefined;
  ctx.data = setIn(ctx.data, segments, value);
  const entry = ctx.entries.get(path);
  if (entry) refresh(ctx, entry);
  const root = segments[0] as string;
  const rootEntry = ctx.entries.get(root);
  if (rootEntry && rootEntry !== entry) refresh(ctx, rootEntry);
  refreshDependants(ctx, root, entry?.containerPath);
  ctx.subscriptions.changed.add(path);
  return entry;
}

/** Region picker: the label goes to `<model>_label` beside the code (the code is the caller's write). */
export function writeRegionLabel(ctx: StoreContext, path: FieldPath, label: string): void {
  const segments = parsePath(path);
  const last = segments[segments.length - 1];
  if (typeof last === 'string')
    write(ctx, formatPath([...segments.slice(0, -1), regionLabelModel(last)]), label);
}

/** Linkage: fields whose options follow `model` drop a value that is no longer offered. */
export function applyLinkage(ctx: StoreContext, model: string, depth: number): void {
  for (const dependant of ctx.graph.linked.get(model) ?? []) {
    const value = getIn(ctx.data, dependant.segments);
    if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
    const remote = linkItems(dependant.item).some((l) => Number(l.vtype) === 2);
    const offered = new Set((dependant.state.options ?? []).map((o) => String(o.value)));
    const values = Array.isArray(value) ? value : [value];
    if (remote || !values.every((v) => offered.has(String(v)))) {
      write(ctx, dependant.path, Array.isArray(value) ? [] : defaultEmpty(dependant.item));
      if (depth < MAX_SCRIPT_DEPTH) applyLinkage(ctx, dependant.rootModel, depth + 1);
    }
  }
}

function defaultEmpty(item: FieldItem): unknown {
  const def = defaultValueOf({ ...item, options: { ...item.options, defaultValue: undefined } });
  return def === undefined ? '' : def;
}

/** Replaces the data (merged over the defaults) and rebuilds the fields for it. */
export function replaceData(ctx: StoreContext, data: FormData): void {
  ctx.data = mergeData(ctx.template, data, { now: ctx.now });
  rebuildFields(ctx);
}

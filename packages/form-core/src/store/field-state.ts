// The snapshot of one field (value, visibility, disabled, required mark, error, options, remote query).
// It is recomputed when something it reads changes, and the same object is kept when nothing did, so
// a view bound with useSyncExternalStore renders only the fields that changed.

import type { FieldPath, FieldState, RemoteQuery } from '../api.js';
import { CHOICE_TYPES } from '../catalog.js';
import { evaluateCondition, evaluateExpression, type ExpressionError } from '../expression.js';
import { getIn, parsePath } from '../paths.js';
import type { ChoiceOption } from '../types.js';
import { isItemDisabled, isItemVisible } from '../validate.js';
import { nonEmpty, type Entry, type StoreContext } from './context.js';
import { linkItems } from './graph.js';
import { reportExpression } from './subscriptions.js';

export function computeState(ctx: StoreContext, entry: Entry, previous: FieldState | undefined): FieldState {
  const { item, path } = entry;
  const o = item.options ?? {};
  const row = entry.rowSegments ? getIn(ctx.data, entry.rowSegments) : undefined;
  const report = (source: string, error: ExpressionError) =>
    reportExpression(ctx.subscriptions, path, source, error, ctx.translate);
  const ov = ctx.overrides.get(path);
  const visible = ov?.visible ?? isItemVisible(item, ctx.data, row, report);
  const disabled =
    ctx.mode === 'disabled' ||
    entry.inheritedDisabled ||
    (ov?.disabled ?? isItemDisabled(item, ctx.data, row, report));
  const value = entry.hasValue ? getIn(ctx.data, entry.segments) : undefined;
  let requiredMark = false;
  if (!ctx.template.config.hideRequiredMark) {
    if (item.type === 'text') {
      requiredMark = nonEmpty(o.showRequiredMarkScript)
        ? evaluateCondition(o.showRequiredMarkScript, { $: ctx.data, $item: row }, (e) =>
            report(o.showRequiredMarkScript as string, e),
          )
        : o.showRequiredMark === true || entry.syncedRequired;
    } else requiredMark = item.rules?.[0]?.required === true;
  }
  let options: ChoiceOption[] | undefined;
  let remoteQuery: RemoteQuery | undefined;
  if (CHOICE_TYPES.has(item.type)) {
    const base = ov?.options ?? (Number(o.dynamic ?? 0) === 0 && Array.isArray(o.options) ? o.options : []);
    options = base;
    for (const link of linkItems(item)) {
      if (Number(link.vtype) === 1 && nonEmpty(link.script)) {
        const script = link.script;
        options = options.filter((option) =>
          evaluateCondition(script, { $: ctx.data, $item: option }, (e) => report(script, e)),
        );
      }
    }
    if (sameOptions(options, previous?.options)) options = previous?.options;
    remoteQuery = remoteQueryOf(ctx, entry, report);
    if (sameQuery(remoteQuery, previous?.remoteQuery)) remoteQuery = previous?.remoteQuery;
  }
  const error = ctx.errors.get(path);
  if (
    previous &&
    previous.value === value &&
    previous.visible === visible &&
    previous.disabled === disabled &&
    previous.requiredMark === requiredMark &&
    previous.error === error &&
    previous.options === options &&
    previous.remoteQuery === remoteQuery &&
    previous.item === item
  ) {
    return previous;
  }
  return { path, item, value, visible, disabled, requiredMark, error, options, remoteQuery };
}

function remoteQueryOf(
  ctx: StoreContext,
  entry: Entry,
  report: (source: string, error: ExpressionError) => void,
): RemoteQuery | undefined {
  const o = entry.item.options ?? {};
  if (Number(o.dynamic) !== 1 || !nonEmpty(o.remoteFunc)) return undefined;
  const params: Record<string, unknown> = {};
  for (const link of linkItems(entry.item)) {
    if (Number(link.vtype) !== 2 || !nonEmpty(link.queryKey)) continue;
    const source = nonEmpty(link.queryValue) ? link.queryValue : `$.${link.model}`;
    if (/^[A-Za-z_][\w]*$/.test(source)) params[link.queryKey] = ctx.data[source];
    else {
      const { value, error } = evaluateExpression(source, { $: ctx.data });
      if (error) report(source, error);
      params[link.queryKey] = value;
    }
  }
  return { url: o.remoteFunc, params };
}

function sameOptions(a: ChoiceOption[] | undefined, b: ChoiceOption[] | undefined): boolean {
  if (a === b) return true;
  if (!a || !b || a.length !== b.length) return false;
  return a.every((o, i) => o === b[i]);
}

function sameQuery(a: RemoteQuery | undefined, b: RemoteQuery | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  return a.url === b.url && JSON.stringify(a.params) === JSON.stringify(b.params);
}

/** Recomputes a field's state and marks it changed when the snapshot is new. */
export function refresh(ctx: StoreContext, entry: Entry): void {
  const next = computeState(ctx, entry, entry.state);
  if (next !== entry.state) {
    entry.state = next;
    ctx.subscriptions.changed.add(entry.path);
  }
}

/** Re-evaluates the fields that depend on a changed top-level model (and the changed cell's row). */
export function refreshDependants(ctx: StoreContext, rootModel: string, containerPath?: FieldPath): void {
  const { graph } = ctx;
  for (const entry of graph.byModel.get(rootModel) ?? []) refresh(ctx, entry);
  for (const entry of graph.readingAll) refresh(ctx, entry);
  if (containerPath) for (const entry of graph.byRow.get(containerPath) ?? []) refresh(ctx, entry);
}

/** The state of a field; a path without a field (a removed row's cell) reads as hidden and disabled. */
export function fieldState(ctx: StoreContext, path: FieldPath): FieldState {
  const entry = ctx.entries.get(path);
  if (entry) return entry.state;
  let state = ctx.detached.get(path);
  if (!state) {
    const item = {
      type: 'unknown',
      label: '',
      key: path,
      options: { hidden: true, disabled: true },
      rules: [],
    };
    state = {
      path,
      item,
      value: getIn(ctx.data, parsePath(path)),
      visible: false,
      disabled: true,
      requiredMark: false,
      error: undefined,
      options: undefined,
      remoteQuery: undefined,
    };
    ctx.detached.set(path, state);
  }
  return state;
}

/** Replaces the options of a choice field (a remote load, a script) and re-evaluates it. */
export function overrideOptions(ctx: StoreContext, path: FieldPath, options: ChoiceOption[]): void {
  ctx.overrides.set(path, { ...ctx.overrides.get(path), options });
  const entry = ctx.entries.get(path);
  if (entry) refresh(ctx, entry);
}

// The bridge to the designer's scripts, which run in the QuickJS sandbox (in a worker where one
// exists): which script runs on which event, how a script's changes and `$form` operations are applied
// to the form, and the depth limit that stops scripts that keep triggering each other.

import type { FormStoreOptions, ScriptKind, ScriptResult } from '../api.js';
import { childLists } from '../catalog.js';
import { createScriptRunner, type ScriptRunner } from '../runner.js';
import {
  SCRIPT_ENGINE_LOST_MESSAGE,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_STACK_MESSAGE,
  SCRIPT_TIMEOUT_MESSAGE,
  type ScriptOperation,
  type ScriptOutcome,
} from '../sandbox.js';
import type { CoreKey } from '../text.js';
import type { FieldItem } from '../types.js';
import { MAX_SCRIPT_DEPTH, nonEmpty, type Entry, type StoreContext } from './context.js';
import { refresh } from './field-state.js';
import { emit, flush } from './subscriptions.js';
import { applyLinkage, write } from './values.js';

const SCRIPT_KINDS: ScriptKind[] = [
  'focusEvent',
  'listenModelScript',
  'selectCb',
  'clearCb',
  'handle',
  'dynamicFun',
];

/** The sandbox words its limits in Chinese (an outcome crosses the worker boundary as data). */
const LIMIT_KEYS: ReadonlyMap<string, CoreKey> = new Map<string, CoreKey>([
  [SCRIPT_TIMEOUT_MESSAGE, 'script.timeout'],
  [SCRIPT_MEMORY_MESSAGE, 'script.memory'],
  [SCRIPT_STACK_MESSAGE, 'script.stack'],
  [SCRIPT_ENGINE_LOST_MESSAGE, 'script.engineLost'],
]);

/** A failed script's error in the form's language: the sandbox's limits are re-worded, a script's own error is kept. */
function scriptError(ctx: StoreContext, error: string | undefined): string | undefined {
  const key = error === undefined ? undefined : LIMIT_KEYS.get(error);
  return key ? ctx.translate(key) : error;
}

export interface ScriptBridge {
  readonly limits: FormStoreOptions['scriptLimits'];
  readonly worker: FormStoreOptions['scriptWorker'];
  /** Started on the first script, or up front when the template has scripts. */
  runner: ScriptRunner | undefined;
  /** Script runs not finished yet (settled waits for them). */
  readonly pending: Set<Promise<unknown>>;
  disposed: boolean;
}

export function createScriptBridge(options: FormStoreOptions): ScriptBridge {
  return {
    limits: options.scriptLimits,
    worker: options.scriptWorker,
    runner: undefined,
    pending: new Set(),
    disposed: false,
  };
}

/** Whether any item has a designer script (then the sandbox is loaded up front). */
export function templateHasScripts(list: readonly FieldItem[]): boolean {
  for (const item of list) {
    const o = item.options ?? {};
    if (SCRIPT_KINDS.some((kind) => nonEmpty(o[kind]))) return true;
    for (const child of childLists(item)) if (templateHasScripts(child)) return true;
  }
  return false;
}

function scriptRunner(bridge: ScriptBridge): ScriptRunner {
  bridge.runner ??= createScriptRunner(bridge.limits, bridge.worker);
  return bridge.runner;
}

export function preloadScripts(bridge: ScriptBridge): void {
  scriptRunner(bridge).preload();
}

function track<T>(bridge: ScriptBridge, promise: Promise<T>): Promise<T> {
  bridge.pending.add(promise);
  const done = () => bridge.pending.delete(promise);
  promise.then(done, done);
  return promise;
}

/** Starts the listening scripts of a changed top-level model. */
export function runListeners(ctx: StoreContext, model: string, depth: number): void {
  for (const entry of ctx.graph.listening.get(model) ?? []) {
    const source = entry.item.options?.listenModelScript;
    if (!nonEmpty(source)) continue;
    void track(ctx.scripts, runScript(ctx, entry, 'listenModelScript', source, ctx.data[model], depth));
  }
}

async function runScript(
  ctx: StoreContext,
  entry: Entry,
  kind: ScriptKind,
  source: string,
  item: unknown,
  depth: number,
): Promise<ScriptResult> {
  const subs = ctx.subscriptions;
  if (depth > MAX_SCRIPT_DEPTH) {
    const error = ctx.translate('script.loop');
    emit(subs, { type: 'scriptError', path: entry.path, kind, error });
    return { ok: false, error };
  }
  let outcome: ScriptOutcome;
  try {
    // The data is read when the script starts: scripts queued before it have written theirs.
    outcome = await scriptRunner(ctx.scripts).run(source, () => ({ data: ctx.data, item }));
  } catch (e) {
    const error = ctx.translate('script.engineLoadFailed', {
      reason: e instanceof Error ? e.message : String(e),
    });
    emit(subs, { type: 'scriptError', path: entry.path, kind, error });
    return { ok: false, error };
  }
  if (ctx.scripts.disposed) return { ok: false, error: 'disposed' };
  if (!outcome.ok) {
    const error = scriptError(ctx, outcome.error);
    emit(subs, { type: 'scriptError', path: entry.path, kind, error: error ?? '' });
    return { ok: false, ...(error ? { error } : {}) };
  }
  const changedModels: string[] = [];
  for (const [model, value] of Object.entries(outcome.changes)) {
    write(ctx, model, value);
    changedModels.push(model);
  }
  for (const op of outcome.operations) applyOperation(ctx, op, changedModels);
  for (const model of changedModels) applyLinkage(ctx, model, 0);
  flush(subs);
  for (const model of changedModels) runListeners(ctx, model, depth + 1);
  return { ok: true };
}

function applyOperation(ctx: StoreContext, op: ScriptOperation, changedModels: string[]): void {
  if (!op || typeof op !== 'object') return;
  if (op.op === 'message') {
    emit(ctx.subscriptions, { type: 'message', level: op.level, text: String(op.text) });
    return;
  }
  if (typeof op.model !== 'string' || op.model === '') return;
  const entry = ctx.entries.get(op.model);
  const current = ctx.overrides.get(op.model) ?? {};
  switch (op.op) {
    case 'setValue':
      write(ctx, op.model, op.value);
      changedModels.push(op.model);
      return;
    case 'setOptions':
      if (Array.isArray(op.options)) {
        ctx.overrides.set(op.model, {
          ...current,
          options: op.options.filter((o) => o && typeof o === 'object'),
        });
      }
      break;
    case 'setVisible':
      ctx.overrides.set(op.model, { ...current, visible: op.visible === true });
      break;
    case 'setDisabled':
      ctx.overrides.set(op.model, { ...current, disabled: op.disabled === true });
      break;
    default:
      return;
  }
  if (entry) refresh(ctx, entry);
}

/** Runs a field's scripts of the given kinds in turn, stopping at the first that fails. */
export async function runItemScript(
  ctx: StoreContext,
  entry: Entry | undefined,
  kinds: ScriptKind[],
  item: unknown,
): Promise<ScriptResult | undefined> {
  if (!entry) return undefined;
  let last: ScriptResult | undefined;
  for (const kind of kinds) {
    const source = entry.item.options?.[kind];
    if (!nonEmpty(source)) continue;
    last = await track(ctx.scripts, runScript(ctx, entry, kind, source, item, 0));
    if (!last.ok) return last;
  }
  return last;
}

export async function settled(bridge: ScriptBridge): Promise<void> {
  while (bridge.pending.size > 0) await Promise.allSettled([...bridge.pending]);
}

export function disposeScripts(bridge: ScriptBridge): void {
  bridge.disposed = true;
  bridge.runner?.dispose();
}

// Designer scripts run in QuickJS compiled to WebAssembly: no window, document, process, network or
// timers; a deadline interrupts endless loops and a heap limit stops huge allocations. The WASM module
// is loaded on first use only, so templates without scripts never fetch it.

import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from 'quickjs-emscripten-core';
import type { ScriptLimits, ScriptResult } from './api.js';
import type { ChoiceOption, FormData } from './types.js';
import zhCN from './locales/zh-CN.js';

export const DEFAULT_SCRIPT_LIMITS: ScriptLimits = { timeMs: 200, memoryBytes: 16 * 1024 * 1024 };
// In Chinese: the outcome of a run is data (it may come from a worker); the store re-words these.
export const SCRIPT_TIMEOUT_MESSAGE = zhCN.script.timeout;
export const SCRIPT_MEMORY_MESSAGE = zhCN.script.memory;
export const SCRIPT_STACK_MESSAGE = zhCN.script.stack;
export const SCRIPT_ENGINE_LOST_MESSAGE = zhCN.script.engineLost;

/**
 * QuickJS's own stack limit. It must be reached before the host's: a recursion that overflows the host
 * stack inside WebAssembly leaves QuickJS's heap inconsistent, and freeing that runtime aborts the whole
 * module (quickjs-emscripten issues 60 and 257). 128 KB allows about 700 nested calls of a small function
 * and is reached first even with only 400 KB of host stack left (512 KB was not, with Node's default).
 */
const QUICKJS_STACK_BYTES = 128 * 1024;

/** What a script may ask of the form, besides writing `$.<model>`. */
export type ScriptOperation =
  | { op: 'setValue'; model: string; value: unknown }
  | { op: 'setOptions'; model: string; options: ChoiceOption[] }
  | { op: 'setVisible'; model: string; visible: boolean }
  | { op: 'setDisabled'; model: string; disabled: boolean }
  | { op: 'message'; text: string; level: 'info' | 'success' | 'warning' | 'error' };

export interface ScriptRun {
  /** The form data, exposed as `$` (a copy: writes come back as changes). */
  data: FormData;
  /** The option, row or value under test, exposed as `$item`. */
  item?: unknown;
}

export interface ScriptOutcome extends ScriptResult {
  /** Top-level models the script changed through `$`, with their new values. */
  changes: Record<string, unknown>;
  /** Calls of the `$form` API, in order. */
  operations: ScriptOperation[];
}

/** The API inside a script (documented in the README). */
const PRELUDE = `
const __ops = [];
const $form = Object.freeze({
  getValue: (model) => $[model],
  setValue: (model, value) => { $[model] = value; },
  setOptions: (model, options) => { __ops.push({ op: 'setOptions', model: String(model), options }); },
  setVisible: (model, visible) => { __ops.push({ op: 'setVisible', model: String(model), visible: !!visible }); },
  setDisabled: (model, disabled) => { __ops.push({ op: 'setDisabled', model: String(model), disabled: !!disabled }); },
  message: (text, level) => { __ops.push({ op: 'message', text: String(text), level: ['success', 'warning', 'error'].includes(level) ? level : 'info' }); },
});
`;

let modulePromise: Promise<QuickJSWASMModule> | undefined;
/** The module `modulePromise` resolved to. */
let loadedModule: QuickJSWASMModule | undefined;

async function newModule(): Promise<QuickJSWASMModule> {
  const { newQuickJSWASMModuleFromVariant } = await import('quickjs-emscripten-core');
  const quickjs = await newQuickJSWASMModuleFromVariant(import('@jitl/quickjs-wasmfile-release-sync'));
  // WebAssembly is compiled lazily, function by function: a first run compiles the engine's hot paths
  // here (over 100 ms on a loaded machine), so that they do not count against a script's time limit.
  const warmUp = new ScriptSandbox(quickjs);
  warmUp.run('$.ready = true', { data: {} });
  warmUp.dispose();
  return quickjs;
}

/** Loads QuickJS once (lazily: call only when a template has scripts). */
export function loadQuickJS(): Promise<QuickJSWASMModule> {
  if (modulePromise) return modulePromise;
  const loading: Promise<QuickJSWASMModule> = newModule().then((quickjs) => {
    if (modulePromise === loading) loadedModule = quickjs;
    return quickjs;
  });
  modulePromise = loading;
  loading.catch(() => {
    if (modulePromise === loading) modulePromise = undefined;
  });
  return loading;
}

/** A module left unusable (see `ScriptSandbox.engineLost`) is not handed out again. */
function forgetModule(quickjs: QuickJSWASMModule): void {
  if (loadedModule !== quickjs) return;
  loadedModule = undefined;
  modulePromise = undefined;
}

const LIMIT_MESSAGES: ReadonlySet<string> = new Set([
  SCRIPT_TIMEOUT_MESSAGE,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_STACK_MESSAGE,
]);

/** The message of the limit a QuickJS or host error text reports, if it reports one. */
function limitMessage(text: string): string | undefined {
  if (/interrupted/i.test(text)) return SCRIPT_TIMEOUT_MESSAGE;
  if (/out of memory/i.test(text)) return SCRIPT_MEMORY_MESSAGE;
  if (/stack overflow|call stack size/i.test(text)) return SCRIPT_STACK_MESSAGE;
  return undefined;
}

function describeError(dumped: unknown): string {
  if (dumped && typeof dumped === 'object') {
    const e = dumped as { name?: unknown; message?: unknown };
    const message = String(e.message ?? '');
    return limitMessage(message) ?? (e.name ? `${String(e.name)}: ${message}` : message);
  }
  const text = String(dumped);
  return limitMessage(text) ?? text;
}

/** A sandbox bound to one loaded QuickJS module; every run gets a fresh context. */
export class ScriptSandbox {
  private runtime: QuickJSRuntime | undefined;
  private readonly limits: ScriptLimits;
  /**
   * The engine threw on the host's side (the host stack ran out inside it): the module's own stack and
   * heap are left mid-call, so neither this sandbox nor the module is used again. `loadQuickJS` loads a
   * fresh module from then on; the holder of this sandbox replaces it (a worker retires).
   */
  engineLost = false;

  constructor(
    private readonly quickjs: QuickJSWASMModule,
    limits: Partial<ScriptLimits> = {},
  ) {
    this.limits = { ...DEFAULT_SCRIPT_LIMITS, ...limits };
  }

  private ensureRuntime(): QuickJSRuntime {
    if (!this.runtime) {
      this.runtime = this.quickjs.newRuntime();
      this.runtime.setMemoryLimit(this.limits.memoryBytes);
      this.runtime.setMaxStackSize(QUICKJS_STACK_BYTES);
    }
    return this.runtime;
  }

  /** Runs a script synchronously; never throws. `onStart` is called as the script itself starts. */
  run(source: string, input: ScriptRun, onStart?: () => void): ScriptOutcome {
    if (this.engineLost) return { ok: false, error: SCRIPT_ENGINE_LOST_MESSAGE, changes: {}, operations: [] };
    const runtime = this.ensureRuntime();
    let context: QuickJSContext | undefined;
    let limitHit = false;
    try {
      context = runtime.newContext();
      const vm = context;
      const inputJson = JSON.stringify({ data: input.data ?? {}, item: input.item ?? null });
      const inHandle = vm.newString(inputJson);
      vm.setProp(vm.global, '__in', inHandle);
      inHandle.dispose();
      const deadline = Date.now() + this.limits.timeMs;
      runtime.setInterruptHandler(() => Date.now() > deadline);
      const program =
        `const __input = JSON.parse(__in); var $ = __input.data; var $item = __input.item;` +
        `${PRELUDE}\n(function () {\n${source}\n}).call(undefined);\n` +
        `JSON.stringify({ data: $, ops: __ops });`;
      onStart?.();
      const result = vm.evalCode(program, 'designer-script.js');
      if (result.error) {
        const error = describeError(vm.dump(result.error));
        result.error.dispose();
        limitHit = LIMIT_MESSAGES.has(error);
        return { ok: false, error, changes: {}, operations: [] };
      }
      const output = JSON.parse(String(vm.dump(result.value as QuickJSHandle))) as {
        data: Record<string, unknown>;
        ops: ScriptOperation[];
      };
      (result.value as QuickJSHandle).dispose();
      return { ok: true, changes: diffTopLevel(input.data ?? {}, output.data ?? {}), operations: output.ops };
    } catch (e) {
      // Thrown from inside the WebAssembly (host stack overflow, a trap) rather than by this code.
      this.engineLost = e instanceof Error && (e.name === 'RangeError' || e.name === 'RuntimeError');
      limitHit = true;
      return {
        ok: false,
        error: describeError(e instanceof Error ? { message: e.message } : e),
        changes: {},
        operations: [],
      };
    } finally {
      if (this.engineLost) {
        // Not freed: freeing it aborts the WebAssembly module. The module is given up with it.
        this.runtime = undefined;
        forgetModule(this.quickjs);
      } else {
        runtime.removeInterruptHandler();
        try {
          context?.dispose();
        } catch {
          limitHit = true;
        }
        if (limitHit) this.resetRuntime();
      }
    }
  }

  /** A runtime that hit a limit is replaced, so no state of a stopped script survives. */
  private resetRuntime(): void {
    try {
      this.runtime?.dispose();
    } catch {
      // A runtime that ran out of memory may fail to free; it is dropped either way.
    }
    this.runtime = undefined;
  }

  dispose(): void {
    this.resetRuntime();
  }
}

function diffTopLevel(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, unknown> {
  const changes: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) changes[key] = after[key];
  }
  return changes;
}

/** Loads QuickJS and returns a sandbox with the given limits. */
export async function createScriptSandbox(limits: Partial<ScriptLimits> = {}): Promise<ScriptSandbox> {
  return new ScriptSandbox(await loadQuickJS(), limits);
}

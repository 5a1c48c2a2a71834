// Types of the engine's public API: what the renderer, the designer and the server program against.
// The store is built for React's useSyncExternalStore: per-path subscriptions and stable snapshots.

import type { ScriptWorker } from './runner.js';
import type { CoreTranslate } from './text.js';
import type { ChoiceOption, FieldItem, FormData, FormTemplate } from './types.js';

/**
 * Where a value lives in the form data: `model` for a top-level field (also inside grid, table and
 * card, which are layout only), `parent[row].model` for a cell of a sub-form (control) or a dynamic
 * table (batch) row, nested as deep as the template nests.
 */
export type FieldPath = string;

/** edit: normal filling; preview: rules are skipped; disabled: every field read-only (print/view). */
export type FormMode = 'edit' | 'preview' | 'disabled';

export interface FieldError {
  path: FieldPath;
  /** Model of the item (last segment of the path). */
  model: string;
  label: string;
  message: string;
}

export interface ValidationResult {
  valid: boolean;
  errors: FieldError[];
}

/** Snapshot of one field; the same object is returned until something about the field changes. */
export interface FieldState {
  path: FieldPath;
  item: FieldItem;
  value: unknown;
  visible: boolean;
  disabled: boolean;
  /** Whether the label shows the required marker. */
  requiredMark: boolean;
  /** First failing rule's message, undefined when valid or not yet validated. */
  error: string | undefined;
  /**
   * Options to show for a choice field: the static options, or options set by a script / remote
   * load, filtered by local linkage. undefined for non-choice fields.
   */
  options: ChoiceOption[] | undefined;
  /** Remote linkage query for the renderer to run (changes when the watched fields change). */
  remoteQuery: RemoteQuery | undefined;
}

/** A remote options request described as data: core does no HTTP. */
export interface RemoteQuery {
  url: string;
  params: Record<string, unknown>;
}

export interface ScriptLimits {
  /** Wall-clock limit per script run (default 200 ms). */
  timeMs: number;
  /** Heap limit of the sandbox (default 16 MiB). */
  memoryBytes: number;
}

export type ScriptKind =
  'focusEvent' | 'listenModelScript' | 'selectCb' | 'clearCb' | 'handle' | 'dynamicFun';

export interface ScriptResult {
  ok: boolean;
  /** Why the script failed: syntax, runtime error, time limit ('脚本执行超时') or memory limit. */
  error?: string;
}

export type FormEvent =
  | { type: 'message'; level: 'info' | 'success' | 'warning' | 'error'; text: string }
  | { type: 'scriptError'; path: FieldPath; kind: ScriptKind; error: string }
  | { type: 'expressionError'; path: FieldPath; source: string; error: string };

export interface FormStoreOptions {
  /** Initial data (as setData). */
  data?: FormData;
  mode?: FormMode;
  /** Clock for `now` defaults (tests). */
  now?: () => Date;
  scriptLimits?: Partial<ScriptLimits>;
  /**
   * Starts the worker that runs designer scripts. Default: a Web Worker where one exists (browsers),
   * else none and scripts run on the calling thread.
   */
  scriptWorker?: () => ScriptWorker;
  /**
   * Words the store's own messages (default required message, '验证失败', row refusals, script
   * errors) in the form's language; default Chinese. A template's own messages stay as written.
   */
  translate?: CoreTranslate;
}

export interface RowActionRefusal {
  /** e.g. '<label>内仅存的一条数据不能删除' */
  message: string;
}

export interface FormStore {
  readonly template: FormTemplate;

  // --- values --------------------------------------------------------------------------------
  getValue(path: FieldPath): unknown;
  /** Sets a value, re-evaluates dependants, runs listeners, validates with `trigger` rules. */
  setValue(path: FieldPath, value: unknown, trigger?: 'change' | 'none'): void;
  /** Region picker: stores the code and `<model>_label`. */
  setRegion(path: FieldPath, code: string, label: string): void;
  /** Raw data including hidden fields. */
  getValues(): FormData;
  /** Replaces the data (missing fields get their defaults). */
  setData(data: FormData): void;
  /** Back to defaults, errors cleared. */
  reset(): void;

  // --- per-field state -------------------------------------------------------------------------
  getFieldState(path: FieldPath): FieldState;
  /** Notified only when this field's state changes. */
  subscribe(path: FieldPath, listener: () => void): () => void;
  /** Notified on any data change (data tabs, autosave). */
  subscribeData(listener: () => void): () => void;
  /** Script messages and reported script / expression errors. */
  onEvent(listener: (event: FormEvent) => void): () => void;
  /** Paths of the rows of a control/batch field (`parent[0]`, …), stable until rows change. */
  getRows(path: FieldPath): readonly string[];

  // --- rows of control / batch -------------------------------------------------------------------
  addRow(path: FieldPath): void;
  copyRow(path: FieldPath, index: number): void;
  /** Refused (returned) for the last row of a sub-form. */
  removeRow(path: FieldPath, index: number): RowActionRefusal | undefined;

  // --- validation ----------------------------------------------------------------------------------
  /** Runs the rules of one field for an event ('blur' on leaving it). */
  validateField(path: FieldPath, trigger?: 'change' | 'blur'): string | undefined;
  validate(): ValidationResult;
  clearErrors(): void;
  /**
   * Shows errors found elsewhere (a server's refusal) on the fields of those paths; the next
   * validation of a field replaces its error. Answers the paths that are not fields of this form.
   */
  showErrors(errors: Readonly<Record<FieldPath, string>>): FieldPath[];
  /** Validated data: hidden fields stripped unless outputHidden; rejects with FormValidationError ('验证失败'). */
  getData(): Promise<FormData>;

  // --- mode -------------------------------------------------------------------------------------
  getMode(): FormMode;
  setMode(mode: FormMode): void;

  // --- events that run designer scripts (sandboxed) ------------------------------------------
  focus(path: FieldPath): Promise<ScriptResult | undefined>;
  /** selectCb with `$item` = the chosen option(s). */
  selected(path: FieldPath, option: unknown): Promise<ScriptResult | undefined>;
  cleared(path: FieldPath): Promise<ScriptResult | undefined>;
  clickButton(key: string): Promise<ScriptResult | undefined>;
  /** Replaces a choice field's options (remote load or script). */
  setOptions(path: FieldPath, options: ChoiceOption[]): void;
  /** Resolves when pending listener scripts have run (tests, submit). */
  settled(): Promise<void>;
  dispose(): void;
}

// The form store the renderer binds to. Each field has its own snapshot and listeners, so typing in
// one field notifies that field only; a change re-evaluates only the fields whose expressions read the
// changed model (dependencies come from the parsed expressions), then runs the listening scripts.
// This class composes the parts over one shared state: values, the dependency graph, field state,
// rows, validation and the script bridge; it holds the operations that span them.

import type {
  FieldPath,
  FieldState,
  FormEvent,
  FormMode,
  FormStore,
  FormStoreOptions,
  RowActionRefusal,
  ScriptResult,
  ValidationResult,
} from '../api.js';
import { mergeData } from '../data.js';
import { chineseText } from '../text.js';
import { getIn, parsePath } from '../paths.js';
import type { ChoiceOption, FormData, FormTemplate } from '../types.js';
import type { StoreContext } from './context.js';
import { fieldState, overrideOptions, refresh } from './field-state.js';
import { buildFields, syncedTextKeys } from './fields.js';
import { createGraph } from './graph.js';
import { addRow, copyRow, getRows, removeRow } from './rows.js';
import {
  createScriptBridge,
  disposeScripts,
  preloadScripts,
  runItemScript,
  runListeners,
  settled,
  templateHasScripts,
} from './script-bridge.js';
import {
  createSubscriptions,
  flush,
  onEvent,
  subscribe,
  subscribeData,
  unsubscribeAll,
} from './subscriptions.js';
import {
  clearErrors,
  showErrors,
  validateAll,
  validatedData,
  validateEntry,
  validateField,
} from './validation.js';
import { applyLinkage, getValue, replaceData, write, writeRegionLabel } from './values.js';

export { FormValidationError } from './validation.js';
export { templateHasScripts };

class Store implements FormStore {
  readonly template: FormTemplate;
  private readonly ctx: StoreContext;

  constructor(template: FormTemplate, options: FormStoreOptions) {
    const now = options.now ?? (() => new Date());
    this.template = template;
    this.ctx = {
      template,
      now,
      mode: options.mode ?? 'edit',
      syncedKeys: template.config.syncLabelRequired ? syncedTextKeys(template.list) : new Set(),
      data: mergeData(template, options.data ?? {}, { now }),
      entries: new Map(),
      byKey: new Map(),
      graph: createGraph(),
      subscriptions: createSubscriptions(),
      errors: new Map(),
      overrides: new Map(),
      rowsCache: new Map(),
      detached: new Map(),
      scripts: createScriptBridge(options),
      translate: options.translate ?? chineseText,
    };
    buildFields(this.ctx);
    if (templateHasScripts(template.list)) preloadScripts(this.ctx.scripts);
  }

  // --- values -------------------------------------------------------------------------------------

  getValue(path: FieldPath): unknown {
    return getValue(this.ctx, path);
  }

  setValue(path: FieldPath, value: unknown, trigger: 'change' | 'none' = 'change'): void {
    const ctx = this.ctx;
    const entry = write(ctx, path, value);
    const root = String(parsePath(path)[0] ?? '');
    applyLinkage(ctx, root, 0);
    if (trigger === 'change' && entry) validateEntry(ctx, entry, 'change');
    flush(ctx.subscriptions);
    runListeners(ctx, root, 0);
  }

  setRegion(path: FieldPath, code: string, label: string): void {
    writeRegionLabel(this.ctx, path, label);
    this.setValue(path, code);
  }

  getValues(): FormData {
    return this.ctx.data;
  }

  setData(data: FormData): void {
    replaceData(this.ctx, data);
    flush(this.ctx.subscriptions);
  }

  reset(): void {
    this.setData({});
  }

  // --- per-field state ----------------------------------------------------------------------------

  getFieldState(path: FieldPath): FieldState {
    return fieldState(this.ctx, path);
  }

  subscribe(path: FieldPath, listener: () => void): () => void {
    return subscribe(this.ctx.subscriptions, path, listener);
  }

  subscribeData(listener: () => void): () => void {
    return subscribeData(this.ctx.subscriptions, listener);
  }

  onEvent(listener: (event: FormEvent) => void): () => void {
    return onEvent(this.ctx.subscriptions, listener);
  }

  getRows(path: FieldPath): readonly string[] {
    return getRows(this.ctx, path);
  }

  // --- rows ---------------------------------------------------------------------------------------

  addRow(path: FieldPath): void {
    addRow(this.ctx, path);
  }

  copyRow(path: FieldPath, index: number): void {
    copyRow(this.ctx, path, index);
  }

  removeRow(path: FieldPath, index: number): RowActionRefusal | undefined {
    return removeRow(this.ctx, path, index);
  }

  // --- validation ---------------------------------------------------------------------------------

  validateField(path: FieldPath, trigger?: 'change' | 'blur'): string | undefined {
    return validateField(this.ctx, path, trigger);
  }

  validate(): ValidationResult {
    return validateAll(this.ctx);
  }

  clearErrors(): void {
    clearErrors(this.ctx);
    flush(this.ctx.subscriptions);
  }

  showErrors(errors: Readonly<Record<FieldPath, string>>): FieldPath[] {
    const unknown = showErrors(this.ctx, errors);
    flush(this.ctx.subscriptions);
    return unknown;
  }

  getData(): Promise<FormData> {
    return validatedData(this.ctx);
  }

  // --- mode ---------------------------------------------------------------------------------------

  getMode(): FormMode {
    return this.ctx.mode;
  }

  setMode(mode: FormMode): void {
    const ctx = this.ctx;
    if (mode === ctx.mode) return;
    ctx.mode = mode;
    if (mode === 'preview') clearErrors(ctx);
    for (const entry of ctx.entries.values()) refresh(ctx, entry);
    flush(ctx.subscriptions);
  }

  // --- scripts ------------------------------------------------------------------------------------

  focus(path: FieldPath): Promise<ScriptResult | undefined> {
    const entry = this.ctx.entries.get(path);
    return runItemScript(
      this.ctx,
      entry,
      ['focusEvent'],
      entry ? getIn(this.ctx.data, entry.segments) : undefined,
    );
  }

  selected(path: FieldPath, option: unknown): Promise<ScriptResult | undefined> {
    return runItemScript(this.ctx, this.ctx.entries.get(path), ['selectCb'], option);
  }

  cleared(path: FieldPath): Promise<ScriptResult | undefined> {
    return runItemScript(this.ctx, this.ctx.entries.get(path), ['clearCb'], undefined);
  }

  clickButton(key: string): Promise<ScriptResult | undefined> {
    const entry = this.ctx.byKey.get(key) ?? this.ctx.entries.get(key);
    return runItemScript(this.ctx, entry, ['handle', 'dynamicFun'], undefined);
  }

  setOptions(path: FieldPath, options: ChoiceOption[]): void {
    overrideOptions(this.ctx, path, options);
    flush(this.ctx.subscriptions);
  }

  settled(): Promise<void> {
    return settled(this.ctx.scripts);
  }

  dispose(): void {
    unsubscribeAll(this.ctx.subscriptions);
    disposeScripts(this.ctx.scripts);
  }
}

/** Creates the store of one rendered form. */
export function createFormStore(template: FormTemplate, options: FormStoreOptions = {}): FormStore {
  return new Store(template, options);
}

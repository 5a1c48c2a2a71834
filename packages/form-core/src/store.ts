// The form store the renderer binds to. Each field has its own snapshot and listeners, so typing in
// one field notifies that field only; a change re-evaluates only the fields whose expressions read the
// changed model (dependencies come from the parsed expressions), then runs the listening scripts.

import { cloneData } from './clone.js';
import { childLists, hasModel, isRowContainer, CHOICE_TYPES, VALIDATION_FAILED_MESSAGE } from './catalog.js';
import { createRow, defaultValueOf, mergeData, regionLabelModel, shapeOutput } from './data.js';
import {
  ALL_FIELDS,
  compileExpression,
  evaluateCondition,
  evaluateExpression,
  type ExpressionError,
} from './expression.js';
import { formatPath, getIn, parsePath, setIn, type PathSegment } from './paths.js';
import { createScriptRunner, type ScriptRunner } from './runner.js';
import type { ScriptOperation, ScriptOutcome } from './sandbox.js';
import { checkRules, isItemDisabled, isItemVisible, itemDependencies, validateData } from './validate.js';
import type {
  FieldError,
  FieldPath,
  FieldState,
  FormEvent,
  FormMode,
  FormStore,
  FormStoreOptions,
  RemoteQuery,
  RowActionRefusal,
  ScriptKind,
  ScriptResult,
  ValidationResult,
} from './api.js';
import type {
  ChoiceOption,
  FieldItem,
  FormData,
  FormTemplate,
  LinkageItem,
  TableRowRecord,
} from './types.js';

/** Thrown (rejected) by getData when the form is invalid. */
export class FormValidationError extends Error {
  constructor(readonly errors: FieldError[]) {
    super(VALIDATION_FAILED_MESSAGE);
    this.name = 'FormValidationError';
  }
}

/** How deep scripts may trigger further listening scripts before the chain is stopped. */
const MAX_SCRIPT_DEPTH = 8;

const SCRIPT_KINDS: ScriptKind[] = [
  'focusEvent',
  'listenModelScript',
  'selectCb',
  'clearCb',
  'handle',
  'dynamicFun',
];

interface Entry {
  path: FieldPath;
  segments: PathSegment[];
  item: FieldItem;
  hasValue: boolean;
  /** Top-level model under which this field's value lives ('' for top-level layout items). */
  rootModel: string;
  /** Path segments of the enclosing row, when in a sub-form or table row. */
  rowSegments: PathSegment[] | undefined;
  /** Path of the enclosing row container. */
  containerPath: FieldPath | undefined;
  /** An enclosing container is statically disabled. */
  inheritedDisabled: boolean;
  /** Enclosing containers (layout and row), outermost first. */
  ancestors: Entry[];
  /** Text item beside a required field in a table row (syncLabelRequired). */
  syncedRequired: boolean;
  deps: Set<string>;
  usesItem: boolean;
  state: FieldState;
}

interface Overrides {
  visible?: boolean;
  disabled?: boolean;
  options?: ChoiceOption[];
}

function nonEmpty(source: unknown): source is string {
  return typeof source === 'string' && source.trim() !== '';
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

function listenModels(item: FieldItem): string[] {
  const o = item.options ?? {};
  if (o.listenModel !== true || !nonEmpty(o.listenModelScript) || typeof o.listenModelData !== 'string')
    return [];
  return o.listenModelData
    .split(/[,，]/)
    .map((m) => m.trim())
    .filter(Boolean);
}

function linkItems(item: FieldItem): LinkageItem[] {
  const o = item.options ?? {};
  if (o.linkage !== true || !Array.isArray(o.linkData)) return [];
  return o.linkData.filter(
    (l): l is LinkageItem => !!l && typeof l === 'object' && typeof l.model === 'string',
  );
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

function containsRequiredField(list: readonly FieldItem[]): boolean {
  for (const item of list) {
    if (hasModel(item) && item.rules?.[0]?.required === true) return true;
    if (!isRowContainer(item) && childLists(item).some(containsRequiredField)) return true;
  }
  return false;
}

/** Keys of text items that share a table row with a required field. */
function syncedTextKeys(list: readonly FieldItem[]): Set<string> {
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

class Store implements FormStore {
  readonly template: FormTemplate;
  private data: FormData;
  private mode: FormMode;
  private readonly now: () => Date;
  private readonly entries = new Map<FieldPath, Entry>();
  private readonly byKey = new Map<string, Entry>();
  private readonly depIndex = new Map<string, Set<Entry>>();
  private readonly allDependants = new Set<Entry>();
  /** Row cells whose expressions read their own row (`$item`), by container path. */
  private readonly rowDependants = new Map<FieldPath, Set<Entry>>();
  private readonly listenIndex = new Map<string, Set<Entry>>();
  private readonly linkIndex = new Map<string, Set<Entry>>();
  private readonly listeners = new Map<FieldPath, Set<() => void>>();
  private readonly dataListeners = new Set<() => void>();
  private readonly eventListeners = new Set<(event: FormEvent) => void>();
  private readonly errors = new Map<FieldPath, string>();
  private readonly overrides = new Map<FieldPath, Overrides>();
  private readonly rowsCache = new Map<FieldPath, readonly string[]>();
  private readonly detached = new Map<FieldPath, FieldState>();
  private readonly reported = new Set<string>();
  private readonly pendingNotify = new Set<FieldPath>();
  private readonly pending = new Set<Promise<unknown>>();
  private readonly syncedKeys: Set<string>;
  private readonly scriptLimits: FormStoreOptions['scriptLimits'];
  private readonly scriptWorker: FormStoreOptions['scriptWorker'];
  private scripts: ScriptRunner | undefined;
  private disposed = false;

  constructor(template: FormTemplate, options: FormStoreOptions) {
    this.template = template;
    this.mode = options.mode ?? 'edit';
    this.now = options.now ?? (() => new Date());
    this.scriptLimits = options.scriptLimits;
    this.scriptWorker = options.scriptWorker;
    this.syncedKeys = template.config.syncLabelRequired ? syncedTextKeys(template.list) : new Set();
    this.data = mergeData(template, options.data ?? {}, { now: this.now });
    this.buildEntries(template.list, '', undefined, undefined, false, []);
    for (const entry of this.entries.values()) entry.state = this.computeState(entry, undefined);
    if (templateHasScripts(template.list)) this.scriptRunner().preload();
  }

  // --- entries ---------------------------------------------------------------------------------

  private buildEntries(
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
      const deps = itemDependencies(item);
      for (const link of linkItems(item)) {
        deps.add(link.model);
        if (link.queryValue && /^[\w$]+$/.test(link.queryValue) && !link.queryValue.startsWith('$')) {
          deps.add(link.queryValue);
        }
      }
      const usesItem = [...this.expressionSources(item)].some((s) => compileExpression(s).usesItem);
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
        syncedRequired: item.type === 'text' && this.syncedKeys.has(item.key),
        deps,
        usesItem,
        state: undefined as unknown as FieldState,
      };
      this.entries.set(path, entry);
      if (!rowSegments && item.key) this.byKey.set(item.key, entry);
      this.index(entry);
      const childDisabled = inheritedDisabled || item.options?.disabled === true;
      if (valued && isRowContainer(item)) {
        this.buildRows(entry, childDisabled);
        continue;
      }
      const inner = [...ancestors, entry];
      for (const child of childLists(item)) {
        this.buildEntries(child, prefix, rowSegments, containerPath, childDisabled, inner);
      }
    }
  }

  private buildRows(container: Entry, inheritedDisabled: boolean): void {
    const rows = getIn(this.data, container.segments);
    if (!Array.isArray(rows)) return;
    rows.forEach((_, i) => {
      for (const child of childLists(container.item)) {
        this.buildEntries(
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

  private expressionSources(item: FieldItem): string[] {
    const o = item.options ?? {};
    const sources: string[] = [];
    for (const key of [
      'dynamicVisibleValue',
      'dynamicHideValue',
      'dynamicDisabledValue',
      'showRequiredMarkScript',
    ]) {
      if (nonEmpty(o[key])) sources.push(o[key] as string);
    }
    for (const link of linkItems(item)) if (nonEmpty(link.script)) sources.push(link.script);
    return sources;
  }

  private index(entry: Entry): void {
    for (const dep of entry.deps) {
      if (dep === ALL_FIELDS) this.allDependants.add(entry);
      else this.addTo(this.depIndex, dep, entry);
    }
    if (entry.usesItem && entry.containerPath) this.addTo(this.rowDependants, entry.containerPath, entry);
    for (const model of listenModels(entry.item)) this.addTo(this.listenIndex, model, entry);
    for (const link of linkItems(entry.item)) this.addTo(this.linkIndex, link.model, entry);
  }

  private unindex(entry: Entry): void {
    this.allDependants.delete(entry);
    for (const dep of entry.deps) this.depIndex.get(dep)?.delete(entry);
    if (entry.containerPath) this.rowDependants.get(entry.containerPath)?.delete(entry);
    for (const model of listenModels(entry.item)) this.listenIndex.get(model)?.delete(entry);
    for (const link of linkItems(entry.item)) this.linkIndex.get(link.model)?.delete(entry);
  }

  private addTo(map: Map<string, Set<Entry>>, key: string, entry: Entry): void {
    let set = map.get(key);
    if (!set) map.set(key, (set = new Set()));
    set.add(entry);
  }

  /** Rebuilds the cells of a container's rows after rows were added, copied or removed. */
  private rebuildRows(container: Entry): void {
    const prefix = `${container.path}[`;
    for (const [path, entry] of this.entries) {
      if (!path.startsWith(prefix)) continue;
      this.unindex(entry);
      this.entries.delete(path);
      this.pendingNotify.add(path);
    }
    for (const path of [...this.errors.keys()]) if (path.startsWith(prefix)) this.errors.delete(path);
    for (const path of [...this.overrides.keys()]) if (path.startsWith(prefix)) this.overrides.delete(path);
    for (const path of [...this.rowsCache.keys()])
      if (path.startsWith(container.path)) this.rowsCache.delete(path);
    this.detached.clear();
    this.buildRows(container, container.inheritedDisabled || container.item.options?.disabled === true);
    for (const [path, entry] of this.entries) {
      if (!path.startsWith(prefix)) continue;
      entry.state = this.computeState(entry, undefined);
      this.pendingNotify.add(path);
    }
  }

  // --- state -------------------------------------------------------------------------------------

  private reportExpression(path: FieldPath, source: string, error: ExpressionError): void {
    const id = `${path}\u0000${source}\u0000${error.message}`;
    if (this.reported.has(id)) return;
    this.reported.add(id);
    this.emit({ type: 'expressionError', path, source, error: error.message });
  }

  private computeState(entry: Entry, previous: FieldState | undefined): FieldState {
    const { item, path } = entry;
    const o = item.options ?? {};
    const row = entry.rowSegments ? getIn(this.data, entry.rowSegments) : undefined;
    const report = (source: string, error: ExpressionError) => this.reportExpression(path, source, error);
    const ov = this.overrides.get(path);
    const visible = ov?.visible ?? isItemVisible(item, this.data, row, report);
    const disabled =
      this.mode === 'disabled' ||
      entry.inheritedDisabled ||
      (ov?.disabled ?? isItemDisabled(item, this.data, row, report));
    const value = entry.hasValue ? getIn(this.data, entry.segments) : undefined;
    let requiredMark = false;
    if (!this.template.config.hideRequiredMark) {
      if (item.type === 'text') {
        requiredMark = nonEmpty(o.showRequiredMarkScript)
          ? evaluateCondition(o.showRequiredMarkScript, { $: this.data, $item: row }, (e) =>
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
            evaluateCondition(script, { $: this.data, $item: option }, (e) => report(script, e)),
          );
        }
      }
      if (sameOptions(options, previous?.options)) options = previous?.options;
      remoteQuery = this.remoteQueryOf(entry, report);
      if (sameQuery(remoteQuery, previous?.remoteQuery)) remoteQuery = previous?.remoteQuery;
    }
    const error = this.errors.get(path);
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

  private remoteQueryOf(
    entry: Entry,
    report: (source: string, error: ExpressionError) => void,
  ): RemoteQuery | undefined {
    const o = entry.item.options ?? {};
    if (Number(o.dynamic) !== 1 || !nonEmpty(o.remoteFunc)) return undefined;
    const params: Record<string, unknown> = {};
    for (const link of linkItems(entry.item)) {
      if (Number(link.vtype) !== 2 || !nonEmpty(link.queryKey)) continue;
      const source = nonEmpty(link.queryValue) ? link.queryValue : `$.${link.model}`;
      if (/^[A-Za-z_][\w]*$/.test(source)) params[link.queryKey] = this.data[source];
      else {
        const { value, error } = evaluateExpression(source, { $: this.data });
        if (error) report(source, error);
        params[link.queryKey] = value;
      }
    }
    return { url: o.remoteFunc, params };
  }

  private refresh(entry: Entry): void {
    const next = this.computeState(entry, entry.state);
    if (next !== entry.state) {
      entry.state = next;
      this.pendingNotify.add(entry.path);
    }
  }

  /** Re-evaluates the fields that depend on a changed top-level model (and the changed cell's row). */
  private refreshDependants(rootModel: string, containerPath?: FieldPath): void {
    for (const entry of this.depIndex.get(rootModel) ?? []) this.refresh(entry);
    for (const entry of this.allDependants) this.refresh(entry);
    if (containerPath) for (const entry of this.rowDependants.get(containerPath) ?? []) this.refresh(entry);
  }

  private flush(): void {
    if (this.pendingNotify.size === 0) return;
    const paths = [...this.pendingNotify];
    this.pendingNotify.clear();
    for (const path of paths) for (const listener of this.listeners.get(path) ?? []) listener();
    for (const listener of this.dataListeners) listener();
  }

  private emit(event: FormEvent): void {
    for (const listener of this.eventListeners) listener(event);
  }

  // --- values -------------------------------------------------------------------------------------

  getValue(path: FieldPath): unknown {
    return getIn(this.data, parsePath(path));
  }

  /** Writes a value and re-evaluates what depends on it; returns the changed top-level model. */
  private write(path: FieldPath, value: unknown): Entry | undefined {
    const segments = parsePath(path);
    if (segments.length === 0) return undefined;
    this.data = setIn(this.data, segments, value);
    const entry = this.entries.get(path);
    if (entry) this.refresh(entry);
    const root = segments[0] as string;
    const rootEntry = this.entries.get(root);
    if (rootEntry && rootEntry !== entry) this.refresh(rootEntry);
    this.refreshDependants(root, entry?.containerPath);
    this.pendingNotify.add(path);
    return entry;
  }

  /** Linkage: fields whose options follow `model` drop a value that is no longer offered. */
  private applyLinkage(model: string, depth: number): void {
    for (const dependant of this.linkIndex.get(model) ?? []) {
      const value = getIn(this.data, dependant.segments);
      if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      const remote = linkItems(dependant.item).some((l) => Number(l.vtype) === 2);
      const offered = new Set((dependant.state.options ?? []).map((o) => String(o.value)));
      const values = Array.isArray(value) ? value : [value];
      if (remote || !values.every((v) => offered.has(String(v)))) {
        this.write(dependant.path, Array.isArray(value) ? [] : defaultEmpty(dependant.item));
        if (depth < MAX_SCRIPT_DEPTH) this.applyLinkage(dependant.rootModel, depth + 1);
      }
    }
  }

  setValue(path: FieldPath, value: unknown, trigger: 'change' | 'none' = 'change'): void {
    const entry = this.write(path, value);
    const root = String(parsePath(path)[0] ?? '');
    this.applyLinkage(root, 0);
    if (trigger === 'change' && entry) this.validateEntry(entry, 'change');
    this.flush();
    this.runListeners(root, 0);
  }

  setRegion(path: FieldPath, code: string, label: string): void {
    const segments = parsePath(path);
    const last = segments[segments.length - 1];
    if (typeof last === 'string')
      this.write(formatPath([...segments.slice(0, -1), regionLabelModel(last)]), label);
    this.setValue(path, code);
  }

  getValues(): FormData {
    return this.data;
  }

  setData(data: FormData): void {
    this.data = mergeData(this.template, data, { now: this.now });
    this.rebuildAll();
  }

  reset(): void {
    this.setData({});
  }

  private rebuildAll(): void {
    for (const entry of this.entries.values()) this.pendingNotify.add(entry.path);
    this.entries.clear();
    this.byKey.clear();
    this.depIndex.clear();
    this.allDependants.clear();
    this.rowDependants.clear();
    this.listenIndex.clear();
    this.linkIndex.clear();
    this.errors.clear();
    this.rowsCache.clear();
    this.detached.clear();
    this.buildEntries(this.template.list, '', undefined, undefined, false, []);
    for (const entry of this.entries.values()) {
      entry.state = this.computeState(entry, undefined);
      this.pendingNotify.add(entry.path);
    }
    this.flush();
  }

  // --- per-field state ----------------------------------------------------------------------------

  getFieldState(path: FieldPath): FieldState {
    const entry = this.entries.get(path);
    if (entry) return entry.state;
    let state = this.detached.get(path);
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
        value: this.getValue(path),
        visible: false,
        disabled: true,
        requiredMark: false,
        error: undefined,
        options: undefined,
        remoteQuery: undefined,
      };
      this.detached.set(path, state);
    }
    return state;
  }

  subscribe(path: FieldPath, listener: () => void): () => void {
    let set = this.listeners.get(path);
    if (!set) this.listeners.set(path, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(path);
    };
  }

  subscribeData(listener: () => void): () => void {
    this.dataListeners.add(listener);
    return () => this.dataListeners.delete(listener);
  }

  onEvent(listener: (event: FormEvent) => void): () => void {
    this.eventListeners.add(listener);
    return () => this.eventListeners.delete(listener);
  }

  getRows(path: FieldPath): readonly string[] {
    const cached = this.rowsCache.get(path);
    if (cached) return cached;
    const rows = getIn(this.data, parsePath(path));
    const paths = Array.isArray(rows) ? rows.map((_, i) => `${path}[${i}]`) : [];
    this.rowsCache.set(path, paths);
    return paths;
  }

  // --- rows -------------------------------------------------------------------------------------------

  private rowContainer(path: FieldPath): { entry: Entry; rows: TableRowRecord[] } | undefined {
    const entry = this.entries.get(path);
    if (!entry || !isRowContainer(entry.item)) return undefined;
    const rows = getIn(this.data, entry.segments);
    return { entry, rows: Array.isArray(rows) ? (rows as TableRowRecord[]) : [] };
  }

  private replaceRows(entry: Entry, rows: TableRowRecord[]): void {
    this.data = setIn(this.data, entry.segments, rows);
    this.rowsCache.delete(entry.path);
    this.rebuildRows(entry);
    this.refresh(entry);
    this.refreshDependants(entry.rootModel, entry.containerPath);
    this.pendingNotify.add(entry.path);
    this.flush();
    this.runListeners(entry.rootModel, 0);
  }

  addRow(path: FieldPath): void {
    const found = this.rowContainer(path);
    if (!found) return;
    this.replaceRows(found.entry, [...found.rows, createRow(found.entry.item, { now: this.now })]);
  }

  copyRow(path: FieldPath, index: number): void {
    const found = this.rowContainer(path);
    const source = found?.rows[index];
    if (!found || !source) return;
    const copy = { ...cloneData(source), _id: createRow({ ...found.entry.item, list: [] })._id };
    const rows = [...found.rows];
    rows.splice(index + 1, 0, copy);
    this.replaceRows(found.entry, rows);
  }

  removeRow(path: FieldPath, index: number): RowActionRefusal | undefined {
    const found = this.rowContainer(path);
    if (!found || index < 0 || index >= found.rows.length) return undefined;
    if (found.entry.item.type === 'control' && found.rows.length <= 1) {
      return { message: `${found.entry.item.label}内仅存的一条数据不能删除` };
    }
    this.replaceRows(
      found.entry,
      found.rows.filter((_, i) => i !== index),
    );
    return undefined;
  }

  // --- validation -------------------------------------------------------------------------------------

  private setError(path: FieldPath, message: string | undefined): void {
    if (this.errors.get(path) === message) return;
    if (message === undefined) this.errors.delete(path);
    else this.errors.set(path, message);
    const entry = this.entries.get(path);
    if (entry) this.refresh(entry);
  }

  private validateEntry(entry: Entry, trigger?: 'change' | 'blur'): string | undefined {
    if (this.mode === 'preview' || !entry.hasValue || !this.isShown(entry)) {
      this.setError(entry.path, undefined);
      return undefined;
    }
    const row = entry.rowSegments ? getIn(this.data, entry.rowSegments) : undefined;
    const message = checkRules(entry.item, getIn(this.data, entry.segments), {
      data: this.data,
      row,
      path: entry.path,
      ...(trigger ? { trigger } : {}),
      onError: (path, source, error) => this.reportExpression(path, source, error),
    });
    this.setError(entry.path, message);
    return message;
  }

  /** Shown when the field and every enclosing container are visible. */
  private isShown(entry: Entry): boolean {
    return entry.state.visible && entry.ancestors.every((a) => a.state.visible);
  }

  validateField(path: FieldPath, trigger?: 'change' | 'blur'): string | undefined {
    const entry = this.entries.get(path);
    if (!entry) return undefined;
    const message = this.validateEntry(entry, trigger);
    this.flush();
    return message;
  }

  validate(): ValidationResult {
    if (this.mode === 'preview') {
      this.clearErrors();
      return { valid: true, errors: [] };
    }
    const result = validateData(this.template, this.data, {
      isVisible: (_item, path) => this.entries.get(path)?.state.visible ?? true,
      onError: (path, source, error) => this.reportExpression(path, source, error),
    });
    const next = new Map(result.errors.map((e) => [e.path, e.message]));
    for (const path of [...this.errors.keys()]) if (!next.has(path)) this.setError(path, undefined);
    for (const [path, message] of next) this.setError(path, message);
    this.flush();
    return result;
  }

  clearErrors(): void {
    for (const path of [...this.errors.keys()]) this.setError(path, undefined);
    this.flush();
  }

  async getData(): Promise<FormData> {
    await this.settled();
    if (this.mode !== 'preview') {
      const result = this.validate();
      if (!result.valid) throw new FormValidationError(result.errors);
    }
    return shapeOutput(
      this.template,
      this.data,
      (_item, path) => this.entries.get(path)?.state.visible ?? true,
    );
  }

  // --- mode ---------------------------------------------------------------------------------------------

  getMode(): FormMode {
    return this.mode;
  }

  setMode(mode: FormMode): void {
    if (mode === this.mode) return;
    this.mode = mode;
    if (mode === 'preview') for (const path of [...this.errors.keys()]) this.setError(path, undefined);
    for (const entry of this.entries.values()) this.refresh(entry);
    this.flush();
  }

  // --- scripts ------------------------------------------------------------------------------------------

  private scriptRunner(): ScriptRunner {
    this.scripts ??= createScriptRunner(this.scriptLimits, this.scriptWorker);
    return this.scripts;
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.pending.add(promise);
    const done = () => this.pending.delete(promise);
    promise.then(done, done);
    return promise;
  }

  private runListeners(model: string, depth: number): void {
    for (const entry of this.listenIndex.get(model) ?? []) {
      const source = entry.item.options?.listenModelScript;
      if (!nonEmpty(source)) continue;
      void this.track(this.runScript(entry, 'listenModelScript', source, this.data[model], depth));
    }
  }

  private async runScript(
    entry: Entry,
    kind: ScriptKind,
    source: string,
    item: unknown,
    depth: number,
  ): Promise<ScriptResult> {
    if (depth > MAX_SCRIPT_DEPTH) {
      const error = '脚本之间循环触发，已停止';
      this.emit({ type: 'scriptError', path: entry.path, kind, error });
      return { ok: false, error };
    }
    let outcome: ScriptOutcome;
    try {
      // The data is read when the script starts: scripts queued before it have written theirs.
      outcome = await this.scriptRunner().run(source, () => ({ data: this.data, item }));
    } catch (e) {
      const error = `脚本引擎加载失败：${e instanceof Error ? e.message : String(e)}`;
      this.emit({ type: 'scriptError', path: entry.path, kind, error });
      return { ok: false, error };
    }
    if (this.disposed) return { ok: false, error: 'disposed' };
    if (!outcome.ok) {
      this.emit({ type: 'scriptError', path: entry.path, kind, error: outcome.error ?? '' });
      return { ok: false, ...(outcome.error ? { error: outcome.error } : {}) };
    }
    const changedModels: string[] = [];
    for (const [model, value] of Object.entries(outcome.changes)) {
      this.write(model, value);
      changedModels.push(model);
    }
    for (const op of outcome.operations) this.applyOperation(op, changedModels);
    for (const model of changedModels) this.applyLinkage(model, 0);
    this.flush();
    for (const model of changedModels) this.runListeners(model, depth + 1);
    return { ok: true };
  }

  private applyOperation(op: ScriptOperation, changedModels: string[]): void {
    if (!op || typeof op !== 'object') return;
    if (op.op === 'message') {
      this.emit({ type: 'message', level: op.level, text: String(op.text) });
      return;
    }
    if (typeof op.model !== 'string' || op.model === '') return;
    const entry = this.entries.get(op.model);
    const current = this.overrides.get(op.model) ?? {};
    switch (op.op) {
      case 'setValue':
        this.write(op.model, op.value);
        changedModels.push(op.model);
        return;
      case 'setOptions':
        if (Array.isArray(op.options)) {
          this.overrides.set(op.model, {
            ...current,
            options: op.options.filter((o) => o && typeof o === 'object'),
          });
        }
        break;
      case 'setVisible':
        this.overrides.set(op.model, { ...current, visible: op.visible === true });
        break;
      case 'setDisabled':
        this.overrides.set(op.model, { ...current, disabled: op.disabled === true });
        break;
      default:
        return;
    }
    if (entry) this.refresh(entry);
  }

  private async runItemScript(
    entry: Entry | undefined,
    kinds: ScriptKind[],
    item: unknown,
  ): Promise<ScriptResult | undefined> {
    if (!entry) return undefined;
    let last: ScriptResult | undefined;
    for (const kind of kinds) {
      const source = entry.item.options?.[kind];
      if (!nonEmpty(source)) continue;
      last = await this.track(this.runScript(entry, kind, source, item, 0));
      if (!last.ok) return last;
    }
    return last;
  }

  focus(path: FieldPath): Promise<ScriptResult | undefined> {
    const entry = this.entries.get(path);
    return this.runItemScript(entry, ['focusEvent'], entry ? getIn(this.data, entry.segments) : undefined);
  }

  selected(path: FieldPath, option: unknown): Promise<ScriptResult | undefined> {
    return this.runItemScript(this.entries.get(path), ['selectCb'], option);
  }

  cleared(path: FieldPath): Promise<ScriptResult | undefined> {
    return this.runItemScript(this.entries.get(path), ['clearCb'], undefined);
  }

  clickButton(key: string): Promise<ScriptResult | undefined> {
    return this.runItemScript(
      this.byKey.get(key) ?? this.entries.get(key),
      ['handle', 'dynamicFun'],
      undefined,
    );
  }

  setOptions(path: FieldPath, options: ChoiceOption[]): void {
    this.overrides.set(path, { ...this.overrides.get(path), options });
    const entry = this.entries.get(path);
    if (entry) this.refresh(entry);
    this.flush();
  }

  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  dispose(): void {
    this.disposed = true;
    this.listeners.clear();
    this.dataListeners.clear();
    this.eventListeners.clear();
    this.scripts?.dispose();
  }
}

function defaultEmpty(item: FieldItem): unknown {
  const def = defaultValueOf({ ...item, options: { ...item.options, defaultValue: undefined } });
  return def === undefined ? '' : def;
}

/** Creates the store of one rendered form. */
export function createFormStore(template: FormTemplate, options: FormStoreOptions = {}): FormStore {
  return new Store(template, options);
}

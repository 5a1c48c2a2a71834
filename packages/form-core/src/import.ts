// Loads a template as the original product stored it: every field kept as written, options the
// template leaves out filled from the defaults, unknown types kept and reported, then migrated to
// the current schema version.

import { cloneData } from './clone.js';
import {
  childLists,
  defaultDateFormat,
  defaultOptions,
  isKnownType,
  normaliseRule,
  MAX_GRID_SPAN,
  MAX_SEPARATOR_LENGTH,
} from './catalog.js';
import { TemplateImportError } from './importError.js';
import { migrateTemplate } from './migrate.js';
import {
  configProblems,
  isPlainObject,
  modelProblem,
  optionProblems,
  ruleProblems,
  unsafeStructure,
  type SettingProblem,
} from './shape.js';
import type { FieldItem, FormConfig, FormTemplate } from './types.js';
import zhCN from './locales/zh-CN.js';
import { chineseText, type CoreTranslate } from './text.js';

export interface ImportIssue {
  /** unknownType: kept as a custom item; invalid: a value out of range was corrected. */
  kind: 'unknownType' | 'invalid';
  /** Where in the template: `list[2].columns[0].list[1]`. */
  at: string;
  message: string;
}

export interface ImportResult {
  template: FormTemplate;
  issues: ImportIssue[];
}

export { TemplateImportError, type TemplateImportErrorCode } from './importError.js';

/** The Chinese messages of a template that cannot be loaded (importTemplate words them with its translate). */
export const IMPORT_MESSAGES = {
  empty: zhCN.template.empty,
  parse: zhCN.template.parse,
  notObject: zhCN.template.parse,
} as const;

/** The issues found so far, and how to word them. */
interface Issues {
  readonly list: ImportIssue[];
  readonly t: CoreTranslate;
}

export const DEFAULT_FORM_CONFIG: Readonly<FormConfig> = {
  labelPosition: 'left',
  labelWidth: 100,
  size: 'mini',
  outputHidden: true,
  hideRequiredMark: false,
  syncLabelRequired: false,
  customStyle: '',
};

/**
 * Loads a template from its JSON text or parsed value. Throws TemplateImportError for empty text,
 * text that is not JSON, JSON that is not an object, a version this package cannot read, nesting
 * deeper than MAX_TEMPLATE_DEPTH or a `__proto__` key; anything else loads, with every value of the
 * wrong type or out of range reported (shape.ts) and replaced by its default. Errors and issues are
 * worded by `translate` (default Chinese).
 */
export function importTemplate(input: unknown, translate: CoreTranslate = chineseText): ImportResult {
  const t = translate;
  let value = input;
  if (typeof input === 'string') {
    if (input.trim() === '') throw new TemplateImportError('empty', t('template.empty'));
    try {
      value = JSON.parse(input);
    } catch {
      throw new TemplateImportError('parse', t('template.parse'));
    }
  }
  if (!isPlainObject(value)) {
    throw new TemplateImportError('notObject', t('template.parse'));
  }
  // Before anything below recurses into the template.
  const unsafe = unsafeStructure(value, t);
  if (unsafe) {
    throw new TemplateImportError(unsafe.code, t('template.at', { message: unsafe.message, at: unsafe.at }));
  }
  const raw = migrateTemplate(cloneData(value), undefined, undefined, t);
  const issues: Issues = { list: [], t };
  if (raw.list !== undefined && !Array.isArray(raw.list)) invalid(issues, 'list', t('shape.array'));
  const list = normaliseList(raw.list, 'list', issues);
  return {
    template: { ...raw, list, config: normaliseConfig(raw.config, issues) } as FormTemplate,
    issues: issues.list,
  };
}

const invalid = (issues: Issues, at: string, message: string) =>
  issues.list.push({ kind: 'invalid', at, message });

/** Reports each problem and drops the value it names from `target` (so that its default applies). */
function dropProblems(target: Record<string, unknown>, problems: SettingProblem[], issues: Issues) {
  for (const p of problems) {
    invalid(issues, p.at, p.message);
    delete target[p.key];
  }
}

function normaliseConfig(raw: unknown, issues: Issues): FormConfig {
  if (raw !== undefined && !isPlainObject(raw)) invalid(issues, 'config', issues.t('shape.object'));
  const written = isPlainObject(raw) ? { ...raw } : {};
  const problems = configProblems(written, 'config', issues.t);
  const labelWidth = written.labelWidth;
  dropProblems(written, problems, issues);
  // A label width out of range is brought into it, as the designer's input would.
  if (typeof labelWidth === 'number' && Number.isFinite(labelWidth)) {
    written.labelWidth = Math.round(Math.min(200, Math.max(0, labelWidth)));
  }
  return { ...DEFAULT_FORM_CONFIG, ...written } as FormConfig;
}

function normaliseList(raw: unknown, at: string, issues: Issues): FieldItem[] {
  if (!Array.isArray(raw)) return [];
  const items: FieldItem[] = [];
  raw.forEach((entry: unknown, i) => {
    const itemAt = `${at}[${i}]`;
    if (isPlainObject(entry)) items.push(normaliseItem(entry, itemAt, issues));
    else invalid(issues, itemAt, issues.t('template.item'));
  });
  return items;
}

/** A child list of an item (`list`, a column's or a cell's): reported when it is not an array. */
function childList(raw: unknown, at: string, issues: Issues): FieldItem[] {
  if (raw !== undefined && !Array.isArray(raw)) invalid(issues, at, issues.t('shape.array'));
  return normaliseList(raw, at, issues);
}

function normaliseOptions(type: string, raw: unknown, at: string, issues: Issues) {
  if (raw !== undefined && !isPlainObject(raw)) invalid(issues, `${at}.options`, issues.t('shape.object'));
  const written = isPlainObject(raw) ? { ...raw } : {};
  dropProblems(written, optionProblems(type, written, `${at}.options`, issues.t), issues);
  const options = { ...defaultOptions(type), ...written };
  if (type === 'date' || type === 'datePicker' || type === 'time') {
    if (options.dateType !== 'year' && options.dateType !== 'month') options.dateType = 'date';
    if (typeof options.format !== 'string' || options.format === '') {
      options.format = defaultDateFormat(type, options.dateType as string);
    }
  }
  if (type === 'state' || type === 'address') {
    const separator = options.separator as string;
    if (separator.length > MAX_SEPARATOR_LENGTH) {
      invalid(issues, `${at}.options.separator`, issues.t('template.separator'));
      options.separator = separator.slice(0, MAX_SEPARATOR_LENGTH);
    }
  }
  return options;
}

function normaliseRules(raw: unknown, at: string, issues: Issues) {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    invalid(issues, `${at}.rules`, issues.t('shape.array'));
    return [];
  }
  return raw.map((entry: unknown, i) => {
    const ruleAt = `${at}.rules[${i}]`;
    if (!isPlainObject(entry)) {
      invalid(issues, ruleAt, issues.t('template.rule'));
      return normaliseRule({});
    }
    const rule = { ...entry };
    dropProblems(rule, ruleProblems(rule, ruleAt, issues.t), issues);
    return normaliseRule(rule);
  });
}

/** A whole number within min..max, or the problem (reported) and the nearest such number. */
function wholeInRange(raw: unknown, min: number, max: number, fallback: number, report: () => void): number {
  if (typeof raw === 'number' && Number.isInteger(raw) && raw >= min && raw <= max) return raw;
  report();
  return typeof raw === 'number' && Number.isFinite(raw)
    ? Math.round(Math.min(max, Math.max(min, raw)))
    : fallback;
}

function textField(raw: Record<string, unknown>, name: string, at: string, issues: Issues) {
  const value = raw[name];
  if (value === undefined || typeof value === 'string') return value;
  invalid(issues, `${at}.${name}`, issues.t('shape.text'));
  return undefined;
}

function normaliseItem(raw: Record<string, unknown>, at: string, issues: Issues): FieldItem {
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (!isKnownType(type)) {
    const shown = type || issues.t('template.emptyType');
    issues.list.push({ kind: 'unknownType', at, message: issues.t('template.unknownType', { type: shown }) });
  }
  const label = textField(raw, 'label', at, issues);
  const key = textField(raw, 'key', at, issues);
  let model = raw.model;
  if (model !== undefined && model !== '') {
    const wrong = modelProblem(model, `${at}.model`, issues.t);
    if (wrong) {
      invalid(issues, wrong.at, wrong.message);
      model = undefined;
    }
  }
  const item: Record<string, unknown> = {
    ...raw,
    type,
    label: label ?? '',
    key: key ?? (typeof model === 'string' ? model : ''),
    options: normaliseOptions(type, raw.options, at, issues),
    rules: normaliseRules(raw.rules, at, issues),
  };
  if (model === undefined) delete item.model;
  if (Array.isArray(raw.columns)) {
    item.columns = raw.columns.map((column: unknown, c: number) => {
      const colAt = `${at}.columns[${c}]`;
      if (!isPlainObject(column)) invalid(issues, colAt, issues.t('shape.object'));
      const col = isPlainObject(column) ? column : {};
      const span = wholeInRange(col.span, 1, MAX_GRID_SPAN, 12, () =>
        invalid(issues, colAt, issues.t('template.gridSpan')),
      );
      return { ...col, span, list: childList(col.list, `${colAt}.list`, issues) };
    });
  } else {
    if (raw.columns !== undefined) invalid(issues, `${at}.columns`, issues.t('shape.array'));
    if (type === 'grid') item.columns = [];
    else delete item.columns;
  }
  if (Array.isArray(raw.trs)) {
    item.trs = raw.trs.map((tr: unknown, r: number) => {
      const rowAt = `${at}.trs[${r}]`;
      if (!isPlainObject(tr)) invalid(issues, rowAt, issues.t('shape.object'));
      const row = isPlainObject(tr) ? tr : {};
      if (row.tds !== undefined && !Array.isArray(row.tds))
        invalid(issues, `${rowAt}.tds`, issues.t('shape.array'));
      const tds: unknown[] = Array.isArray(row.tds) ? row.tds : [];
      return { ...row, tds: tds.map((td, c) => normaliseCell(td, `${rowAt}.tds[${c}]`, issues)) };
    });
  } else {
    if (raw.trs !== undefined) invalid(issues, `${at}.trs`, issues.t('shape.array'));
    if (type === 'table') item.trs = [];
    else delete item.trs;
  }
  if (Array.isArray(raw.list) || raw.list !== undefined)
    item.list = childList(raw.list, `${at}.list`, issues);
  else if (type === 'card' || type === 'control' || type === 'batch') item.list = [];
  return item as FieldItem;
}

/** Largest colspan / rowspan of a table layout cell. */
const MAX_CELL_SPAN = 100;

function normaliseCell(td: unknown, at: string, issues: Issues) {
  if (!isPlainObject(td)) invalid(issues, at, issues.t('shape.object'));
  const cell = isPlainObject(td) ? { ...td } : {};
  const span = (name: 'colspan' | 'rowspan') =>
    cell[name] === undefined
      ? 1
      : wholeInRange(cell[name], 1, MAX_CELL_SPAN, 1, () =>
          invalid(issues, `${at}.${name}`, issues.t('shape.integer', { min: 1, max: MAX_CELL_SPAN })),
        );
  for (const name of ['class', 'style'] as const) {
    if (cell[name] !== undefined && textField(cell, name, at, issues) === undefined) delete cell[name];
  }
  return {
    ...cell,
    colspan: span('colspan'),
    rowspan: span('rowspan'),
    list: childList(cell.list, `${at}.list`, issues),
  };
}

/** Every item of a template, nested ones included (used by checks that look at the whole tree). */
export function allItems(list: readonly FieldItem[]): FieldItem[] {
  const out: FieldItem[] = [];
  const visit = (items: readonly FieldItem[]) => {
    for (const item of items) {
      out.push(item);
      for (const child of childLists(item)) visit(child);
    }
  };
  visit(list);
  return out;
}

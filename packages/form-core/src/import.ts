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

export const IMPORT_MESSAGES = {
  empty: '模板内容不能为空',
  parse: '模板解析失败',
  notObject: '模板解析失败',
} as const;

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
 * wrong type or out of range reported (shape.ts) and replaced by its default.
 */
export function importTemplate(input: unknown): ImportResult {
  let value = input;
  if (typeof input === 'string') {
    if (input.trim() === '') throw new TemplateImportError('empty', IMPORT_MESSAGES.empty);
    try {
      value = JSON.parse(input);
    } catch {
      throw new TemplateImportError('parse', IMPORT_MESSAGES.parse);
    }
  }
  if (!isPlainObject(value)) {
    throw new TemplateImportError('notObject', IMPORT_MESSAGES.notObject);
  }
  // Before anything below recurses into the template.
  const unsafe = unsafeStructure(value);
  if (unsafe) throw new TemplateImportError(unsafe.code, `${unsafe.message}（位置 ${unsafe.at}）`);
  const raw = migrateTemplate(cloneData(value));
  const issues: ImportIssue[] = [];
  if (raw.list !== undefined && !Array.isArray(raw.list)) invalid(issues, 'list', '应为数组');
  const list = normaliseList(raw.list, 'list', issues);
  return { template: { ...raw, list, config: normaliseConfig(raw.config, issues) } as FormTemplate, issues };
}

const invalid = (issues: ImportIssue[], at: string, message: string) =>
  issues.push({ kind: 'invalid', at, message });

/** Reports each problem and drops the value it names from `target` (so that its default applies). */
function dropProblems(target: Record<string, unknown>, problems: SettingProblem[], issues: ImportIssue[]) {
  for (const p of problems) {
    invalid(issues, p.at, p.message);
    delete target[p.key];
  }
}

function normaliseConfig(raw: unknown, issues: ImportIssue[]): FormConfig {
  if (raw !== undefined && !isPlainObject(raw)) invalid(issues, 'config', '应为对象');
  const written = isPlainObject(raw) ? { ...raw } : {};
  const problems = configProblems(written);
  const labelWidth = written.labelWidth;
  dropProblems(written, problems, issues);
  // A label width out of range is brought into it, as the designer's input would.
  if (typeof labelWidth === 'number' && Number.isFinite(labelWidth)) {
    written.labelWidth = Math.round(Math.min(200, Math.max(0, labelWidth)));
  }
  return { ...DEFAULT_FORM_CONFIG, ...written } as FormConfig;
}

function normaliseList(raw: unknown, at: string, issues: ImportIssue[]): FieldItem[] {
  if (!Array.isArray(raw)) return [];
  const items: FieldItem[] = [];
  raw.forEach((entry: unknown, i) => {
    const itemAt = `${at}[${i}]`;
    if (isPlainObject(entry)) items.push(normaliseItem(entry, itemAt, issues));
    else invalid(issues, itemAt, '应为组件对象');
  });
  return items;
}

/** A child list of an item (`list`, a column's or a cell's): reported when it is not an array. */
function childList(raw: unknown, at: string, issues: ImportIssue[]): FieldItem[] {
  if (raw !== undefined && !Array.isArray(raw)) invalid(issues, at, '应为数组');
  return normaliseList(raw, at, issues);
}

function normaliseOptions(type: string, raw: unknown, at: string, issues: ImportIssue[]) {
  if (raw !== undefined && !isPlainObject(raw)) invalid(issues, `${at}.options`, '应为对象');
  const written = isPlainObject(raw) ? { ...raw } : {};
  dropProblems(written, optionProblems(type, written, `${at}.options`), issues);
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
      invalid(issues, `${at}.options.separator`, '分隔符最多10个字符');
      options.separator = separator.slice(0, MAX_SEPARATOR_LENGTH);
    }
  }
  return options;
}

function normaliseRules(raw: unknown, at: string, issues: ImportIssue[]) {
  if (raw === undefined) return [];
  if (!Array.isArray(raw)) {
    invalid(issues, `${at}.rules`, '应为数组');
    return [];
  }
  return raw.map((entry: unknown, i) => {
    const ruleAt = `${at}.rules[${i}]`;
    if (!isPlainObject(entry)) {
      invalid(issues, ruleAt, '应为规则对象');
      return normaliseRule({});
    }
    const rule = { ...entry };
    dropProblems(rule, ruleProblems(rule, ruleAt), issues);
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

function textField(raw: Record<string, unknown>, name: string, at: string, issues: ImportIssue[]) {
  const value = raw[name];
  if (value === undefined || typeof value === 'string') return value;
  invalid(issues, `${at}.${name}`, '应为文本');
  return undefined;
}

function normaliseItem(raw: Record<string, unknown>, at: string, issues: ImportIssue[]): FieldItem {
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (!isKnownType(type)) {
    issues.push({ kind: 'unknownType', at, message: `未知的组件类型：${type || '(空)'}` });
  }
  const label = textField(raw, 'label', at, issues);
  const key = textField(raw, 'key', at, issues);
  let model = raw.model;
  if (model !== undefined && model !== '') {
    const wrong = modelProblem(model, `${at}.model`);
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
      if (!isPlainObject(column)) invalid(issues, colAt, '应为对象');
      const col = isPlainObject(column) ? column : {};
      const span = wholeInRange(col.span, 1, MAX_GRID_SPAN, 12, () =>
        invalid(issues, colAt, '栅格宽度应在1到24之间'),
      );
      return { ...col, span, list: childList(col.list, `${colAt}.list`, issues) };
    });
  } else {
    if (raw.columns !== undefined) invalid(issues, `${at}.columns`, '应为数组');
    if (type === 'grid') item.columns = [];
    else delete item.columns;
  }
  if (Array.isArray(raw.trs)) {
    item.trs = raw.trs.map((tr: unknown, r: number) => {
      const rowAt = `${at}.trs[${r}]`;
      if (!isPlainObject(tr)) invalid(issues, rowAt, '应为对象');
      const row = isPlainObject(tr) ? tr : {};
      if (row.tds !== undefined && !Array.isArray(row.tds)) invalid(issues, `${rowAt}.tds`, '应为数组');
      const tds: unknown[] = Array.isArray(row.tds) ? row.tds : [];
      return { ...row, tds: tds.map((td, c) => normaliseCell(td, `${rowAt}.tds[${c}]`, issues)) };
    });
  } else {
    if (raw.trs !== undefined) invalid(issues, `${at}.trs`, '应为数组');
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

function normaliseCell(td: unknown, at: string, issues: ImportIssue[]) {
  if (!isPlainObject(td)) invalid(issues, at, '应为对象');
  const cell = isPlainObject(td) ? { ...td } : {};
  const span = (name: 'colspan' | 'rowspan') =>
    cell[name] === undefined
      ? 1
      : wholeInRange(cell[name], 1, MAX_CELL_SPAN, 1, () =>
          invalid(issues, `${at}.${name}`, `应为1到${MAX_CELL_SPAN}的整数`),
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

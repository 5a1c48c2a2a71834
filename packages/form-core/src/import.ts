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
} from './catalog.js';
import { migrateTemplate } from './migrate.js';
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

export type TemplateImportErrorCode = 'empty' | 'parse' | 'notObject';

/** A template text that cannot be loaded at all. */
export class TemplateImportError extends Error {
  constructor(
    readonly code: TemplateImportErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'TemplateImportError';
  }
}

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
 * text that is not JSON, or JSON that is not an object; anything else loads, with issues reported.
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
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new TemplateImportError('notObject', IMPORT_MESSAGES.notObject);
  }
  const raw = migrateTemplate(cloneData(value) as Record<string, unknown>);
  const issues: ImportIssue[] = [];
  const list = normaliseList(raw.list, 'list', issues);
  const writtenConfig = (raw.config && typeof raw.config === 'object' ? raw.config : {}) as Record<
    string,
    unknown
  >;
  const config = { ...DEFAULT_FORM_CONFIG, ...writtenConfig } as FormConfig;
  const labelWidth = Number(config.labelWidth);
  config.labelWidth = Number.isFinite(labelWidth) ? Math.min(200, Math.max(0, labelWidth)) : 100;
  return { template: { ...raw, list, config } as FormTemplate, issues };
}

function normaliseList(raw: unknown, at: string, issues: ImportIssue[]): FieldItem[] {
  if (!Array.isArray(raw)) return [];
  return raw
    .map((entry, i) => ({ entry: entry as unknown, at: `${at}[${i}]` }))
    .filter(({ entry }) => entry && typeof entry === 'object')
    .map(({ entry, at: itemAt }) => normaliseItem(entry as Record<string, unknown>, itemAt, issues));
}

function normaliseItem(raw: Record<string, unknown>, at: string, issues: ImportIssue[]): FieldItem {
  const type = typeof raw.type === 'string' ? raw.type : '';
  if (!isKnownType(type)) {
    issues.push({ kind: 'unknownType', at, message: `未知的组件类型：${type || '(空)'}` });
  }
  const written = (raw.options && typeof raw.options === 'object' ? raw.options : {}) as Record<
    string,
    unknown
  >;
  const options = { ...defaultOptions(type), ...written };
  if (type === 'date' || type === 'datePicker' || type === 'time') {
    if (options.dateType !== 'year' && options.dateType !== 'month') options.dateType = 'date';
    if (typeof options.format !== 'string' || options.format === '') {
      options.format = defaultDateFormat(type, options.dateType as string);
    }
  }
  if (type === 'state' || type === 'address') {
    const separator = typeof options.separator === 'string' ? options.separator : '-';
    if (separator.length > 10) {
      issues.push({ kind: 'invalid', at, message: '分隔符最多10个字符' });
    }
    options.separator = separator.slice(0, 10);
    const level = Number(options.maxLevel);
    options.maxLevel = level === 1 || level === 2 ? level : 3;
  }
  if (type === 'batch') options.defrows = Math.max(1, Number(options.defrows) || 4);
  if (type === 'uploadImg' || type === 'uploadFile') {
    options.limit = Math.max(1, Number(options.limit) || 10);
    options.limitSize = Number(options.limitSize) > 0 ? Number(options.limitSize) : 10;
  }
  const item: Record<string, unknown> = {
    ...raw,
    type,
    label: typeof raw.label === 'string' ? raw.label : '',
    key: typeof raw.key === 'string' ? raw.key : typeof raw.model === 'string' ? raw.model : '',
    options,
    rules: Array.isArray(raw.rules) ? raw.rules.map(normaliseRule) : [],
  };
  if (Array.isArray(raw.columns)) {
    item.columns = raw.columns.map((column: unknown, c: number) => {
      const col = (column && typeof column === 'object' ? column : {}) as Record<string, unknown>;
      let span = Number(col.span);
      if (!Number.isFinite(span) || span < 1 || span > MAX_GRID_SPAN) {
        issues.push({ kind: 'invalid', at: `${at}.columns[${c}]`, message: '栅格宽度应在1到24之间' });
        span = Math.min(MAX_GRID_SPAN, Math.max(1, Number.isFinite(span) ? span : 12));
      }
      return { ...col, span, list: normaliseList(col.list, `${at}.columns[${c}].list`, issues) };
    });
  } else if (type === 'grid') {
    item.columns = [];
  }
  if (Array.isArray(raw.trs)) {
    item.trs = raw.trs.map((tr: unknown, r: number) => {
      const row = (tr && typeof tr === 'object' ? tr : {}) as Record<string, unknown>;
      const tds = Array.isArray(row.tds) ? row.tds : [];
      return {
        ...row,
        tds: tds.map((td: unknown, c: number) => {
          const cell = (td && typeof td === 'object' ? td : {}) as Record<string, unknown>;
          return {
            ...cell,
            colspan: Math.max(1, Number(cell.colspan) || 1),
            rowspan: Math.max(1, Number(cell.rowspan) || 1),
            list: normaliseList(cell.list, `${at}.trs[${r}].tds[${c}].list`, issues),
          };
        }),
      };
    });
  } else if (type === 'table') {
    item.trs = [];
  }
  if (Array.isArray(raw.list)) item.list = normaliseList(raw.list, `${at}.list`, issues);
  else if (type === 'card' || type === 'control' || type === 'batch') item.list = [];
  return item as FieldItem;
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

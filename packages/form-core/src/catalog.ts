// What each field type is: whether it holds a value, whether it nests items, and the defaults of §3/§9
// that fill options a stored template leaves out.

import type {
  ControlItem,
  BatchItem,
  CustomFieldItem,
  FieldItem,
  KnownFieldItem,
  KnownFieldType,
  RuleRecord,
  RuleTrigger,
} from './types.js';
import zhCN from './locales/zh-CN.js';

/** Written into a rule that has no message; shown in the form's language (validate.ts). */
export const DEFAULT_RULE_MESSAGE = zhCN.validation.required;
export const VALIDATION_FAILED_MESSAGE = zhCN.validation.failed;
export const DEFAULT_TRIGGERS: RuleTrigger[] = ['change', 'blur'];
export const DEFAULT_BATCH_ROWS = 4;
export const DEFAULT_YEAR = 2024;
/** Dynamic tables that start with year rows (DEFAULT_YEAR minus the row index) and have no add button. */
export const FIXED_YEAR_TABLE_MODELS: readonly string[] = ['batch_chwzhb'];
export const DEFAULT_SEPARATOR = '-';
export const MAX_SEPARATOR_LENGTH = 10;
export const MAX_GRID_SPAN = 24;
export const IMAGE_EXTENSIONS: readonly string[] = ['png', 'jpg', 'jpeg', 'bmp'];

export const KNOWN_TYPES: readonly KnownFieldType[] = [
  'input',
  'textarea',
  'number',
  'radio',
  'checkbox',
  'select',
  'cascader',
  'date',
  'datePicker',
  'time',
  'rate',
  'switch',
  'slider',
  'uploadImg',
  'uploadFile',
  'state',
  'address',
  'alert',
  'button',
  'divider',
  'card',
  'grid',
  'table',
  'html',
  'text',
  'control',
  'batch',
];

const knownTypes = new Set<string>(KNOWN_TYPES);
/** Types that never hold a value in the form data. */
export const MODEL_LESS_TYPES: ReadonlySet<string> = new Set([
  'button',
  'divider',
  'card',
  'grid',
  'table',
  'alert',
  'text',
  'html',
]);
export const CHOICE_TYPES: ReadonlySet<string> = new Set(['radio', 'checkbox', 'select', 'cascader']);
/** Text entry types whose required rule also refuses whitespace-only values. */
export const TEXT_TYPES: ReadonlySet<string> = new Set(['input', 'textarea']);

export function isKnownType(type: string): type is KnownFieldType {
  return knownTypes.has(type);
}

export function isKnownItem(item: FieldItem): item is KnownFieldItem {
  return knownTypes.has(item.type);
}

/** Items whose value is part of the form data (custom items count when they carry a model). */
export function hasModel(item: FieldItem): boolean {
  if (MODEL_LESS_TYPES.has(item.type)) return false;
  return typeof item.model === 'string' && item.model !== '';
}

/** Containers whose rows are their own data scope (sub-form and dynamic table). */
export function isRowContainer(item: FieldItem): item is ControlItem | BatchItem {
  return item.type === 'control' || item.type === 'batch';
}

export function isFixedYearTable(model: string): boolean {
  return FIXED_YEAR_TABLE_MODELS.some((fixed) => model === fixed || model.startsWith(`${fixed}_`));
}

/** Default format of a date-like item in the original tokens (§9). */
export function defaultDateFormat(type: string, dateType?: string): string {
  if (type === 'time') return 'HH:mm:ss';
  if (type === 'datePicker') return 'yyyy-MM-dd HH:mm:ss';
  if (dateType === 'year') return 'yyyy';
  if (dateType === 'month') return 'yyyy-MM';
  return 'yyyy-MM-dd';
}

const COMMON = { hidden: false, disabled: false };

/** Defaults of §3/§9 per type; options written in a template always win. */
export function defaultOptions(type: string): Record<string, unknown> {
  switch (type) {
    case 'input':
      return {
        ...COMMON,
        width: '100%',
        defaultValue: '',
        placeholder: '',
        clearable: false,
        focusEvent: '',
      };
    case 'textarea':
      return { ...COMMON, width: '100%', defaultValue: '', rows: 4, minRows: 4, maxRows: 99, focusEvent: '' };
    case 'number':
      return { ...COMMON, width: '100%', min: 0, max: 100, step: 1, focusEvent: '' };
    case 'radio':
    case 'checkbox':
      return { ...COMMON, dynamic: 0, options: [], defaultValue: type === 'checkbox' ? [] : '' };
    case 'select':
    case 'cascader':
      return {
        ...COMMON,
        width: '100%',
        dynamic: 0,
        options: [],
        multiple: false,
        showSearch: false,
        clearable: false,
        focusEvent: '',
      };
    case 'date':
      return { ...COMMON, width: '100%', dateType: 'date', range: false, clearable: false, focusEvent: '' };
    case 'datePicker':
      return { ...COMMON, width: '100%', dateType: 'date', range: false, clearable: false, focusEvent: '' };
    case 'time':
      return { ...COMMON, width: '100%', dateType: 'date', range: false, clearable: false, focusEvent: '' };
    case 'rate':
      return { ...COMMON, max: 5, allowHalf: false, defaultValue: 0 };
    case 'slider':
      return { ...COMMON, min: 0, max: 100, step: 1, showInput: false, defaultValue: 0 };
    case 'switch':
      return { ...COMMON, defaultValue: false, activeText: '', inactiveText: '' };
    case 'uploadImg':
      return { ...COMMON, limitSize: 10, limit: 10, multiple: false, listType: 'picture-card', headers: [] };
    case 'uploadFile':
      return { ...COMMON, limitSize: 10, limit: 10, multiple: false, listType: 'text', headers: [] };
    case 'state':
    case 'address':
      return { ...COMMON, maxLevel: 3, oneByOne: false, showAllPath: true, separator: DEFAULT_SEPARATOR };
    case 'button':
      return { ...COMMON, type: 'primary', textAlign: 'left', handle: '', dynamicFun: '' };
    case 'text':
      return { ...COMMON, textAlign: 'left', showRequiredMark: false, showRequiredMarkScript: '' };
    case 'alert':
      return { ...COMMON, type: 'info', effect: 'light', closable: false, center: false, showIcon: false };
    case 'divider':
      return { ...COMMON, direction: 'horizontal', orientation: 'center' };
    case 'grid':
      return { ...COMMON, gutter: 0 };
    case 'table':
      return { ...COMMON, width: '100%', bordered: true, bright: false, small: false };
    case 'control':
      return { ...COMMON, width: '100%', bordered: false, noAdd: false, noRemove: false, noCopy: false };
    case 'batch':
      return {
        ...COMMON,
        width: '100%',
        labelPosition: 'left',
        scrollY: 0,
        addType: 'line',
        defrows: DEFAULT_BATCH_ROWS,
        showItem: [],
        colWidth: {},
        showLabel: false,
        showBorder: true,
        hideSequence: false,
        copyRow: true,
        Firstfixed: false,
        delBtnShow: true,
        tabBtnShow: true,
      };
    default:
      return { ...COMMON };
  }
}

/** A rule record with its defaults: not required, message '必填项', triggers change and blur. */
export function normaliseRule(raw: unknown): RuleRecord {
  const rule = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>;
  const trigger = normaliseTriggers(rule.trigger);
  const vtype = typeof rule.vtype === 'number' || typeof rule.vtype === 'string' ? Number(rule.vtype) : NaN;
  return {
    ...rule,
    required: rule.required === true,
    message: typeof rule.message === 'string' && rule.message !== '' ? rule.message : DEFAULT_RULE_MESSAGE,
    trigger,
    ...(vtype === 1 || vtype === 2 ? { vtype } : {}),
  } as RuleRecord;
}

function normaliseTriggers(raw: unknown): RuleTrigger[] {
  const list = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(',') : [];
  const triggers = list
    .map((t: unknown) => (typeof t === 'string' ? t.trim() : ''))
    .filter((t): t is RuleTrigger => t === 'change' || t === 'blur');
  return triggers.length > 0 ? triggers : [...DEFAULT_TRIGGERS];
}

/** Every nested item list of an item (grid columns, table cells, card/control/batch children). */
export function childLists(item: FieldItem): FieldItem[][] {
  const lists: FieldItem[][] = [];
  const anyItem = item as CustomFieldItem & { columns?: unknown; trs?: unknown };
  if (Array.isArray(anyItem.columns)) {
    for (const column of anyItem.columns as { list?: unknown }[]) {
      if (Array.isArray(column?.list)) lists.push(column.list as FieldItem[]);
    }
  }
  if (Array.isArray(anyItem.trs)) {
    for (const tr of anyItem.trs as { tds?: unknown }[]) {
      if (!Array.isArray(tr?.tds)) continue;
      for (const td of tr.tds as { list?: unknown }[]) {
        if (Array.isArray(td?.list)) lists.push(td.list as FieldItem[]);
      }
    }
  }
  if (Array.isArray(anyItem.list)) lists.push(anyItem.list);
  return lists;
}

/**
 * Visits items in document order. Row containers (control, batch) are visited but their children are
 * only visited when `intoRows` is set, since they live in the rows' own data scope.
 */
export function walkItems(
  list: readonly FieldItem[],
  visit: (item: FieldItem, parent: FieldItem | undefined) => void,
  intoRows = false,
  parent?: FieldItem,
): void {
  for (const item of list) {
    visit(item, parent);
    if (isRowContainer(item) && !intoRows) continue;
    for (const child of childLists(item)) walkItems(child, visit, intoRows, item);
  }
}

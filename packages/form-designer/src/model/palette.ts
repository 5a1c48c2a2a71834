// What the designer's palette offers: the four groups of spec forms.md §2 (basic, personalised,
// custom, layout) and the scoring set of df = 2. Each entry makes a new item with form-core's defaults
// and a fresh key; the custom group holds ready-made fields built from known types (so that every
// saved template stays one the server and renderer know).
import {
  defaultDateFormat,
  defaultOptions,
  generateKey,
  type FieldItem,
  type RuleRecord,
} from '@platform/form-core';

export type PaletteGroupId = 'basic' | 'personal' | 'custom' | 'layout';

export interface PaletteEntry {
  /** Unique in the palette: the type, or the preset name for custom entries. */
  id: string;
  type: string;
  label: string;
  /** Extra options / rules / label of a preset. */
  preset?: { label?: string; options?: Record<string, unknown>; rules?: Partial<RuleRecord>[] };
}

export interface PaletteGroup {
  id: PaletteGroupId;
  title: string;
  entries: PaletteEntry[];
}

const entry = (type: string, label: string): PaletteEntry => ({ id: type, type, label });

const BASIC: PaletteEntry[] = [
  entry('input', '单行文本'),
  entry('textarea', '多行文本'),
  entry('number', '计数器'),
  entry('radio', '单选框组'),
  entry('checkbox', '多选框组'),
  entry('select', '下拉选择框'),
  entry('cascader', '级联选择器'),
  entry('date', '日期选择器'),
  entry('datePicker', '日期时间'),
  entry('time', '时间选择器'),
  entry('rate', '评分'),
  entry('switch', '开关'),
  entry('slider', '滑块'),
];

const PERSONAL: PaletteEntry[] = [
  entry('state', '省市区'),
  entry('address', '详细地址'),
  entry('uploadImg', '图片上传'),
  entry('uploadFile', '文件上传'),
  entry('button', '按钮'),
  entry('text', '文字'),
  entry('html', 'HTML'),
  entry('alert', '提示'),
];

const pattern = (p: string, message: string): Partial<RuleRecord> => ({
  required: false,
  message,
  vtype: 1,
  pattern: p,
});

const CUSTOM: PaletteEntry[] = [
  {
    id: 'custom-mobile',
    type: 'input',
    label: '手机号',
    preset: { label: '手机号', rules: [pattern('^1\\d{10}$', '手机号格式不正确')] },
  },
  {
    id: 'custom-email',
    type: 'input',
    label: '电子邮箱',
    preset: { label: '电子邮箱', rules: [pattern('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', '邮箱格式不正确')] },
  },
  {
    id: 'custom-idcard',
    type: 'input',
    label: '身份证号',
    preset: { label: '身份证号', rules: [pattern('^\\d{17}[\\dXx]$', '身份证号格式不正确')] },
  },
  {
    id: 'custom-uscc',
    type: 'input',
    label: '统一社会信用代码',
    preset: {
      label: '统一社会信用代码',
      rules: [pattern('^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$', '统一社会信用代码格式不正确')],
    },
  },
  {
    id: 'custom-year',
    type: 'date',
    label: '年份',
    preset: { label: '年份', options: { dateType: 'year', format: 'yyyy' } },
  },
];

const LAYOUT: PaletteEntry[] = [
  entry('grid', '栅格布局'),
  entry('table', '表格布局'),
  entry('card', '卡片'),
  entry('control', '子表单'),
  entry('batch', '动态表格'),
  entry('divider', '分割线'),
];

/** The scoring set of df = 2: questions that carry a standard answer and a score. */
const SCORING: PaletteEntry[] = [
  entry('radio', '单选题'),
  entry('checkbox', '多选题'),
  entry('select', '下拉选择'),
  entry('input', '填空题'),
  entry('textarea', '问答题'),
  entry('number', '数值题'),
  entry('switch', '判断题'),
];

export const GROUP_TITLES: Record<PaletteGroupId, string> = {
  basic: '基础字段',
  personal: '个性化字段',
  custom: '自定义字段',
  layout: '布局字段',
};

/** The palette of a designer page: the scoring set alone when df is 2. */
export function paletteGroups(scoring: boolean): PaletteGroup[] {
  if (scoring) return [{ id: 'basic', title: '评分题型', entries: SCORING }];
  return [
    { id: 'basic', title: GROUP_TITLES.basic, entries: BASIC },
    { id: 'personal', title: GROUP_TITLES.personal, entries: PERSONAL },
    { id: 'custom', title: GROUP_TITLES.custom, entries: CUSTOM },
    { id: 'layout', title: GROUP_TITLES.layout, entries: LAYOUT },
  ];
}

export function findEntry(id: string, scoring: boolean): PaletteEntry | undefined {
  for (const g of paletteGroups(scoring)) {
    const found = g.entries.find((e) => e.id === id);
    if (found) return found;
  }
  return undefined;
}

/** Type names shown on canvas items and in the properties header. */
export const TYPE_LABELS: Record<string, string> = Object.fromEntries(
  [...BASIC, ...PERSONAL, ...LAYOUT].map((e) => [e.type, e.label]),
);

const CHOICE_SAMPLE = [
  { value: '1', label: '选项1' },
  { value: '2', label: '选项2' },
  { value: '3', label: '选项3' },
];

/** A new item of the entry: defaults, a fresh key (unique among `taken`), model = key. */
export function createItem(entryOrType: PaletteEntry | string, taken?: ReadonlySet<string>): FieldItem {
  const e =
    typeof entryOrType === 'string'
      ? { id: entryOrType, type: entryOrType, label: TYPE_LABELS[entryOrType] ?? entryOrType }
      : entryOrType;
  const type = e.type;
  const key = generateKey(type, taken);
  const options: Record<string, unknown> = { ...defaultOptions(type) };
  if (type === 'radio' || type === 'checkbox' || type === 'select')
    options.options = CHOICE_SAMPLE.map((o) => ({ ...o }));
  if (type === 'cascader') {
    options.options = [{ value: '1', label: '选项1', children: [{ value: '11', label: '选项1-1' }] }];
  }
  if (type === 'date' || type === 'datePicker' || type === 'time') {
    options.format = defaultDateFormat(type, options.dateType as string);
  }
  if (type === 'alert') options.title = '提示';
  if (type === 'text') options.defaultValue = '文字';
  if (type === 'html') options.defaultValue = '<b>HTML</b>';
  if (type === 'button') options.defaultValue = '按钮';
  Object.assign(options, e.preset?.options);
  const item: Record<string, unknown> = {
    type,
    label: e.preset?.label ?? e.label,
    key,
    options,
    rules: (e.preset?.rules ?? []).map((r) => ({
      required: false,
      message: '必填项',
      trigger: ['change', 'blur'],
      ...r,
    })),
  };
  if (!['button', 'divider', 'card', 'grid', 'table', 'alert', 'text', 'html'].includes(type))
    item.model = key;
  if (type === 'grid') {
    item.columns = [
      { span: 12, list: [] },
      { span: 12, list: [] },
    ];
  }
  if (type === 'table') {
    item.trs = [0, 1].map(() => ({ tds: [0, 1].map(() => ({ colspan: 1, rowspan: 1, list: [] })) }));
  }
  if (type === 'card' || type === 'control' || type === 'batch') item.list = [];
  return item as FieldItem;
}

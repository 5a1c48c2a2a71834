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
import { chineseText, type DesignerKey, type DesignerTranslate } from '../text';

export type PaletteGroupId = 'basic' | 'personal' | 'custom' | 'layout';

/** A type the palette names (its catalogue entry under `types`). */
type NamedType = keyof typeof TYPE_NAMES;

export interface PaletteEntry {
  /** Unique in the palette: the type, or the preset name for custom entries. */
  id: string;
  type: string;
  /** What the palette shows, and the new field's label. */
  label: DesignerKey;
  /** Extra options / rules / label of a preset. */
  preset?: {
    label?: DesignerKey;
    options?: Record<string, unknown>;
    rules?: (Partial<RuleRecord> & { pattern: string; message: DesignerKey })[];
  };
}

export interface PaletteGroup {
  id: PaletteGroupId;
  title: DesignerKey;
  entries: PaletteEntry[];
}

const TYPE_NAMES = {
  input: 'types.input',
  textarea: 'types.textarea',
  number: 'types.number',
  radio: 'types.radio',
  checkbox: 'types.checkbox',
  select: 'types.select',
  cascader: 'types.cascader',
  date: 'types.date',
  datePicker: 'types.datePicker',
  time: 'types.time',
  rate: 'types.rate',
  switch: 'types.switch',
  slider: 'types.slider',
  state: 'types.state',
  address: 'types.address',
  uploadImg: 'types.uploadImg',
  uploadFile: 'types.uploadFile',
  button: 'types.button',
  text: 'types.text',
  html: 'types.html',
  alert: 'types.alert',
  grid: 'types.grid',
  table: 'types.table',
  card: 'types.card',
  control: 'types.control',
  batch: 'types.batch',
  divider: 'types.divider',
} as const satisfies Record<string, DesignerKey>;

const isNamed = (type: string): type is NamedType => Object.hasOwn(TYPE_NAMES, type);

/** The name of a field type (canvas items, the properties header); an unknown type is named as it is. */
export function typeName(type: string, t: DesignerTranslate = chineseText): string {
  return isNamed(type) ? t(TYPE_NAMES[type]) : type;
}

const entry = (type: NamedType): PaletteEntry => ({ id: type, type, label: TYPE_NAMES[type] });
const scoringEntry = (type: NamedType & keyof typeof SCORING_NAMES): PaletteEntry => ({
  id: type,
  type,
  label: SCORING_NAMES[type],
});

const BASIC: PaletteEntry[] = [
  entry('input'),
  entry('textarea'),
  entry('number'),
  entry('radio'),
  entry('checkbox'),
  entry('select'),
  entry('cascader'),
  entry('date'),
  entry('datePicker'),
  entry('time'),
  entry('rate'),
  entry('switch'),
  entry('slider'),
];

const PERSONAL: PaletteEntry[] = [
  entry('state'),
  entry('address'),
  entry('uploadImg'),
  entry('uploadFile'),
  entry('button'),
  entry('text'),
  entry('html'),
  entry('alert'),
];

const pattern = (p: string, message: DesignerKey) => ({
  required: false,
  message,
  vtype: 1 as const,
  pattern: p,
});

const CUSTOM: PaletteEntry[] = [
  {
    id: 'custom-mobile',
    type: 'input',
    label: 'presets.mobile',
    preset: { label: 'presets.mobile', rules: [pattern('^1\\d{10}$', 'presets.mobileInvalid')] },
  },
  {
    id: 'custom-email',
    type: 'input',
    label: 'presets.email',
    preset: {
      label: 'presets.email',
      rules: [pattern('^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'presets.emailInvalid')],
    },
  },
  {
    id: 'custom-idcard',
    type: 'input',
    label: 'presets.idCard',
    preset: { label: 'presets.idCard', rules: [pattern('^\\d{17}[\\dXx]$', 'presets.idCardInvalid')] },
  },
  {
    id: 'custom-uscc',
    type: 'input',
    label: 'presets.uscc',
    preset: {
      label: 'presets.uscc',
      rules: [pattern('^[0-9A-HJ-NPQRTUWXY]{2}\\d{6}[0-9A-HJ-NPQRTUWXY]{10}$', 'presets.usccInvalid')],
    },
  },
  {
    id: 'custom-year',
    type: 'date',
    label: 'presets.year',
    preset: { label: 'presets.year', options: { dateType: 'year', format: 'yyyy' } },
  },
];

const LAYOUT: PaletteEntry[] = [
  entry('grid'),
  entry('table'),
  entry('card'),
  entry('control'),
  entry('batch'),
  entry('divider'),
];

const SCORING_NAMES = {
  radio: 'scoringTypes.radio',
  checkbox: 'scoringTypes.checkbox',
  select: 'scoringTypes.select',
  input: 'scoringTypes.input',
  textarea: 'scoringTypes.textarea',
  number: 'scoringTypes.number',
  switch: 'scoringTypes.switch',
} as const satisfies Record<string, DesignerKey>;

/** The scoring set of df = 2: questions that carry a standard answer and a score. */
const SCORING: PaletteEntry[] = (Object.keys(SCORING_NAMES) as (keyof typeof SCORING_NAMES)[]).map(
  scoringEntry,
);

/** The palette of a designer page: the scoring set alone when df is 2. */
export function paletteGroups(scoring: boolean): PaletteGroup[] {
  if (scoring) return [{ id: 'basic', title: 'palette.groups.scoring', entries: SCORING }];
  return [
    { id: 'basic', title: 'palette.groups.basic', entries: BASIC },
    { id: 'personal', title: 'palette.groups.personal', entries: PERSONAL },
    { id: 'custom', title: 'palette.groups.custom', entries: CUSTOM },
    { id: 'layout', title: 'palette.groups.layout', entries: LAYOUT },
  ];
}

export function findEntry(id: string, scoring: boolean): PaletteEntry | undefined {
  for (const g of paletteGroups(scoring)) {
    const found = g.entries.find((e) => e.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A new item of the entry: defaults, a fresh key (unique among `taken`), model = key. Its label, sample
 * options and rule messages are written with `t`, the language shown when it is added: from then on
 * they are the template's own words.
 */
export function createItem(
  entryOrType: PaletteEntry | string,
  taken?: ReadonlySet<string>,
  t: DesignerTranslate = chineseText,
): FieldItem {
  const e = typeof entryOrType === 'string' ? undefined : entryOrType;
  const type = typeof entryOrType === 'string' ? entryOrType : entryOrType.type;
  const key = generateKey(type, taken);
  const options: Record<string, unknown> = { ...defaultOptions(type) };
  const option = (n: number | string) => t('newField.option', { n });
  if (type === 'radio' || type === 'checkbox' || type === 'select')
    options.options = [1, 2, 3].map((n) => ({ value: String(n), label: option(n) }));
  if (type === 'cascader') {
    options.options = [{ value: '1', label: option(1), children: [{ value: '11', label: option('1-1') }] }];
  }
  if (type === 'date' || type === 'datePicker' || type === 'time') {
    options.format = defaultDateFormat(type, options.dateType as string);
  }
  if (type === 'alert') options.title = t('newField.alertTitle');
  if (type === 'text') options.defaultValue = t('newField.text');
  if (type === 'html') options.defaultValue = '<b>HTML</b>';
  if (type === 'button') options.defaultValue = t('newField.button');
  Object.assign(options, e?.preset?.options);
  const label = e?.preset?.label ?? e?.label;
  const item: Record<string, unknown> = {
    type,
    label: label ? t(label) : typeName(type, t),
    key,
    options,
    rules: (e?.preset?.rules ?? []).map(({ message, ...r }) => ({
      required: false,
      message: t(message),
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

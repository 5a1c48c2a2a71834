// What the properties panel shows for a field, as data: for each field type the rows of its own section,
// then the sections every field may have (scoring, rules, dynamic state, events). Each row names its
// control, the option of `item.options` it edits, its label and the control's settings; `when` keeps
// a row to the fields (or option values) it applies to. One generic panel (PropertiesPanel) renders it.
import { hasModel, type FieldItem } from '@platform/form-core';
import { propertyLabels as L, propertyTexts as T } from '../messages';
import { optionOf } from './propertyControls';

export interface Choice<V extends string | number = string | number> {
  value: V;
  label: string;
}

/** The editors that are more than one option's control (lists, rule sets, linkage, the item's own keys). */
export type EditorKind =
  | 'label'
  | 'model'
  | 'key'
  | 'choiceOptions'
  | 'marks'
  | 'headers'
  | 'gridColumns'
  | 'batchColumns'
  | 'linkage'
  | 'rules'
  | 'rateMax'
  | 'switchDefault';

type Computed<T> = T | ((item: FieldItem) => T);

interface Bound {
  /** The option of `item.options` the row edits. */
  option: string;
  label: string;
  when?: (item: FieldItem) => boolean;
}

export type PropertyRow =
  | (Bound & { control: 'text'; placeholder?: Computed<string>; textarea?: boolean; maxLength?: number })
  | (Bound & {
      control: 'number';
      min?: number;
      max?: Computed<number>;
      step?: number;
      precision?: number;
      help?: string;
      /** Shown while the option is unset: what the renderer uses then. */
      fallback?: number;
    })
  | (Bound & { control: 'switch' })
  | (Bound & { control: 'select'; options: Computed<Choice[]>; fallback?: string | number })
  | (Bound & { control: 'expression' })
  | (Bound & { control: 'script' })
  | { control: 'editor'; editor: EditorKind; when?: (item: FieldItem) => boolean }
  | { control: 'note'; text: string };

export interface PropertySection {
  title: string;
  defaultOpen?: boolean;
  /** Whether the field has this section at all (`scoring`: the form is a scoring form). */
  applies: (item: FieldItem, scoring: boolean) => boolean;
  rows: PropertyRow[];
}

const on = (name: string) => (item: FieldItem) => optionOf(item, name) === true;
const choices = (...values: string[]): Choice[] => values.map((v) => ({ value: v, label: v }));
const ALIGN: Choice[] = [
  { value: 'left', label: '左' },
  { value: 'center', label: '中' },
  { value: 'right', label: '右' },
];
const LAYOUT_TYPES = new Set(['button', 'divider', 'card', 'grid', 'table', 'alert', 'text', 'html']);
const PLACEHOLDER_TYPES = new Set([
  'input',
  'textarea',
  'number',
  'select',
  'cascader',
  'date',
  'datePicker',
  'time',
  'state',
]);
const EVENT_TYPES = new Set([
  'input',
  'textarea',
  'number',
  'select',
  'date',
  'time',
  'datePicker',
  'radio',
  'checkbox',
  'cascader',
  'switch',
  'rate',
  'slider',
  'state',
]);
const SELECT_CALLBACK_TYPES = new Set(['select', 'radio', 'checkbox', 'cascader']);

/** A field that holds a value (a data field, or a legacy layout item that names one). */
export const isValued = (item: FieldItem) =>
  hasModel(item) || (item.model !== undefined && !LAYOUT_TYPES.has(item.type));
const isSelectCallbackType = (item: FieldItem) => SELECT_CALLBACK_TYPES.has(item.type);

/** The rows every field starts with. */
export const COMMON_ROWS: PropertyRow[] = [
  { control: 'editor', editor: 'label' },
  { control: 'editor', editor: 'model', when: isValued },
  { control: 'editor', editor: 'key' },
  { control: 'text', option: 'width', label: L.width, placeholder: '100%', when: isValued },
  {
    control: 'text',
    option: 'placeholder',
    label: L.placeholder,
    when: (item) => PLACEHOLDER_TYPES.has(item.type),
  },
  { control: 'text', option: 'tooptip', label: L.tooptip, when: isValued },
  {
    control: 'number',
    option: 'labelWidth',
    label: L.labelWidth,
    min: -1,
    max: 200,
    step: 10,
    precision: 0,
    fallback: -1,
    help: L.labelWidthHint,
    when: isValued,
  },
  { control: 'switch', option: 'showLabel', label: L.showLabel, when: isValued },
  { control: 'switch', option: 'hidden', label: L.hidden },
  { control: 'switch', option: 'disabled', label: L.disabled, when: isValued },
];

const choiceRows: PropertyRow[] = [
  { control: 'editor', editor: 'choiceOptions' },
  ...(['multiple', 'showSearch', 'clearable'] as const).map((option): PropertyRow => ({
    control: 'switch',
    option,
    label: L[option],
    when: (item) => item.type === 'select' || item.type === 'cascader',
  })),
  {
    control: 'switch',
    option: 'onlineSearch',
    label: L.onlineSearch,
    when: (item) => item.type === 'select',
  },
  {
    control: 'text',
    option: 'onlineParams',
    label: L.onlineParams,
    when: (item) => item.type === 'select' && optionOf(item, 'onlineSearch') === true,
  },
];

const dateRows: PropertyRow[] = [
  {
    control: 'select',
    option: 'dateType',
    label: L.dateType,
    options: [
      { value: 'date', label: '日期' },
      { value: 'month', label: '月份' },
      { value: 'year', label: '年份' },
    ],
    when: (item) => item.type === 'date',
  },
  { control: 'text', option: 'format', label: L.format, placeholder: 'yyyy-MM-dd' },
  { control: 'switch', option: 'range', label: L.range },
  { control: 'text', option: 'rangeStartPlaceholder', label: L.rangeStartPlaceholder, when: on('range') },
  { control: 'text', option: 'rangeEndPlaceholder', label: L.rangeEndPlaceholder, when: on('range') },
  { control: 'switch', option: 'clearable', label: L.clearable },
  { control: 'text', option: 'defaultValue', label: L.defaultValue, placeholder: 'now 表示当天' },
];

const uploadRows: PropertyRow[] = [
  { control: 'text', option: 'action', label: L.action, placeholder: '默认使用平台上传' },
  { control: 'text', option: 'responseFileUrl', label: L.responseFileUrl, placeholder: 'url' },
  {
    control: 'text',
    option: 'accept',
    label: L.accept,
    placeholder: (item) => (item.type === 'uploadImg' ? '.png,.jpg,.jpeg,.bmp' : '.pdf,.docx'),
  },
  { control: 'number', option: 'limitSize', label: L.limitSize, min: 1, max: 1024, precision: 0 },
  { control: 'number', option: 'limit', label: L.limit, min: 1, max: 100, precision: 0 },
  { control: 'switch', option: 'multiple', label: L.multiple },
  {
    control: 'select',
    option: 'listType',
    label: L.listType,
    options: (item) => choices('text', 'picture', ...(item.type === 'uploadImg' ? ['picture-card'] : [])),
  },
  { control: 'editor', editor: 'headers' },
];

const regionRows: PropertyRow[] = [
  {
    control: 'select',
    option: 'maxLevel',
    label: L.maxLevel,
    options: [
      { value: 1, label: '省' },
      { value: 2, label: '省/市' },
      { value: 3, label: '省/市/区县' },
    ],
  },
  { control: 'switch', option: 'oneByOne', label: L.oneByOne },
  { control: 'switch', option: 'showAllPath', label: L.showAllPath },
  { control: 'text', option: 'separator', label: L.separator, maxLength: 10 },
];

const styleRows: PropertyRow[] = [
  { control: 'text', option: 'customClass', label: L.customClass },
  { control: 'text', option: 'customStyle', label: L.customStyle, textarea: true },
];

/** The rows of each field type's own section, after the common rows. */
export const TYPE_ROWS: Record<string, PropertyRow[]> = {
  input: [
    {
      control: 'select',
      option: 'type',
      label: L.inputType,
      options: [
        { value: 'text', label: '文本' },
        { value: 'password', label: '密码' },
        { value: 'number', label: '数字' },
      ],
      fallback: 'text',
    },
    { control: 'text', option: 'defaultValue', label: L.defaultValue },
    { control: 'number', option: 'maxLength', label: L.maxLength, min: 0, precision: 0 },
    { control: 'text', option: 'prepend', label: L.prepend },
    { control: 'text', option: 'append', label: L.append },
    { control: 'switch', option: 'clearable', label: L.clearable },
  ],
  textarea: [
    { control: 'text', option: 'defaultValue', label: L.defaultValue, textarea: true },
    { control: 'number', option: 'rows', label: L.rows, min: 1, max: 99, precision: 0 },
    { control: 'number', option: 'minRows', label: L.minRows, min: 1, max: 99, precision: 0 },
    { control: 'number', option: 'maxRows', label: L.maxRows, min: 1, max: 99, precision: 0 },
    {
      control: 'number',
      option: 'maxLength',
      label: L.maxLength,
      min: 0,
      precision: 0,
      help: '超过10时显示字数统计',
    },
  ],
  number: [
    { control: 'number', option: 'defaultValue', label: L.defaultValue },
    { control: 'number', option: 'min', label: L.min },
    { control: 'number', option: 'max', label: L.max },
    { control: 'number', option: 'step', label: L.step, min: 0 },
    { control: 'number', option: 'precision', label: L.precision, min: 0, max: 10, precision: 0 },
    { control: 'number', option: 'maxLength', label: L.maxLength, min: 0, precision: 0, help: '0 表示不限' },
  ],
  radio: choiceRows,
  checkbox: choiceRows,
  select: choiceRows,
  cascader: choiceRows,
  date: dateRows,
  datePicker: dateRows,
  time: dateRows,
  rate: [
    // Lowering the maximum below the default lowers the default (spec §3).
    { control: 'editor', editor: 'rateMax' },
    { control: 'switch', option: 'allowHalf', label: L.allowHalf },
    {
      control: 'number',
      option: 'defaultValue',
      label: L.defaultValue,
      min: 0,
      max: (item) => Number(optionOf(item, 'max') ?? 5),
      step: 0.5,
    },
  ],
  slider: [
    { control: 'number', option: 'min', label: L.min },
    { control: 'number', option: 'max', label: L.max },
    { control: 'number', option: 'step', label: L.step, min: 0 },
    { control: 'number', option: 'defaultValue', label: L.defaultValue },
    { control: 'switch', option: 'showInput', label: L.showInput },
    { control: 'switch', option: 'range', label: L.range },
    { control: 'editor', editor: 'marks' },
  ],
  switch: [
    { control: 'editor', editor: 'switchDefault' },
    { control: 'text', option: 'activeText', label: L.activeText },
    { control: 'text', option: 'inactiveText', label: L.inactiveText },
  ],
  uploadImg: uploadRows,
  uploadFile: uploadRows,
  state: regionRows,
  address: regionRows,
  button: [
    { control: 'text', option: 'defaultValue', label: T.buttonText },
    {
      control: 'select',
      option: 'type',
      label: L.buttonType,
      options: choices('primary', 'default', 'dashed', 'danger'),
    },
    { control: 'select', option: 'textAlign', label: L.textAlign, options: ALIGN },
    { control: 'switch', option: 'disabled', label: L.disabled },
    { control: 'script', option: 'handle', label: L.handle },
    { control: 'script', option: 'dynamicFun', label: L.dynamicFun },
  ],
  text: [
    { control: 'text', option: 'defaultValue', label: T.textContent, textarea: true },
    { control: 'select', option: 'textAlign', label: L.textAlign, options: ALIGN },
    { control: 'switch', option: 'showRequiredMark', label: L.showRequiredMark },
    { control: 'expression', option: 'showRequiredMarkScript', label: L.showRequiredMarkScript },
  ],
  html: [{ control: 'text', option: 'defaultValue', label: L.html, textarea: true }],
  alert: [
    { control: 'text', option: 'title', label: L.alertTitle },
    { control: 'text', option: 'description', label: L.description, textarea: true },
    {
      control: 'select',
      option: 'type',
      label: L.alertType,
      options: choices('success', 'warning', 'info', 'error'),
    },
    { control: 'select', option: 'effect', label: L.effect, options: choices('light', 'dark') },
    { control: 'switch', option: 'closable', label: L.closable },
    { control: 'text', option: 'closeText', label: L.closeText },
    { control: 'switch', option: 'center', label: L.center },
    { control: 'switch', option: 'showIcon', label: L.showIcon },
  ],
  divider: [
    { control: 'text', option: 'defaultValue', label: T.dividerText },
    {
      control: 'select',
      option: 'direction',
      label: L.direction,
      options: choices('horizontal', 'vertical'),
    },
    { control: 'select', option: 'orientation', label: L.orientation, options: ALIGN },
  ],
  grid: [
    { control: 'number', option: 'gutter', label: L.gutter, min: 0, max: 48, precision: 0 },
    { control: 'editor', editor: 'gridColumns' },
  ],
  table: [
    { control: 'text', option: 'width', label: L.width, placeholder: '100%' },
    ...styleRows,
    { control: 'switch', option: 'bordered', label: L.bordered },
    { control: 'switch', option: 'bright', label: L.bright },
    { control: 'switch', option: 'small', label: L.small },
    { control: 'note', text: T.tableHint },
  ],
  control: [
    ...styleRows,
    { control: 'switch', option: 'bordered', label: L.bordered },
    { control: 'switch', option: 'noAdd', label: L.noAdd },
    { control: 'switch', option: 'noRemove', label: L.noRemove },
    { control: 'switch', option: 'noCopy', label: L.noCopy },
  ],
  batch: [
    {
      control: 'select',
      option: 'labelPosition',
      label: L.labelPosition,
      options: [
        { value: 'left', label: '左' },
        { value: 'right', label: '右' },
        { value: 'top', label: '顶部' },
      ],
    },
    { control: 'number', option: 'scrollY', label: L.scrollY, min: 0, precision: 0 },
    ...styleRows,
    {
      control: 'select',
      option: 'addType',
      label: L.addType,
      options: [
        { value: 'line', label: '行内编辑' },
        { value: 'dialog', label: '弹窗编辑' },
      ],
    },
    { control: 'number', option: 'defrows', label: L.defrows, min: 1, max: 100, precision: 0 },
    { control: 'editor', editor: 'batchColumns' },
    ...(['showBorder', 'hideSequence', 'copyRow', 'Firstfixed', 'delBtnShow', 'tabBtnShow'] as const).map(
      (option): PropertyRow => ({ control: 'switch', option, label: L[option] }),
    ),
  ],
};

/**
 * The sections below the field's own: rendered one deferred render after a new selection (see
 * PropertiesPanel), in this order.
 */
export const LATER_SECTIONS: PropertySection[] = [
  {
    title: T.scoring,
    applies: (item, scoring) => scoring && hasModel(item),
    rows: [
      {
        control: 'text',
        option: 'StandardAnswer',
        label: L.StandardAnswer,
        placeholder: '多个答案用逗号分隔',
      },
      { control: 'number', option: 'AnswerScore', label: L.AnswerScore, min: 0, max: 1000 },
    ],
  },
  {
    title: L.rules,
    applies: (item) => hasModel(item),
    rows: [{ control: 'editor', editor: 'rules' }],
  },
  {
    title: T.dynamic,
    defaultOpen: false,
    applies: () => true,
    rows: [
      { control: 'switch', option: 'dynamicVisible', label: L.dynamicVisible },
      {
        control: 'expression',
        option: 'dynamicVisibleValue',
        label: L.dynamicVisibleValue,
        when: on('dynamicVisible'),
      },
      { control: 'switch', option: 'dynamicHide', label: L.dynamicHide },
      {
        control: 'expression',
        option: 'dynamicHideValue',
        label: L.dynamicHideValue,
        when: on('dynamicHide'),
      },
      { control: 'switch', option: 'dynamicDisabled', label: L.dynamicDisabled, when: hasModel },
      {
        control: 'expression',
        option: 'dynamicDisabledValue',
        label: L.dynamicDisabledValue,
        when: on('dynamicDisabled'),
      },
    ],
  },
  {
    title: L.events,
    defaultOpen: false,
    applies: (item) => EVENT_TYPES.has(item.type),
    rows: [
      { control: 'script', option: 'focusEvent', label: L.focusEvent },
      { control: 'switch', option: 'listenModel', label: L.listenModel },
      {
        control: 'text',
        option: 'listenModelData',
        label: L.listenModelData,
        placeholder: 'province,city',
        when: on('listenModel'),
      },
      { control: 'script', option: 'listenModelScript', label: L.listenModelScript, when: on('listenModel') },
      { control: 'script', option: 'selectCb', label: L.selectCb, when: isSelectCallbackType },
      { control: 'script', option: 'clearCb', label: L.clearCb, when: isSelectCallbackType },
      { control: 'text', option: 'cbColumn', label: L.cbColumn, when: isSelectCallbackType },
      { control: 'switch', option: 'linkage', label: L.linkage, when: isSelectCallbackType },
      {
        control: 'editor',
        editor: 'linkage',
        when: (item) => isSelectCallbackType(item) && optionOf(item, 'linkage') === true,
      },
    ],
  },
];

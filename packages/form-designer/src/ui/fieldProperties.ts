// What the properties panel shows for a field, as data: for each field type the rows of its own section,
// then the sections every field may have (scoring, rules, dynamic state, events). Each row names its
// control, the option of `item.options` it edits, its label and the control's settings; `when` keeps
// a row to the fields (or option values) it applies to. Texts are catalogue keys, put in words by the
// one generic panel (PropertiesPanel) that renders it.
import { hasModel, type FieldItem } from '@platform/form-core';
import type { DesignerKey } from '../text';
import { optionOf } from './propertyControls';

/** A choice of a select row: its label's key, or none when the value is shown as it is (`primary`). */
export interface Choice<V extends string | number = string | number> {
  value: V;
  label?: DesignerKey;
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
  label: DesignerKey;
  when?: (item: FieldItem) => boolean;
}

export type PropertyRow =
  | (Bound & {
      control: 'text';
      /** A literal placeholder (a format, a URL), or `placeholderKey`: one in words. */
      placeholder?: Computed<string>;
      placeholderKey?: DesignerKey;
      textarea?: boolean;
      maxLength?: number;
    })
  | (Bound & {
      control: 'number';
      min?: number;
      max?: Computed<number>;
      step?: number;
      precision?: number;
      help?: DesignerKey;
      /** Shown while the option is unset: what the renderer uses then. */
      fallback?: number;
    })
  | (Bound & { control: 'switch' })
  | (Bound & { control: 'select'; options: Computed<Choice[]>; fallback?: string | number })
  | (Bound & { control: 'expression' })
  | (Bound & { control: 'script' })
  | { control: 'editor'; editor: EditorKind; when?: (item: FieldItem) => boolean }
  | { control: 'note'; text: DesignerKey };

export interface PropertySection {
  title: DesignerKey;
  defaultOpen?: boolean;
  /** Whether the field has this section at all (`scoring`: the form is a scoring form). */
  applies: (item: FieldItem, scoring: boolean) => boolean;
  rows: PropertyRow[];
}

const on = (name: string) => (item: FieldItem) => optionOf(item, name) === true;
const choices = (...values: string[]): Choice[] => values.map((value) => ({ value }));
const ALIGN: Choice[] = [
  { value: 'left', label: 'properties.choices.left' },
  { value: 'center', label: 'properties.choices.center' },
  { value: 'right', label: 'properties.choices.right' },
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
  { control: 'text', option: 'width', label: 'properties.labels.width', placeholder: '100%', when: isValued },
  {
    control: 'text',
    option: 'placeholder',
    label: 'properties.labels.placeholder',
    when: (item) => PLACEHOLDER_TYPES.has(item.type),
  },
  { control: 'text', option: 'tooptip', label: 'properties.labels.tooptip', when: isValued },
  {
    control: 'number',
    option: 'labelWidth',
    label: 'properties.labels.labelWidth',
    min: -1,
    max: 200,
    step: 10,
    precision: 0,
    fallback: -1,
    help: 'properties.help.labelWidth',
    when: isValued,
  },
  { control: 'switch', option: 'showLabel', label: 'properties.labels.showLabel', when: isValued },
  { control: 'switch', option: 'hidden', label: 'properties.labels.hidden' },
  { control: 'switch', option: 'disabled', label: 'properties.labels.disabled', when: isValued },
];

const choiceRows: PropertyRow[] = [
  { control: 'editor', editor: 'choiceOptions' },
  ...(['multiple', 'showSearch', 'clearable'] as const).map((option): PropertyRow => ({
    control: 'switch',
    option,
    label: `properties.labels.${option}` as const,
    when: (item) => item.type === 'select' || item.type === 'cascader',
  })),
  {
    control: 'switch',
    option: 'onlineSearch',
    label: 'properties.labels.onlineSearch',
    when: (item) => item.type === 'select',
  },
  {
    control: 'text',
    option: 'onlineParams',
    label: 'properties.labels.onlineParams',
    when: (item) => item.type === 'select' && optionOf(item, 'onlineSearch') === true,
  },
];

const dateRows: PropertyRow[] = [
  {
    control: 'select',
    option: 'dateType',
    label: 'properties.labels.dateType',
    options: [
      { value: 'date', label: 'properties.choices.date' },
      { value: 'month', label: 'properties.choices.month' },
      { value: 'year', label: 'properties.choices.year' },
    ],
    when: (item) => item.type === 'date',
  },
  { control: 'text', option: 'format', label: 'properties.labels.format', placeholder: 'yyyy-MM-dd' },
  { control: 'switch', option: 'range', label: 'properties.labels.range' },
  {
    control: 'text',
    option: 'rangeStartPlaceholder',
    label: 'properties.labels.rangeStartPlaceholder',
    when: on('range'),
  },
  {
    control: 'text',
    option: 'rangeEndPlaceholder',
    label: 'properties.labels.rangeEndPlaceholder',
    when: on('range'),
  },
  { control: 'switch', option: 'clearable', label: 'properties.labels.clearable' },
  {
    control: 'text',
    option: 'defaultValue',
    label: 'properties.labels.defaultValue',
    placeholderKey: 'properties.placeholders.dateDefault',
  },
];

const uploadRows: PropertyRow[] = [
  {
    control: 'text',
    option: 'action',
    label: 'properties.labels.action',
    placeholderKey: 'properties.placeholders.uploadAction',
  },
  {
    control: 'text',
    option: 'responseFileUrl',
    label: 'properties.labels.responseFileUrl',
    placeholder: 'url',
  },
  {
    control: 'text',
    option: 'accept',
    label: 'properties.labels.accept',
    placeholder: (item) => (item.type === 'uploadImg' ? '.png,.jpg,.jpeg,.bmp' : '.pdf,.docx'),
  },
  {
    control: 'number',
    option: 'limitSize',
    label: 'properties.labels.limitSize',
    min: 1,
    max: 1024,
    precision: 0,
  },
  { control: 'number', option: 'limit', label: 'properties.labels.limit', min: 1, max: 100, precision: 0 },
  { control: 'switch', option: 'multiple', label: 'properties.labels.multiple' },
  {
    control: 'select',
    option: 'listType',
    label: 'properties.labels.listType',
    options: (item) => choices('text', 'picture', ...(item.type === 'uploadImg' ? ['picture-card'] : [])),
  },
  { control: 'editor', editor: 'headers' },
];

const regionRows: PropertyRow[] = [
  {
    control: 'select',
    option: 'maxLevel',
    label: 'properties.labels.maxLevel',
    options: [
      { value: 1, label: 'properties.choices.province' },
      { value: 2, label: 'properties.choices.city' },
      { value: 3, label: 'properties.choices.district' },
    ],
  },
  { control: 'switch', option: 'oneByOne', label: 'properties.labels.oneByOne' },
  { control: 'switch', option: 'showAllPath', label: 'properties.labels.showAllPath' },
  { control: 'text', option: 'separator', label: 'properties.labels.separator', maxLength: 10 },
];

const styleRows: PropertyRow[] = [
  { control: 'text', option: 'customClass', label: 'properties.labels.customClass' },
  { control: 'text', option: 'customStyle', label: 'properties.labels.customStyle', textarea: true },
];

/** The rows of each field type's own section, after the common rows. */
export const TYPE_ROWS: Record<string, PropertyRow[]> = {
  input: [
    {
      control: 'select',
      option: 'type',
      label: 'properties.labels.inputType',
      options: [
        { value: 'text', label: 'properties.choices.text' },
        { value: 'password', label: 'properties.choices.password' },
        { value: 'number', label: 'properties.choices.number' },
      ],
      fallback: 'text',
    },
    { control: 'text', option: 'defaultValue', label: 'properties.labels.defaultValue' },
    { control: 'number', option: 'maxLength', label: 'properties.labels.maxLength', min: 0, precision: 0 },
    { control: 'text', option: 'prepend', label: 'properties.labels.prepend' },
    { control: 'text', option: 'append', label: 'properties.labels.append' },
    { control: 'switch', option: 'clearable', label: 'properties.labels.clearable' },
  ],
  textarea: [
    { control: 'text', option: 'defaultValue', label: 'properties.labels.defaultValue', textarea: true },
    { control: 'number', option: 'rows', label: 'properties.labels.rows', min: 1, max: 99, precision: 0 },
    {
      control: 'number',
      option: 'minRows',
      label: 'properties.labels.minRows',
      min: 1,
      max: 99,
      precision: 0,
    },
    {
      control: 'number',
      option: 'maxRows',
      label: 'properties.labels.maxRows',
      min: 1,
      max: 99,
      precision: 0,
    },
    {
      control: 'number',
      option: 'maxLength',
      label: 'properties.labels.maxLength',
      min: 0,
      precision: 0,
      help: 'properties.help.textareaMaxLength',
    },
  ],
  number: [
    { control: 'number', option: 'defaultValue', label: 'properties.labels.defaultValue' },
    { control: 'number', option: 'min', label: 'properties.labels.min' },
    { control: 'number', option: 'max', label: 'properties.labels.max' },
    { control: 'number', option: 'step', label: 'properties.labels.step', min: 0 },
    {
      control: 'number',
      option: 'precision',
      label: 'properties.labels.precision',
      min: 0,
      max: 10,
      precision: 0,
    },
    {
      control: 'number',
      option: 'maxLength',
      label: 'properties.labels.maxLength',
      min: 0,
      precision: 0,
      help: 'properties.help.numberMaxLength',
    },
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
    { control: 'switch', option: 'allowHalf', label: 'properties.labels.allowHalf' },
    {
      control: 'number',
      option: 'defaultValue',
      label: 'properties.labels.defaultValue',
      min: 0,
      max: (item) => Number(optionOf(item, 'max') ?? 5),
      step: 0.5,
    },
  ],
  slider: [
    { control: 'number', option: 'min', label: 'properties.labels.min' },
    { control: 'number', option: 'max', label: 'properties.labels.max' },
    { control: 'number', option: 'step', label: 'properties.labels.step', min: 0 },
    { control: 'number', option: 'defaultValue', label: 'properties.labels.defaultValue' },
    { control: 'switch', option: 'showInput', label: 'properties.labels.showInput' },
    { control: 'switch', option: 'range', label: 'properties.labels.range' },
    { control: 'editor', editor: 'marks' },
  ],
  switch: [
    { control: 'editor', editor: 'switchDefault' },
    { control: 'text', option: 'activeText', label: 'properties.labels.activeText' },
    { control: 'text', option: 'inactiveText', label: 'properties.labels.inactiveText' },
  ],
  uploadImg: uploadRows,
  uploadFile: uploadRows,
  state: regionRows,
  address: regionRows,
  button: [
    { control: 'text', option: 'defaultValue', label: 'properties.texts.buttonText' },
    {
      control: 'select',
      option: 'type',
      label: 'properties.labels.buttonType',
      options: choices('primary', 'default', 'dashed', 'danger'),
    },
    { control: 'select', option: 'textAlign', label: 'properties.labels.textAlign', options: ALIGN },
    { control: 'switch', option: 'disabled', label: 'properties.labels.disabled' },
    { control: 'script', option: 'handle', label: 'properties.labels.handle' },
    { control: 'script', option: 'dynamicFun', label: 'properties.labels.dynamicFun' },
  ],
  text: [
    { control: 'text', option: 'defaultValue', label: 'properties.texts.textContent', textarea: true },
    { control: 'select', option: 'textAlign', label: 'properties.labels.textAlign', options: ALIGN },
    { control: 'switch', option: 'showRequiredMark', label: 'properties.labels.showRequiredMark' },
    {
      control: 'expression',
      option: 'showRequiredMarkScript',
      label: 'properties.labels.showRequiredMarkScript',
    },
  ],
  html: [{ control: 'text', option: 'defaultValue', label: 'properties.labels.html', textarea: true }],
  alert: [
    { control: 'text', option: 'title', label: 'properties.labels.alertTitle' },
    { control: 'text', option: 'description', label: 'properties.labels.description', textarea: true },
    {
      control: 'select',
      option: 'type',
      label: 'properties.labels.alertType',
      options: choices('success', 'warning', 'info', 'error'),
    },
    {
      control: 'select',
      option: 'effect',
      label: 'properties.labels.effect',
      options: choices('light', 'dark'),
    },
    { control: 'switch', option: 'closable', label: 'properties.labels.closable' },
    { control: 'text', option: 'closeText', label: 'properties.labels.closeText' },
    { control: 'switch', option: 'center', label: 'properties.labels.center' },
    { control: 'switch', option: 'showIcon', label: 'properties.labels.showIcon' },
  ],
  divider: [
    { control: 'text', option: 'defaultValue', label: 'properties.texts.dividerText' },
    {
      control: 'select',
      option: 'direction',
      label: 'properties.labels.direction',
      options: choices('horizontal', 'vertical'),
    },
    { control: 'select', option: 'orientation', label: 'properties.labels.orientation', options: ALIGN },
  ],
  grid: [
    { control: 'number', option: 'gutter', label: 'properties.labels.gutter', min: 0, max: 48, precision: 0 },
    { control: 'editor', editor: 'gridColumns' },
  ],
  table: [
    { control: 'text', option: 'width', label: 'properties.labels.width', placeholder: '100%' },
    ...styleRows,
    { control: 'switch', option: 'bordered', label: 'properties.labels.bordered' },
    { control: 'switch', option: 'bright', label: 'properties.labels.bright' },
    { control: 'switch', option: 'small', label: 'properties.labels.small' },
    { control: 'note', text: 'properties.texts.tableHint' },
  ],
  control: [
    ...styleRows,
    { control: 'switch', option: 'bordered', label: 'properties.labels.bordered' },
    { control: 'switch', option: 'noAdd', label: 'properties.labels.noAdd' },
    { control: 'switch', option: 'noRemove', label: 'properties.labels.noRemove' },
    { control: 'switch', option: 'noCopy', label: 'properties.labels.noCopy' },
  ],
  batch: [
    {
      control: 'select',
      option: 'labelPosition',
      label: 'properties.labels.labelPosition',
      options: [
        { value: 'left', label: 'properties.choices.left' },
        { value: 'right', label: 'properties.choices.right' },
        { value: 'top', label: 'properties.choices.top' },
      ],
    },
    { control: 'number', option: 'scrollY', label: 'properties.labels.scrollY', min: 0, precision: 0 },
    ...styleRows,
    {
      control: 'select',
      option: 'addType',
      label: 'properties.labels.addType',
      options: [
        { value: 'line', label: 'properties.choices.lineEdit' },
        { value: 'dialog', label: 'properties.choices.dialogEdit' },
      ],
    },
    {
      control: 'number',
      option: 'defrows',
      label: 'properties.labels.defrows',
      min: 1,
      max: 100,
      precision: 0,
    },
    { control: 'editor', editor: 'batchColumns' },
    ...(['showBorder', 'hideSequence', 'copyRow', 'Firstfixed', 'delBtnShow', 'tabBtnShow'] as const).map(
      (option): PropertyRow => ({ control: 'switch', option, label: `properties.labels.${option}` as const }),
    ),
  ],
};

/**
 * The sections below the field's own: rendered one deferred render after a new selection (see
 * PropertiesPanel), in this order.
 */
export const LATER_SECTIONS: PropertySection[] = [
  {
    title: 'properties.sections.scoring',
    applies: (item, scoring) => scoring && hasModel(item),
    rows: [
      {
        control: 'text',
        option: 'StandardAnswer',
        label: 'properties.labels.StandardAnswer',
        placeholderKey: 'properties.placeholders.standardAnswer',
      },
      { control: 'number', option: 'AnswerScore', label: 'properties.labels.AnswerScore', min: 0, max: 1000 },
    ],
  },
  {
    title: 'properties.labels.rules',
    applies: (item) => hasModel(item),
    rows: [{ control: 'editor', editor: 'rules' }],
  },
  {
    title: 'properties.sections.dynamic',
    defaultOpen: false,
    applies: () => true,
    rows: [
      { control: 'switch', option: 'dynamicVisible', label: 'properties.labels.dynamicVisible' },
      {
        control: 'expression',
        option: 'dynamicVisibleValue',
        label: 'properties.labels.dynamicVisibleValue',
        when: on('dynamicVisible'),
      },
      { control: 'switch', option: 'dynamicHide', label: 'properties.labels.dynamicHide' },
      {
        control: 'expression',
        option: 'dynamicHideValue',
        label: 'properties.labels.dynamicHideValue',
        when: on('dynamicHide'),
      },
      {
        control: 'switch',
        option: 'dynamicDisabled',
        label: 'properties.labels.dynamicDisabled',
        when: hasModel,
      },
      {
        control: 'expression',
        option: 'dynamicDisabledValue',
        label: 'properties.labels.dynamicDisabledValue',
        when: on('dynamicDisabled'),
      },
    ],
  },
  {
    title: 'properties.labels.events',
    defaultOpen: false,
    applies: (item) => EVENT_TYPES.has(item.type),
    rows: [
      { control: 'script', option: 'focusEvent', label: 'properties.labels.focusEvent' },
      { control: 'switch', option: 'listenModel', label: 'properties.labels.listenModel' },
      {
        control: 'text',
        option: 'listenModelData',
        label: 'properties.labels.listenModelData',
        placeholder: 'province,city',
        when: on('listenModel'),
      },
      {
        control: 'script',
        option: 'listenModelScript',
        label: 'properties.labels.listenModelScript',
        when: on('listenModel'),
      },
      {
        control: 'script',
        option: 'selectCb',
        label: 'properties.labels.selectCb',
        when: isSelectCallbackType,
      },
      {
        control: 'script',
        option: 'clearCb',
        label: 'properties.labels.clearCb',
        when: isSelectCallbackType,
      },
      {
        control: 'text',
        option: 'cbColumn',
        label: 'properties.labels.cbColumn',
        when: isSelectCallbackType,
      },
      {
        control: 'switch',
        option: 'linkage',
        label: 'properties.labels.linkage',
        when: isSelectCallbackType,
      },
      {
        control: 'editor',
        editor: 'linkage',
        when: (item) => isSelectCallbackType(item) && optionOf(item, 'linkage') === true,
      },
    ],
  },
];

// The template model is the original product's JSON, field for field, so stored templates load unchanged;
// the only addition is `schemaVersion`, which lets later changes migrate old templates (see migrate.ts).

/** Version of the template shape this package writes. Legacy templates (no field) are version 0. */
export const SCHEMA_VERSION = 1;

export type LabelPosition = 'left' | 'right' | 'top';
export type FormSize = 'medium' | 'small' | 'mini';

/** A form template: the field items plus the form-level config. */
export interface FormTemplate {
  schemaVersion: number;
  list: FieldItem[];
  config: FormConfig;
}

export interface FormConfig {
  labelPosition: LabelPosition;
  /** Label width in px, 0 to 200 (designer default 100, renderer default 120). */
  labelWidth: number;
  size: FormSize;
  /** Hidden fields are kept in the submitted data (default true). */
  outputHidden: boolean;
  hideRequiredMark: boolean;
  /** Text items placed beside required fields (same table row) show the required marker. */
  syncLabelRequired: boolean;
  customStyle: string;
  /** Scoring configuration of a scoring form (df = 2), kept as written. */
  Scoring?: unknown;
  [extra: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------
// Rules

/** 1 = regular expression `pattern`, 2 = condition expression `script` over the whole form data. */
export type RuleVtype = 1 | 2;
export type RuleTrigger = 'change' | 'blur';

export interface RuleRecord {
  required: boolean;
  /** Message shown when the rule fails (default '必填项'). */
  message: string;
  trigger: RuleTrigger[];
  vtype?: RuleVtype;
  pattern?: string;
  script?: string;
  [extra: string]: unknown;
}

// ---------------------------------------------------------------------------------------------------
// Option groups

export interface ChoiceOption {
  value: string | number;
  label: string;
  children?: ChoiceOption[];
  [extra: string]: unknown;
}

/** A linkage item of a choice field: its options follow another field. */
export interface LinkageItem {
  /** 1 = local: keep the options for which `script` is true (`$item` = option); 2 = remote query. */
  vtype: 1 | 2;
  /** The model this field's options depend on. */
  model: string;
  script?: string;
  /** Remote: query parameter name ... */
  queryKey?: string;
  /** ... and an expression over the form data giving its value (a bare model name works too). */
  queryValue?: string;
}

export interface CommonOptions {
  width?: string;
  defaultValue?: unknown;
  placeholder?: string;
  clearable?: boolean;
  maxLength?: number | null;
  prepend?: string;
  append?: string;
  /** Tooltip (the original spelling). */
  tooptip?: string;
  hidden: boolean;
  disabled: boolean;
  dynamicDisabled?: boolean;
  /** Expression: the field is disabled while it is true. */
  dynamicDisabledValue?: string;
  dynamicVisible?: boolean;
  /** Expression: the field is shown only while it is true. */
  dynamicVisibleValue?: string;
  dynamicHide?: boolean;
  /** Expression: the field is hidden while it is true. */
  dynamicHideValue?: string;
  /** Item label width in px; -1 = the form's. */
  labelWidth?: number | string;
  showLabel?: boolean;
  // Events and linkage (scripts run in the sandbox)
  focusEvent?: string;
  listenModel?: boolean;
  /** Comma-separated models whose change runs listenModelScript. */
  listenModelData?: string;
  listenModelScript?: string;
  selectCb?: string;
  clearCb?: string;
  cbColumn?: string;
  linkage?: boolean;
  linkData?: LinkageItem[];
  // Scoring forms (df = 2)
  StandardAnswer?: unknown;
  AnswerScore?: number | string;
  [extra: string]: unknown;
}

export interface InputOptions extends CommonOptions {
  type?: string;
}

export interface TextareaOptions extends CommonOptions {
  rows?: number;
  minRows?: number;
  maxRows?: number;
}

export interface NumberOptions extends CommonOptions {
  min: number;
  max: number;
  step: number;
  precision?: number;
}

/** 0 static, 1 remote (GET remoteFunc, list at dataPath), 2 dictionary (dictType). */
export type OptionSource = 0 | 1 | 2;

export interface ChoiceOptions extends CommonOptions {
  dynamic: OptionSource;
  options: ChoiceOption[];
  remoteFunc?: string;
  dataPath?: string;
  remoteValue?: string;
  remoteLabel?: string;
  remoteChildren?: string;
  dictType?: string;
  multiple?: boolean;
  showSearch?: boolean;
  onlineSearch?: boolean;
  onlineParams?: string;
  valueKey?: string;
}

export type DateType = 'year' | 'month' | 'date';

export interface DateOptions extends CommonOptions {
  dateType: DateType;
  /** Format in the original tokens (yyyy-MM-dd …); see dates.ts. */
  format: string;
  range?: boolean;
  rangeStartPlaceholder?: string;
  rangeEndPlaceholder?: string;
  rangeDefaultValue?: unknown[];
  inlineType?: string;
}

export interface RateOptions extends CommonOptions {
  max: number;
  allowHalf?: boolean;
}

export interface SliderOptions extends CommonOptions {
  min: number;
  max: number;
  step: number;
  showInput?: boolean;
  marks?: Record<string, string>;
  range?: boolean;
}

export interface SwitchOptions extends CommonOptions {
  activeText?: string;
  inactiveText?: string;
}

export interface ButtonOptions extends CommonOptions {
  type?: 'primary' | 'default' | 'dashed' | 'danger';
  textAlign?: 'left' | 'center' | 'right';
  /** Script run on click. */
  handle?: string;
  /** Script run on click after `handle`. */
  dynamicFun?: string;
}

export interface TextOptions extends CommonOptions {
  textAlign?: 'left' | 'center' | 'right';
  showRequiredMark?: boolean;
  /** Expression: the marker shows while it is true. */
  showRequiredMarkScript?: string;
}

export interface AlertOptions extends CommonOptions {
  title?: string;
  description?: string;
  type?: 'success' | 'warning' | 'info' | 'error';
  effect?: 'light' | 'dark';
  closable?: boolean;
  closeText?: string;
  center?: boolean;
  showIcon?: boolean;
}

export type HtmlOptions = CommonOptions;

export interface DividerOptions extends CommonOptions {
  direction?: 'horizontal' | 'vertical';
  orientation?: 'left' | 'center' | 'right';
}

export interface UploadHeader {
  label?: string;
  value?: string;
  key?: string;
}

export interface UploadOptions extends CommonOptions {
  action?: string;
  responseFileUrl?: string;
  accept?: string;
  /** MB, default 10. */
  limitSize: number;
  headers?: UploadHeader[];
  multiple?: boolean;
  /** Maximum number of files, default 10, at least 1. */
  limit: number;
  listType?: 'text' | 'picture' | 'picture-card';
}

export interface StateOptions extends CommonOptions {
  /** 1 province, 2 city, 3 district (default 3). */
  maxLevel: 1 | 2 | 3;
  oneByOne?: boolean;
  showAllPath?: boolean;
  /** At most 10 characters, default '-'. */
  separator: string;
}

export type AddressOptions = StateOptions;

export interface GridOptions extends CommonOptions {
  gutter: number;
}

export interface TableLayoutOptions extends CommonOptions {
  customClass?: string;
  customStyle?: string;
  bordered?: boolean;
  bright?: boolean;
  small?: boolean;
}

export type CardOptions = CommonOptions;

export interface ControlOptions extends CommonOptions {
  customClass?: string;
  customStyle?: string;
  bordered?: boolean;
  noAdd?: boolean;
  noRemove?: boolean;
  noCopy?: boolean;
}

export interface BatchOptions extends CommonOptions {
  labelPosition?: LabelPosition;
  scrollY?: number;
  customClass?: string;
  customStyle?: string;
  /** 'line'/'inline' edits in the row, 'dialog' in a dialog. */
  addType?: 'line' | 'inline' | 'dialog';
  /** Empty rows shown when the table has no data (default 4, at least 1). */
  defrows: number;
  /** Models shown as columns (all when empty). */
  showItem?: string[];
  colWidth?: Record<string, number | string>;
  showBorder?: boolean;
  hideSequence?: boolean;
  copyRow?: boolean;
  Firstfixed?: boolean;
  delBtnShow?: boolean;
  tabBtnShow?: boolean;
}

// ---------------------------------------------------------------------------------------------------
// Field items

interface ItemBase<T extends string, O> {
  type: T;
  label: string;
  /** Generated from the type plus a timestamp; unique within a template. */
  key: string;
  /** Palette letter of the original designer, kept as written. */
  index?: string;
  options: O;
  rules: RuleRecord[];
  [extra: string]: unknown;
}

interface ValueItem<T extends string, O> extends ItemBase<T, O> {
  /** Name of the field in the form data. */
  model: string;
}

export type InputItem = ValueItem<'input', InputOptions>;
export type TextareaItem = ValueItem<'textarea', TextareaOptions>;
export type NumberItem = ValueItem<'number', NumberOptions>;
export type RadioItem = ValueItem<'radio', ChoiceOptions>;
export type CheckboxItem = ValueItem<'checkbox', ChoiceOptions>;
export type SelectItem = ValueItem<'select', ChoiceOptions>;
export type CascaderItem = ValueItem<'cascader', ChoiceOptions>;
export type DateItem = ValueItem<'date', DateOptions>;
export type DatePickerItem = ValueItem<'datePicker', DateOptions>;
export type TimeItem = ValueItem<'time', DateOptions>;
export type RateItem = ValueItem<'rate', RateOptions>;
export type SwitchItem = ValueItem<'switch', SwitchOptions>;
export type SliderItem = ValueItem<'slider', SliderOptions>;
export type UploadImgItem = ValueItem<'uploadImg', UploadOptions>;
export type UploadFileItem = ValueItem<'uploadFile', UploadOptions>;
/** Region picker: value is a 6-digit code; the label goes to `<model>_label`. */
export type StateItem = ValueItem<'state', StateOptions>;
/** Region plus street address: value `{ state, address }`. */
export type AddressItem = ValueItem<'address', AddressOptions>;

export type AlertItem = ItemBase<'alert', AlertOptions>;
export type ButtonItem = ItemBase<'button', ButtonOptions>;
export type DividerItem = ItemBase<'divider', DividerOptions>;
export type HtmlItem = ItemBase<'html', HtmlOptions>;
export type TextItem = ItemBase<'text', TextOptions>;

export interface GridColumn {
  /** 1 to 24. */
  span: number;
  list: FieldItem[];
  [extra: string]: unknown;
}
export interface GridItem extends ItemBase<'grid', GridOptions> {
  columns: GridColumn[];
}

export interface TableCell {
  colspan: number;
  rowspan: number;
  list: FieldItem[];
  class?: string;
  style?: string;
  [extra: string]: unknown;
}
export interface TableRow {
  tds: TableCell[];
  [extra: string]: unknown;
}
export interface TableItem extends ItemBase<'table', TableLayoutOptions> {
  trs: TableRow[];
}

export interface CardItem extends ItemBase<'card', CardOptions> {
  list: FieldItem[];
}

/** Repeatable sub-form: value is an array of row objects keyed by the children's models. */
export interface ControlItem extends ValueItem<'control', ControlOptions> {
  list: FieldItem[];
}

/** Dynamic table: value is an array of TableRowRecord; `list` holds the columns. */
export interface BatchItem extends ValueItem<'batch', BatchOptions> {
  list: FieldItem[];
}

export type KnownFieldItem =
  | InputItem
  | TextareaItem
  | NumberItem
  | RadioItem
  | CheckboxItem
  | SelectItem
  | CascaderItem
  | DateItem
  | DatePickerItem
  | TimeItem
  | RateItem
  | SwitchItem
  | SliderItem
  | UploadImgItem
  | UploadFileItem
  | StateItem
  | AddressItem
  | AlertItem
  | ButtonItem
  | DividerItem
  | HtmlItem
  | TextItem
  | GridItem
  | TableItem
  | CardItem
  | ControlItem
  | BatchItem;

export type KnownFieldType = KnownFieldItem['type'];

/**
 * An item of a type this package does not know (a custom component): kept as written so that a
 * template round-trips; narrow with `isKnownItem` before switching on `type`.
 */
export interface CustomFieldItem extends ItemBase<string, CommonOptions> {
  model?: string;
  list?: FieldItem[];
}

export type FieldItem = KnownFieldItem | CustomFieldItem;

export type ContainerItem = GridItem | TableItem | CardItem | ControlItem | BatchItem;
export type ChoiceItem = RadioItem | CheckboxItem | SelectItem | CascaderItem;

// ---------------------------------------------------------------------------------------------------
// Data

export type FormData = Record<string, unknown>;

/** A dynamic-table row: generated `_id`, sort number `seq` (default 0), then the column values. */
export interface TableRowRecord {
  _id: string;
  seq: number;
  [model: string]: unknown;
}

export interface UploadedFile {
  name: string;
  size?: number;
  url: string;
}

export interface AddressValue {
  state: string;
  address: string;
}

// What a template may hold, value by value: the type and range of every form setting and of every
// option the engine, the renderer and the designer read. The import (import.ts) reports each value
// that breaks these rules as an issue and drops it, so its default applies; the server refuses a
// template with any issue. Checked in one pass over the template, before anything recurses into it.

import { formatPath, type PathSegment } from './paths.js';
import { chineseText, type CoreKey, type CoreTranslate } from './text.js';

/**
 * How deep a template's JSON may nest (arrays and objects). Every container level takes two (card,
 * sub-form) to six (table cell) of them, so a form of about 16 nested tables still loads; a template
 * nested deeper is refused before any recursive copy, check or render could run out of stack.
 */
export const MAX_TEMPLATE_DEPTH = 100;

/** Keys that would reach an object's prototype when copied by assignment. */
const UNSAFE_KEYS = new Set(['__proto__']);
/** Model names that collide with what every object inherits. */
const RESERVED_MODELS = new Set(['__proto__', 'constructor', 'prototype']);

export interface ShapeProblem {
  /** Where: `config.labelWidth`, `list[2].options.limit`. */
  at: string;
  message: string;
}

/** A template that cannot be loaded at all: nested too deep, or a key that reaches a prototype. */
export interface StructureProblem extends ShapeProblem {
  code: 'tooDeep' | 'unsafeKey';
}

interface Frame {
  value: unknown;
  depth: number;
  parent: Frame | undefined;
  key: PathSegment | undefined;
}

function pathOf(frame: Frame): string {
  const segments: PathSegment[] = [];
  for (let f: Frame | undefined = frame; f?.key !== undefined; f = f.parent) segments.push(f.key);
  const path = formatPath(segments.reverse());
  // A path hundreds of levels long says no more than its two ends.
  return path.length > 160 ? `${path.slice(0, 60)}…${path.slice(-80)}` : path;
}

/**
 * The first place where a raw template nests deeper than MAX_TEMPLATE_DEPTH or uses a `__proto__`
 * key, or undefined. Iterative, so that the check itself cannot run out of stack.
 */
export function unsafeStructure(
  value: unknown,
  t: CoreTranslate = chineseText,
): StructureProblem | undefined {
  const stack: Frame[] = [{ value, depth: 1, parent: undefined, key: undefined }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const v = frame.value;
    if (v === null || typeof v !== 'object') continue;
    if (frame.depth > MAX_TEMPLATE_DEPTH) {
      return {
        code: 'tooDeep',
        at: pathOf(frame),
        message: t('template.tooDeep', { max: MAX_TEMPLATE_DEPTH }),
      };
    }
    if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ value: v[i], depth: frame.depth + 1, parent: frame, key: i });
      }
      continue;
    }
    for (const key of Object.keys(v)) {
      const child: Frame = { value: undefined, depth: frame.depth + 1, parent: frame, key };
      if (UNSAFE_KEYS.has(key)) {
        return { code: 'unsafeKey', at: pathOf(child), message: t('template.unsafeKey', { key }) };
      }
      child.value = (v as Record<string, unknown>)[key];
      stack.push(child);
    }
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------------
// Value checks: each gives the problem with a value at `at`, worded by `t`, or undefined when it is
// acceptable.

export type ValueCheck = (value: unknown, at: string, t: CoreTranslate) => ShapeProblem | undefined;

const problem = (at: string, message: string): ShapeProblem => ({ at, message });

const bool: ValueCheck = (v, at, t) => (typeof v === 'boolean' ? undefined : problem(at, t('shape.boolean')));

const text =
  (max: number): ValueCheck =>
  (v, at, t) =>
    typeof v !== 'string'
      ? problem(at, t('shape.text'))
      : v.length > max
        ? problem(at, t('shape.maxChars', { max }))
        : undefined;

const int =
  (min: number, max: number): ValueCheck =>
  (v, at, t) =>
    typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max
      ? undefined
      : problem(at, t('shape.integer', { min, max }));

const num =
  (min: number, max: number): ValueCheck =>
  (v, at, t) =>
    typeof v === 'number' && Number.isFinite(v) && v >= min && v <= max
      ? undefined
      : problem(at, t('shape.number', { min, max }));

/** A number, or text that reads as one within the range ('' too: no value). */
const numeric =
  (min: number, max: number): ValueCheck =>
  (v, at, t) => {
    const n = typeof v === 'string' ? (v.trim() === '' ? min : Number(v)) : v;
    return typeof n === 'number' && Number.isFinite(n) && n >= min && n <= max
      ? undefined
      : problem(at, t('shape.number', { min, max }));
  };

const oneOf =
  (...values: readonly unknown[]): ValueCheck =>
  (v, at, t) =>
    values.includes(v)
      ? undefined
      : problem(
          at,
          t('shape.oneOf', {
            values: values.map((x) => JSON.stringify(x)).join(t('shape.listSeparator')),
          }),
        );

const nullish: ValueCheck = (v, at, t) =>
  v === null || v === '' ? undefined : problem(at, t('shape.empty'));

/** Passes when one of the checks passes; otherwise the message at `key`. */
const either =
  (key: CoreKey, ...checks: ValueCheck[]): ValueCheck =>
  (v, at, t) =>
    checks.some((c) => c(v, at, t) === undefined) ? undefined : problem(at, t(key));

const arrayOf =
  (item: ValueCheck, max = 10_000): ValueCheck =>
  (v, at, t) => {
    if (!Array.isArray(v)) return problem(at, t('shape.array'));
    if (v.length > max) return problem(at, t('shape.maxItems', { max }));
    for (let i = 0; i < v.length; i++) {
      const found = item(v[i], `${at}[${i}]`, t);
      if (found) return found;
    }
    return undefined;
  };

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  v !== null && typeof v === 'object' && !Array.isArray(v);

/** An object whose listed keys pass their checks (other keys are kept as written). */
const objectOf =
  (fields: Record<string, ValueCheck>): ValueCheck =>
  (v, at, t) => {
    if (!isPlainObject(v)) return problem(at, t('shape.object'));
    for (const [key, check] of Object.entries(fields)) {
      if (v[key] === undefined) continue;
      const found = check(v[key], `${at}.${key}`, t);
      if (found) return found;
    }
    return undefined;
  };

/** An object whose every value passes `value` (colWidth, marks). */
const recordOf =
  (value: ValueCheck): ValueCheck =>
  (v, at, t) => {
    if (!isPlainObject(v)) return problem(at, t('shape.object'));
    for (const [key, entry] of Object.entries(v)) {
      const found = value(entry, `${at}.${key}`, t);
      if (found) return found;
    }
    return undefined;
  };

const scalar: ValueCheck = (v, at, t) =>
  v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean'
    ? undefined
    : problem(at, t('shape.scalar'));

// ---------------------------------------------------------------------------------------------------
// The rules

const SCRIPT = text(100_000);
const EXPRESSION = text(10_000);
const SHORT = text(200);
const NAME = text(500);
const LONG = text(20_000);
const CSS = text(20_000);
const SAFE = Number.MAX_SAFE_INTEGER;

/** The value of a choice option, or a path of them (cascader). */
const choiceValue = either('shape.textOrNumber', text(10_000), num(-SAFE, SAFE), bool);
const choiceOption: ValueCheck = (v, at, t) =>
  objectOf({
    value: choiceValue,
    label: either('shape.textOrNumber', text(10_000), num(-SAFE, SAFE)),
    children: arrayOf(choiceOption),
  })(v, at, t);

const linkageItem = objectOf({
  vtype: oneOf(1, 2, '1', '2'),
  model: SHORT,
  script: EXPRESSION,
  queryKey: SHORT,
  queryValue: EXPRESSION,
});

/** A default value: text, a number, a choice or a list of them (checkbox, multiple select, range). */
const defaultValue = either(
  'shape.defaultValue',
  scalar,
  arrayOf(either('shape.defaultValue', scalar, arrayOf(scalar), recordOf(scalar))),
  recordOf(scalar),
);

/** Options every item may carry (spec forms.md §3, common, events and linkage, scoring). */
const COMMON_OPTIONS: Record<string, ValueCheck> = {
  width: either('shape.width', text(50), num(0, 100_000)),
  defaultValue,
  placeholder: NAME,
  clearable: bool,
  maxLength: either('shape.maxLength', nullish, int(0, 1_000_000)),
  prepend: NAME,
  append: NAME,
  tooptip: LONG,
  hidden: bool,
  disabled: bool,
  dynamicDisabled: bool,
  dynamicDisabledValue: EXPRESSION,
  dynamicVisible: bool,
  dynamicVisibleValue: EXPRESSION,
  dynamicHide: bool,
  dynamicHideValue: EXPRESSION,
  labelWidth: either('shape.labelWidth', numeric(-1, 1000)),
  showLabel: bool,
  focusEvent: SCRIPT,
  listenModel: bool,
  listenModelData: LONG,
  listenModelScript: SCRIPT,
  selectCb: SCRIPT,
  clearCb: SCRIPT,
  cbColumn: LONG,
  linkage: bool,
  linkData: arrayOf(linkageItem, 100),
  StandardAnswer: defaultValue,
  AnswerScore: numeric(0, 100_000),
  customClass: SHORT,
  customStyle: CSS,
};

const CHOICE_OPTIONS: Record<string, ValueCheck> = {
  dynamic: oneOf(0, 1, 2, '0', '1', '2'),
  options: arrayOf(choiceOption),
  remoteFunc: LONG,
  dataPath: NAME,
  remoteValue: NAME,
  remoteLabel: NAME,
  remoteChildren: NAME,
  dictType: NAME,
  multiple: bool,
  showSearch: bool,
  onlineSearch: bool,
  onlineParams: LONG,
  valueKey: NAME,
};

const DATE_OPTIONS: Record<string, ValueCheck> = {
  dateType: SHORT,
  format: SHORT,
  range: bool,
  rangeStartPlaceholder: NAME,
  rangeEndPlaceholder: NAME,
  rangeDefaultValue: arrayOf(scalar, 2),
  inlineType: SHORT,
};

const UPLOAD_OPTIONS: Record<string, ValueCheck> = {
  action: LONG,
  responseFileUrl: NAME,
  accept: NAME,
  limitSize: num(0.001, 1024),
  headers: arrayOf(objectOf({ label: NAME, value: LONG, key: NAME }), 100),
  multiple: bool,
  limit: int(1, 100),
  listType: SHORT,
};

const REGION_OPTIONS: Record<string, ValueCheck> = {
  maxLevel: oneOf(1, 2, 3),
  oneByOne: bool,
  showAllPath: bool,
  separator: text(10_000),
};

const NUMBER_RANGE = num(-SAFE, SAFE);

/** Options of each type beyond the common ones. */
const TYPE_OPTIONS: Record<string, Record<string, ValueCheck>> = {
  input: { type: SHORT },
  textarea: { rows: int(1, 999), minRows: int(1, 999), maxRows: int(1, 999) },
  number: {
    min: NUMBER_RANGE,
    max: NUMBER_RANGE,
    step: num(0, SAFE),
    precision: int(0, 100),
  },
  radio: CHOICE_OPTIONS,
  checkbox: CHOICE_OPTIONS,
  select: CHOICE_OPTIONS,
  cascader: CHOICE_OPTIONS,
  date: DATE_OPTIONS,
  datePicker: DATE_OPTIONS,
  time: DATE_OPTIONS,
  rate: { max: int(1, 100), allowHalf: bool },
  slider: {
    min: NUMBER_RANGE,
    max: NUMBER_RANGE,
    step: num(0, SAFE),
    showInput: bool,
    range: bool,
    marks: recordOf(either('shape.mark', text(500), recordOf(scalar))),
  },
  switch: { activeText: NAME, inactiveText: NAME },
  uploadImg: UPLOAD_OPTIONS,
  uploadFile: UPLOAD_OPTIONS,
  state: REGION_OPTIONS,
  address: REGION_OPTIONS,
  button: { type: SHORT, textAlign: SHORT, handle: SCRIPT, dynamicFun: SCRIPT },
  text: { textAlign: SHORT, showRequiredMark: bool, showRequiredMarkScript: EXPRESSION },
  alert: {
    title: NAME,
    description: LONG,
    type: SHORT,
    effect: SHORT,
    closable: bool,
    closeText: SHORT,
    center: bool,
    showIcon: bool,
  },
  html: { defaultValue: text(200_000) },
  divider: { direction: SHORT, orientation: SHORT },
  grid: { gutter: int(0, 200) },
  table: { bordered: bool, bright: bool, small: bool },
  control: { bordered: bool, noAdd: bool, noRemove: bool, noCopy: bool },
  batch: {
    labelPosition: oneOf('left', 'right', 'top'),
    scrollY: int(0, 100_000),
    addType: SHORT,
    defrows: int(1, 100),
    showItem: arrayOf(NAME, 1000),
    colWidth: recordOf(either('shape.width', text(50), num(0, 100_000))),
    showBorder: bool,
    hideSequence: bool,
    copyRow: bool,
    Firstfixed: bool,
    delBtnShow: bool,
    tabBtnShow: bool,
  },
};

/** The form-level settings (spec §3, §9: label width 0 to 200). */
const CONFIG: Record<string, ValueCheck> = {
  labelPosition: oneOf('left', 'right', 'top'),
  labelWidth: int(0, 200),
  size: oneOf('medium', 'small', 'mini'),
  outputHidden: bool,
  hideRequiredMark: bool,
  syncLabelRequired: bool,
  customStyle: CSS,
};

const RULE: Record<string, ValueCheck> = {
  required: bool,
  message: NAME,
  trigger: either('shape.trigger', text(50), arrayOf(text(50), 10)),
  vtype: oneOf(0, 1, 2, '0', '1', '2', null, ''),
  pattern: LONG,
  script: EXPRESSION,
};

/** A problem with one setting of an object (a config key, an option, a rule field). */
export interface SettingProblem extends ShapeProblem {
  /** The setting whose value is wrong (the problem may lie deeper inside it). */
  key: string;
}

function checkAll(
  rules: Record<string, ValueCheck>,
  value: Record<string, unknown>,
  at: string,
  t: CoreTranslate,
): SettingProblem[] {
  const out: SettingProblem[] = [];
  for (const key of Object.keys(value)) {
    const check = Object.hasOwn(rules, key) ? rules[key] : undefined;
    if (!check || value[key] === undefined) continue;
    const found = check(value[key], `${at}.${key}`, t);
    if (found) out.push({ ...found, key });
  }
  return out;
}

/** Problems with a template's form settings (one per setting). */
export function configProblems(
  config: Record<string, unknown>,
  at = 'config',
  t: CoreTranslate = chineseText,
): SettingProblem[] {
  return checkAll(CONFIG, config, at, t);
}

const typeRules = new Map<string, Record<string, ValueCheck>>();

/** Problems with an item's options (one per option): the common rules and its type's own. */
export function optionProblems(
  type: string,
  options: Record<string, unknown>,
  at: string,
  t: CoreTranslate = chineseText,
): SettingProblem[] {
  let rules = typeRules.get(type);
  if (!rules) {
    rules = Object.hasOwn(TYPE_OPTIONS, type) ? { ...COMMON_OPTIONS, ...TYPE_OPTIONS[type] } : COMMON_OPTIONS;
    if (Object.hasOwn(TYPE_OPTIONS, type)) typeRules.set(type, rules);
  }
  return checkAll(rules, options, at, t);
}

/** Problems with one rule record (one per field). */
export function ruleProblems(
  rule: Record<string, unknown>,
  at: string,
  t: CoreTranslate = chineseText,
): SettingProblem[] {
  return checkAll(RULE, rule, at, t);
}

/** Why a model name cannot name a data field, or undefined. */
export function modelProblem(
  model: unknown,
  at: string,
  t: CoreTranslate = chineseText,
): ShapeProblem | undefined {
  if (typeof model !== 'string') return problem(at, t('shape.modelText'));
  if (model.length > 100) return problem(at, t('shape.modelLength'));
  // Paths are `parent[0].model`: these characters would split one name into several.
  if (/[.[\]\s]/.test(model)) return problem(at, t('shape.modelCharacters'));
  if (RESERVED_MODELS.has(model)) return problem(at, t('shape.modelReserved', { model }));
  return undefined;
}

export { isPlainObject };

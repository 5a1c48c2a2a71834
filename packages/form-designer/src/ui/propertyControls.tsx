// Small controls of the properties panel, each bound to one option of the selected item. Expressions
// are checked with form-core's parser and scripts with the sandbox's compiler as the user types, and
// a problem is shown under the field.
import { Input, InputNumber, Select, Switch } from 'antd';
import {
  checkExpression,
  InThreadScriptRunner,
  SCRIPT_ENGINE_LOST_MESSAGE,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_STACK_MESSAGE,
  SCRIPT_TIMEOUT_MESSAGE,
  type FieldItem,
} from '@platform/form-core';
import { memo, useEffect, useId, useState, type CSSProperties, type ReactNode } from 'react';
import { useDesignerText } from '../i18n';
import { chineseText, coreText, type DesignerTranslate } from '../text';

/**
 * A labelled row of the panel. Lighter than antd's Form.Item (no field store, no grid): the panel of a
 * selected field mounts a few dozen of them, and selection must stay well under 50 ms.
 */
export function Prop({
  label,
  htmlFor,
  help,
  validateStatus,
  children,
  style,
}: {
  label?: ReactNode;
  htmlFor?: string;
  help?: ReactNode;
  validateStatus?: 'error';
  children: ReactNode;
  style?: CSSProperties;
}) {
  return (
    <div className={`fd-prop${validateStatus === 'error' ? ' fd-prop-error' : ''}`} style={style}>
      {label !== undefined && (
        <label className="fd-prop-label" htmlFor={htmlFor}>
          {label}
        </label>
      )}
      {children}
      {help && <div className="fd-prop-help">{help}</div>}
    </div>
  );
}

export type Edit = (update: (item: FieldItem) => FieldItem, coalesce?: string) => void;

export interface BoundProps {
  item: FieldItem;
  edit: Edit;
  name: string;
  label: ReactNode;
}

export const optionOf = (item: FieldItem, name: string): unknown =>
  (item.options as Record<string, unknown>)[name];

/**
 * Sets one option of the selected item. Typing in one option is one undo step: the reducer ends such a
 * run at every selection, so the option's name alone tells runs apart.
 */
export function setOption(edit: Edit, name: string, value: unknown, coalesce = true) {
  edit(
    (i) => ({ ...i, options: { ...i.options, [name]: value } }) as FieldItem,
    coalesce ? `options.${name}` : undefined,
  );
}

const same = (a: unknown, b: unknown) =>
  Object.is(a, b) || (Array.isArray(a) && Array.isArray(b) && JSON.stringify(a) === JSON.stringify(b));

/**
 * A bound control reads nothing of its item but its own option, so it re-renders only when that
 * option or one of its other props changes: selecting another field updates the rows whose values
 * differ, not every antd control of the panel (with 300 fields a selection must paint within 50 ms).
 */
function sameBinding<P extends BoundProps>(a: P, b: P): boolean {
  const keys = Object.keys(b) as (keyof P)[];
  if (keys.length !== Object.keys(a).length) return false;
  for (const k of keys) if (k !== 'item' && !same(a[k], b[k])) return false;
  return Object.is(optionOf(a.item, a.name), optionOf(b.item, b.name));
}

export const OptText = memo(function OptText({
  item,
  edit,
  name,
  label,
  textarea,
  maxLength,
  placeholder,
}: BoundProps & {
  textarea?: boolean;
  maxLength?: number;
  placeholder?: string;
}) {
  const value = optionOf(item, name);
  const text = value === undefined || value === null ? '' : String(value);
  const id = useId();
  const onChange = (v: string) => setOption(edit, name, maxLength ? v.slice(0, maxLength) : v);
  return (
    <Prop label={label} htmlFor={id}>
      {textarea ? (
        <Input.TextArea
          id={id}
          value={text}
          rows={2}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
        />
      ) : (
        <Input
          id={id}
          value={text}
          maxLength={maxLength}
          showCount={!!maxLength}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
        />
      )}
    </Prop>
  );
}, sameBinding);

export const OptNumber = memo(function OptNumber({
  item,
  edit,
  name,
  label,
  min,
  max,
  step = 1,
  precision,
  help,
  fallback,
}: BoundProps & {
  min?: number;
  max?: number;
  step?: number;
  precision?: number;
  help?: ReactNode;
  /** What the renderer uses while the option is unset, shown as the value (labelWidth -1). */
  fallback?: number;
}) {
  const raw = optionOf(item, name);
  const value = raw === '' || raw === undefined || raw === null ? (fallback ?? null) : Number(raw);
  const id = useId();
  return (
    <Prop label={label} htmlFor={id} help={help}>
      <InputNumber
        id={id}
        style={{ width: '100%' }}
        value={Number.isFinite(value) ? value : null}
        min={min}
        max={max}
        step={step}
        precision={precision}
        onChange={(v) => {
          if (v === null) return setOption(edit, name, undefined);
          const clamped = Math.min(max ?? Infinity, Math.max(min ?? -Infinity, Number(v)));
          setOption(edit, name, clamped);
        }}
      />
    </Prop>
  );
}, sameBinding);

/**
 * Options the renderer treats as on unless set to false (packages/form-renderer: `o.<name> !== false`):
 * a field without them, such as one of a legacy template, shows them on.
 */
const ON_UNLESS_FALSE = new Set([
  'showLabel',
  'clearable',
  'showAllPath',
  'bordered',
  'showBorder',
  'copyRow',
  'delBtnShow',
  'tabBtnShow',
]);

export const OptSwitch = memo(function OptSwitch({ item, edit, name, label }: BoundProps) {
  const value = optionOf(item, name);
  return (
    <Prop label={label}>
      <Switch
        aria-label={typeof label === 'string' ? label : name}
        checked={ON_UNLESS_FALSE.has(name) ? value !== false : value === true}
        onChange={(v) => setOption(edit, name, v, false)}
      />
    </Prop>
  );
}, sameBinding);

export const OptSelect = memo(function OptSelect<T extends string | number>({
  item,
  edit,
  name,
  label,
  options,
  allowClear,
  fallback,
}: BoundProps & {
  options: { value: T; label: string }[];
  allowClear?: boolean;
  /** What the renderer uses while the option is unset, shown as the value. */
  fallback?: T;
}) {
  const value = optionOf(item, name) as T | undefined;
  return (
    <Prop label={label}>
      <Select<T>
        aria-label={typeof label === 'string' ? label : name}
        // Full width like the panel's other controls (an empty select shrinks to its arrow).
        style={{ width: '100%' }}
        value={value === undefined || value === null ? fallback : value}
        options={options}
        allowClear={allowClear}
        onChange={(v) => setOption(edit, name, v, false)}
      />
    </Prop>
  );
}, sameBinding) as <T extends string | number>(
  props: BoundProps & { options: { value: T; label: string }[]; allowClear?: boolean; fallback?: T },
) => ReactNode;

/** Why an expression cannot be used, or undefined when it parses (empty is fine). */
export function expressionProblem(source: unknown, t: DesignerTranslate = chineseText): string | undefined {
  if (typeof source !== 'string' || source.trim() === '') return undefined;
  const check = checkExpression(source, coreText(t));
  return check.ok ? undefined : t('properties.problems.expression', { message: check.error.message });
}

/** An expression option, flagged while the engine cannot parse it. */
export const OptExpression = memo(function OptExpression({
  item,
  edit,
  name,
  label,
  placeholder,
}: BoundProps & { placeholder?: string }) {
  const t = useDesignerText();
  const value = optionOf(item, name);
  const problem = expressionProblem(value, t);
  const id = useId();
  return (
    <Prop label={label} validateStatus={problem ? 'error' : undefined} help={problem} htmlFor={id}>
      <Input
        id={id}
        value={typeof value === 'string' ? value : ''}
        placeholder={placeholder ?? t('properties.placeholders.expression')}
        onChange={(e) => setOption(edit, name, e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
    </Prop>
  );
}, sameBinding);

/** Parses scripts in this thread (only parses: see below); loads the engine on first use. */
const scriptChecker = new InThreadScriptRunner({ timeMs: 50 });

/**
 * The sandbox's limits: reached while only parsing, they say the machine was busy, not that the script
 * is wrong (and they are worded in Chinese whatever the page's language).
 */
const LIMITS: ReadonlySet<string | undefined> = new Set([
  SCRIPT_TIMEOUT_MESSAGE,
  SCRIPT_MEMORY_MESSAGE,
  SCRIPT_STACK_MESSAGE,
  SCRIPT_ENGINE_LOST_MESSAGE,
]);

/** Whether a script compiles: it is wrapped so that nothing of it runs (the sandbox only parses it). */
export async function scriptProblem(
  source: string,
  t: DesignerTranslate = chineseText,
): Promise<string | undefined> {
  if (source.trim() === '') return undefined;
  let outcome;
  try {
    outcome = await scriptChecker.run(`return;\n${source}`, { data: {} });
  } catch {
    // The sandbox could not load (offline, blocked): the script is not judged rather than misjudged.
    return undefined;
  }
  if (outcome.ok || LIMITS.has(outcome.error)) return undefined;
  return t('properties.problems.script', { message: outcome.error });
}

/** A script option (run in the sandbox), flagged while it does not compile. */
export const OptScript = memo(function OptScript({ item, edit, name, label }: BoundProps) {
  const t = useDesignerText();
  const value = optionOf(item, name);
  const source = typeof value === 'string' ? value : '';
  const [problem, setProblem] = useState<string>();
  const id = useId();
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      void scriptProblem(source, t).then((p) => live && setProblem(p));
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [source, t]);
  return (
    <Prop label={label} validateStatus={problem ? 'error' : undefined} help={problem} htmlFor={id}>
      <Input.TextArea
        id={id}
        value={source}
        rows={2}
        placeholder="$.total = $.price * $.count"
        onChange={(e) => setOption(edit, name, e.target.value)}
        style={{ fontFamily: 'monospace' }}
      />
    </Prop>
  );
}, sameBinding);

/** A group of the panel; a closed group is not rendered at all (it opens on click). */
export function Section({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <>
      <button type="button" className="fd-section" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span className="fd-section-arrow">{open ? '▾' : '▸'}</span>
        {title}
      </button>
      {open && children}
    </>
  );
}

// The rules of §5 as pure functions over a template and its data. The store calls them per field;
// the server calls validateSubmission on submitted data with the same results.

import { compileExpression, evaluateCondition, type ExpressionError } from './expression.js';
import { childLists, DEFAULT_RULE_MESSAGE, hasModel, isRowContainer, TEXT_TYPES } from './catalog.js';
import type { FieldError, FormMode, ValidationResult } from './api.js';
import type { FieldItem, FormData, FormTemplate, RuleRecord } from './types.js';
import { chineseText, type CoreTranslate } from './text.js';

/** Reports an expression or pattern that could not be evaluated (for the designer), never thrown. */
export type ExpressionErrorReporter = (path: string, source: string, error: ExpressionError) => void;

/** Whether a value counts as not filled in. Text entries also treat whitespace-only as empty. */
export function isEmptyValue(value: unknown, type?: string): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string')
    return TEXT_TYPES.has(type ?? '') || type === undefined ? value.trim() === '' : value === '';
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'number') return Number.isNaN(value);
  if (typeof value === 'object' && type === 'address') {
    return Object.values(value as Record<string, unknown>).every((v) => isEmptyValue(v));
  }
  return false;
}

const patternCache = new Map<string, RegExp | Error>();

/** A rule pattern as the designer wrote it: `^\d+$` or `/^\d+$/i`. */
export function compilePattern(pattern: string): RegExp | Error {
  const cached = patternCache.get(pattern);
  if (cached) return cached;
  let compiled: RegExp | Error;
  try {
    const literal = /^\/(.*)\/([dgimsuy]*)$/s.exec(pattern);
    compiled = literal
      ? new RegExp(literal[1] ?? '', (literal[2] ?? '').replace('g', ''))
      : new RegExp(pattern);
  } catch (e) {
    compiled = e instanceof Error ? e : new Error(String(e));
  }
  patternCache.set(pattern, compiled);
  return compiled;
}

export interface RuleContext {
  /** The whole form data (`$`). */
  data: FormData;
  /** The sub-form or table row the field belongs to (`$item`). */
  row?: unknown;
  path: string;
  /** Only rules listening to this event run; all rules when absent. */
  trigger?: 'change' | 'blur';
  onError?: ExpressionErrorReporter;
  /** Words the default required message and pattern errors (default Chinese). */
  translate?: CoreTranslate;
}

/**
 * A rule's message as shown: the designer's own words as written, the default one (filled in on
 * import) in the form's language.
 */
function ruleMessage(rule: RuleRecord, translate: CoreTranslate | undefined): string {
  return translate && rule.message === DEFAULT_RULE_MESSAGE ? translate('validation.required') : rule.message;
}

/**
 * The first failing rule's message, or undefined. The first rule's `required` applies to every rule
 * of the item; a pattern (vtype 1) is checked only on a filled-in value and passes when empty; a
 * condition (vtype 2) is evaluated over the whole form data.
 */
export function checkRules(item: FieldItem, value: unknown, ctx: RuleContext): string | undefined {
  const rules: RuleRecord[] = item.rules ?? [];
  if (rules.length === 0) return undefined;
  const required = rules[0]?.required === true;
  const empty = isEmptyValue(value, item.type);
  for (const rule of rules) {
    if (ctx.trigger && !rule.trigger.includes(ctx.trigger)) continue;
    if (required && empty) return ruleMessage(rule, ctx.translate);
    if (rule.vtype === 1) {
      if (empty || !rule.pattern) continue;
      const regex = compilePattern(rule.pattern);
      if (regex instanceof Error) {
        const translate = ctx.translate ?? chineseText;
        ctx.onError?.(ctx.path, rule.pattern, {
          message: translate('validation.invalidPattern', { reason: regex.message }),
        });
        continue;
      }
      const text = Array.isArray(value) ? value.join(',') : String(value);
      if (!regex.test(text)) return ruleMessage(rule, ctx.translate);
    } else if (rule.vtype === 2 && rule.script && rule.script.trim() !== '') {
      const script = rule.script;
      const ok = evaluateCondition(script, { $: ctx.data, $item: ctx.row ?? value }, (error) =>
        ctx.onError?.(ctx.path, script, error),
      );
      if (!ok) return ruleMessage(rule, ctx.translate);
    }
  }
  return undefined;
}

function nonEmpty(source: unknown): source is string {
  return typeof source === 'string' && source.trim() !== '';
}

/**
 * Visibility of §5: hidden when `options.hidden`, when a dynamic visibility expression is present and
 * false, or when a dynamic hide expression is present and true.
 */
export function isItemVisible(
  item: FieldItem,
  data: FormData,
  row?: unknown,
  onError?: (source: string, error: ExpressionError) => void,
): boolean {
  const o = item.options;
  if (!o) return true;
  if (o.hidden === true) return false;
  const scope = { $: data, $item: row };
  if (o.dynamicVisible !== false && nonEmpty(o.dynamicVisibleValue)) {
    const source = o.dynamicVisibleValue;
    if (!evaluateCondition(source, scope, (e) => onError?.(source, e))) return false;
  }
  if (o.dynamicHide !== false && nonEmpty(o.dynamicHideValue)) {
    const source = o.dynamicHideValue;
    if (evaluateCondition(source, scope, (e) => onError?.(source, e))) return false;
  }
  return true;
}

/** Disabled by `options.disabled` or a dynamic disabled expression that is true. */
export function isItemDisabled(
  item: FieldItem,
  data: FormData,
  row?: unknown,
  onError?: (source: string, error: ExpressionError) => void,
): boolean {
  const o = item.options;
  if (!o) return false;
  if (o.disabled === true) return true;
  if (o.dynamicDisabled !== false && nonEmpty(o.dynamicDisabledValue)) {
    const source = o.dynamicDisabledValue;
    return evaluateCondition(source, { $: data, $item: row }, (e) => onError?.(source, e));
  }
  return false;
}

/** Models an item's expressions read (visibility, disabled, rule conditions, required marker). */
export function itemExpressionSources(item: FieldItem): string[] {
  const o = item.options ?? {};
  const sources: string[] = [];
  if (o.dynamicVisible !== false && nonEmpty(o.dynamicVisibleValue)) sources.push(o.dynamicVisibleValue);
  if (o.dynamicHide !== false && nonEmpty(o.dynamicHideValue)) sources.push(o.dynamicHideValue);
  if (o.dynamicDisabled !== false && nonEmpty(o.dynamicDisabledValue)) sources.push(o.dynamicDisabledValue);
  if (nonEmpty(o.showRequiredMarkScript)) sources.push(o.showRequiredMarkScript);
  for (const rule of item.rules ?? [])
    if (rule.vtype === 2 && nonEmpty(rule.script)) sources.push(rule.script);
  for (const link of o.linkData ?? []) {
    if (link && nonEmpty(link.script)) sources.push(link.script);
    if (link && nonEmpty(link.queryValue)) sources.push(link.queryValue);
  }
  return sources;
}

/** Union of the dependencies of an item's expressions ('*' = every field). */
export function itemDependencies(item: FieldItem): Set<string> {
  const deps = new Set<string>();
  for (const source of itemExpressionSources(item)) {
    for (const dep of compileExpression(source).deps) deps.add(dep);
  }
  return deps;
}

/** Whether an item is shown; `path` is `prefix + (model || key)`, `row` the enclosing row. */
export type VisibilityProbe = (item: FieldItem, path: string, row: unknown) => boolean;

export interface ValidateDataOptions {
  mode?: FormMode;
  onError?: ExpressionErrorReporter;
  /** Visibility as the renderer sees it (scripts may override); by default from the expressions. */
  isVisible?: VisibilityProbe;
  /** Words the default required message (default Chinese). */
  translate?: CoreTranslate;
}

/**
 * Validates all visible fields of a template against data: nested layout containers, sub-form rows
 * and dynamic-table rows included, with paths such as `members[1].name`. Preview mode skips rules.
 */
export function validateData(
  template: FormTemplate,
  data: FormData,
  options: ValidateDataOptions = {},
): ValidationResult {
  const errors: FieldError[] = [];
  if (options.mode === 'preview') return { valid: true, errors };
  const visit = (
    list: readonly FieldItem[],
    scope: Record<string, unknown>,
    prefix: string,
    row: unknown,
  ) => {
    for (const item of list) {
      const itemPath = `${prefix}${hasModel(item) ? item.model : item.key}`;
      const report = (source: string, error: ExpressionError) => options.onError?.(itemPath, source, error);
      const visible = options.isVisible
        ? options.isVisible(item, itemPath, row)
        : isItemVisible(item, data, row, report);
      if (!visible) continue;
      if (hasModel(item)) {
        const model = item.model as string;
        const path = `${prefix}${model}`;
        const value = scope[model];
        const message = checkRules(item, value, {
          data,
          row,
          path,
          ...(options.onError ? { onError: options.onError } : {}),
          ...(options.translate ? { translate: options.translate } : {}),
        });
        if (message !== undefined) errors.push({ path, model, label: item.label, message });
        if (isRowContainer(item) && Array.isArray(value)) {
          value.forEach((rowValue, i) => {
            const rowScope = (rowValue && typeof rowValue === 'object' ? rowValue : {}) as Record<
              string,
              unknown
            >;
            for (const child of childLists(item)) visit(child, rowScope, `${path}[${i}].`, rowScope);
          });
        }
        if (isRowContainer(item)) continue;
      }
      for (const child of childLists(item)) visit(child, scope, prefix, row);
    }
  };
  visit(template.list, data, '', undefined);
  return { valid: errors.length === 0, errors };
}

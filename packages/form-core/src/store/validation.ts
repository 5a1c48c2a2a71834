// Validation through the store: a field's rules on change or blur, the whole form on submit (the same
// validateData the server runs, with the store's visibility), and the errors shown on the fields.

import type { FieldError, FieldPath, ValidationResult } from '../api.js';
import { VALIDATION_FAILED_MESSAGE } from '../catalog.js';
import { shapeOutput } from '../data.js';
import { getIn } from '../paths.js';
import type { FormData } from '../types.js';
import { checkRules, validateData } from '../validate.js';
import type { Entry, StoreContext } from './context.js';
import { refresh } from './field-state.js';
import { settled } from './script-bridge.js';
import { flush, reportExpression } from './subscriptions.js';

/** Thrown (rejected) by getData when the form is invalid. */
export class FormValidationError extends Error {
  constructor(
    readonly errors: FieldError[],
    message: string = VALIDATION_FAILED_MESSAGE,
  ) {
    super(message);
    this.name = 'FormValidationError';
  }
}

function setError(ctx: StoreContext, path: FieldPath, message: string | undefined): void {
  if (ctx.errors.get(path) === message) return;
  if (message === undefined) ctx.errors.delete(path);
  else ctx.errors.set(path, message);
  const entry = ctx.entries.get(path);
  if (entry) refresh(ctx, entry);
}

/** Runs a field's rules (those of `trigger` when given); a field not shown has no error. */
export function validateEntry(
  ctx: StoreContext,
  entry: Entry,
  trigger?: 'change' | 'blur',
): string | undefined {
  if (ctx.mode === 'preview' || !entry.hasValue || !isShown(entry)) {
    setError(ctx, entry.path, undefined);
    return undefined;
  }
  const row = entry.rowSegments ? getIn(ctx.data, entry.rowSegments) : undefined;
  const message = checkRules(entry.item, getIn(ctx.data, entry.segments), {
    data: ctx.data,
    row,
    path: entry.path,
    ...(trigger ? { trigger } : {}),
    translate: ctx.translate,
    onError: (path, source, error) => reportExpression(ctx.subscriptions, path, source, error, ctx.translate),
  });
  setError(ctx, entry.path, message);
  return message;
}

/** Shown when the field and every enclosing container are visible. */
function isShown(entry: Entry): boolean {
  return entry.state.visible && entry.ancestors.every((a) => a.state.visible);
}

export function validateField(
  ctx: StoreContext,
  path: FieldPath,
  trigger?: 'change' | 'blur',
): string | undefined {
  const entry = ctx.entries.get(path);
  if (!entry) return undefined;
  const message = validateEntry(ctx, entry, trigger);
  flush(ctx.subscriptions);
  return message;
}

export function validateAll(ctx: StoreContext): ValidationResult {
  if (ctx.mode === 'preview') {
    clearErrors(ctx);
    flush(ctx.subscriptions);
    return { valid: true, errors: [] };
  }
  const result = validateData(ctx.template, ctx.data, {
    isVisible: (_item, path) => ctx.entries.get(path)?.state.visible ?? true,
    translate: ctx.translate,
    onError: (path, source, error) => reportExpression(ctx.subscriptions, path, source, error, ctx.translate),
  });
  const next = new Map(result.errors.map((e) => [e.path, e.message]));
  for (const path of [...ctx.errors.keys()]) if (!next.has(path)) setError(ctx, path, undefined);
  for (const [path, message] of next) setError(ctx, path, message);
  flush(ctx.subscriptions);
  return result;
}

/** Removes every error from the fields (the caller notifies). */
export function clearErrors(ctx: StoreContext): void {
  for (const path of [...ctx.errors.keys()]) setError(ctx, path, undefined);
}

/** Puts errors found elsewhere on the fields (the caller notifies); answers the paths that are not fields. */
export function showErrors(ctx: StoreContext, errors: Readonly<Record<FieldPath, string>>): FieldPath[] {
  const unknown: FieldPath[] = [];
  for (const [path, message] of Object.entries(errors)) {
    if (ctx.entries.has(path)) setError(ctx, path, message);
    else unknown.push(path);
  }
  return unknown;
}

/** The data to submit once pending scripts have run: validated, hidden fields stripped unless outputHidden. */
export async function validatedData(ctx: StoreContext): Promise<FormData> {
  await settled(ctx.scripts);
  if (ctx.mode !== 'preview') {
    const result = validateAll(ctx);
    if (!result.valid) throw new FormValidationError(result.errors, ctx.translate('validation.failed'));
  }
  return shapeOutput(ctx.template, ctx.data, (_item, path) => ctx.entries.get(path)?.state.visible ?? true);
}

// Who is told what: listeners per path (typing in a field notifies that field only), data listeners and
// form events. Changed paths are collected while the store works and announced once by flush.

import type { FieldPath, FormEvent } from '../api.js';
import { wordExpressionError, type ExpressionError } from '../expression.js';
import type { CoreTranslate } from '../text.js';

export interface Subscriptions {
  readonly byPath: Map<FieldPath, Set<() => void>>;
  readonly data: Set<() => void>;
  readonly events: Set<(event: FormEvent) => void>;
  /** Paths whose state changed since the last flush. */
  readonly changed: Set<FieldPath>;
  /** Expression errors already reported: each is reported once. */
  readonly reported: Set<string>;
}

export function createSubscriptions(): Subscriptions {
  return { byPath: new Map(), data: new Set(), events: new Set(), changed: new Set(), reported: new Set() };
}

export function subscribe(subs: Subscriptions, path: FieldPath, listener: () => void): () => void {
  let set = subs.byPath.get(path);
  if (!set) subs.byPath.set(path, (set = new Set()));
  set.add(listener);
  return () => {
    set.delete(listener);
    if (set.size === 0) subs.byPath.delete(path);
  };
}

export function subscribeData(subs: Subscriptions, listener: () => void): () => void {
  subs.data.add(listener);
  return () => subs.data.delete(listener);
}

export function onEvent(subs: Subscriptions, listener: (event: FormEvent) => void): () => void {
  subs.events.add(listener);
  return () => subs.events.delete(listener);
}

/** Notifies the listeners of every changed path, then the data listeners. */
export function flush(subs: Subscriptions): void {
  if (subs.changed.size === 0) return;
  const paths = [...subs.changed];
  subs.changed.clear();
  for (const path of paths) for (const listener of subs.byPath.get(path) ?? []) listener();
  for (const listener of subs.data) listener();
}

export function emit(subs: Subscriptions, event: FormEvent): void {
  for (const listener of subs.events) listener(event);
}

export function reportExpression(
  subs: Subscriptions,
  path: FieldPath,
  source: string,
  error: ExpressionError,
  translate: CoreTranslate,
): void {
  const id = `${path}\u0000${source}\u0000${error.message}`;
  if (subs.reported.has(id)) return;
  subs.reported.add(id);
  emit(subs, { type: 'expressionError', path, source, error: wordExpressionError(error, translate) });
}

export function unsubscribeAll(subs: Subscriptions): void {
  subs.byPath.clear();
  subs.data.clear();
  subs.events.clear();
}

// Choice options: designer edits that reset defaults, and remote option lists described as data.

import type { ChoiceOption, FieldItem } from './types.js';

/** Changing a choice's static options resets its default value (the old one may no longer exist). */
export function withStaticOptions<T extends FieldItem>(item: T, options: ChoiceOption[]): T {
  const multiple = item.type === 'checkbox' || item.options?.multiple === true || item.type === 'cascader';
  return { ...item, options: { ...item.options, options, defaultValue: multiple ? [] : '' } };
}

/** Lowering a rate's maximum below its default lowers the default. */
export function withRateMax<T extends FieldItem>(item: T, max: number): T {
  const def = Number(item.options?.defaultValue);
  const defaultValue = Number.isFinite(def) && def > max ? max : item.options?.defaultValue;
  return { ...item, options: { ...item.options, max, defaultValue } };
}

function readPath(source: unknown, path: string | undefined): unknown {
  if (!path) return source;
  let current = source;
  for (const part of path.split('.').filter(Boolean)) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.prototype.hasOwnProperty.call(current, part)
      ? (current as Record<string, unknown>)[part]
      : undefined;
  }
  return current;
}

/**
 * Options of a remote choice from the response of its GET: the list at `dataPath` (dotted), each
 * entry mapped through remoteValue / remoteLabel / remoteChildren (defaults value, label, children).
 */
export function pickRemoteOptions(item: FieldItem, response: unknown): ChoiceOption[] {
  const o = item.options ?? {};
  const list = readPath(response, typeof o.dataPath === 'string' ? o.dataPath : undefined);
  const valueKey = typeof o.remoteValue === 'string' && o.remoteValue ? o.remoteValue : 'value';
  const labelKey = typeof o.remoteLabel === 'string' && o.remoteLabel ? o.remoteLabel : 'label';
  const childrenKey =
    typeof o.remoteChildren === 'string' && o.remoteChildren ? o.remoteChildren : 'children';
  const map = (entries: unknown): ChoiceOption[] =>
    Array.isArray(entries)
      ? entries
          .filter((e) => e && typeof e === 'object')
          .map((e) => {
            const entry = e as Record<string, unknown>;
            const value = entry[valueKey];
            const option: ChoiceOption = {
              ...entry,
              value: typeof value === 'number' ? value : String(value ?? ''),
              label: String(entry[labelKey] ?? value ?? ''),
            };
            const children = entry[childrenKey];
            if (Array.isArray(children)) option.children = map(children);
            else delete option.children;
            return option;
          })
      : [];
  return map(list);
}

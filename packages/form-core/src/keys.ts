// Keys are the type plus a timestamp, as the original designer made them; models default to the key.

import { childLists, hasModel, isRowContainer } from './catalog.js';
import type { FieldItem } from './types.js';

let lastStamp = 0;

/**
 * `<type>_<timestamp>`, unique in this process: two keys made in the same millisecond get
 * consecutive stamps. Pass `taken` to also avoid the keys of a loaded template.
 */
export function generateKey(type: string, taken?: ReadonlySet<string>, now: () => number = Date.now): string {
  let stamp = Math.max(now(), lastStamp + 1);
  while (taken?.has(`${type}_${stamp}`)) stamp += 1;
  lastStamp = stamp;
  return `${type}_${stamp}`;
}

/** Every key of a template, nested items included. */
export function collectKeys(list: readonly FieldItem[]): Set<string> {
  const keys = new Set<string>();
  const visit = (items: readonly FieldItem[]) => {
    for (const item of items) {
      if (item.key) keys.add(item.key);
      for (const child of childLists(item)) visit(child);
    }
  };
  visit(list);
  return keys;
}

export interface DuplicateModel {
  model: string;
  /** Path of the data scope: '' for the form, `members` for a sub-form's rows. */
  scope: string;
  labels: string[];
}

/**
 * Models used by more than one item in the same data scope (the form, or the rows of one sub-form or
 * dynamic table). The designer asks for confirmation before saving when there are any.
 */
export function findDuplicateModels(list: readonly FieldItem[]): DuplicateModel[] {
  const duplicates: DuplicateModel[] = [];
  const scan = (items: readonly FieldItem[], scope: string) => {
    const seen = new Map<string, string[]>();
    const collect = (level: readonly FieldItem[]) => {
      for (const item of level) {
        if (hasModel(item)) {
          const model = item.model as string;
          seen.set(model, [...(seen.get(model) ?? []), item.label]);
          if (isRowContainer(item)) {
            for (const child of childLists(item)) scan(child, scope ? `${scope}.${model}` : model);
            continue;
          }
        }
        for (const child of childLists(item)) collect(child);
      }
    };
    collect(items);
    for (const [model, labels] of seen) if (labels.length > 1) duplicates.push({ model, scope, labels });
  };
  scan(list, '');
  return duplicates;
}

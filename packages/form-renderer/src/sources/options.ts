// Options of choice fields that come from elsewhere (spec §3 "Choice items"): a remote GET whose
// answer holds the list at `dataPath`, mapped by remoteValue/remoteLabel/remoteChildren; or a
// dictionary by its code. Pure functions here; the loading hook is in useOptionSource.
import type { ChoiceOption } from '@platform/form-core';

/** The list inside an answer: `dataPath` is a dot path ('data', 'data.records'); empty looks for one. */
export function listAt(body: unknown, dataPath: string | undefined): unknown[] {
  const path = (dataPath ?? '').trim();
  if (!path) {
    if (Array.isArray(body)) return body;
    const data = (body as { data?: unknown } | null)?.data;
    return Array.isArray(data) ? data : [];
  }
  let node: unknown = body;
  for (const key of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.prototype.hasOwnProperty.call(node, key))
      return [];
    node = (node as Record<string, unknown>)[key];
  }
  return Array.isArray(node) ? node : [];
}

export interface RemoteMapping {
  remoteValue?: string;
  remoteLabel?: string;
  remoteChildren?: string;
}

/** Maps remote records to options; records without a value are left out. */
export function toOptions(list: unknown[], mapping: RemoteMapping): ChoiceOption[] {
  const valueKey = mapping.remoteValue?.trim() || 'value';
  const labelKey = mapping.remoteLabel?.trim() || 'label';
  const childrenKey = mapping.remoteChildren?.trim() || 'children';
  const out: ChoiceOption[] = [];
  for (const record of list) {
    if (record === null || typeof record !== 'object') {
      if (typeof record === 'string' || typeof record === 'number')
        out.push({ value: record, label: String(record) });
      continue;
    }
    const r = record as Record<string, unknown>;
    const value = r[valueKey];
    if (typeof value !== 'string' && typeof value !== 'number') continue;
    const label = r[labelKey];
    const option: ChoiceOption = {
      value,
      label: label === undefined || label === null ? String(value) : String(label),
    };
    const children = r[childrenKey];
    if (Array.isArray(children) && children.length) option.children = toOptions(children, mapping);
    out.push(option);
  }
  return out;
}

/**
 * Query parameters of an online search: `onlineParams` is either the name of the parameter that
 * carries the typed text, or a JSON object of fixed parameters (the text then goes in `keyword`).
 */
export function onlineSearchParams(onlineParams: string | undefined, text: string): Record<string, unknown> {
  const raw = (onlineParams ?? '').trim();
  if (raw.startsWith('{')) {
    try {
      const fixed = JSON.parse(raw) as unknown;
      if (fixed && typeof fixed === 'object' && !Array.isArray(fixed)) return { ...fixed, keyword: text };
    } catch {
      // Not JSON: fall through to the parameter-name reading.
    }
  }
  return { [/^[A-Za-z_$][\w$]*$/.test(raw) ? raw : 'keyword']: text };
}

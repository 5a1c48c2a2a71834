// Field paths (`model`, `members[2].name`) and immutable reads/writes of form data along them.

import type { FieldPath } from './api.js';

export type PathSegment = string | number;

/** `a[1].b` → ['a', 1, 'b']. */
export function parsePath(path: FieldPath): PathSegment[] {
  const segments: PathSegment[] = [];
  const re = /([^.[\]]+)|\[(\d+)\]/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(path)) !== null) {
    if (m[1] !== undefined) segments.push(m[1]);
    else segments.push(Number(m[2]));
  }
  return segments;
}

/** ['a', 1, 'b'] → `a[1].b`. */
export function formatPath(segments: readonly PathSegment[]): FieldPath {
  let out = '';
  for (const s of segments) {
    if (typeof s === 'number') out += `[${s}]`;
    else out += out === '' ? s : `.${s}`;
  }
  return out;
}

/** Path of a cell: `rowPath(containerPath, i) + '.' + model`. */
export function rowPath(containerPath: FieldPath, index: number): FieldPath {
  return `${containerPath}[${index}]`;
}

export function getIn(data: unknown, segments: readonly PathSegment[]): unknown {
  let current = data;
  for (const s of segments) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[s];
  }
  return current;
}

/** A copy of `data` with the value at `segments` replaced; untouched branches are shared. */
export function setIn<T>(data: T, segments: readonly PathSegment[], value: unknown): T {
  if (segments.length === 0) return value as T;
  const [head, ...rest] = segments as [PathSegment, ...PathSegment[]];
  const container = (data ?? (typeof head === 'number' ? [] : {})) as Record<string | number, unknown>;
  const next = setIn(container[head], rest, value);
  if (Array.isArray(container)) {
    const copy = container.slice();
    copy[head as number] = next;
    return copy as T;
  }
  return { ...container, [head]: next } as T;
}

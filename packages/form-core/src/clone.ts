// Form data is JSON-shaped; a plain deep copy avoids depending on structuredClone typings or support.

export function cloneData<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v) => cloneData(v)) as T;
  if (value && typeof value === 'object') {
    if (value instanceof Date) return new Date(value.getTime()) as T;
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneData(v);
    return out as T;
  }
  return value;
}

// A valid value for a JSON schema, built the way a careful client would: defaults first, the first
// enum member, strings that satisfy the pattern, length and format. `pick` lets the caller decide a
// field itself (the isolation suite puts tenant ids there); it is asked for every field path.
import type { JsonSchema } from './openapi.js';

export type Pick = (path: string, name: string, schema: JsonSchema) => unknown;

let serial = 0;

/** Tries plausible strings until one satisfies the schema; undefined when none does. */
export function sampleString(schema: JsonSchema): string | undefined {
  const n = ++serial;
  const candidates: string[] = [];
  if (schema.format === 'email') candidates.push(`iso${n}@example.com`);
  if (schema.format === 'uri' || schema.format === 'url') candidates.push(`https://example.com/iso${n}`);
  if (schema.format === 'date-time') candidates.push(new Date().toISOString());
  if (schema.format === 'date') candidates.push(new Date().toISOString().slice(0, 10));
  if (schema.format === 'uuid') candidates.push(crypto.randomUUID());
  candidates.push(
    `iso${n}`,
    `Iso${n}`,
    `13${String(100_000_000 + n).slice(-9)}`,
    `/iso${n}`,
    `iso${n}@example.com`,
    `https://example.com/iso${n}`,
    `{}`,
    'x',
    `${n}`,
  );
  return candidates.find((c) => fits(schema, c));
}

function fits(schema: JsonSchema, s: string): boolean {
  if (schema.minLength !== undefined && s.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && s.length > schema.maxLength) return false;
  if (schema.enum && !schema.enum.includes(s)) return false;
  if (schema.pattern) {
    try {
      if (!new RegExp(schema.pattern, 'u').test(s)) return false;
    } catch {
      if (!new RegExp(schema.pattern).test(s)) return false;
    }
  }
  return true;
}

const typeOf = (schema: JsonSchema) => (Array.isArray(schema.type) ? schema.type[0] : schema.type);

/** The branch of a union a sample takes: the first one that is not just "null" or "empty string". */
export function firstBranch(schema: JsonSchema): JsonSchema | undefined {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return undefined;
  return (
    branches.find((b) => typeOf(b) !== 'null' && !(b.enum && b.enum.length === 1 && b.enum[0] === '')) ??
    branches[0]
  );
}

export function sample(schema: JsonSchema, path: string, pick: Pick, name = ''): unknown {
  const chosen = pick(path, name, schema);
  if (chosen !== undefined) return chosen;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const branch = firstBranch(schema);
  if (branch) return sample(branch, path, pick, name);
  if (schema.allOf?.length) return sample(Object.assign({}, ...schema.allOf) as JsonSchema, path, pick, name);
  switch (typeOf(schema)) {
    case 'object':
      return sampleObject(schema, path, pick);
    case 'array': {
      const count = schema.minItems ?? 0;
      return Array.from({ length: count }, () => sample(schema.items ?? {}, path, pick, name));
    }
    case 'integer':
    case 'number': {
      let v = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
      if (schema.maximum !== undefined) v = Math.min(v, schema.maximum);
      return v;
    }
    case 'boolean':
      return false;
    case 'string':
      return sampleString(schema) ?? '';
    default:
      return sampleString(schema) ?? '';
  }
}

/** Required properties, plus optional ones the picker wants (ids: every id a route takes is tried). */
function sampleObject(schema: JsonSchema, path: string, pick: Pick): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const required = new Set(schema.required ?? []);
  for (const [key, prop] of Object.entries(schema.properties ?? {})) {
    const childPath = path ? `${path}.${key}` : key;
    if (required.has(key)) {
      out[key] = sample(prop, childPath, pick, key);
    } else {
      const chosen = pick(childPath, key, prop);
      if (chosen !== undefined) out[key] = chosen;
    }
  }
  return out;
}

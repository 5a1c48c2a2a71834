// The two languages of the platform and what web, server and the form packages share to use them:
// choosing a language from a header or a stored choice, the shape a second catalogue must have, and
// `{{name}}` interpolation (i18next's syntax) for the packages that do not load i18next themselves.
// Kept free of zod so that the form packages can import it without the contract's schemas.

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
/** The spec's language: every string of the specification is Simplified Chinese. */
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return value === 'zh-CN' || value === 'en-US';
}

/** The platform language a language tag asks for (`en`, `en-GB`, `zh-Hans-CN`…), if any. */
export function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  if (primary === 'zh') return 'zh-CN';
  if (primary === 'en') return 'en-US';
  return undefined;
}

/**
 * The first platform language of an `Accept-Language` header, by its q-values (RFC 9110 §12.5.4);
 * `undefined` when it names none of them.
 */
export function languageOfAcceptLanguage(header: string | undefined | null): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((entry) => entry.q > 0 && Number.isFinite(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) {
    const language = languageOfTag(entry.tag);
    if (language) return language;
  }
  return undefined;
}

/**
 * What a second language's catalogue must be: the same keys as the first, each a string. A missing or
 * extra key fails type-checking where the catalogue is declared with `satisfies Catalogue<typeof zhCN>`.
 */
export type Catalogue<T> = { readonly [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };

/** The dotted keys of a catalogue (`sizes.default`), as i18next addresses nested entries. */
export type CatalogueKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${CatalogueKey<T[K]>}`;
}[keyof T & string];

export type TextParams = Record<string, string | number | undefined | null>;
/** Looks a key up and fills its `{{name}}` places. */
export type Translate<Key extends string = string> = (key: Key, params?: TextParams) => string;

/** Fills `{{name}}` places (spaces inside the braces allowed); an unknown name is left as written. */
export function interpolate(text: string, params?: TextParams): string {
  if (!params || !text.includes('{{')) return text;
  return text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined || value === null ? whole : String(value);
  });
}

/** The entry at a dotted key, or `undefined`. */
export function lookUp(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/**
 * A translate function over one catalogue, falling back to another (the Chinese one) for a key the
 * first lacks, and to the key itself; used where i18next is not loaded (the form packages' defaults).
 */
export function translateWith<T>(catalogue: T, fallback?: unknown): Translate<CatalogueKey<T>> {
  return (key, params) => interpolate(lookUp(catalogue, key) ?? lookUp(fallback, key) ?? key, params);
}

/** Every dotted key of a catalogue, for the tests that compare two languages. */
export function catalogueKeys(catalogue: unknown, prefix = ''): string[] {
  if (typeof catalogue !== 'object' || catalogue === null) return [prefix];
  return Object.entries(catalogue).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : catalogueKeys(value, `${prefix}${key}.`),
  );
}

/** The `{{name}}` places of a text, sorted: both languages of a key must use the same ones. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

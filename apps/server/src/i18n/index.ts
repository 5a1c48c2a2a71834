// The server's catalogue (issue 17): every text the API sends — the envelope's `msg`, field reasons,
// e-mail and SMS texts, sheet headers — is looked up here in the caller's language. Services throw and
// return `Text` values (a key and its parameters); they are put into words once, where the answer is
// written (http/error-handler.ts, the preSerialization hook in app.ts), in the request's language.
import {
  DEFAULT_LANGUAGE,
  interpolate,
  isLanguage,
  languageOfAcceptLanguage,
  lookUp,
  type CatalogueKey,
  type Language,
} from '@platform/contract/i18n';
import { serverCatalogues, type ServerCatalogue } from './catalogue.js';

export type { Language } from '@platform/contract/i18n';
export type ServerKey = CatalogueKey<ServerCatalogue>;

/** A parameter may itself be a text to translate (a unit, a named state), or a list of them. */
export type TextParam = string | number | null | undefined | Text | TextList;
export interface Text {
  readonly key: ServerKey;
  readonly params?: Readonly<Record<string, TextParam>>;
}
/** Items joined by the language's separator: `list` 甲、乙 / A, B; `sentence` 甲；乙 / A; B. */
export interface TextList {
  readonly items: readonly TextParam[];
  readonly separator: 'list' | 'sentence';
}

export function joined(items: readonly TextParam[], separator: TextList['separator'] = 'list'): TextList {
  return { items, separator };
}

function isTextList(value: unknown): value is TextList {
  return typeof value === 'object' && value !== null && 'items' in value && 'separator' in value;
}

const TEXT = Symbol('text');

/** A text to be put into words in the reader's language. */
export function text(key: ServerKey, params?: Record<string, TextParam>): Text {
  return { key, params, [TEXT]: true } as Text;
}

export function isText(value: unknown): value is Text {
  return typeof value === 'object' && value !== null && TEXT in value;
}

/** The words of a key in a language (the Chinese ones when a key were ever missing in English). */
export function t(language: Language, key: ServerKey, params?: Record<string, TextParam>): string {
  const entry =
    lookUp(serverCatalogues[language], key) ?? lookUp(serverCatalogues[DEFAULT_LANGUAGE], key) ?? key;
  if (!params) return interpolate(entry);
  const words: Record<string, string | number | null | undefined> = {};
  for (const [name, value] of Object.entries(params)) words[name] = render(language, value);
  return interpolate(entry, words);
}

/** A text, or a plain value (a user's data, a number), in words. */
export function render<V extends TextParam>(
  language: Language,
  value: V,
): V extends Text | TextList ? string : Exclude<V, Text | TextList> {
  if (isText(value)) return t(language, value.key, value.params) as never;
  if (isTextList(value)) {
    const separator = t(language, `common.separators.${value.separator}`);
    return value.items.map((item) => String(render(language, item) ?? '')).join(separator) as never;
  }
  return value as never;
}

/**
 * The language of an API call: its `Accept-Language` (the web app sends the user's choice there), else
 * the user's stored choice, else the spec's Chinese.
 */
export function languageOf(acceptLanguage: string | undefined, stored?: string | null): Language {
  return languageOfAcceptLanguage(acceptLanguage) ?? (isLanguage(stored) ? stored : DEFAULT_LANGUAGE);
}

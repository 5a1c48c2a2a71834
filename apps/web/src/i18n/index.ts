// The web app's languages (issue 17): i18next with one catalogue per area and language under
// locales/, each its own chunk, loaded when a page first asks for its area — the sign-on page loads
// `common` and `auth` only. The Chinese catalogues define the keys (i18next.d.ts types `t` from them);
// each English one must have the same keys (`satisfies Catalogue<…>`, and catalogue.test.ts).
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  isLanguage,
  languageOfTag,
  LANGUAGES,
  type Language,
} from '@platform/contract/i18n';

export { LANGUAGES, DEFAULT_LANGUAGE, isLanguage, type Language };

/** The areas, each a catalogue per language (locales/<language>/<area>.ts). */
export const NAMESPACES = [
  'common',
  'auth',
  'shell',
  'system',
  'messages',
  'forms',
  'designer',
  'renderer',
  'workflow',
  'business',
  'carbon',
  'cert',
  'brand',
  'documents',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The browser's own choice, for a visitor who has not signed in (and the first visit of anyone). */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Names of the languages in the switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { 'zh-CN': '简体中文', 'en-US': 'English' };

const catalogueLoaders = import.meta.glob<{ default: object }>('./locales/*/*.ts');

function readStoredLanguage(): Language | undefined {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The language to start in: the one chosen in this browser, else the first of the browser's languages
 * (its Accept-Language) that the platform speaks, else Chinese.
 */
export function initialLanguage(): Language {
  const stored = readStoredLanguage();
  if (stored) return stored;
  const preferred = typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
  for (const tag of preferred) {
    const language = tag ? languageOfTag(tag) : undefined;
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export const i18n = i18next;

/** Starts i18next in a language, with the catalogue every page uses already loaded. */
export async function initI18n(language: Language): Promise<void> {
  await i18next
    .use(
      resourcesToBackend((lng: string, ns: string) => {
        const load = catalogueLoaders[`./locales/${lng}/${ns}.ts`];
        if (!load) return Promise.reject(new Error(`No catalogue ${lng}/${ns}`));
        return load().then((module) => module.default);
      }),
    )
    .use(initReactI18next)
    .init({
      lng: language,
      supportedLngs: LANGUAGES,
      // Both languages have every key (catalogue.test.ts): nothing to fall back to, nothing extra to load.
      fallbackLng: false,
      load: 'currentOnly',
      ns: ['common'],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  document.documentElement.lang = language;
}

/** The current language (i18next's, narrowed to the platform's). */
export function currentLanguage(): Language {
  const language = i18next.resolvedLanguage ?? i18next.language;
  return isLanguage(language) ? language : DEFAULT_LANGUAGE;
}

type LanguageListener = (language: Language) => Promise<void> | void;
const beforeChange: LanguageListener[] = [];

/**
 * Work to finish before the page shows a new language (antd's locale, dayjs's): registered by the
 * modules that own it, awaited by `changeLanguage`.
 */
export function prepareLanguageWith(listener: LanguageListener): void {
  beforeChange.push(listener);
}

/** Loads what a language needs, then switches every mounted view to it and remembers the choice here. */
export async function changeLanguage(language: Language): Promise<void> {
  await prepareLanguage(language);
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // A browser that stores nothing still switches; the choice lasts until the page is closed.
  }
}

/** Before the first render: what the starting language needs (see `prepareLanguageWith`). */
export async function prepareLanguage(language: Language): Promise<void> {
  await Promise.all(beforeChange.map((prepare) => prepare(language)));
}

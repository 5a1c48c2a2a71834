// Unit tests run in Chinese (the spec's words) with every catalogue already loaded, so no component
// suspends for one. `inLanguage()` switches a test to English (catalogues loaded eagerly too).
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import '../i18n/antdLocale';
import { prepareLanguage, type Language } from '../i18n';

const modules = import.meta.glob<{ default: object }>('../i18n/locales/*/*.ts', { eager: true });

const resources: Record<string, Record<string, object>> = {};
for (const [path, module] of Object.entries(modules)) {
  const [, language, ns] = /locales\/([^/]+)\/([^/]+)\.ts$/.exec(path)!;
  (resources[language!] ??= {})[ns!] = module.default;
}

await i18next.use(initReactI18next).init({
  lng: 'zh-CN',
  resources,
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});

/** Switches the tests of a file to a language (and back with `inLanguage('zh-CN')`). */
export async function inLanguage(language: Language): Promise<void> {
  // antd's locale, as the app prepares it before a switch (i18n/antdLocale.ts).
  await prepareLanguage(language);
  await i18next.changeLanguage(language);
}

/**
 * The Chinese left in a view's text, aria-labels, titles and placeholders, after taking out the user
 * data it is allowed to show (names, titles that came from the server).
 */
export function chineseIn(root: HTMLElement, userData: string[] = []): string[] {
  const texts = [root.textContent ?? ''];
  for (const element of root.querySelectorAll('[aria-label],[title],[placeholder],[alt]')) {
    for (const name of ['aria-label', 'title', 'placeholder', 'alt']) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  let all = texts.join('\n');
  for (const data of userData) all = all.split(data).join(' ');
  return all.match(/[\u3400-\u9fff]+/g) ?? [];
}

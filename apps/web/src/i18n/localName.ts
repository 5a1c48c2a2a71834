// Names that users keep in both languages (menu titles, dictionary items, apps): the English one when
// the page is in English and it has one, the Chinese one otherwise.
import { useTranslation } from 'react-i18next';
import { currentLanguage, type Language } from './index';

export function localName(
  name: string,
  nameEn: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  return language === 'en-US' && nameEn?.trim() ? nameEn : name;
}

/** `localName` for a component, which renders again when the language changes. */
export function useLocalName(): (name: string, nameEn: string | null | undefined) => string {
  useTranslation();
  const language = currentLanguage();
  return (name, nameEn) => localName(name, nameEn, language);
}

// antd's own texts (pickers, pagination, empty states, modals) in the current language. Chinese is in
// the start-up bundle; English is loaded when it is first needed.
import type { Locale } from 'antd/es/locale';
import zhCN from 'antd/locale/zh_CN';
import { create } from 'zustand';
import { prepareLanguageWith, type Language } from './index';

const loaded: Partial<Record<Language, Locale>> = { 'zh-CN': zhCN };

async function loadAntdLocale(language: Language): Promise<Locale> {
  const known = loaded[language];
  if (known) return known;
  const locale = (await import('antd/locale/en_US')).default;
  loaded[language] = locale;
  return locale;
}

/** antd's locale of the language the page shows, for the ConfigProvider. */
export const useAntdLocale = create<{ locale: Locale }>()(() => ({ locale: zhCN }));

prepareLanguageWith(async (language) => {
  useAntdLocale.setState({ locale: await loadAntdLocale(language) });
});

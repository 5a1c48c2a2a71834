// Dates in the signed-in pages (pickers, relative times) read in the page's language. Imported by the
// shell, not at start-up: the sign-on page shows no dates and need not download dayjs. English is
// dayjs's own default.
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { currentLanguage, i18n, type Language } from '../i18n';

const dayjsLocaleOf = (language: Language) => (language === 'en-US' ? 'en' : 'zh-cn');

dayjs.locale(dayjsLocaleOf(currentLanguage()));
i18n.on('languageChanged', () => dayjs.locale(dayjsLocaleOf(currentLanguage())));

// form-core has no i18next: the functions that word a message take a translate function over this
// package's catalogue (the renderer passes its host's; the server one for the caller's language) and
// default to the spec's Chinese.
import { translateWith, type CatalogueKey, type Translate } from '@platform/contract/i18n';
import zhCN from './locales/zh-CN.js';

export type CoreKey = CatalogueKey<typeof zhCN>;
export type CoreTranslate = Translate<CoreKey>;

/** The default wording: the spec's Chinese. */
export const chineseText: CoreTranslate = translateWith(zhCN);

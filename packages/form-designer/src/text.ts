// The designer's texts as keys of its catalogue, and the translate function that puts them in words.
// Free of React so that the model can be given one (refusals, a new field's label); the views get
// theirs from the context of src/i18n.tsx. Without a host's translate, the Chinese catalogue is used.
import { translateWith, type CatalogueKey, type Translate } from '@platform/contract/i18n';
import type { CoreTranslate } from '@platform/form-core';
import zhCN from './locales/zh-CN';

export type DesignerKey = CatalogueKey<typeof zhCN>;
export type DesignerTranslate = Translate<DesignerKey>;

/** The designer's texts in the spec's language. */
export const chineseText: DesignerTranslate = translateWith(zhCN);

/** form-core's texts (import problems, expression errors) through the designer's translate: under `core`. */
export function coreText(t: DesignerTranslate): CoreTranslate {
  return (key, params) => t(`core.${key}`, params);
}

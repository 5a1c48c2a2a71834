// The renderer's own texts (required message, row buttons, upload errors, region picker…) come from its
// catalogue in the host's language: the host provides a translate function (the web app's i18next,
// namespace `renderer`); without one, the Chinese catalogue is used. A template's labels are never
// translated.
import { createContext, useContext, type ReactNode } from 'react';
import { translateWith, type CatalogueKey, type Translate } from '@platform/contract/i18n';
import zhCN from './locales/zh-CN';

export type RendererKey = CatalogueKey<typeof zhCN>;
export type RendererTranslate = Translate<RendererKey>;

const chinese: RendererTranslate = translateWith(zhCN);
const RendererTextContext = createContext<RendererTranslate>(chinese);

export function RendererTextProvider({
  translate,
  children,
}: {
  translate: RendererTranslate;
  children: ReactNode;
}) {
  return <RendererTextContext.Provider value={translate}>{children}</RendererTextContext.Provider>;
}

/** The renderer's translate function in this tree. */
export function useRendererText(): RendererTranslate {
  return useContext(RendererTextContext);
}

// The renderer's own texts (required message, row buttons, upload errors, region picker…) come from its
// catalogue in the host's language: the host provides a translate function (the web app's i18next,
// namespace `renderer`); without one, the Chinese catalogue is used. A template's labels are never
// translated.
import { createContext, useContext, type ReactNode } from 'react';
import { translateWith, type CatalogueKey, type Translate } from '@platform/contract/i18n';
import type { CoreTranslate } from '@platform/form-core';
import zhCN from './locales/zh-CN';

export type RendererKey = CatalogueKey<typeof zhCN>;
export type RendererTranslate = Translate<RendererKey>;

/** The default: the spec's Chinese (also for the pure helpers called outside a tree). */
export const chineseRendererText: RendererTranslate = translateWith(zhCN);
const chinese = chineseRendererText;
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

/** The text of an item whose type this renderer does not know: its own component, so that fields pay nothing. */
export function UnsupportedType({ type }: { type: string }) {
  return <>{useRendererText()('unsupported', { type })}</>;
}

/** form-core's texts through the renderer's translate: they sit under `core` in its catalogue. */
export function coreText(translate: RendererTranslate): CoreTranslate {
  return (key, params) => translate(`core.${key}` as const, params);
}

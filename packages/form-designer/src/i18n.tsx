// The designer's own texts (palette, canvas, properties panel, header, dialogs…) come from its catalogue
// in the host's language: the host provides a translate function (the web app's i18next, namespace
// `designer`); without one, the Chinese catalogue is used. A template's labels are never translated.
import { createContext, useContext, type ReactNode } from 'react';
import { chineseText, type DesignerTranslate } from './text';

export type { DesignerKey, DesignerTranslate } from './text';

const DesignerTextContext = createContext<DesignerTranslate>(chineseText);

export function DesignerTextProvider({
  translate,
  children,
}: {
  translate: DesignerTranslate;
  children: ReactNode;
}) {
  return <DesignerTextContext.Provider value={translate}>{children}</DesignerTextContext.Provider>;
}

/** The designer's translate function in this tree. */
export function useDesignerText(): DesignerTranslate {
  return useContext(DesignerTextContext);
}

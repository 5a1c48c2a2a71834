// The form packages' own texts in the page's language: the renderer and the designer read them through
// their providers, which get translate functions over the web's `renderer` and `designer` namespaces
// (the packages' catalogues). A template's own labels are never translated.
import type { TextParams } from '@platform/contract/i18n';
import type { CoreTranslate } from '@platform/form-core';
import { DesignerTextProvider, type DesignerTranslate } from '@platform/form-designer';
import { RendererTextProvider, type RendererTranslate } from '@platform/form-renderer';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface FormTranslates {
  renderer: RendererTranslate;
  designer: DesignerTranslate;
  /** form-core's texts (template import, validation), which sit under `core` in the renderer's catalogue. */
  core: CoreTranslate;
}

/**
 * i18next's `t` for a key the package's key type has checked already: the namespaces are the packages'
 * catalogues, and i18next's own typing cannot take a whole union of keys with parameters.
 */
type CheckedKeyT = (key: string, params?: TextParams) => string;

/** The translate functions of the form packages in the current language. */
export function useFormTranslates(): FormTranslates {
  const { t } = useTranslation(['renderer', 'designer']);
  return useMemo(() => {
    const translate = t as unknown as CheckedKeyT;
    return {
      renderer: (key, params) => translate(`renderer:${key}`, params),
      designer: (key, params) => translate(`designer:${key}`, params),
      core: (key, params) => translate(`renderer:core.${key}`, params),
    };
  }, [t]);
}

/** Puts the renderer and the designer mounted below in the page's language. */
export function FormTexts({ children }: { children: ReactNode }) {
  const { renderer, designer } = useFormTranslates();
  return (
    <RendererTextProvider translate={renderer}>
      <DesignerTextProvider translate={designer}>{children}</DesignerTextProvider>
    </RendererTextProvider>
  );
}

// A stored template as the renderer takes it, or why it cannot be shown: a template this version cannot
// read (newer, nested too deep …) is that form's problem, said in its place, never a broken page.
import {
  importTemplate,
  TemplateImportError,
  type CoreTranslate,
  type ImportResult,
} from '@platform/form-core';

export type LoadedTemplate = ImportResult | { error: string };

/** `translate` words why a template cannot be loaded (FormTexts' `core`, the page's language). */
export function loadTemplate(json: string, translate: CoreTranslate): LoadedTemplate {
  try {
    return importTemplate(json, translate);
  } catch (e) {
    if (e instanceof TemplateImportError) return { error: e.message };
    throw e;
  }
}

// A stored template as the renderer takes it, or why it cannot be shown: a template this version cannot
// read (newer, nested too deep …) is that form's problem, said in its place, never a broken page.
import { importTemplate, TemplateImportError, type ImportResult } from '@platform/form-core';

export type LoadedTemplate = ImportResult | { error: string };

export function loadTemplate(json: string): LoadedTemplate {
  try {
    return importTemplate(json);
  } catch (e) {
    if (e instanceof TemplateImportError) return { error: e.message };
    throw e;
  }
}

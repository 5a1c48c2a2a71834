// Imported templates of papers, kept by paper id: a paper's template text is pinned when it is bound
// and never changes, so importing it once serves every later submission (the import is most of the
// cost of checking a large form).
import { importTemplate, type FormTemplate } from '@platform/form-core';

/** Papers kept at most; the oldest goes first. */
const MAX_PAPERS = 200;
const imported = new Map<string, FormTemplate>();

/** The paper's template, imported from `formJson` the first time it is asked for. */
export function pinnedTemplate(paperId: string, formJson: string): FormTemplate {
  let template = imported.get(paperId);
  if (!template) {
    template = importTemplate(formJson).template;
    if (imported.size >= MAX_PAPERS) imported.delete(imported.keys().next().value!);
    imported.set(paperId, template);
  }
  return template;
}

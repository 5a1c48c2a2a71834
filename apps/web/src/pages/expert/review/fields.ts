// The questions of a form an expert can make a suggestion on: every value field outside the rows of
// sub-forms and dynamic tables (those are suggested on as a whole), by path (form-core formatPath of a
// top-level field: its model) and label.
import { hasModel, walkItems, type FormTemplate } from '@platform/form-core';

export interface FieldChoice {
  path: string;
  label: string;
}

export function fieldChoices(template: FormTemplate): FieldChoice[] {
  const choices: FieldChoice[] = [];
  walkItems(template.list, (item) => {
    if (!hasModel(item)) return;
    const path = String(item.model);
    choices.push({ path, label: typeof item.label === 'string' && item.label ? item.label : path });
  });
  return choices;
}

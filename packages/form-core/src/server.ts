// The server checks submitted data with the same rules the browser ran: the stored template is
// imported, hidden fields evaluated from the submitted data, and every visible field validated.

import { importTemplate } from './import.js';
import { shapeOutput } from './data.js';
import { validateData } from './validate.js';
import type { FieldError } from './api.js';
import type { FormData, FormTemplate } from './types.js';
import { chineseText, type CoreTranslate } from './text.js';

export interface SubmissionCheck {
  valid: boolean;
  errors: FieldError[];
  /** The data as it should be stored: hidden fields stripped unless the form outputs them. */
  data: FormData;
}

/**
 * Validates submitted data against a stored template (JSON text or object). Throws
 * TemplateImportError only when the stored template itself cannot be read. Messages are worded by
 * `translate` (default Chinese); a rule's own message stays as the designer wrote it.
 */
export function validateSubmission(
  storedTemplate: unknown,
  data: FormData,
  translate: CoreTranslate = chineseText,
): SubmissionCheck {
  const { template } = importTemplate(storedTemplate, translate);
  return checkSubmission(template, data, translate);
}

/**
 * validateSubmission for a template imported before: a server that keeps the imported template of a
 * form version it checks often skips the import, most of the work for a large form.
 */
export function checkSubmission(
  template: FormTemplate,
  data: FormData,
  translate: CoreTranslate = chineseText,
): SubmissionCheck {
  const submitted = data && typeof data === 'object' && !Array.isArray(data) ? data : {};
  const { valid, errors } = validateData(template, submitted, { translate });
  return { valid, errors, data: shapeOutput(template, submitted) };
}

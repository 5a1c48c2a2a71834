// The working form kept in local storage (spec §4): under the stored form's id, or a new-item key,
// at every change, so that a crash or reload can offer it back. Saving clears it.
import type { FormTemplate } from '@platform/form-core';

const PREFIX = 'form-designer:';
/** The key of a form not saved yet (the original's default new-item key). */
export const NEW_ITEM_KEY = 'new';

export interface Draft {
  template: FormTemplate;
  savedAt: number;
}

export interface DraftIdentity {
  idbId?: string | null;
  qsDetailId?: string | null;
  no?: string | null;
  df?: string | null;
}

/** The storage key of a designer page: the form it edits, or the new-item key (per df). */
export function draftKey(id: DraftIdentity): string {
  if (id.idbId) return `${PREFIX}${id.idbId}`;
  if (id.qsDetailId) return `${PREFIX}qs-${id.qsDetailId}`;
  if (id.no) return `${PREFIX}no-${id.no}`;
  return `${PREFIX}${NEW_ITEM_KEY}${id.df === '2' ? '-scoring' : ''}`;
}

export function readDraft(key: string): Draft | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as Draft;
    return draft && typeof draft === 'object' && draft.template && Array.isArray(draft.template.list)
      ? draft
      : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(key: string, template: FormTemplate): void {
  try {
    localStorage.setItem(key, JSON.stringify({ template, savedAt: Date.now() } satisfies Draft));
  } catch {
    // Storage full or disabled: the designer keeps working without the safety copy.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // nothing to clear
  }
}

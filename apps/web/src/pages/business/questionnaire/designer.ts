// Questionnaires are edited in the form designer's questionnaire mode (spec forms.md §2: qsId plus
// qsDetailId), where the designer loads and saves them through sp/qs. A new one is stored empty first,
// so the designer has a detail to open.
import { DEFAULT_FORM_CONFIG, SCHEMA_VERSION } from '@platform/form-core';
import { saveQsDetail } from '../../../api/forms';

/** The form designer's address (forms/indicator's DESIGNER_PATH; that page is not loaded for it). */
const DESIGNER_PATH = '/work/designer';

/** The designer address of questionnaire detail `formId` of questionnaire `qsId`. */
export function questionnaireDesignerUrl(qsId: string, formId: string): string {
  return `${DESIGNER_PATH}?qsId=${encodeURIComponent(qsId)}&qsDetailId=${formId}`;
}

/** Stores an empty questionnaire; answers the designer address that opens it. */
export async function createQuestionnaire(values: { name: string; desc?: string }): Promise<string> {
  const qsId = crypto.randomUUID();
  const detail = await saveQsDetail({
    qsId,
    name: values.name.trim(),
    desc: values.desc?.trim() || undefined,
    jsonData: JSON.stringify({ schemaVersion: SCHEMA_VERSION, list: [], config: { ...DEFAULT_FORM_CONFIG } }),
  });
  return questionnaireDesignerUrl(detail.qsId, detail.id);
}

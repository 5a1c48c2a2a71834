// The indicators of a brand questionnaire: its top-level items with a positive AnswerScore, each scored
// by the experts from 0 to that score (the designer's scoring mode sets it). Items inside groups and
// tables are answers, not indicators.
import { importTemplate, type FieldItem } from '@platform/form-core';
import { labelOf } from '../compliance/scoring.js';
import type { Language } from '../../i18n/index.js';

export interface BrandIndicator {
  /** The item's data field (model), the key experts' scores are saved under. */
  model: string;
  label: string;
  /** The highest score (AnswerScore). */
  max: number;
}

function maxScore(item: FieldItem): number {
  const raw = item.options?.AnswerScore ?? (item as { AnswerScore?: unknown }).AnswerScore;
  const score = Number(raw);
  return Number.isFinite(score) && score > 0 ? score : 0;
}

/** The indicators of a pinned questionnaire form (brand_questionnaires.form_json), in form order. */
export function indicatorsOf(formJson: string, language: Language): BrandIndicator[] {
  const { template } = importTemplate(formJson);
  return template.list
    .filter((item) => typeof item.model === 'string' && item.model !== '' && maxScore(item) > 0)
    .map((item) => ({ model: String(item.model), label: labelOf(item, language), max: maxScore(item) }));
}

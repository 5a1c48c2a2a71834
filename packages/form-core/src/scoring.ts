// Scoring forms (df = 2): every top-level item carries a StandardAnswer and an AnswerScore.

import type { FieldItem, FormData } from './types.js';

export interface ScoreSummary {
  /** Sum of AnswerScore of the top-level items. */
  total: number;
  /** 0 when the last item is an input or textarea (needs a person), else 1. */
  isAuto: 0 | 1;
}

function answerScore(item: FieldItem): number {
  const raw = item.options?.AnswerScore ?? (item as { AnswerScore?: unknown }).AnswerScore;
  const score = Number(raw);
  return Number.isFinite(score) ? score : 0;
}

function standardAnswer(item: FieldItem): unknown {
  return item.options?.StandardAnswer ?? (item as { StandardAnswer?: unknown }).StandardAnswer;
}

/** The designer's score total and auto-scoring flag (the last item decides isAuto, as the original). */
export function summariseScore(list: readonly FieldItem[]): ScoreSummary {
  let total = 0;
  let isAuto: 0 | 1 = 1;
  for (const item of list) {
    total += answerScore(item);
    isAuto = item.type === 'input' || item.type === 'textarea' ? 0 : 1;
  }
  return { total, isAuto };
}

function normaliseAnswer(value: unknown): string[] {
  if (value === undefined || value === null || value === '') return [];
  const list = Array.isArray(value)
    ? value
    : typeof value === 'string' && value.includes(',')
      ? value.split(',')
      : [value];
  return list.map((v) => String(v).trim()).sort();
}

/** Whether an answer equals the standard answer (order of multiple choices does not matter). */
export function matchesStandardAnswer(answer: unknown, standard: unknown): boolean {
  const a = normaliseAnswer(answer);
  const s = normaliseAnswer(standard);
  return s.length > 0 && a.length === s.length && a.every((v, i) => v === s[i]);
}

export interface ItemScore {
  model: string;
  score: number;
  /** Items without a standard answer (free text) are left for a person to score. */
  auto: boolean;
}

/** Scores filled-in data: full AnswerScore for an item whose answer matches its StandardAnswer. */
export function scoreAnswers(
  list: readonly FieldItem[],
  data: FormData,
): { total: number; items: ItemScore[] } {
  const items: ItemScore[] = [];
  for (const item of list) {
    if (typeof item.model !== 'string' || item.model === '') continue;
    const standard = standardAnswer(item);
    const auto = normaliseAnswer(standard).length > 0;
    const score = auto && matchesStandardAnswer(data[item.model], standard) ? answerScore(item) : 0;
    items.push({ model: item.model, score, auto });
  }
  return { total: items.reduce((sum, i) => sum + i.score, 0), items };
}

// Brand assessment (issue 22): the bodies and answers of expert scoring, consensus and suggestions (H3).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values). Scores are decimal
// strings with at most 2 places; the range of each indicator (0–max) is checked by the service, which
// knows the questionnaire, so that a refusal names `scores.N.score`.
import { z } from 'zod';
import type { BrandLevel } from './brand-model.js';
import { reason } from './reasons.js';

const id = z.uuid();
const line = (max: number) => z.string().trim().max(max, reason('maxChars', { max }));

export const BrandScoringIdQuery = z.object({ processId: id });

/** expert/queryTaskPage (paging in the query): pending (not submitted) or submitted tasks. */
export const BrandTaskFilter = z.object({
  state: z.enum(['pending', 'submitted']).optional(),
  keyword: line(100).optional(),
});
export type BrandTaskFilter = z.input<typeof BrandTaskFilter>;

export interface BrandScoringTask {
  processId: string;
  no: string;
  brandName: string;
  entName: string;
  businessType: string;
  status: number;
  assignedAt: string;
  submittedAt: string | null;
}

/** expert/saveScores: one expert's scores; `submit` ends their scoring (no change afterwards). */
export const BrandSaveScoresBody = z.object({
  processId: id,
  scores: z
    .array(
      z.object({
        qsId: id,
        indicator: z.string().trim().min(1, reason('required')).max(200),
        score: z.union([z.number(), z.string().trim().min(1, reason('required'))]),
        comment: line(1000).default(''),
      }),
    )
    .max(1000),
  submit: z.boolean().default(false),
});
export type BrandSaveScoresBody = z.input<typeof BrandSaveScoresBody>;

/** expert/saveSuggestion: an expert's suggestion on a question (its model path) of an answer. */
export const BrandSaveSuggestionBody = z.object({
  processId: id,
  qsId: id,
  path: z.string().trim().min(1, reason('required')).max(500),
  content: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(1000, reason('maxChars', { max: 1000 })),
});
export type BrandSaveSuggestionBody = z.input<typeof BrandSaveSuggestionBody>;
export const BrandRemoveSuggestionBody = z.object({ id });

export interface BrandScoreIndicator {
  model: string;
  label: string;
  /** The highest score (decimal string). */
  max: string;
}

/** One questionnaire of the score table: its indicators, the enterprise's answer, the caller's scores. */
export interface BrandScoreQuestionnaire {
  qsId: string;
  name: string;
  formJson: string;
  answer: Record<string, unknown>;
  indicators: (BrandScoreIndicator & { score: string | null; comment: string })[];
}

/** expert/getScoreTable: every questionnaire grouped by QS group. */
export interface BrandScoreTable {
  processId: string;
  no: string;
  brandName: string;
  entName: string;
  status: number;
  submitted: boolean;
  groups: { groupId: string; name: string; dimension: string; questionnaires: BrandScoreQuestionnaire[] }[];
}

export interface BrandExpertScore {
  expertId: string;
  expertName: string;
  score: string;
  comment: string;
  /** Differs from the mean of the others by more than deviationShare × max. */
  deviates: boolean;
}

export interface BrandIndicatorConsensus extends BrandScoreIndicator {
  scores: BrandExpertScore[];
  /** The consensus (mean, trimmed with TRIM_FROM_EXPERTS or more experts); null when nobody scored. */
  consensus: string | null;
  trimmed: boolean;
}

/** expert/getEveryExpertScore: every submitted score with the consensus rolled up. */
export interface BrandEveryExpertScore {
  processId: string;
  deviationShare: string;
  experts: { expertId: string; expertName: string; submitted: boolean }[];
  groups: {
    groupId: string;
    name: string;
    dimension: string;
    /** Normalised weight (share). */
    weight: string;
    /** 0–100, 2 places. */
    score: string;
    questionnaires: {
      qsId: string;
      name: string;
      weight: string;
      score: string;
      indicators: BrandIndicatorConsensus[];
    }[];
  }[];
  score: string;
  level: BrandLevel;
  complete: boolean;
}

// Brand assessment (issue 22): the bodies and answers of questionnaire groups and questionnaires (H1).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { BRAND_DIMENSIONS } from './brand-model.js';
import { FormKind } from './forms.js';
import { reason } from './reasons.js';

const id = z.uuid();
const required = (max: number) =>
  z.string().trim().min(1, reason('required')).max(max, reason('maxChars', { max }));

/** Largest weight of a group or a questionnaire (numeric(8,4) in SQL). */
export const BRAND_WEIGHT_MAX = 9999;

/** A weight: a positive decimal (string or number) with at most 4 decimals, sent on as a string. */
const weight = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,4}(\.\d{1,4})?$/, reason('decimalFormat'))
      .refine((v) => Number(v) > 0, reason('positiveNumber'))
      .refine((v) => Number(v) <= BRAND_WEIGHT_MAX, reason('notAbove', { max: BRAND_WEIGHT_MAX })),
  );
const sort = z
  .number()
  .int(reason('integer'))
  .min(0, reason('notBelow', { min: 0 }))
  .max(9999);

export const BrandQsGroupBody = z.object({
  /** Absent: a new group. */
  id: id.optional(),
  name: required(50),
  dimension: z.enum(BRAND_DIMENSIONS),
  weight,
  sort: sort.optional(),
  description: z
    .string()
    .trim()
    .max(200, reason('maxChars', { max: 200 }))
    .default(''),
});
export type BrandQsGroupBody = z.input<typeof BrandQsGroupBody>;

export const BrandQsIdBody = z.object({ id });
export type BrandQsIdBody = z.input<typeof BrandQsIdBody>;
export const BrandGroupIdQuery = z.object({ gid: id });
export const BrandQsIdQuery = z.object({ qsId: id });

/** The designer form kinds a brand questionnaire may be built with. */
export const BRAND_FORM_KINDS = [FormKind.questionnaire, FormKind.scoring] as const;

export const BrandBindQuestionnaireBody = z.object({
  groupId: id,
  formId: id,
  /** The questionnaire's name; absent: the form's name. */
  name: z
    .string()
    .trim()
    .max(50, reason('maxChars', { max: 50 }))
    .optional(),
  weight,
  sort: sort.optional(),
});
export type BrandBindQuestionnaireBody = z.input<typeof BrandBindQuestionnaireBody>;

export const BrandUpdateQuestionnaireBody = z.object({
  id,
  name: required(50).optional(),
  weight: weight.optional(),
  sort: sort.optional(),
});
export type BrandUpdateQuestionnaireBody = z.input<typeof BrandUpdateQuestionnaireBody>;

export const BrandFormChoicesQuery = z.object({
  keyword: z.string().trim().max(100).optional(),
});

/** A questionnaire's indicator: a top-level item with an AnswerScore, scored from 0 to max. */
export interface BrandQsIndicator {
  model: string;
  label: string;
  max: number;
}

export interface BrandQuestionnaireSummary {
  id: string;
  groupId: string;
  formId: string;
  name: string;
  /** Decimal string. */
  weight: string;
  sort: number;
  indicatorCount: number;
  /** Sum of the indicators' maxima (decimal string). */
  maxTotal: string;
}

export interface BrandQsGroup {
  id: string;
  name: string;
  dimension: (typeof BRAND_DIMENSIONS)[number];
  /** Decimal string. */
  weight: string;
  sort: number;
  description: string;
  questionnaires: BrandQuestionnaireSummary[];
}

export interface BrandQuestionnaire extends BrandQuestionnaireSummary {
  groupName: string;
  /** The designer JSON pinned at binding. */
  formJson: string;
  indicators: BrandQsIndicator[];
}

/** A designer form that may be bound (questionnaire or scoring kind). */
export interface BrandFormChoice {
  id: string;
  kind: number;
  formName: string;
  version: number;
  updatedAt: string;
}

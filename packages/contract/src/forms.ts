// Stored forms of the designer (spec forms.md §7, api-spacestation): indicator forms, questionnaire
// details and scoring forms. The template travels as JSON text (`json` / `jsonData`), as the original
// product stored it; the server checks it with form-core before keeping it, and every save is a version.
import { z } from 'zod';
import { reason } from './reasons.js';
import { PageQuery } from './organisation.js';

export { SPACESTATION_PREFIX } from './business-model.js';

/** What a stored form is: an indicator form, a questionnaire detail, or a scoring form (df = 2). */
export const FormKind = { indicator: 1, questionnaire: 2, scoring: 3 } as const;
export type FormKind = (typeof FormKind)[keyof typeof FormKind];

export const FORM_NAME_MAX = 30;
export const FORM_DESC_MAX = 50;
/** Largest template text accepted (a 1,000-field template is about 1 MB). */
export const FORM_JSON_MAX = 4_000_000;
/** The scoring save's business type (spec §9). */
export const SCORING_BIZ_TYPE = '100';

const formName = z
  .string()
  .trim()
  .min(1, reason('formNameRequired'))
  .max(FORM_NAME_MAX, reason('maxChars', { max: FORM_NAME_MAX }));
const desc = z
  .string()
  .trim()
  .max(FORM_DESC_MAX, reason('maxChars', { max: FORM_DESC_MAX }))
  .nullish();
const templateText = z
  .string()
  .min(1, reason('templateRequired'))
  .max(FORM_JSON_MAX, reason('templateTooLarge'));
const groupId = z
  .string()
  .trim()
  .max(64, reason('maxChars', { max: 64 }))
  .nullish();
/**
 * Duplicate models (two items writing the same data field) are refused unless the designer's user
 * confirmed them ('发现重复的数据字段，请确认').
 */
const allowDuplicateModels = z.boolean().optional();

export const SaveIndicatorBody = z.object({
  id: z.uuid().nullish(),
  formName,
  desc,
  json: templateText,
  formGroupId: groupId,
  allowDuplicateModels,
});
export type SaveIndicatorBody = z.input<typeof SaveIndicatorBody>;

export const IdbIdQuery = z.object({ idbId: z.uuid() });
export const IndicatorFilter = z.object({
  formName: z.string().trim().max(FORM_NAME_MAX).optional(),
  formGroupId: z.string().trim().max(64).optional(),
  /** Indicator forms by default; 3 lists scoring forms. */
  kind: z.union([z.literal(FormKind.indicator), z.literal(FormKind.scoring)]).optional(),
});
export type IndicatorFilter = z.infer<typeof IndicatorFilter>;
export const IndicatorPageQuery = PageQuery;

export const IndicatorSummary = z.object({
  id: z.string(),
  kind: z.number().int(),
  formName: z.string(),
  desc: z.string().nullable(),
  formGroupId: z.string().nullable(),
  /** Scoring forms: their number and score total. */
  no: z.string().nullable(),
  total: z.number().nullable(),
  version: z.number().int(),
  fieldCount: z.number().int(),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
});
export type IndicatorSummary = z.infer<typeof IndicatorSummary>;
export const IndicatorPage = z.object({ items: z.array(IndicatorSummary), total: z.number().int() });
export type IndicatorPage = z.infer<typeof IndicatorPage>;

export const Indicator = z.object({
  id: z.string(),
  formName: z.string(),
  desc: z.string().nullable(),
  json: z.string(),
  formGroupId: z.string().nullable(),
  version: z.number().int(),
});
export type Indicator = z.infer<typeof Indicator>;

export const IndicatorGroups = z.array(z.string());

// Versions ----------------------------------------------------------------------------------------

export const FormVersion = z.object({
  version: z.number().int(),
  formName: z.string(),
  desc: z.string().nullable(),
  fieldCount: z.number().int(),
  total: z.number().nullable(),
  /** The version this one restored, when it was made by a restore. */
  restoredFrom: z.number().int().nullable(),
  createdAt: z.string(),
  createdBy: z.string().nullable(),
});
export type FormVersion = z.infer<typeof FormVersion>;
export const FormVersionList = z.array(FormVersion);
export const FormVersionQuery = z.object({ idbId: z.uuid(), version: z.coerce.number().int().min(1) });
export const FormVersionDetail = FormVersion.extend({ json: z.string() });
export type FormVersionDetail = z.infer<typeof FormVersionDetail>;
export const RestoreVersionBody = z.object({ idbId: z.uuid(), version: z.number().int().min(1) });

// Questionnaire details ----------------------------------------------------------------------------

export const QsDetailQuery = z.object({
  qsId: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 })),
  qsDetailId: z.uuid(),
});
export const QsDetail = z.object({
  id: z.string(),
  qsId: z.string(),
  name: z.string(),
  jsonData: z.string(),
  desc: z.string().nullable(),
  version: z.number().int(),
});
export type QsDetail = z.infer<typeof QsDetail>;
/** With qsDetailId: new content of that detail; without: a new detail of questionnaire qsId. */
export const SaveQsDetailBody = z.object({
  qsDetailId: z.uuid().nullish(),
  qsId: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 }))
    .nullish(),
  name: formName.nullish(),
  desc,
  jsonData: templateText,
  allowDuplicateModels,
});
export type SaveQsDetailBody = z.input<typeof SaveQsDetailBody>;

/** The form-level settings of a template (label alignment and width, size, markers, custom CSS). */
export const FormStyle = z.object({
  labelPosition: z.enum(['left', 'right', 'top']).optional(),
  labelWidth: z
    .number()
    .int(reason('integer'))
    .min(0, reason('notBelow', { min: 0 }))
    .max(200, reason('notAbove', { max: 200 }))
    .optional(),
  size: z.enum(['medium', 'small', 'mini']).optional(),
  outputHidden: z.boolean().optional(),
  hideRequiredMark: z.boolean().optional(),
  syncLabelRequired: z.boolean().optional(),
  customStyle: z
    .string()
    .max(20_000, reason('maxChars', { max: 20_000 }))
    .optional(),
});
export type FormStyle = z.infer<typeof FormStyle>;
export const FormStyleQuery = z.object({ qsDetailId: z.uuid() });
export const FormStyleAnswer = z.object({ qsDetailId: z.string(), formStyle: FormStyle });
export const UpdateQsDetailFormStyleBody = z.object({ qsDetailId: z.uuid(), formStyle: FormStyle });

// Scoring forms ------------------------------------------------------------------------------------

export const ScoringNoQuery = z.object({
  no: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(64, reason('maxChars', { max: 64 })),
});
export const ScoringForm = z.object({
  id: z.string(),
  no: z.string(),
  type: z.number().int(),
  isAuto: z.number().int(),
  version: z.number().int(),
  form: z.object({
    id: z.string(),
    formName: z.string(),
    desc: z.string().nullable(),
    json: z.string(),
    total: z.number(),
  }),
});
export type ScoringForm = z.infer<typeof ScoringForm>;
export const SaveScoringBody = z.object({
  bizType: z.literal(SCORING_BIZ_TYPE, reason('scoringBizType', { type: SCORING_BIZ_TYPE })),
  /** The designer's df value (2 for a scoring set). */
  type: z.coerce.number().int().min(0).max(99),
  /** Number of a stored scoring form; without it a new one is made with a generated number. */
  no: z
    .string()
    .trim()
    .max(64, reason('maxChars', { max: 64 }))
    .regex(/^[\w-]*$/, reason('scoringNumberChars'))
    .nullish(),
  isAuto: z.union([z.literal(0), z.literal(1)]),
  form: z.object({
    formName,
    desc,
    json: templateText,
    total: z.number().min(0, reason('notBelow', { min: 0 })),
  }),
  allowDuplicateModels,
});
export type SaveScoringBody = z.input<typeof SaveScoringBody>;

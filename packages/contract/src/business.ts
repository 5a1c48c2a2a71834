// Business items, filling in and review (issue 19; spec forms.md §7 "Forms and business" and
// "Compliance"). A certification body (the publishing tenant) creates a business item (业务), binds
// papers to it (indicator forms, questionnaires, scoring forms, each pinned to a form version) and
// publishes it to tenants; their staff fill the papers in (submissions with server-side drafts),
// reviewers accept or return them with comments per field, experts score and suggest.
//
// Paths and constants are in business-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { reason } from './reasons.js';
import { PageQuery } from './organisation.js';
import { BIZ_BATCH_MAX, BIZ_DESC_MAX, BIZ_NAME_MAX, COMMENT_MAX, SUGGESTION_MAX } from './business-model.js';

export * from './business-model.js';

const id = z.uuid();
const isoDate = z.iso.date();
const name = z
  .string()
  .trim()
  .min(1, reason('required'))
  .max(BIZ_NAME_MAX, reason('maxChars', { max: BIZ_NAME_MAX }));
const description = z
  .string()
  .trim()
  .max(BIZ_DESC_MAX, reason('maxChars', { max: BIZ_DESC_MAX }))
  .nullish();
const comment = z
  .string()
  .trim()
  .max(COMMENT_MAX, reason('maxChars', { max: COMMENT_MAX }));
/** Answers: the form data object the renderer produces. */
const answers = z.record(z.string(), z.unknown());
const usernames = z.array(z.string().trim().min(1).max(64)).max(BIZ_BATCH_MAX);

// ---- business items (publisher side) ----

export const BizFilter = z.object({
  name: z.string().trim().max(BIZ_NAME_MAX).optional(),
  type: z.string().trim().max(64).optional(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
});
export type BizFilter = z.input<typeof BizFilter>;
export const BizListQuery = PageQuery;

export const BizBody = z
  .object({
    name,
    /** A value of dictionary QSBITYPE. */
    type: z.string().trim().min(1, reason('required')).max(64),
    openDate: isoDate.nullish(),
    closeDate: isoDate.nullish(),
    description,
  })
  .refine((b) => !b.openDate || !b.closeDate || b.openDate <= b.closeDate, {
    path: ['closeDate'],
    message: reason('closeBeforeOpen'),
  });
export type BizBody = z.input<typeof BizBody>;
export const UpdateBizBody = z.intersection(BizBody, z.object({ id }));
export type UpdateBizBody = z.input<typeof UpdateBizBody>;
export const BizIdQuery = z.object({ bizId: id });

export const BizSummary = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  /** The QSBITYPE item's name in the caller's language. */
  typeName: z.string().nullable(),
  openDate: z.string().nullable(),
  closeDate: z.string().nullable(),
  description: z.string().nullable(),
  status: z.number().int(),
  paperCount: z.number().int(),
  tenantCount: z.number().int(),
  submittedCount: z.number().int(),
  /** Submissions waiting for a reviewer. */
  pendingCount: z.number().int(),
  publishedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type BizSummary = z.infer<typeof BizSummary>;
export const BizPage = z.object({ items: z.array(BizSummary), total: z.number().int() });
export type BizPage = z.infer<typeof BizPage>;

export const Paper = z.object({
  id: z.string(),
  bizId: z.string(),
  formId: z.string(),
  formVersion: z.number().int(),
  kind: z.number().int(),
  formName: z.string(),
  total: z.number().nullable(),
  /** Scoring forms: assigned experts' usernames. */
  experts: z.array(z.string()),
  sort: z.number().int(),
  /** Submissions that exist (a paper with answers cannot be unbound). */
  submissionCount: z.number().int(),
});
export type Paper = z.infer<typeof Paper>;
/** A paper with its pinned template text (for preview and filling in). */
export const PaperWithForm = Paper.extend({ formJson: z.string() });
export type PaperWithForm = z.infer<typeof PaperWithForm>;

export const BizDetail = BizSummary.extend({ papers: z.array(Paper) });
export type BizDetail = z.infer<typeof BizDetail>;

export const BindPaperBody = z.object({
  bizId: id,
  formId: id,
  /** Default: the form's current version. */
  formVersion: z.number().int().min(1).optional(),
  experts: usernames.optional(),
  sort: z.number().int().min(0).max(9999).optional(),
});
export type BindPaperBody = z.input<typeof BindPaperBody>;
export const UpdatePaperBody = z.object({
  paperId: id,
  experts: usernames.optional(),
  sort: z.number().int().min(0).max(9999).optional(),
});
export type UpdatePaperBody = z.input<typeof UpdatePaperBody>;
export const UnbindPaperBody = z.object({ bizId: id, paperId: id });

export const TenantOption = z.object({ id: z.string(), code: z.string(), name: z.string() });
export type TenantOption = z.infer<typeof TenantOption>;
export const TenantListBody = z.object({ keyword: z.string().trim().max(64).optional() });

export const BizTenant = z.object({
  id: z.string(),
  bizId: z.string(),
  tenantId: z.string(),
  tenantCode: z.string(),
  tenantName: z.string(),
  /** When the item was published to it; null while only chosen. */
  notifiedAt: z.string().nullable(),
  submittedCount: z.number().int(),
});
export type BizTenant = z.infer<typeof BizTenant>;
export const AddTenantsBody = z.object({
  bizId: id,
  tenantIds: z.array(id).min(1, reason('pickAtLeastOne')).max(BIZ_BATCH_MAX),
});
export type AddTenantsBody = z.input<typeof AddTenantsBody>;
export const RemoveTenantsBody = z.object({
  ids: z.array(id).min(1, reason('pickAtLeastOne')).max(BIZ_BATCH_MAX),
});

export const PublishBody = z.object({
  bizId: id,
  /** Tenants to add before publishing (optional: those already chosen are published to). */
  tenantIds: z.array(id).max(BIZ_BATCH_MAX).optional(),
});
export type PublishBody = z.input<typeof PublishBody>;
export const PublishResult = z.object({ tenants: z.number().int(), notified: z.number().int() });
export type PublishResult = z.infer<typeof PublishResult>;

/** A form of the publisher's tenant that can be bound as a paper (getFormList). */
export const FormChoice = z.object({
  id: z.string(),
  kind: z.number().int(),
  formName: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  fieldCount: z.number().int(),
  total: z.number().nullable(),
  updatedAt: z.string(),
});
export type FormChoice = z.infer<typeof FormChoice>;
export const FormChoiceFilter = z.object({
  kind: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  keyword: z.string().trim().max(64).optional(),
});
export type FormChoiceFilter = z.input<typeof FormChoiceFilter>;
export const FormChoiceQuery = z.object({ formId: id });
/** A bindable form with its current template text, for the picker's preview. */
export const FormChoiceDetail = FormChoice.extend({ json: z.string() });
export type FormChoiceDetail = z.infer<typeof FormChoiceDetail>;

// ---- published papers (tenant staff side, /business) ----

export const PublishedFilter = z.object({
  keyword: z.string().trim().max(BIZ_NAME_MAX).optional(),
  type: z.string().trim().max(64).optional(),
  status: z.number().int().min(-1).max(3).optional(),
});
export type PublishedFilter = z.input<typeof PublishedFilter>;

export const PublishedPaper = z.object({
  paperId: z.string(),
  bizId: z.string(),
  bizName: z.string(),
  bizType: z.string(),
  typeName: z.string().nullable(),
  publisherName: z.string(),
  kind: z.number().int(),
  formName: z.string(),
  openDate: z.string().nullable(),
  closeDate: z.string().nullable(),
  /** The item is closed or past its close date: no new submissions. */
  closed: z.boolean(),
  /** My submission (null: not started). */
  submitId: z.string().nullable(),
  no: z.string().nullable(),
  status: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type PublishedPaper = z.infer<typeof PublishedPaper>;
export const PublishedPage = z.object({ items: z.array(PublishedPaper), total: z.number().int() });
export type PublishedPage = z.infer<typeof PublishedPage>;

// ---- submissions ----

export const AddSubmissionBody = z.object({ paperId: id, bizId: id });
export type AddSubmissionBody = z.input<typeof AddSubmissionBody>;
export const SubmissionRef = z.object({ submitId: z.string(), no: z.string() });
export type SubmissionRef = z.infer<typeof SubmissionRef>;

export const DoAnswerBody = z.object({ submitId: id, data: answers });
export type DoAnswerBody = z.input<typeof DoAnswerBody>;
export const DraftSaved = z.object({ savedAt: z.string() });
export const SubmitBody = DoAnswerBody;
export type SubmitBody = z.input<typeof SubmitBody>;
export const SubmitResult = z.object({
  submitId: z.string(),
  version: z.number().int(),
  status: z.number().int(),
});
export type SubmitResult = z.infer<typeof SubmitResult>;

/** `detail?no&flowNo&submitId`: any one of the three finds the submission. */
export const SubmissionQuery = z
  .object({ no: z.string().trim().max(64).optional(), flowNo: id.optional(), submitId: id.optional() })
  .refine((q) => q.no || q.flowNo || q.submitId, { path: ['submitId'], message: reason('required') });
export type SubmissionQuery = z.input<typeof SubmissionQuery>;
export const WithAnswerQuery = z.object({ submitId: id, version: z.coerce.number().int().min(1).optional() });

export const Review = z.object({
  id: z.string(),
  version: z.number().int(),
  outcome: z.enum(['accepted', 'returned']),
  comment: z.string().nullable(),
  fieldComments: z.record(z.string(), z.string()),
  reviewerName: z.string().nullable(),
  createdAt: z.string(),
});
export type Review = z.infer<typeof Review>;

export const Suggestion = z.object({
  id: z.string(),
  submitId: z.string(),
  path: z.string(),
  content: z.string(),
  expertName: z.string(),
  createdAt: z.string(),
  /** Written by the caller (an expert deletes only their own). */
  mine: z.boolean(),
});
export type Suggestion = z.infer<typeof Suggestion>;

export const ExpertScore = z.object({
  expertName: z.string(),
  items: z.record(z.string(), z.number()),
  total: z.number(),
  updatedAt: z.string(),
  /** The caller's own score (the expert page fills its inputs from it). */
  mine: z.boolean(),
});
export type ExpertScore = z.infer<typeof ExpertScore>;
export const ScoreSummary = z.object({
  /** Automatic score of the items with a standard answer. */
  autoScore: z.number().nullable(),
  /** Mean of the experts' totals of the manual items. */
  expertScore: z.number().nullable(),
  /** autoScore + expertScore (null until every assigned expert scored). */
  score: z.number().nullable(),
  total: z.number().nullable(),
  /** Models of the items experts score (input, textarea, isAuto 0). */
  manualItems: z.array(z.object({ model: z.string(), label: z.string(), max: z.number().nullable() })),
  experts: z.array(ExpertScore),
  /** Assigned experts who have not scored yet. */
  waitingFor: z.array(z.string()),
});
export type ScoreSummary = z.infer<typeof ScoreSummary>;

export const SubmissionSummary = z.object({
  id: z.string(),
  no: z.string(),
  bizId: z.string(),
  bizName: z.string(),
  paperId: z.string(),
  formName: z.string(),
  kind: z.number().int(),
  submitterName: z.string(),
  submitterTenantName: z.string(),
  status: z.number().int(),
  version: z.number().int(),
  wfInstanceId: z.string().nullable(),
  score: z.number().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type SubmissionSummary = z.infer<typeof SubmissionSummary>;
export const SubmissionPage = z.object({ items: z.array(SubmissionSummary), total: z.number().int() });
export type SubmissionPage = z.infer<typeof SubmissionPage>;
export const SubmissionFilter = z.object({
  bizId: id.optional(),
  paperId: id.optional(),
  status: z.number().int().min(0).max(3).optional(),
  /** Submission number, submitter or tenant name. */
  keyword: z.string().trim().max(64).optional(),
});
export type SubmissionFilter = z.input<typeof SubmissionFilter>;

/** One submission as the filler or a reviewer sees it. */
export const SubmissionDetail = SubmissionSummary.extend({
  paper: PaperWithForm,
  /** Current answers (the draft while editing). */
  data: answers,
  draftSavedAt: z.string().nullable(),
  /** The item is closed: nothing more can be submitted. */
  closed: z.boolean(),
  /** What the caller may do now. */
  canEdit: z.boolean(),
  canReview: z.boolean(),
  /** The latest review (its field comments are shown next to the fields). */
  lastReview: Review.nullable(),
  reviews: z.array(Review),
  suggestions: z.array(Suggestion),
  scores: ScoreSummary.nullable(),
});
export type SubmissionDetail = z.infer<typeof SubmissionDetail>;

export const SubmissionVersion = z.object({
  version: z.number().int(),
  data: answers,
  submittedBy: z.string().nullable(),
  submittedAt: z.string(),
});
export type SubmissionVersion = z.infer<typeof SubmissionVersion>;
export const SubmissionVersions = z.object({ items: z.array(SubmissionVersion) });

export const ReviewBody = z.object({
  submitId: id,
  outcome: z.enum(['accepted', 'returned']),
  comment: comment.optional(),
  /** Field path → comment; required in practice when returning. */
  fieldComments: z.record(z.string().max(500), comment).optional(),
});
export type ReviewBody = z.input<typeof ReviewBody>;

// ---- scoring ----

export const ScoreListFilter = z.object({
  /** true: only those I still have to score; false: only those I scored (a query string: 'false' is false). */
  pending: z.stringbool().optional(),
  keyword: z.string().trim().max(64).optional(),
});
export const ScoreTask = SubmissionSummary.extend({ myTotal: z.number().nullable() });
export type ScoreTask = z.infer<typeof ScoreTask>;
export const ScoreTaskPage = z.object({ items: z.array(ScoreTask), total: z.number().int() });
export const SaveScoreBody = z.object({
  submitId: id,
  /** Field model → score (0 … the item's AnswerScore). */
  items: z.record(z.string().max(200), z.number().min(0)),
});
export type SaveScoreBody = z.input<typeof SaveScoreBody>;

// ---- suggestions ----

/**
 * cpn/expert/getSuggestList: a submission's suggestions (submitId), or a brand answer's (processId and
 * qsId: the brand module answers them).
 */
export const SuggestionQuery = z
  .object({ submitId: id.optional(), processId: id.optional(), qsId: id.optional() })
  .superRefine((q, ctx) => {
    if (q.submitId !== undefined) return;
    const missing =
      q.processId === undefined && q.qsId === undefined
        ? ['submitId']
        : (['processId', 'qsId'] as const).filter((k) => q[k] === undefined);
    for (const key of missing) ctx.addIssue({ code: 'custom', path: [key], message: reason('required') });
  });
export const SaveSuggestionBody = z.object({
  submitId: id,
  path: z.string().trim().min(1, reason('required')).max(500),
  content: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(SUGGESTION_MAX, reason('maxChars', { max: SUGGESTION_MAX })),
});
export type SaveSuggestionBody = z.input<typeof SaveSuggestionBody>;
export const RemoveSuggestionBody = z.object({ id });

// ---- questionnaires ----

export const QuestionnaireSummary = z.object({
  formId: z.string(),
  formName: z.string(),
  description: z.string().nullable(),
  /** QSBITYPE values of the business items it is bound to. */
  types: z.array(z.string()),
  /** The business items it is bound to (results are per paper). */
  papers: z.array(
    z.object({ paperId: z.string(), bizId: z.string(), bizName: z.string(), submitted: z.number().int() }),
  ),
  submitted: z.number().int(),
  /** Tenants' members who could answer it (published to), for the completion rate. */
  invited: z.number().int(),
  updatedAt: z.string(),
  /** The stored questionnaire's qsId: the designer opens it with qsId and qsDetailId (= formId). */
  qsId: z.string().nullable(),
});
export type QuestionnaireSummary = z.infer<typeof QuestionnaireSummary>;
export const QuestionnaireFilter = z.object({
  keyword: z.string().trim().max(64).optional(),
  type: z.string().trim().max(64).optional(),
});
export const QuestionnairePage = z.object({ items: z.array(QuestionnaireSummary), total: z.number().int() });

export const QsStatsQuery = z.object({ paperId: id });
export const QuestionStats = z.object({
  model: z.string(),
  label: z.string(),
  type: z.string(),
  /** Choice questions: each option with its count. */
  options: z.array(z.object({ value: z.string(), label: z.string(), count: z.number().int() })),
  /** Free-text questions: the latest answers (at most 50). */
  texts: z.array(z.string()),
  answered: z.number().int(),
  /** Number questions and rates: mean of the answers. */
  mean: z.number().nullable(),
});
export type QuestionStats = z.infer<typeof QuestionStats>;
export const QsStats = z.object({
  paperId: z.string(),
  formName: z.string(),
  submitted: z.number().int(),
  drafts: z.number().int(),
  invited: z.number().int(),
  /** submitted / invited, 0 … 1. */
  completionRate: z.number(),
  questions: z.array(QuestionStats),
});
export type QsStats = z.infer<typeof QsStats>;
export const QsExportQuery = z.object({ paperId: id });

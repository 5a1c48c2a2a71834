// Brand assessment (issue 22): the bodies and answers of applications, answers and the process (H2).
// Constants and paths are in brand-model.ts (zod-free: the web imports its values). The credit code's
// check digit and the answers' form rules are the service's, so that a refusal names the field.
import { z } from 'zod';
import { BRAND_BUSINESS_TYPES, BRAND_EXPERTS_MAX, BRAND_EXPERTS_MIN } from './brand-model.js';
import type { BrandBusinessType, BrandLevel } from './brand-model.js';
import { reason } from './reasons.js';

const id = z.uuid();
const line = (max: number) => z.string().trim().max(max, reason('maxChars', { max }));
const required = (max: number) => line(max).min(1, reason('required'));

/** ent/saveWorkFlow: the enterprise's application. */
export const BrandApplyBody = z.object({
  businessType: z.enum(BRAND_BUSINESS_TYPES),
  brandName: required(100),
  entName: required(100),
  creditCode: required(18).transform((v) => v.toUpperCase()),
  industry: line(100).default(''),
  contactName: required(50),
  contactTel: required(30),
  description: line(2000).default(''),
});
export type BrandApplyBody = z.input<typeof BrandApplyBody>;

/** ent/updateEntProcess: the application changed while answering or returned. */
export const BrandUpdateBody = BrandApplyBody.extend({ processId: id });
export type BrandUpdateBody = z.input<typeof BrandUpdateBody>;

export const BrandProcessIdBody = z.object({ processId: id });
export type BrandProcessIdBody = z.input<typeof BrandProcessIdBody>;
export const BrandProcessIdQuery = BrandProcessIdBody;
export const BrandAnswerQuery = z.object({ processId: id, qsId: id });

/** paper/saveAnswer: one questionnaire's answers, a draft or final. */
export const BrandSaveAnswerBody = z.object({
  processId: id,
  qsId: id,
  data: z.record(z.string(), z.unknown()).default({}),
  draft: z.boolean().default(true),
});
export type BrandSaveAnswerBody = z.input<typeof BrandSaveAnswerBody>;

/** ent/queryProcessPage (paging in the query). */
export const BrandProcessFilter = z.object({
  status: z.coerce.number().int().min(0).max(20).optional(),
  businessType: z.enum(BRAND_BUSINESS_TYPES).optional(),
  /** Process number, brand, enterprise or credit code. */
  keyword: line(100).optional(),
});
export type BrandProcessFilter = z.input<typeof BrandProcessFilter>;

export const BrandAssignBody = z.object({
  processId: id,
  expertIds: z
    .array(z.uuid())
    .min(BRAND_EXPERTS_MIN, reason('pickAtLeastOne'))
    .max(BRAND_EXPERTS_MAX, reason('notAbove', { max: BRAND_EXPERTS_MAX })),
});
export type BrandAssignBody = z.input<typeof BrandAssignBody>;

export const BrandFormalCheckBody = z.object({
  processId: id,
  result: z.enum(['passed', 'returned']),
  comment: line(1000).default(''),
});
export type BrandFormalCheckBody = z.input<typeof BrandFormalCheckBody>;

export const BrandReviewBody = z.object({
  processId: id,
  result: z.enum(['approved', 'returned']),
  comment: line(1000).default(''),
});
export type BrandReviewBody = z.input<typeof BrandReviewBody>;

/** A process in a list. */
export interface BrandProcess {
  id: string;
  no: string;
  businessType: BrandBusinessType;
  brandName: string;
  entName: string;
  creditCode: string;
  applicantName: string | null;
  status: number;
  strengthScore: string | null;
  level: BrandLevel | null;
  brandValue: string | null;
  instanceId: string | null;
  submittedAt: string | null;
  completedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** An expert assigned to a process. */
export interface BrandAssignedExpert {
  expertId: string;
  expertName: string;
  submittedAt: string | null;
  assignedAt: string;
}

/** A questionnaire's answer state in a process. */
export interface BrandAnswerState {
  qsId: string;
  qsName: string;
  groupId: string;
  groupName: string;
  answered: boolean;
  draft: boolean;
  updatedAt: string | null;
}

/** ent/processDetail and brand/biz/getBizByProcess. */
export interface BrandProcessDetail extends BrandProcess {
  industry: string;
  contactName: string;
  contactTel: string;
  description: string;
  checkComment: string | null;
  answers: BrandAnswerState[];
  experts: BrandAssignedExpert[];
  canEdit: boolean;
  canSubmit: boolean;
  canWithdraw: boolean;
  canAssign: boolean;
  canCheck: boolean;
  canReview: boolean;
}

/** A saved answer (paper/getASData, getASDatas). */
export interface BrandAnswer {
  processId: string;
  qsId: string;
  data: Record<string, unknown>;
  draft: boolean;
  updatedAt: string;
}

/** An expert who may be assigned (ent/expertCandidates). */
export interface BrandExpertCandidate {
  id: string;
  name: string;
  username: string;
  /** Processes in scoring they are assigned to and have not submitted yet. */
  pending: number;
}

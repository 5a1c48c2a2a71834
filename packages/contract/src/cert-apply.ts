// Certification (issue 21): the bodies and answers of applications and acceptance (H1).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values). A draft keeps what
// the enterprise typed so far; the rules that need the whole application (a valid credit code, people,
// sites) are the service's, so that a refusal names every field at once.
import { z } from 'zod';
import { CERT_SCHEME_KEYS, RISK_LEVELS, type CertScheme, type RiskLevel } from './cert-model.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const id = z.uuid();
const line = (max: number) => z.string().trim().max(max, reason('maxChars', { max }));
const required = (max: number) => line(max).min(1, reason('required'));

export const CertFileBody = z.object({ key: required(200), name: required(200) });
export type CertFileBody = z.infer<typeof CertFileBody>;

export const CertSiteBody = z.object({
  name: line(100),
  address: line(200),
  employees: z.coerce.number().int(reason('integer')).default(0),
});
export type CertSiteBody = z.input<typeof CertSiteBody>;

/** CCC: the product, its models and the factory that makes it. */
export const CertProductBody = z.object({
  name: line(100).default(''),
  models: line(500).default(''),
  factory: line(100).default(''),
  factoryAddress: line(200).default(''),
});
export type CertProductBody = z.input<typeof CertProductBody>;

/** apply/save: a new draft (no id) or a change of my draft. */
export const ApplicationBody = z.object({
  id: id.optional(),
  scheme: z.enum(CERT_SCHEME_KEYS),
  entName: required(100),
  creditCode: line(18)
    .transform((v) => v.toUpperCase())
    .default(''),
  address: line(200).default(''),
  region: z
    .string()
    .regex(/^\d{6}$/)
    .nullish(),
  contactName: line(50).default(''),
  contactTel: line(30).default(''),
  contactEmail: line(100).default(''),
  scope: line(2000).default(''),
  fieldCodes: z.array(line(64)).max(50).default([]),
  /** Effective personnel; a draft may leave it out. */
  employees: z.coerce.number().int(reason('integer')).max(1_000_000).nullish(),
  sites: z.array(CertSiteBody).max(50).default([]),
  product: CertProductBody.nullish(),
  documents: z.array(CertFileBody).max(50).default([]),
  formId: id.nullish(),
  formVersion: z.coerce.number().int().min(1).nullish(),
  formData: z.record(z.string(), z.unknown()).nullish(),
});
export type ApplicationBody = z.input<typeof ApplicationBody>;

export const ApplicationIdBody = z.object({ id });
export const ApplicationIdQuery = ApplicationIdBody;

/** apply/queryPageList and cccWork/queryCCCApplyList: the body's lists (paging in the query). */
export const ApplicationFilter = z.object({
  status: z.coerce.number().int().min(0).max(20).optional(),
  scheme: z.enum(CERT_SCHEME_KEYS).optional(),
  /** Enterprise name, credit code or application number. */
  keyword: line(100).optional(),
  submittedFrom: z.iso.date().optional(),
  submittedTo: z.iso.date().optional(),
});
export type ApplicationFilter = z.input<typeof ApplicationFilter>;

export const MyApplicationQuery = PageQuery;

export const ProposedDaysQuery = z.object({ id, risk: z.enum(RISK_LEVELS) });

/** Audit days as a decimal text in half days ("7", "7.5"). */
const auditDays = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,4}(\.[05])?$/, reason('decimalFormat')));

export const CertAcceptBody = z.object({
  id,
  risk: z.enum(RISK_LEVELS),
  auditDays,
  /** Why the days differ from the decision table's proposal (required then). */
  daysReason: line(500).optional(),
  comment: line(500).optional(),
});
export type CertAcceptBody = z.input<typeof CertAcceptBody>;

export const CertRefuseBody = z.object({ id, reason: required(500) });
export type CertRefuseBody = z.input<typeof CertRefuseBody>;

export interface CertFileRef {
  key: string;
  name: string;
}

/** An application in a list. */
export interface CertApplication {
  id: string;
  /** CA-2026-00001 once submitted. */
  no: string | null;
  scheme: CertScheme;
  standard: string;
  entName: string;
  creditCode: string;
  employees: number;
  /** ApplicationStatus */
  status: number;
  applicantName: string | null;
  risk: RiskLevel | null;
  auditDays: string | null;
  instanceId: string | null;
  submittedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface CertApplicationDetail extends CertApplication {
  address: string;
  region: string | null;
  contactName: string;
  contactTel: string;
  contactEmail: string;
  scope: string;
  fieldCodes: string[];
  sites: { name: string; address: string; employees: number }[];
  product: { name: string; models: string; factory: string; factoryAddress: string } | null;
  documents: CertFileRef[];
  formId: string | null;
  formVersion: number | null;
  formData: Record<string, unknown> | null;
  /** The application form's template at the version the answers were given to. */
  form: CertFormTemplate | null;
  proposedDays: string | null;
  daysReason: string | null;
  reviewComment: string | null;
  reviewedBy: string | null;
  reviewedAt: string | null;
  /** What the caller may do now. */
  canEdit: boolean;
  canWithdraw: boolean;
  canReview: boolean;
}

/** apply/auditDays: the tenant's audit-duration decision for the application's people and a risk. */
export interface ProposedDays {
  employees: number;
  risk: RiskLevel;
  auditDays: string;
}

/** settings/save: the body's application form (one of its forms of the designer; null: none). */
export const CertSettingsBody = z.object({ applicationFormId: id.nullable() });
export type CertSettingsBody = z.input<typeof CertSettingsBody>;

/** A form of the designer the body may choose as its application form. */
export interface CertFormChoice {
  id: string;
  formName: string;
  version: number;
  updatedAt: string;
}

/** A form template as the renderer takes it: the designer's JSON at a version. */
export interface CertFormTemplate {
  id: string;
  formName: string;
  version: number;
  json: string;
}

/** settings/get. */
export interface CertSettings {
  applicationFormId: string | null;
  /** The application form's current template, for the enterprise to fill in. */
  applicationForm: CertFormTemplate | null;
  /** The forms the body's staff may choose from (empty for anyone else). */
  choices: CertFormChoice[];
  updatedBy: string | null;
  updatedAt: string | null;
}

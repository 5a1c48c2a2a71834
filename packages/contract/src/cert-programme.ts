// Certification (issue 21): the bodies and answers of auditors, audit programmes, audit plans and teams
// (H3). Re-exported from cert-audit.ts; constants and paths in cert-model.ts.
import { z } from 'zod';
import { AUDIT_POSTS, CERT_SCHEME_KEYS } from './cert-model.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const id = z.uuid();
const required = (max: number) =>
  z.string().trim().min(1, reason('required')).max(max, reason('maxChars', { max }));
const optionalText = (max: number) => z.string().trim().max(max, reason('maxChars', { max }));
const keyword = z.string().trim().max(100).optional();
const isoDate = z.iso.date();
/** Audit time in half days: 0.5, 1, 1.5 … */
const halfDays = z
  .union([z.string(), z.number()])
  .transform((v) => String(v).trim())
  .pipe(
    z
      .string()
      .regex(/^\d{1,4}(\.[05]0?)?$/, reason('halfDays'))
      .refine((v) => Number(v) >= 0.5, reason('halfDays')),
  );
const codes = z.array(z.string().trim().min(1).max(32)).max(100);

// ---- auditors ----

export const CertAuditorFilter = z.object({
  keyword,
  scheme: z.enum(CERT_SCHEME_KEYS).optional(),
  fieldCode: z.string().trim().max(32).optional(),
  active: z.boolean().optional(),
});
export type CertAuditorFilter = z.input<typeof CertAuditorFilter>;
export const CertAuditorPageQuery = PageQuery;

export const CertAuditorBody = z.object({
  id: id.optional(),
  name: required(50),
  /** 1 male, 2 female (the audit letter's convention). */
  gender: z.union([z.literal(1), z.literal(2)]).default(1),
  mobile: z
    .string()
    .trim()
    .regex(/^1\d{10}$/, reason('mobileFormat')),
  qualification: required(50),
  certNo: optionalText(64).nullish(),
  schemes: z.array(z.enum(CERT_SCHEME_KEYS)).min(1, reason('required')),
  fieldCodes: codes.default([]),
  organisation: optionalText(200).default(''),
  conflicts: z.array(z.string().trim().min(1).max(200)).max(50).default([]),
  /** The member of the tenant who signs in as this auditor (needed to lead a team). */
  tenantUserId: id.nullish(),
  active: z.boolean().default(true),
});
export type CertAuditorBody = z.input<typeof CertAuditorBody>;

export interface CertAuditor {
  id: string;
  name: string;
  gender: number;
  mobile: string;
  qualification: string;
  certNo: string | null;
  schemes: string[];
  fieldCodes: string[];
  organisation: string;
  conflicts: string[];
  tenantUserId: string | null;
  /** The linked member's name and account. */
  memberName: string | null;
  memberUsername: string | null;
  active: boolean;
  updatedAt: string;
}

// ---- programmes ----

export const CertProgrammeFilter = z.object({
  keyword,
  scheme: z.enum(CERT_SCHEME_KEYS).optional(),
});
export type CertProgrammeFilter = z.input<typeof CertProgrammeFilter>;

/** An application with an audit programme (its contract signed). */
export interface CertProgramme {
  applicationId: string;
  applicationNo: string | null;
  entName: string;
  scheme: string;
  applicationStatus: number;
  auditDays: string | null;
  audits: number;
  /** The next audit not yet closed: its kind, due date and status. */
  nextKind: number | null;
  nextDueDate: string | null;
  nextStatus: number | null;
}

export interface CertTeamMember {
  auditorId: string;
  name: string;
  post: string;
  mobile: string;
  qualification: string;
  tenantUserId: string | null;
}

export interface CertAuditSummary {
  id: string;
  applicationId: string;
  applicationNo: string | null;
  entName: string;
  scheme: string;
  certificateId: string | null;
  kind: number;
  seq: number;
  dueDate: string | null;
  beginDate: string | null;
  endDate: string | null;
  auditDays: string;
  status: number;
  /** audit_schemes' process id and phase of its letter and plan. */
  processId: string | null;
  phase: number | null;
  /** Whether the audit runs on a process instance (surveillance audits get one at audit/start). */
  started: boolean;
  leaderName: string | null;
  team: CertTeamMember[];
}

export interface CertPlanRow {
  date: string;
  time: string;
  subject: string;
  clauses: string;
  auditors: string;
}

export interface CertAuditDetail extends CertAuditSummary {
  criteria: string;
  changeRequest: string | null;
  confirmedAt: string | null;
  plan: CertPlanRow[];
  fieldCodes: string[];
  standard: string;
}

export interface CertProgrammeDetail extends CertProgramme {
  standard: string;
  fieldCodes: string[];
  auditList: CertAuditSummary[];
}

export const CertAuditFilter = z.object({
  keyword,
  /** yyyy-mm: audits whose dates (or, unplanned, due date) fall in that month. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
    .optional(),
  kind: z.coerce.number().int().min(1).max(6).optional(),
  status: z.coerce.number().int().min(0).max(7).optional(),
  /** Audits under way: issued, confirmed or reported (the `#underway` tab of /plan). */
  underway: z.boolean().optional(),
  applicationId: id.optional(),
});
export type CertAuditFilter = z.input<typeof CertAuditFilter>;

export const CertAuditIdQuery = z.object({ auditId: id });
export const CertAuditIdBody = z.object({ auditId: id });
/** auditor/delete and programme/detail name their row by id. */
export const CertRowIdBody = z.object({ id });
export const CertRowIdQuery = z.object({ id });

export interface CertTeamCandidate {
  auditorId: string;
  name: string;
  qualification: string;
  mobile: string;
  schemes: string[];
  fieldCodes: string[];
  /** The application's field codes this auditor covers. */
  matchedFields: string[];
  hasSignIn: boolean;
  /** Why the auditor may not join (their organisation or a past client is the enterprise); empty when free. */
  conflicts: string[];
}

export const CertPlanBody = z.object({
  auditId: id,
  beginDate: isoDate,
  endDate: isoDate,
  auditDays: halfDays,
  criteria: optionalText(500).default(''),
  team: z
    .array(z.object({ auditorId: id, post: z.enum(AUDIT_POSTS) }))
    .min(1, reason('required'))
    .max(20),
  plan: z
    .array(
      z.object({
        date: isoDate,
        time: optionalText(50).default(''),
        subject: required(200),
        clauses: optionalText(200).default(''),
        auditors: optionalText(200).default(''),
      }),
    )
    .max(200)
    .default([]),
});
export type CertPlanBody = z.input<typeof CertPlanBody>;

export interface CertPlanSaved {
  audit: CertAuditDetail;
  /** Dates outside the programme's window (e.g. after the due date): saved, but worth a look. */
  warnings: string[];
}

export const CertChangeRequestBody = z.object({ auditId: id, reason: required(500) });
export type CertChangeRequestBody = z.input<typeof CertChangeRequestBody>;

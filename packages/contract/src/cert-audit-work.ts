// Certification (issue 21): the bodies and answers of the audit work (H4): the audit team's audits,
// findings and nonconformities with the enterprise's answers, the audit report, and the body's audit
// files (审核资料审查). Re-exported from cert-audit.ts; constants and paths in cert-model.ts.
import { z } from 'zod';
import { AUDIT_RECOMMENDATIONS, CertFindingKind } from './cert-model.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const id = z.uuid();
const required = (max: number) =>
  z.string().trim().min(1, reason('required')).max(max, reason('maxChars', { max }));
const keyword = z.string().trim().max(100).optional();
const certFile = z.object({
  key: z.string().trim().min(1, reason('required')).max(500),
  name: z.string().trim().min(1, reason('required')).max(255),
});
const files = z.array(certFile).max(10).default([]);
const findingKind = z.union([
  z.literal(CertFindingKind.observation),
  z.literal(CertFindingKind.minor),
  z.literal(CertFindingKind.major),
]);

/** audit/myAudits and audit/queryFileList: pageIndex and pageSize in the query. */
export const CertWorkPageQuery = PageQuery;
/** audit/myAudits: without a status, the audits under way (issued, confirmed, reported). */
export const CertMyAuditsFilter = z.object({
  status: z.coerce.number().int().min(0).max(9).optional(),
  keyword,
});
/** audit/queryFileList (the body's 审核资料审查). */
export const CertAuditFilesFilter = z.object({
  status: z.coerce.number().int().min(0).max(9).optional(),
  kind: z.coerce.number().int().min(1).max(6).optional(),
  keyword,
  /** true: only audits with a minor or major not closed; false: only those without. */
  openFindings: z.boolean().optional(),
});
/** audit/file and audit/reportDocument. */
export const CertWorkAuditQuery = z.object({ auditId: id });
export const CertWorkAuditBody = z.object({ auditId: id });

/** finding/list: an audit's findings (its team, the body) or an application's (its applicant, the body). */
export const CertFindingListBody = z
  .object({ auditId: id.optional(), applicationId: id.optional() })
  .refine((b) => !!b.auditId || !!b.applicationId, {
    message: reason('required'),
    path: ['auditId'],
  });

const findingFields = {
  kind: findingKind,
  /** The clause of the standard, e.g. "8.5.1". */
  clause: required(50),
  description: required(2000),
  evidence: files,
};
export const CertFindingAddBody = z.object({ auditId: id, ...findingFields });
export const CertFindingUpdateBody = z.object({ id, ...findingFields });
export const CertFindingIdBody = z.object({ id });
/** finding/close (the answer is verified) and finding/reopen (the answer is not accepted). */
export const CertFindingVerifyBody = z.object({ id, comment: required(1000) });
/** finding/answer: the enterprise's root cause, correction and corrective action. */
export const CertFindingAnswerBody = z.object({
  id,
  rootCause: required(2000),
  correction: required(2000),
  correctiveAction: required(2000),
  files,
});
/** audit/saveReport: the draft's conclusion and recommendation (the leader). */
export const CertReportDraftBody = z.object({
  auditId: id,
  conclusion: required(2000),
  recommendation: z.enum(AUDIT_RECOMMENDATIONS),
});
/** audit/issueReport: the report as issued (the leader); written into the audit letter's report. */
export const CertReportBody = CertReportDraftBody.extend({ summary: required(4000) });

export type CertFindingAddBody = z.input<typeof CertFindingAddBody>;
export type CertFindingUpdateBody = z.input<typeof CertFindingUpdateBody>;
export type CertFindingAnswerBody = z.input<typeof CertFindingAnswerBody>;
export type CertReportBody = z.input<typeof CertReportBody>;
export type CertReportDraftBody = z.input<typeof CertReportDraftBody>;
export type CertAuditFilesFilter = z.input<typeof CertAuditFilesFilter>;
export type CertMyAuditsFilter = z.input<typeof CertMyAuditsFilter>;

export interface CertWorkFile {
  key: string;
  name: string;
}

export interface CertFinding {
  id: string;
  auditId: string;
  applicationId: string;
  /** CertFindingKind */
  kind: number;
  clause: string;
  description: string;
  evidence: CertWorkFile[];
  /** CertFindingStatus */
  status: number;
  rootCause: string | null;
  correction: string | null;
  correctiveAction: string | null;
  answerFiles: CertWorkFile[];
  answeredBy: string | null;
  answeredAt: string | null;
  verifyComment: string | null;
  closedBy: string | null;
  closedAt: string | null;
  raisedBy: string | null;
  createdAt: string;
  /** The audit it belongs to, for lists across audits. */
  auditKind: number;
  auditSeq: number;
}

/** One audit as the team's list and the body's audit files show it. */
export interface CertWorkAudit {
  id: string;
  applicationId: string;
  applicationNo: string | null;
  entName: string;
  scheme: string;
  standard: string;
  /** AuditKind */
  kind: number;
  seq: number;
  /** AuditStatus */
  status: number;
  beginDate: string | null;
  endDate: string | null;
  auditDays: string;
  processId: string | null;
  phase: number | null;
  leaderName: string | null;
  /** The caller's post in the team (AUDIT_POSTS), null for the body's staff. */
  myPost: string | null;
  findings: number;
  /** Minors and majors not closed. */
  openFindings: number;
  reportIssuedAt: string | null;
}

export interface CertWorkTeamMember {
  auditorId: string;
  name: string;
  post: string;
  qualification: string;
  mobile: string;
  /** Whether the member signs in (a leader must). */
  member: boolean;
}

export interface CertWorkPlanRow {
  date: string;
  time: string;
  subject: string;
  clauses: string;
  auditors: string;
}

/** An audit's whole file: the audit, its application, plan, team, findings and report. */
export interface CertWorkAuditFile extends CertWorkAudit {
  criteria: string;
  application: {
    id: string;
    no: string | null;
    entName: string;
    creditCode: string;
    address: string;
    scope: string;
    fieldCodes: string[];
    employees: number;
    documents: CertWorkFile[];
    contactName: string;
    contactTel: string;
  };
  plan: CertWorkPlanRow[];
  team: CertWorkTeamMember[];
  findingList: CertFinding[];
  conclusion: string | null;
  recommendation: string | null;
  summary: string | null;
  /** The report's address once issued (the PDF made from the data). */
  reportUrl: string | null;
  /** What the caller may do. */
  isLeader: boolean;
  canEditFindings: boolean;
  canReport: boolean;
  canClose: boolean;
}

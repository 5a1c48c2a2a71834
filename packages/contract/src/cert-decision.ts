// Certification (issue 21): the bodies and answers of technical review, decisions, certificates and
// public verification (H5). Constants and paths are in cert-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { CERT_SCHEME_KEYS, CERTIFICATE_CHANGES, DECISIONS, REVIEW_RESULTS } from './cert-model.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

const id = z.uuid();
const opinion = z
  .string()
  .trim()
  .min(1, reason('required'))
  .max(2000, reason('maxChars', { max: 2000 }));
const keyword = z.string().trim().max(100).optional();

/** review/queryPageList and decision/queryPageList: `pending` (awaiting the step) or `done`. */
export const CertReviewListQuery = PageQuery;
export const CertReviewFilter = z.object({
  state: z.enum(['pending', 'done']).optional(),
  scheme: z.enum(CERT_SCHEME_KEYS).optional(),
  keyword,
});
/** review/file?auditId: the audit's file (plan, team, findings, report, reviews and decisions). */
export const CertAuditFileQuery = z.object({ auditId: id });

export const CertReviewBody = z.object({
  auditId: id,
  result: z.enum(REVIEW_RESULTS),
  opinion,
});

export const CertDecisionBody = z.object({
  auditId: id,
  decision: z.enum(DECISIONS),
  opinion,
  /** The reduced scope (decision reduceScope). */
  scope: z.string().trim().max(2000).optional(),
});

export const CertCertificateListQuery = PageQuery;
export const CertCertificateFilter = z.object({
  status: z.coerce.number().int().min(1).max(5).optional(),
  scheme: z.enum(CERT_SCHEME_KEYS).optional(),
  keyword,
  /** Valid certificates expiring within this many days. */
  expiringDays: z.coerce.number().int().min(1).max(3650).optional(),
});
export const CertIdQuery = z.object({ id });

export const CertChangeBody = z.object({
  id,
  change: z.enum(CERTIFICATE_CHANGES),
  reason: opinion,
  /** The new scope (reduceScope). */
  scope: z.string().trim().max(2000).optional(),
});

export const CertPublicQuery = z.object({
  no: z.string().trim().min(1, reason('required')).max(64),
  code: z.string().trim().min(1, reason('required')).max(64),
});

// ---- answers ----

export interface CertReviewRecord {
  id: string;
  kind: 'review' | 'decision';
  result: string;
  opinion: string;
  scope: string | null;
  reviewerName: string;
  createdAt: string;
}

/** An audit awaiting (or past) technical review or decision. */
export interface CertReviewItem {
  auditId: string;
  applicationId: string;
  applicationNo: string | null;
  entName: string;
  scheme: string;
  standard: string;
  /** AuditKind */
  kind: number;
  seq: number;
  beginDate: string | null;
  endDate: string | null;
  auditDays: string;
  leaderName: string | null;
  reportIssuedAt: string | null;
  recommendation: string | null;
  majors: number;
  minors: number;
  observations: number;
  /** Awaiting this step now. */
  pending: boolean;
  last: CertReviewRecord | null;
}

export interface CertAuditFile extends CertReviewItem {
  scope: string;
  sites: { name: string; address: string; employees: number }[];
  fieldCodes: string[];
  criteria: string;
  conclusion: string | null;
  processId: string | null;
  phase: number | null;
  team: { auditorId: string; name: string; post: string; tenantUserId: string | null }[];
  findings: {
    id: string;
    kind: number;
    clause: string;
    description: string;
    status: number;
    rootCause: string | null;
    correction: string | null;
    correctiveAction: string | null;
    verifyComment: string | null;
  }[];
  /** The audit report PDF, when issued. */
  reportUrl: string | null;
  records: CertReviewRecord[];
  /** The decisions this audit kind allows (decision page). */
  decisions: string[];
  /** The caller was on the audit team: they may neither review nor decide. */
  onTeam: boolean;
  /** The certificate a surveillance or recertification audit is about. */
  certificateId: string | null;
}

export interface CertCertificate {
  id: string;
  no: string;
  applicationId: string;
  scheme: string;
  standard: string;
  entName: string;
  creditCode: string;
  address: string;
  scope: string;
  sites: { name: string; address: string; employees: number }[];
  fieldCodes: string[];
  issuedOn: string;
  expiresOn: string;
  /** CertificateStatus; valid past its expiry reads expired. */
  status: number;
  statusReason: string | null;
  verifyCode: string;
  previousId: string | null;
}

export interface CertCertificateEvent {
  id: string;
  kind: string;
  reason: string | null;
  actorName: string | null;
  at: string;
}

export interface CertCertificateDetail extends CertCertificate {
  events: CertCertificateEvent[];
  /** The surveillance and recertification audits of the cycle. */
  audits: { id: string; kind: number; seq: number; dueDate: string | null; status: number }[];
}

/** public/certificate: what anyone holding the number and code may see. */
export interface CertPublicCertificate {
  no: string;
  holder: string;
  scheme: string;
  standard: string;
  scope: string;
  sites: { name: string; address: string }[];
  issuedOn: string;
  expiresOn: string;
  status: number;
  statusReason: string | null;
  body: string;
}

// Certification (issue 21, spec forms.md §7 "Certification"): the certification body's tenant holds its
// clients' applications (an applicant is a member of the tenant holding the enterprise pages), the
// contracts, its registered auditors, the audit programme of each application (stage 1, stage 2,
// surveillance, recertification, CCC factory inspections) with each audit's team and findings, the
// technical reviews and decisions, the certificates with their history, and the notices to clients.
// The audit letter, plan and report that the existing pages read stay in audit_schemes (one row per
// audit, linked by audit_id). Row-level security: migration 0024.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId } from './columns.js';
import { tenants } from './identity.js';

const stamps = {
  createdBy: text('created_by'),
  updatedBy: text('updated_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};
const days = (name: string) => numeric(name, { precision: 6, scale: 1 });
const money = (name: string) => numeric(name, { precision: 14, scale: 2 });

/** An uploaded file named by its upload key. */
export interface CertFile {
  key: string;
  name: string;
}

export interface CertSite {
  name: string;
  address: string;
  employees: number;
}

export const certApplications = pgTable(
  'cert_applications',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** CA-2026-00001, given at submission. */
    no: text('no'),
    /** The applicant (tenant user id); the enterprise's pages show their own applications. */
    applicantId: text('applicant_id').notNull(),
    scheme: text('scheme').notNull(),
    standard: text('standard').notNull(),
    entName: text('ent_name').notNull(),
    creditCode: text('credit_code').notNull(),
    address: text('address').notNull().default(''),
    region: text('region'),
    contactName: text('contact_name').notNull(),
    contactTel: text('contact_tel').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    scope: text('scope').notNull(),
    /** IAF / CNCA scope codes of the certification fields (CERT_FIELD dictionary values). */
    fieldCodes: jsonb('field_codes').$type<string[]>().notNull().default([]),
    employees: integer('employees').notNull(),
    sites: jsonb('sites').$type<CertSite[]>().notNull().default([]),
    /** CCC: the product, its models and the factory. */
    product: jsonb('product').$type<Record<string, string>>(),
    documents: jsonb('documents').$type<CertFile[]>().notNull().default([]),
    /** The application form (form designer template) and its answers. */
    formId: uuid('form_id'),
    formVersion: integer('form_version'),
    formData: jsonb('form_data').$type<Record<string, unknown>>(),
    /** ApplicationStatus */
    status: smallint('status').notNull().default(0),
    risk: text('risk'),
    proposedDays: days('proposed_days'),
    auditDays: days('audit_days'),
    daysReason: text('days_reason'),
    reviewComment: text('review_comment'),
    reviewedBy: text('reviewed_by'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    instanceId: uuid('instance_id'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('cert_applications_no_key').on(t.tenantId, t.no),
    index('cert_applications_status_idx').on(t.tenantId, t.status, t.submittedAt),
    index('cert_applications_applicant_idx').on(t.tenantId, t.applicantId, t.createdAt),
    index('cert_applications_submitted_idx').on(t.tenantId, t.submittedAt),
    index('cert_applications_instance_idx').on(t.tenantId, t.instanceId),
  ],
);

export const certContracts = pgTable(
  'cert_contracts',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    no: text('no').notNull(),
    auditDays: days('audit_days').notNull(),
    dayRate: money('day_rate').notNull(),
    /** Application, certificate and other fees as [{ name, amount }]. */
    fees: jsonb('fees').$type<{ name: string; amount: string }[]>().notNull().default([]),
    amount: money('amount').notNull(),
    terms: text('terms').notNull().default(''),
    /** ContractStatus */
    status: smallint('status').notNull().default(0),
    document: jsonb('document').$type<CertFile>(),
    signedCopy: jsonb('signed_copy').$type<CertFile>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    /** When the enterprise uploaded its signed scan. */
    clientSignedAt: timestamp('client_signed_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('cert_contracts_no_key').on(t.tenantId, t.no),
    index('cert_contracts_application_idx').on(t.tenantId, t.applicationId),
    index('cert_contracts_status_idx').on(t.tenantId, t.status, t.createdAt),
  ],
);

/** The body's registered auditors and technical experts; a member of the tenant when they sign in. */
export const certAuditors = pgTable(
  'cert_auditors',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    tenantUserId: text('tenant_user_id'),
    name: text('name').notNull(),
    /** 1 male, otherwise female (the audit letter's convention). */
    gender: smallint('gender').notNull().default(1),
    mobile: text('mobile').notNull().default(''),
    /** 高级审核员 / 审核员 / 实习审核员 / 技术专家 … */
    qualification: text('qualification').notNull(),
    certNo: text('cert_no'),
    schemes: jsonb('schemes').$type<string[]>().notNull().default([]),
    fieldCodes: jsonb('field_codes').$type<string[]>().notNull().default([]),
    /** Their own organisation, and the organisations they worked for or consulted in the last years. */
    organisation: text('organisation').notNull().default(''),
    conflicts: jsonb('conflicts').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_auditors_user_idx').on(t.tenantId, t.tenantUserId),
  ],
);

/** One audit of an application's programme. */
export const certAudits = pgTable(
  'cert_audits',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    /** Set for surveillance and recertification audits of a certificate. */
    certificateId: uuid('certificate_id'),
    /** AuditKind */
    kind: smallint('kind').notNull(),
    /** 1, 2 … within the kind (surveillance years). */
    seq: smallint('seq').notNull().default(1),
    /** The date the programme asks for (surveillance: within 12 months of the decision …). */
    dueDate: date('due_date'),
    beginDate: date('begin_date'),
    endDate: date('end_date'),
    auditDays: days('audit_days').notNull(),
    /** AuditStatus */
    status: smallint('status').notNull().default(0),
    /** The workflow instance carrying this audit (the application's for stage 1/2). */
    instanceId: uuid('instance_id'),
    /** audit_schemes.process_id and phase of its letter, plan and report. */
    processId: text('process_id'),
    phase: smallint('phase'),
    criteria: text('criteria').notNull().default(''),
    changeRequest: text('change_request'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    conclusion: text('conclusion'),
    /** recommend | recommendWithConditions | notRecommend */
    recommendation: text('recommendation'),
    /** The report's summary while it is drafted (audit/saveReport). */
    summary: text('summary'),
    reportIssuedAt: timestamp('report_issued_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_audits_application_idx').on(t.tenantId, t.applicationId, t.kind, t.seq),
    index('cert_audits_status_idx').on(t.tenantId, t.status, t.beginDate),
    index('cert_audits_due_idx').on(t.tenantId, t.dueDate),
    index('cert_audits_instance_idx').on(t.tenantId, t.instanceId),
    // The plans by date (/auditplan, /plan#underway): the planned dates, else the programme's.
    index('cert_audits_when_idx').on(t.tenantId, sql`coalesce(${t.beginDate}, ${t.dueDate})`),
  ],
);

export const certAuditTeam = pgTable(
  'cert_audit_team',
  {
    tenantId: tenantId(),
    auditId: uuid('audit_id').notNull(),
    auditorId: uuid('auditor_id').notNull(),
    /** AUDIT_POSTS */
    post: text('post').notNull(),
    seq: smallint('seq').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.auditId, t.auditorId] }),
    index('cert_audit_team_auditor_idx').on(t.tenantId, t.auditorId),
  ],
);

export const certFindings = pgTable(
  'cert_findings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    auditId: uuid('audit_id').notNull(),
    applicationId: uuid('application_id').notNull(),
    /** CertFindingKind */
    kind: smallint('kind').notNull(),
    clause: text('clause').notNull(),
    description: text('description').notNull(),
    evidence: jsonb('evidence').$type<CertFile[]>().notNull().default([]),
    /** CertFindingStatus */
    status: smallint('status').notNull().default(0),
    rootCause: text('root_cause'),
    correction: text('correction'),
    correctiveAction: text('corrective_action'),
    answerFiles: jsonb('answer_files').$type<CertFile[]>().notNull().default([]),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    verifyComment: text('verify_comment'),
    closedBy: text('closed_by'),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_findings_audit_idx').on(t.tenantId, t.auditId, t.createdAt),
    index('cert_findings_application_idx').on(t.tenantId, t.applicationId),
  ],
);

/** Technical reviews (kind review) and certification decisions (kind decision) of an audit. */
export const certReviews = pgTable(
  'cert_reviews',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    applicationId: uuid('application_id').notNull(),
    auditId: uuid('audit_id').notNull(),
    /** review | decision */
    kind: text('kind').notNull(),
    /** REVIEW_RESULTS for a review, DECISIONS for a decision. */
    result: text('result').notNull(),
    opinion: text('opinion').notNull(),
    /** A scope reduction's new scope. */
    scope: text('scope'),
    reviewerId: text('reviewer_id').notNull(),
    reviewerName: text('reviewer_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_reviews_audit_idx').on(t.tenantId, t.auditId, t.createdAt),
    index('cert_reviews_kind_idx').on(t.tenantId, t.kind, t.createdAt),
  ],
);

export const certCertificates = pgTable(
  'cert_certificates',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    no: text('no').notNull(),
    applicationId: uuid('application_id').notNull(),
    holderId: text('holder_id').notNull(),
    scheme: text('scheme').notNull(),
    standard: text('standard').notNull(),
    entName: text('ent_name').notNull(),
    creditCode: text('credit_code').notNull(),
    address: text('address').notNull().default(''),
    scope: text('scope').notNull(),
    sites: jsonb('sites').$type<CertSite[]>().notNull().default([]),
    fieldCodes: jsonb('field_codes').$type<string[]>().notNull().default([]),
    issuedOn: date('issued_on').notNull(),
    expiresOn: date('expires_on').notNull(),
    /** CertificateStatus */
    status: smallint('status').notNull().default(1),
    statusReason: text('status_reason'),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    /** The random code the public verification link carries with the number. */
    verifyCode: text('verify_code').notNull(),
    /** The certificate this one renews (recertification). */
    previousId: uuid('previous_id'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('cert_certificates_no_key').on(t.no),
    index('cert_certificates_status_idx').on(t.tenantId, t.status, t.expiresOn),
    index('cert_certificates_holder_idx').on(t.tenantId, t.holderId, t.issuedOn),
    index('cert_certificates_issued_idx').on(t.tenantId, t.issuedOn),
    index('cert_certificates_application_idx').on(t.tenantId, t.applicationId),
  ],
);

export const certCertificateEvents = pgTable(
  'cert_certificate_events',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    certificateId: uuid('certificate_id').notNull(),
    /** issued | suspended | restored | withdrawn | scopeReduced | maintained | renewed | expired | reminded */
    kind: text('kind').notNull(),
    reason: text('reason'),
    actorName: text('actor_name'),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_certificate_events_cert_idx').on(t.tenantId, t.certificateId, t.at),
  ],
);

export const certNotices = pgTable(
  'cert_notices',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Shown to clients (the enterprise pages) as well as to the body's staff. */
    client: boolean('client').notNull().default(true),
    /** NoticeStatus */
    status: smallint('status').notNull().default(0),
    pinned: boolean('pinned').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('cert_notices_published_idx').on(t.tenantId, t.status, t.publishedAt),
  ],
);

/**
 * The body's certification settings, one row per tenant: the form of the designer that is its
 * application form (the enterprise fills it in as a section of every application; null: none).
 */
export const certSettings = pgTable('cert_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  applicationFormId: uuid('application_form_id'),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

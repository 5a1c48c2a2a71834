// Audit schemes of the certification flow (spec forms.md §3 Audit notice): one row per process and
// phase (1 first stage, 2 second stage) with the notice letter's fields, its audit team, the audit
// plan and, once issued, the audit report. Tenant-owned: the audited organisation's tenant.
import {
  date,
  foreignKey,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './identity.js';

export interface AuditPlanRow {
  date: string;
  time: string;
  subject: string;
  clauses: string;
  auditors: string;
}

export interface AuditReportBody {
  teamLeader: string;
  conclusion: string;
  nonconformities: number;
  summary: string;
  issuedDate: string;
}

export const auditSchemes = pgTable(
  'audit_schemes',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** The certification process id the messages carry as `processId`. */
    processId: text('process_id').notNull(),
    phase: smallint('phase').notNull(),
    orgName: text('org_name').notNull(),
    certName: text('cert_name').notNull(),
    auditDateBegin: date('audit_date_begin').notNull(),
    auditDateEnd: date('audit_date_end').notNull(),
    /** Comma list of CERT_FIELD values. */
    field: text('field').notNull(),
    /** Comma list of audit types 1–4. */
    auditType: text('audit_type').notNull(),
    criteria: text('criteria').notNull(),
    contactUser: text('contact_user').notNull(),
    contactTel: text('contact_tel').notNull(),
    contactEmail: text('contact_email').notNull(),
    plan: jsonb('plan').$type<AuditPlanRow[]>().notNull().default([]),
    /** Null until the report is issued. */
    report: jsonb('report').$type<AuditReportBody>(),
    reportUrl: text('report_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('audit_schemes_process_phase_key').on(t.tenantId, t.processId, t.phase),
  ],
);

export const auditTeamMembers = pgTable(
  'audit_team_members',
  {
    tenantId: uuid('tenant_id').notNull(),
    schemeId: uuid('scheme_id').notNull(),
    seq: smallint('seq').notNull(),
    realname: text('realname').notNull(),
    /** 1 male, otherwise female. */
    gender: smallint('gender').notNull(),
    fieldMajorCodes: text('field_major_codes').notNull().default(''),
    /** 组长, 组员, 技术专家 … */
    auditPost: text('audit_post').notNull(),
    mobile: text('mobile').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.schemeId, t.seq] }),
    foreignKey({
      columns: [t.tenantId, t.schemeId],
      foreignColumns: [auditSchemes.tenantId, auditSchemes.id],
    }).onDelete('cascade'),
  ],
);

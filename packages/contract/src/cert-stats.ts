// Certification (issue 21): the bodies and answers of notices, statistics, workbench, processes and projects (H6).
// Constants and paths are in cert-model.ts (zod-free: the web imports its values).
import { z } from 'zod';
import { BUSINESS_TYPES, CHART_TYPES } from './cert-model.js';
import { reason } from './reasons.js';

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

// ---- notices

/** `client=true`: the published notices to clients (the enterprise's /noticeList); otherwise the body's list. */
export const CertNoticeQuery = z.object({ client: flag.optional() });
export const CertNoticeFilter = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** NoticeStatus (the body's list only). */
  status: z.coerce.number().int().min(0).max(1).optional(),
});
export type CertNoticeFilter = z.input<typeof CertNoticeFilter>;

export const CertNoticeBody = z.object({
  id: z.uuid().optional(),
  title: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  content: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(20_000, reason('maxChars', { max: 20_000 })),
  client: z.boolean().default(true),
  pinned: z.boolean().default(false),
});
export type CertNoticeBody = z.input<typeof CertNoticeBody>;

export interface CertNotice {
  id: string;
  title: string;
  content: string;
  client: boolean;
  /** NoticeStatus */
  status: number;
  pinned: boolean;
  publishedAt: string | null;
  createdBy: string | null;
  createdAt: string;
  updatedAt: string;
}

// ---- statistics

export const BusinessTypeQuery = z.object({ businessType: z.enum(BUSINESS_TYPES).default('all') });
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export interface StatusCount {
  status: number;
  count: number;
}
/** businessstatistics: counts by status (statuses without rows are left out). */
export interface BusinessStatistics {
  businessType: BusinessType;
  applications: StatusCount[];
  audits: StatusCount[];
  certificates: StatusCount[];
  totals: { applications: number; audits: number; certificates: number };
}

/** Dates `YYYY-MM-DD` (or months `YYYY-MM`); every month the span touches is reported. */
export const StatsOfMonthQuery = BusinessTypeQuery.extend({
  startDate: z.string().trim().min(1, reason('required')),
  endDate: z.string().trim().min(1, reason('required')),
});
export type StatsOfMonthQuery = z.input<typeof StatsOfMonthQuery>;

export interface MonthStats {
  /** YYYY-MM */
  month: string;
  /** Applications submitted in the month. */
  applications: number;
  /** Audits whose report was issued in the month. */
  audits: number;
  /** Certificates issued in the month. */
  certificates: number;
  /** Audit days of those audits (decimal string, half days). */
  auditDays: string;
}

// ---- workbench

export interface WorkbenchStatData {
  /** Open tasks of the certification process the caller holds or may claim. */
  myTasks: number;
  awaitingAcceptance: number;
  /** Audits that begin this month (not cancelled). */
  auditsThisMonth: number;
  certificatesValid: number;
  /** Valid certificates expiring within 90 days. */
  certificatesExpiring: number;
  /** Open tasks of the certification process past their due date. */
  overdueSteps: number;
}

export const StatChartQuery = z.object({
  startYm: z.string().trim().min(1, reason('required')),
  endYm: z.string().trim().min(1, reason('required')),
  type: z.enum(CHART_TYPES).default('applications'),
});
export type StatChartQuery = z.input<typeof StatChartQuery>;

/** One series per scheme over the months (auditDays: days as numbers). */
export interface StatChart {
  type: (typeof CHART_TYPES)[number];
  months: string[];
  series: { scheme: string; data: number[] }[];
}

export const CertTaskFilter = z.object({ keyword: z.string().trim().max(100).optional() });
export type CertTaskFilter = z.input<typeof CertTaskFilter>;

export interface CertTask {
  id: string;
  instanceId: string;
  /** The step (user task element id). */
  elementId: string;
  name: string;
  queue: string | null;
  /** The page the task is worked on (queuePage of the queue). */
  page: string;
  claimable: boolean;
  assigneeName: string | null;
  dueAt: string | null;
  overdue: boolean;
  createdAt: string;
  applicationId: string | null;
  applicationNo: string | null;
  entName: string | null;
  scheme: string | null;
}

// ---- CCC factory inspections

export const CccTaskFilter = z.object({
  keyword: z.string().trim().max(100).optional(),
  /** AuditStatus */
  status: z.coerce.number().int().min(0).max(7).optional(),
});
export type CccTaskFilter = z.input<typeof CccTaskFilter>;

export interface CccTask {
  id: string;
  applicationId: string;
  applicationNo: string | null;
  entName: string;
  product: string | null;
  factory: string | null;
  /** AuditKind 5 or 6 */
  kind: number;
  seq: number;
  dueDate: string | null;
  beginDate: string | null;
  endDate: string | null;
  auditDays: string;
  /** AuditStatus */
  status: number;
}

// ---- processes and projects

export const CERT_PROCESS_STATUSES = ['running', 'completed', 'cancelled', 'failed'] as const;
export const CertProcessFilter = z.object({
  keyword: z.string().trim().max(100).optional(),
  status: z.enum(CERT_PROCESS_STATUSES).optional(),
  /** The step an open task waits at (a user task element id). */
  step: z.string().trim().max(64).optional(),
});
export type CertProcessFilter = z.input<typeof CertProcessFilter>;

export interface CertProcess {
  instanceId: string;
  status: (typeof CERT_PROCESS_STATUSES)[number];
  /** initial | surveillance | recertification | followUp */
  kind: string | null;
  /** The open step (element id) and its name, null when none is open. */
  step: string | null;
  stepName: string | null;
  startedAt: string;
  endedAt: string | null;
  applicationId: string | null;
  applicationNo: string | null;
  entName: string | null;
  scheme: string | null;
  /** ApplicationStatus */
  applicationStatus: number | null;
}

export const CertProjectFilter = z.object({
  keyword: z.string().trim().max(100).optional(),
  scheme: z.string().trim().max(16).optional(),
  /** ApplicationStatus */
  status: z.coerce.number().int().min(0).max(9).optional(),
});
export type CertProjectFilter = z.input<typeof CertProjectFilter>;

export interface CertProject {
  applicationId: string;
  no: string | null;
  entName: string;
  scheme: string;
  /** ApplicationStatus */
  status: number;
  submittedAt: string | null;
  auditDays: string | null;
  instanceId: string | null;
  contract: { id: string; no: string; status: number; amount: string } | null;
  audits: {
    total: number;
    closed: number;
    /** The first audit not closed or cancelled, by due date. */
    next: { id: string; kind: number; seq: number; status: number; dueDate: string | null } | null;
  };
  certificate: { id: string; no: string; status: number; issuedOn: string; expiresOn: string } | null;
}

export const CertProgressQuery = z.object({ wfInstanceId: z.uuid() });

// Public content pages (/privacypolicy, /termsofservice, /comreport, /reportnotice, /reportform) and
// the report form's submissions (issue 23). A page has versions per owner (the platform, or one
// tenant), kind and language: one draft edited in place, published versions frozen; the public reads
// the newest published one. Administration under api-system/data/content, public reads and the report
// submission under api-system/data/content/public (no sign-in).
import { z } from 'zod';
import { ACCOUNT_PREFIX } from './account.js';
import { PageQuery } from './organisation.js';
import { reason } from './reasons.js';

export const CONTENT_PREFIX = `${ACCOUNT_PREFIX}/content`;

export const CONTENT_KINDS = [
  'privacypolicy',
  'termsofservice',
  'comreport',
  'reportnotice',
  'reportform',
] as const;
export const ContentKind = z.enum(CONTENT_KINDS);
export type ContentKind = z.infer<typeof ContentKind>;

export const ContentLanguage = z.enum(['zh-CN', 'en-US']);
export type ContentLanguage = z.infer<typeof ContentLanguage>;

/** Whose text an administrator edits: the platform's (platform administrators) or the own tenant's. */
export const ContentScope = z.enum(['platform', 'tenant']);
export type ContentScope = z.infer<typeof ContentScope>;

export const ContentSlot = z.object({
  scope: ContentScope,
  kind: ContentKind,
  language: ContentLanguage,
});
export type ContentSlot = z.infer<typeof ContentSlot>;

export const ContentVersionSummary = z.object({
  id: z.uuid(),
  version: z.number(),
  title: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type ContentVersionSummary = z.infer<typeof ContentVersionSummary>;

export const ContentVersion = ContentVersionSummary.extend({
  kind: ContentKind,
  language: ContentLanguage,
  /** Sanitised HTML. */
  body: z.string(),
  formId: z.uuid().nullable(),
});
export type ContentVersion = z.infer<typeof ContentVersion>;

/** What the editor opens: the draft (or the newest version when there is none) and the history. */
export const ContentEditorState = z.object({
  current: ContentVersion.nullable(),
  history: z.array(ContentVersionSummary),
});
export type ContentEditorState = z.infer<typeof ContentEditorState>;

export const SaveContentDraftBody = ContentSlot.extend({
  title: z
    .string()
    .trim()
    .min(1, reason('required'))
    .max(100, reason('maxChars', { max: 100 })),
  /** HTML; sanitised by the server before it is kept. */
  body: z.string().max(200_000, reason('maxChars', { max: 200_000 })),
  /** The form the report form renders (kind reportform only): a form of the receiving tenant. */
  formId: z.uuid().nullable().optional(),
});
export type SaveContentDraftBody = z.infer<typeof SaveContentDraftBody>;

export const ContentIdBody = z.object({ id: z.uuid() });
export const ContentIdQuery = z.object({ id: z.uuid() });

export const ContentFormChoicesQuery = z.object({ keyword: z.string().trim().max(50).optional() });
export const ContentFormChoice = z.object({ id: z.uuid(), formName: z.string(), version: z.number() });
export type ContentFormChoice = z.infer<typeof ContentFormChoice>;

// Public ---------------------------------------------------------------------------------------------

export const PublicContentQuery = z.object({
  kind: ContentKind,
  /** A tenant's code: its own published text overrides the platform's. */
  tenant: z.string().trim().max(64).optional(),
  /** The reader's language; the Accept-Language header when absent. */
  language: ContentLanguage.optional(),
});
export type PublicContentQuery = z.infer<typeof PublicContentQuery>;

export const PublicReportForm = z.object({
  id: z.uuid(),
  version: z.number(),
  name: z.string(),
  /** The template as the designer stored it. */
  json: z.string(),
});
export type PublicReportForm = z.infer<typeof PublicReportForm>;

export const PublicContentPage = z.object({
  kind: ContentKind,
  language: ContentLanguage,
  title: z.string(),
  body: z.string(),
  version: z.number(),
  publishedAt: z.string(),
  /** Whose text it is: the tenant named by ?tenant, or the platform's (null). */
  tenant: z.object({ code: z.string(), name: z.string() }).nullable(),
  /** Report form only: the form to fill in, when a tenant receives reports through this page. */
  form: PublicReportForm.nullable(),
  /** Report form only: the tenant submissions go to (null: nobody receives them here). */
  receiver: z.object({ code: z.string(), name: z.string() }).nullable(),
});
export type PublicContentPage = z.infer<typeof PublicContentPage>;

/** Where a report goes: the page the visitor read (its tenant, language) decides the receiver. */
export const ReportTenantQuery = z.object({
  tenant: z.string().trim().max(64).optional(),
  language: ContentLanguage.optional(),
});

export const SubmitReportBody = z.object({
  /** The form version the visitor filled in: a form changed since is refused (reload). */
  formVersion: z.number().int().min(1),
  data: z.record(z.string(), z.unknown()),
  contactName: z
    .string()
    .trim()
    .max(50, reason('maxChars', { max: 50 }))
    .optional(),
  contactPhone: z
    .string()
    .trim()
    .regex(/^[\d+\-() ]{5,20}$/, reason('phoneFormat'))
    .optional()
    .or(z.literal('')),
});
export type SubmitReportBody = z.infer<typeof SubmitReportBody>;

export const SubmitReportAnswer = z.object({ id: z.uuid(), createdAt: z.string() });
export type SubmitReportAnswer = z.infer<typeof SubmitReportAnswer>;

// Report submissions (system management) --------------------------------------------------------------

/** 0 new (待处理), 1 in hand (处理中), 2 handled (已处理). */
export const REPORT_STATUSES = [0, 1, 2] as const;
export const ReportStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type ReportStatus = z.infer<typeof ReportStatus>;

export const ReportFilter = PageQuery.extend({
  status: z.coerce.number().int().min(0).max(2).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
});
export type ReportFilter = z.infer<typeof ReportFilter>;

export const ReportSubmissionSummary = z.object({
  id: z.uuid(),
  status: z.number(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  ip: z.string().nullable(),
  /** The first text the visitor wrote (a preview for the list). */
  excerpt: z.string(),
  createdAt: z.string(),
  handledBy: z.string().nullable(),
  handledAt: z.string().nullable(),
});
export type ReportSubmissionSummary = z.infer<typeof ReportSubmissionSummary>;

export const ReportSubmissionPage = z.object({ items: z.array(ReportSubmissionSummary), total: z.number() });
export type ReportSubmissionPage = z.infer<typeof ReportSubmissionPage>;

export const ReportSubmissionDetail = ReportSubmissionSummary.extend({
  data: z.record(z.string(), z.unknown()),
  reply: z.string().nullable(),
  /** The form version that was filled in (null when it no longer exists). */
  form: PublicReportForm.nullable(),
});
export type ReportSubmissionDetail = z.infer<typeof ReportSubmissionDetail>;

export const HandleReportBody = z.object({
  id: z.uuid(),
  status: z.union([z.literal(1), z.literal(2)]),
  reply: z
    .string()
    .trim()
    .max(2000, reason('maxChars', { max: 2000 }))
    .optional(),
});
export type HandleReportBody = z.infer<typeof HandleReportBody>;

export const ContentPaths = {
  editor: 'editor',
  version: 'version',
  saveDraft: 'saveDraft',
  publish: 'publish',
  restore: 'restore',
  formChoices: 'formChoices',
  reportList: 'report/list',
  reportDetail: 'report/detail',
  reportHandle: 'report/handle',
  publicPage: 'public/page',
  publicReport: 'public/report',
} as const;

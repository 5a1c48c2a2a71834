// Documents and pages (issue 23): signed links through which someone without an account uploads
// requested documents, the public content pages administrators edit (versioned, per language), the
// submissions of the public report form, and the attempts to hand an SMS to a provider.
// Row-level security: migration 0030.
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { outbox } from './auth.js';
import { tenantId } from './columns.js';
import { tenants } from './identity.js';

/**
 * A link (`/exupload?token=…`) a staff member sends to a person outside the platform, who opens it
 * without signing in and uploads the requested documents into a task or a submission. Only the
 * token's sha256 is stored.
 */
export const externalUploadLinks = pgTable(
  'external_upload_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    tokenHash: text('token_hash').notNull(),
    /** What the documents are for: 'task' (a workflow task), 'submission' (a business submission), … */
    targetKind: text('target_kind').notNull(),
    targetId: text('target_id').notNull(),
    /** Shown on the upload page: what is asked for and why. */
    title: text('title').notNull(),
    note: text('note'),
    /** Accepted file extensions (lower case, without the dot); empty means the upload module's default. */
    accept: jsonb('accept').$type<string[]>().notNull().default([]),
    maxFiles: integer('max_files').notNull().default(10),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The tenant user who made the link; the uploads are stored in that user's name. */
    createdBy: uuid('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('external_upload_links_token_key').on(t.tokenHash),
    index('external_upload_links_target_idx').on(t.tenantId, t.targetKind, t.targetId, t.createdAt),
  ],
);

/** One file received through a link, with who said they sent it and from where. */
export const externalUploads = pgTable(
  'external_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => externalUploadLinks.id, { onDelete: 'cascade' }),
    /** The stored file (uploads.key of the same tenant). */
    fileKey: text('file_key').notNull(),
    originalName: text('original_name').notNull(),
    size: integer('size').notNull(),
    uploaderName: text('uploader_name').notNull(),
    uploaderOrg: text('uploader_org'),
    uploaderPhone: text('uploader_phone'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('external_uploads_link_idx').on(t.tenantId, t.linkId, t.createdAt)],
);

/**
 * One version of a public content page (/privacypolicy, /termsofservice, /comreport, /reportnotice,
 * /reportform) in one language. tenant_id null is the platform's own text, which every tenant reads
 * and only system scope writes; a tenant's published version overrides it for that tenant.
 */
export const contentPages = pgTable(
  'content_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** privacypolicy | termsofservice | comreport | reportnotice | reportform */
    kind: text('kind').notNull(),
    /** zh-CN | en-US */
    language: text('language').notNull(),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    /** Sanitised HTML. */
    body: text('body').notNull(),
    /** The form the report form renders (kind reportform only). */
    formId: uuid('form_id'),
    /** Drafts are edited in place; publishing freezes a version and makes it the one shown. */
    published: boolean('published').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('content_pages_version_key').on(t.tenantId, t.kind, t.language, t.version).nullsNotDistinct(),
    index('content_pages_kind_idx').on(t.kind, t.language, t.publishedAt),
  ],
);

/** A submission of the public report (complaint) form, handled in system management. */
export const reportSubmissions = pgTable(
  'report_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    /** The content page version whose form was filled in. */
    pageId: uuid('page_id').references(() => contentPages.id, { onDelete: 'set null' }),
    formId: uuid('form_id'),
    formVersion: integer('form_version'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    ip: text('ip'),
    /** 0 new, 1 in hand, 2 closed */
    status: integer('status').notNull().default(0),
    handledBy: text('handled_by'),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    reply: text('reply'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('report_submissions_status_idx').on(t.tenantId, t.status, t.createdAt)],
);

/** One attempt to hand an outbox SMS (or a sign-in code) to a provider, with its answer. Platform-wide. */
export const smsAttempts = pgTable(
  'sms_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    /** outbox | aliyun | tencent */
    provider: text('provider').notNull(),
    recipient: text('recipient').notNull(),
    /** The message kind (login, reset, message, …) and the provider template it used. */
    kind: text('kind').notNull(),
    templateCode: text('template_code'),
    ok: boolean('ok').notNull(),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    durationMs: integer('duration_ms'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sms_attempts_created_idx').on(t.createdAt), index('sms_attempts_outbox_idx').on(t.outboxId)],
);

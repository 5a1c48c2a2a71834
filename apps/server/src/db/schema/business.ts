// Business items, their papers and the answers tenants give (issue 19, spec forms.md §7 "Forms and
// business", "Compliance"). A business item belongs to the tenant that publishes it (a certification
// body); it is published to other tenants (biz_tenants) whose staff fill its papers in. A paper pins
// the exact form version it was bound with (its template text is copied, so publishing never depends
// on the designer's later edits). A submission belongs to the publisher too (`tenant_id`) and names
// the submitting tenant (`submitter_tenant_id`): row-level security lets both see it (migration 0018).
import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
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
import { tenants } from './identity.js';

export const bizItems = pgTable(
  'biz_items',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** A value of dictionary QSBITYPE. */
    type: text('type').notNull(),
    openDate: date('open_date', { mode: 'string' }),
    closeDate: date('close_date', { mode: 'string' }),
    description: text('description'),
    /** 0 draft, 1 published, 2 closed (contract BizStatus). */
    status: smallint('status').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('biz_items_tenant_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

export const bizPapers = pgTable(
  'biz_papers',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    bizId: uuid('biz_id').notNull(),
    formId: uuid('form_id').notNull(),
    formVersion: integer('form_version').notNull(),
    /** FormKind of the bound form: 1 indicator form, 2 questionnaire, 3 scoring form. */
    kind: smallint('kind').notNull(),
    formName: text('form_name').notNull(),
    /** The template text of the pinned version. */
    formJson: text('form_json').notNull(),
    /** Scoring forms: the score total of the pinned version. */
    total: numeric('total', { mode: 'number' }),
    /** Scoring forms: usernames (of the publishing tenant) of the experts who score its manual items. */
    experts: text('experts')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bizId], foreignColumns: [bizItems.tenantId, bizItems.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('biz_papers_biz_form_key').on(t.tenantId, t.bizId, t.formId),
  ],
);

export const bizTenants = pgTable(
  'biz_tenants',
  {
    /** The publishing tenant. */
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    bizId: uuid('biz_id').notNull(),
    targetTenantId: uuid('target_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** When the item was last published to this tenant (null: chosen, not yet published). */
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bizId], foreignColumns: [bizItems.tenantId, bizItems.id] }).onDelete(
      'cascade',
    ),
    uniqueIndex('biz_tenants_biz_target_key').on(t.tenantId, t.bizId, t.targetTenantId),
    index('biz_tenants_target_idx').on(t.targetTenantId, t.bizId),
  ],
);

export const bizSubmissions = pgTable(
  'biz_submissions',
  {
    /** The publishing tenant (owner of the business item). */
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    /** Human-readable number shown to users (the spec's `no`). */
    no: text('no').notNull(),
    bizId: uuid('biz_id').notNull(),
    paperId: uuid('paper_id').notNull(),
    submitterTenantId: uuid('submitter_tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    /** tenant_users.id of the submitter. */
    submitterId: uuid('submitter_id').notNull(),
    submitterName: text('submitter_name').notNull(),
    submitterTenantName: text('submitter_tenant_name').notNull(),
    /** 0 draft, 1 submitted, 2 returned, 3 accepted (contract SubmissionStatus). */
    status: smallint('status').notNull().default(0),
    /** The answers being edited (draft) or last submitted. */
    data: jsonb('data').notNull().default({}),
    draftSavedAt: timestamp('draft_saved_at', { withTimezone: true }),
    /** Number of submitted versions (biz_submission_versions). */
    version: integer('version').notNull().default(0),
    /** The workflow instance reviewing the current version (its flowNo). */
    wfInstanceId: uuid('wf_instance_id'),
    autoScore: numeric('auto_score', { mode: 'number' }),
    score: numeric('score', { mode: 'number' }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.bizId], foreignColumns: [bizItems.tenantId, bizItems.id] }).onDelete(
      'cascade',
    ),
    foreignKey({ columns: [t.tenantId, t.paperId], foreignColumns: [bizPapers.tenantId, bizPapers.id] }),
    uniqueIndex('biz_submissions_no_key').on(t.tenantId, t.no),
    // One submission per paper and submitter: reopening continues it.
    uniqueIndex('biz_submissions_paper_submitter_key').on(t.tenantId, t.paperId, t.submitterId),
    // The submitting tenant closes each key so that counts are index-only scans: the row-level
    // security policies read it (migration 0020).
    index('biz_submissions_review_idx').on(t.tenantId, t.bizId, t.status, t.submittedAt, t.submitterTenantId),
    index('biz_submissions_paper_idx').on(
      t.tenantId,
      t.paperId,
      t.submittedAt,
      t.status,
      t.submitterTenantId,
    ),
    index('biz_submissions_submitter_idx').on(t.submitterTenantId, t.submitterId, t.updatedAt),
  ],
);

/** Every submitted version of a submission's answers, kept for comparison. */
export const bizSubmissionVersions = pgTable(
  'biz_submission_versions',
  {
    tenantId: uuid('tenant_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    version: integer('version').notNull(),
    submitterTenantId: uuid('submitter_tenant_id').notNull(),
    data: jsonb('data').notNull(),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.submissionId, t.version] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [bizSubmissions.tenantId, bizSubmissions.id],
    }).onDelete('cascade'),
  ],
);

/** A reviewer's decision on one submitted version, with comments per field path. */
export const bizReviews = pgTable(
  'biz_reviews',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    submissionId: uuid('submission_id').notNull(),
    version: integer('version').notNull(),
    submitterTenantId: uuid('submitter_tenant_id').notNull(),
    /** 'accepted' or 'returned'. */
    outcome: text('outcome').notNull(),
    comment: text('comment'),
    /** Field path (form-core formatPath) → comment. */
    fieldComments: jsonb('field_comments').notNull().default({}),
    reviewerId: uuid('reviewer_id'),
    reviewerName: text('reviewer_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [bizSubmissions.tenantId, bizSubmissions.id],
    }).onDelete('cascade'),
    index('biz_reviews_submission_idx').on(t.tenantId, t.submissionId, t.createdAt),
  ],
);

/** One assigned expert's scores of a scoring submission's manual items. */
export const bizScores = pgTable(
  'biz_scores',
  {
    tenantId: uuid('tenant_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    /** tenant_users.id of the expert. */
    expertId: uuid('expert_id').notNull(),
    expertName: text('expert_name').notNull(),
    submitterTenantId: uuid('submitter_tenant_id').notNull(),
    /** Field model → score given. */
    items: jsonb('items').notNull().default({}),
    total: numeric('total', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.submissionId, t.expertId] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [bizSubmissions.tenantId, bizSubmissions.id],
    }).onDelete('cascade'),
  ],
);

/** An expert's suggestion on one question (field) of a compliance submission. */
export const bizSuggestions = pgTable(
  'biz_suggestions',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    submissionId: uuid('submission_id').notNull(),
    submitterTenantId: uuid('submitter_tenant_id').notNull(),
    /** Field path (form-core formatPath) the suggestion is about. */
    path: text('path').notNull(),
    content: text('content').notNull(),
    expertId: uuid('expert_id').notNull(),
    expertName: text('expert_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [bizSubmissions.tenantId, bizSubmissions.id],
    }).onDelete('cascade'),
    index('biz_suggestions_submission_idx').on(t.tenantId, t.submissionId, t.createdAt),
  ],
);

/**
 * The uploads a submitted version refers to (recorded at submission, when they were checked to be the
 * submitter's own), so that the publisher's reviewers and experts may download files that belong to
 * the submitting tenant.
 */
export const bizSubmissionFiles = pgTable(
  'biz_submission_files',
  {
    tenantId: uuid('tenant_id').notNull(),
    submissionId: uuid('submission_id').notNull(),
    /** The upload's storage key (uploads.key of the submitting tenant). */
    key: text('key').notNull(),
    submitterTenantId: uuid('submitter_tenant_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.submissionId, t.key] }),
    foreignKey({
      columns: [t.tenantId, t.submissionId],
      foreignColumns: [bizSubmissions.tenantId, bizSubmissions.id],
    }).onDelete('cascade'),
    index('biz_submission_files_key_idx').on(t.tenantId, t.key),
  ],
);

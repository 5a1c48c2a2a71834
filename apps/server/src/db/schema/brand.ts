// Brand assessment (issue 22, spec forms.md §7 "Brand assessment"): the assessing body's tenant holds
// its questionnaire groups (each binds designer forms, questionnaire or scoring kind, with weights), the
// enterprises' assessment processes (an applicant is a member of the tenant holding the enterprise
// pages), their answers per questionnaire, the assigned experts and their scores per indicator, the
// value inputs, the report versions and the tenant's settings. Row-level security: migration 0028.
import {
  boolean,
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
/** Weights and shares: 0.2500 = 25 %. */
const share = (name: string) => numeric(name, { precision: 8, scale: 4 });
const score = (name: string) => numeric(name, { precision: 8, scale: 2 });
const money = (name: string) => numeric(name, { precision: 18, scale: 2 });

/** A questionnaire group: one dimension of the brand (quality, innovation, …) with its weight. */
export const brandQsGroups = pgTable(
  'brand_qs_groups',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** BRAND_DIMENSIONS */
    dimension: text('dimension').notNull(),
    /** Weight of the group in the strength score; the groups' weights are normalised to their sum. */
    weight: share('weight').notNull(),
    sort: integer('sort').notNull().default(0),
    description: text('description').notNull().default(''),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('brand_qs_groups_sort_idx').on(t.tenantId, t.sort),
  ],
);

/**
 * A questionnaire of a group: a designer form (FormKind questionnaire or scoring) pinned at binding
 * time. Its items with an AnswerScore are the indicators experts score, each from 0 to that score.
 */
export const brandQuestionnaires = pgTable(
  'brand_questionnaires',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    groupId: uuid('group_id').notNull(),
    formId: uuid('form_id').notNull(),
    name: text('name').notNull(),
    /** The form template pinned when bound (the designer's JSON). */
    formJson: text('form_json').notNull(),
    /** Weight within its group; normalised to the group's sum. */
    weight: share('weight').notNull(),
    sort: integer('sort').notNull().default(0),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('brand_questionnaires_group_idx').on(t.tenantId, t.groupId, t.sort),
  ],
);

/** An enterprise's assessment process (application and its state). */
export const brandProcesses = pgTable(
  'brand_processes',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** BA-2026-00001, given at application. */
    no: text('no').notNull(),
    applicantId: text('applicant_id').notNull(),
    /** BRAND_BUSINESS_TYPES */
    businessType: text('business_type').notNull(),
    brandName: text('brand_name').notNull(),
    entName: text('ent_name').notNull(),
    creditCode: text('credit_code').notNull(),
    industry: text('industry').notNull().default(''),
    contactName: text('contact_name').notNull(),
    contactTel: text('contact_tel').notNull(),
    description: text('description').notNull().default(''),
    /** BrandProcessStatus */
    status: smallint('status').notNull().default(0),
    instanceId: uuid('instance_id'),
    /** The formal check's or the review's last comment. */
    checkComment: text('check_comment'),
    /** The result, kept when published: weighted strength score (0–100), level, brand value. */
    strengthScore: score('strength_score'),
    level: text('level'),
    brandValue: money('brand_value'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('brand_processes_no_key').on(t.tenantId, t.no),
    index('brand_processes_status_idx').on(t.tenantId, t.status, t.createdAt),
    index('brand_processes_applicant_idx').on(t.tenantId, t.applicantId, t.createdAt),
    index('brand_processes_instance_idx').on(t.tenantId, t.instanceId),
    // The process list's order (newest first, read backwards) and its business-type filter.
    index('brand_processes_created_idx').on(t.tenantId, t.createdAt, t.id),
    index('brand_processes_type_idx').on(t.tenantId, t.businessType, t.createdAt, t.id),
  ],
);

/** The enterprise's answers of one questionnaire of a process (a draft until submitted). */
export const brandAnswers = pgTable(
  'brand_answers',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    processId: uuid('process_id').notNull(),
    qsId: uuid('qs_id').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    draft: boolean('draft').notNull().default(true),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('brand_answers_process_qs_key').on(t.tenantId, t.processId, t.qsId),
  ],
);

/** An expert assigned to score a process. */
export const brandExperts = pgTable(
  'brand_experts',
  {
    tenantId: tenantId(),
    processId: uuid('process_id').notNull(),
    /** The expert's tenant user id. */
    expertId: text('expert_id').notNull(),
    expertName: text('expert_name').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    assignedBy: text('assigned_by'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.processId, t.expertId] }),
    index('brand_experts_expert_idx').on(t.tenantId, t.expertId, t.assignedAt),
  ],
);

/** One expert's score of one indicator (a questionnaire item with an AnswerScore) of a process. */
export const brandScores = pgTable(
  'brand_scores',
  {
    tenantId: tenantId(),
    processId: uuid('process_id').notNull(),
    expertId: text('expert_id').notNull(),
    qsId: uuid('qs_id').notNull(),
    /** The item's model (data field) in the questionnaire's form. */
    indicator: text('indicator').notNull(),
    score: score('score').notNull(),
    comment: text('comment').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId, t.expertId, t.qsId, t.indicator] })],
);

/** An expert's suggestion on a question of an answer (cpn/expert/getSuggestList for brand answers). */
export const brandSuggestions = pgTable(
  'brand_suggestions',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    processId: uuid('process_id').notNull(),
    qsId: uuid('qs_id').notNull(),
    /** The question's model path in the form. */
    path: text('path').notNull(),
    content: text('content').notNull(),
    expertId: text('expert_id').notNull(),
    expertName: text('expert_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('brand_suggestions_process_idx').on(t.tenantId, t.processId, t.qsId, t.createdAt),
  ],
);

/**
 * The inputs of a process's royalty-relief value, set by the body (defaults from the settings and the
 * enterprise's financial answers): decimal strings.
 */
export interface BrandValueInputs {
  /** Base-year revenue (yuan). */
  baseRevenue: string;
  /** Growth per forecast year, one per year (shares). */
  growth: string[];
  royaltyMin: string;
  royaltyMax: string;
  taxRate: string;
  discountRate: string;
  terminalGrowth: string;
}

export const brandValueInputs = pgTable(
  'brand_value_inputs',
  {
    tenantId: tenantId(),
    processId: uuid('process_id').notNull(),
    inputs: jsonb('inputs').$type<BrandValueInputs>().notNull(),
    updatedBy: text('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId] })],
);

/** A saved version of a process's assessment report: its text sections (BRAND_REPORT_SECTIONS). */
export const brandReports = pgTable(
  'brand_reports',
  {
    tenantId: tenantId(),
    processId: uuid('process_id').notNull(),
    version: integer('version').notNull(),
    sections: jsonb('sections').$type<Record<string, string>>().notNull(),
    createdBy: text('created_by'),
    createdByName: text('created_by_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId, t.version] })],
);

/** The tenant's brand settings (BRAND_DEFAULTS when absent). */
export const brandSettings = pgTable('brand_settings', {
  tenantId: uuid('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  deviationShare: share('deviation_share').notNull(),
  royaltyMin: share('royalty_min').notNull(),
  royaltyMax: share('royalty_max').notNull(),
  taxRate: share('tax_rate').notNull(),
  discountRate: share('discount_rate').notNull(),
  terminalGrowth: share('terminal_growth').notNull(),
  forecastYears: smallint('forecast_years').notNull(),
  updatedBy: text('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Carbon accounting (issue 20, spec forms.md §7 "Carbon"): a tenant's organisation tree, the factor
// library (platform rows have no tenant), accounting models per organisation and year with their
// emission sources, devices and their monthly activity data (with every correction kept), imports
// with their reports, products and their life-cycle paths, reduction plans, and verifications with
// their samples and findings. Figures are `numeric`: sums never drift. Row-level security: migration
// 0022.
import { sql } from 'drizzle-orm';
import {
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
const figure = (name: string) => numeric(name, { precision: 30, scale: 10 });

export const carbonOrgs = pgTable(
  'carbon_orgs',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    /** company | site | workshop (contract ORG_KINDS) */
    kind: text('kind').notNull(),
    code: text('code'),
    region: text('region'),
    address: text('address'),
    sort: integer('sort').notNull().default(0),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_orgs_parent_idx').on(t.tenantId, t.parentId),
  ],
);

/** Emission factors: the platform library (tenant_id null, seeded) and each tenant's own. */
export const carbonFactors = pgTable(
  'carbon_factors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** Stable key of a platform factor (the seed updates by it); null for a tenant's own. */
    key: text('key'),
    name: text('name').notNull(),
    category: text('category').notNull(),
    gas: text('gas').notNull(),
    value: figure('value').notNull(),
    numeratorUnit: text('numerator_unit').notNull(),
    denominatorUnit: text('denominator_unit').notNull(),
    ncv: figure('ncv'),
    ncvUnit: text('ncv_unit'),
    carrier: text('carrier'),
    source: text('source').notNull(),
    year: integer('year').notNull(),
    region: text('region'),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    index('carbon_factors_tenant_idx').on(t.tenantId, t.category, t.year),
    uniqueIndex('carbon_factors_platform_key')
      .on(t.key)
      .where(sql`tenant_id is null`),
  ],
);

export const carbonModels = pgTable(
  'carbon_models',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id').notNull(),
    year: integer('year').notNull(),
    name: text('name').notNull(),
    /** operational | financial */
    boundary: text('boundary').notNull(),
    gwpSet: text('gwp_set').notNull().default('AR6'),
    outputValue: figure('output_value'),
    outputUnit: text('output_unit'),
    description: text('description'),
    /** contract ModelStatus: 0 draft, 1 submitted, 2 verified (locked), 3 returned. */
    status: smallint('status').notNull().default(0),
    /** 1, then one more each time a verified model is opened for correction. */
    version: integer('version').notNull().default(1),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('carbon_models_org_year_key').on(t.tenantId, t.orgId, t.year),
  ],
);

export const carbonSources = pgTable(
  'carbon_sources',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    modelId: uuid('model_id').notNull(),
    name: text('name').notNull(),
    activityKind: text('activity_kind').notNull(),
    carrier: text('carrier'),
    deviceIds: uuid('device_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    factorId: uuid('factor_id').notNull(),
    activityUnit: text('activity_unit').notNull(),
    scope: smallint('scope').notNull(),
    isoCategory: smallint('iso_category').notNull(),
    scope3Category: smallint('scope3_category'),
    description: text('description'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_sources_model_idx').on(t.tenantId, t.modelId),
  ],
);

export const carbonDevices = pgTable(
  'carbon_devices',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    activityKind: text('activity_kind').notNull(),
    carrier: text('carrier'),
    /** Readings are stored in this unit (an import or entry in another unit is converted). */
    unit: text('unit').notNull(),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('carbon_devices_code_key').on(t.tenantId, t.code),
    index('carbon_devices_org_idx').on(t.tenantId, t.orgId),
  ],
);

/** One reading per device and month, in the device's unit. */
export const carbonActivity = pgTable(
  'carbon_activity',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id').notNull(),
    deviceId: uuid('device_id').notNull(),
    year: integer('year').notNull(),
    month: smallint('month').notNull(),
    value: figure('value').notNull(),
    /** Upload keys of the evidence. */
    evidence: jsonb('evidence').$type<string[]>().notNull().default([]),
    note: text('note'),
    importId: uuid('import_id'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('carbon_activity_device_month_key').on(t.tenantId, t.deviceId, t.year, t.month),
    index('carbon_activity_year_org_idx').on(t.tenantId, t.year, t.orgId, t.deviceId, t.month),
  ],
);

/** Every manual correction of a reading: before, after, who, why. */
export const carbonActivityHistory = pgTable(
  'carbon_activity_history',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    activityId: uuid('activity_id').notNull(),
    oldValue: figure('old_value'),
    newValue: figure('new_value'),
    reason: text('reason'),
    changedBy: text('changed_by'),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_activity_history_idx').on(t.tenantId, t.activityId, t.changedAt),
  ],
);

export const carbonImports = pgTable(
  'carbon_imports',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    /** device | data */
    kind: text('kind').notNull(),
    mode: text('mode').notNull(),
    fileName: text('file_name').notNull(),
    year: integer('year'),
    /** contract ImportStatus */
    status: smallint('status').notNull().default(0),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    refused: integer('refused').notNull().default(0),
    /** Refused rows: [{ row, field, reason }] (at most a few thousand kept). */
    report: jsonb('report').$type<{ row: number; field: string; reason: string }[]>().notNull().default([]),
    error: text('error'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_imports_created_idx').on(t.tenantId, t.createdAt),
  ],
);

export const carbonProducts = pgTable(
  'carbon_products',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id'),
    name: text('name').notNull(),
    code: text('code'),
    declaredUnit: text('declared_unit').notNull(),
    cbamGoods: text('cbam_goods'),
    cnCode: text('cn_code'),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_products_updated_idx').on(t.tenantId, t.updatedAt),
  ],
);

export interface PathStageJson {
  stage: string;
  inputs: {
    name: string;
    amount: string;
    unit: string;
    factorId: string;
    cbamKind: string;
    note?: string | null;
  }[];
}

/** A product's life-cycle path (zjPath): stages of inputs × factors, per output amount. */
export const carbonPaths = pgTable(
  'carbon_paths',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    productId: uuid('product_id').notNull(),
    name: text('name').notNull(),
    year: integer('year').notNull(),
    boundary: text('boundary').notNull(),
    gwpSet: text('gwp_set').notNull().default('AR6'),
    outputAmount: figure('output_amount').notNull(),
    stages: jsonb('stages').$type<PathStageJson[]>().notNull().default([]),
    description: text('description'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_paths_product_idx').on(t.tenantId, t.productId),
  ],
);

export const carbonPlans = pgTable(
  'carbon_plans',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    orgId: uuid('org_id').notNull(),
    year: integer('year').notNull(),
    baseYear: integer('base_year').notNull(),
    baseEmission: figure('base_emission').notNull(),
    targetEmission: figure('target_emission').notNull(),
    scopes: smallint('scopes').array().notNull(),
    measures: text('measures'),
    ...stamps,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('carbon_plans_org_year_key').on(t.tenantId, t.orgId, t.year),
  ],
);

/** A model version submitted for verification (ISO 14064-3). */
export const carbonVerifications = pgTable(
  'carbon_verifications',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    modelId: uuid('model_id').notNull(),
    modelVersion: integer('model_version').notNull(),
    /** 0 in review, 1 verified, 2 returned */
    status: smallint('status').notNull().default(0),
    instanceId: uuid('instance_id'),
    submittedBy: text('submitted_by'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    verifier: text('verifier'),
    assurance: text('assurance'),
    materiality: figure('materiality'),
    opinion: text('opinion'),
    /** The verified figures, as they were when the statement was issued. */
    figures: jsonb('figures').$type<Record<string, unknown>>(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_verifications_model_idx').on(t.tenantId, t.modelId, t.submittedAt),
  ],
);

export const carbonSamples = pgTable(
  'carbon_samples',
  {
    tenantId: tenantId(),
    verificationId: uuid('verification_id').notNull(),
    activityId: uuid('activity_id').notNull(),
    /** ok | issue */
    result: text('result').notNull(),
    note: text('note'),
    checkedBy: text('checked_by'),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.verificationId, t.activityId] })],
);

export const carbonFindings = pgTable(
  'carbon_findings',
  {
    tenantId: tenantId(),
    id: uuid('id').notNull().defaultRandom(),
    verificationId: uuid('verification_id').notNull(),
    activityId: uuid('activity_id'),
    sourceId: uuid('source_id'),
    severity: text('severity').notNull(),
    text: text('text').notNull(),
    /** contract FindingStatus: 0 open, 1 answered, 2 closed */
    status: smallint('status').notNull().default(0),
    answer: text('answer'),
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    raisedBy: text('raised_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('carbon_findings_verification_idx').on(t.tenantId, t.verificationId, t.createdAt),
  ],
);

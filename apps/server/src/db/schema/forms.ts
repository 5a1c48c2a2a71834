// Forms built in the designer (spec forms.md §7): indicator forms, questionnaire details and scoring
// forms share one table, told apart by `kind`. The template is kept as the JSON text the designer
// sent; every save also writes a row of form_versions, so any earlier state can be restored.
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
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

export const forms = pgTable(
  'forms',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** 1 indicator form, 2 questionnaire detail, 3 scoring form (contract FormKind). */
    kind: smallint('kind').notNull(),
    formName: text('form_name').notNull(),
    description: text('description'),
    json: text('json').notNull(),
    formGroupId: text('form_group_id'),
    /** Questionnaire details: the questionnaire they belong to. */
    qsId: text('qs_id'),
    /** Scoring forms: number, designer df value, score total and auto-scoring flag. */
    no: text('no'),
    dfType: smallint('df_type'),
    total: numeric('total', { mode: 'number' }),
    isAuto: smallint('is_auto'),
    fieldCount: integer('field_count').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('forms_tenant_kind_updated_idx').on(t.tenantId, t.kind, t.updatedAt),
    uniqueIndex('forms_tenant_scoring_no_key')
      .on(t.tenantId, t.no)
      .where(sql`${t.kind} = 3`),
  ],
);

export const formVersions = pgTable(
  'form_versions',
  {
    tenantId: uuid('tenant_id').notNull(),
    formId: uuid('form_id').notNull(),
    version: integer('version').notNull(),
    formName: text('form_name').notNull(),
    description: text('description'),
    json: text('json').notNull(),
    total: numeric('total', { mode: 'number' }),
    fieldCount: integer('field_count').notNull().default(0),
    restoredFrom: integer('restored_from'),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.formId, t.version] }),
    foreignKey({
      columns: [t.tenantId, t.formId],
      foreignColumns: [forms.tenantId, forms.id],
    }).onDelete('cascade'),
  ],
);

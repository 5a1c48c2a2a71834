// Reference data served under data/resource: dictionaries and page layouts. A dictionary is a tree of
// entries; the platform's entries (no tenant) are shared by every tenant, a tenant's own carry its id.
// A code names one entry within its scope, so a dictionary is found by its code alone.
import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { Status, tenants } from './identity.js';

export const dicts = pgTable(
  'dicts',
  {
    /** Null for the platform's entries, shared by every tenant and changed by the platform administrator. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').primaryKey().defaultRandom(),
    parentId: uuid('parent_id'),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** The name shown in English; the Chinese name stands in when it is empty. */
    nameEn: text('name_en'),
    value: text('value'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(Status.enabled),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // No cascade: an entry with children is never deleted (the service refuses it with the reason).
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }),
    uniqueIndex('dicts_platform_code_key')
      .on(t.code)
      .where(sql`${t.tenantId} is null`),
    uniqueIndex('dicts_tenant_code_key')
      .on(t.tenantId, t.code)
      .where(sql`${t.tenantId} is not null`),
    index('dicts_tenant_parent_idx').on(t.tenantId, t.parentId),
  ],
);

export const pageLayouts = pgTable(
  'page_layouts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    /** The page the layout is bound to; a page has at most one layout per tenant. */
    pageId: text('page_id'),
    /** The page schema as JSON text, handed to the renderer as it was saved. */
    body: text('body').notNull(),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('page_layouts_page_key')
      .on(t.tenantId, t.pageId)
      .where(sql`${t.pageId} is not null`),
  ],
);

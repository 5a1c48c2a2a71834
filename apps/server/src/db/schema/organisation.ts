// A tenant's own organisation: its department tree and its positions. Both are tenant-owned: the
// tenant id leads every key, and no query reads them without it.
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

export const depts = pgTable(
  'depts',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    parentId: uuid('parent_id'),
    name: text('name').notNull(),
    leader: text('leader'),
    phone: text('phone'),
    email: text('email'),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(Status.enabled),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({ columns: [t.tenantId, t.parentId], foreignColumns: [t.tenantId, t.id] }),
    // Sibling departments have distinct names.
    uniqueIndex('depts_sibling_name_key').on(
      t.tenantId,
      sql`coalesce(${t.parentId}, '00000000-0000-0000-0000-000000000000'::uuid)`,
      t.name,
    ),
    index('depts_parent_idx').on(t.tenantId, t.parentId),
  ],
);

export const positions = pgTable(
  'positions',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    status: smallint('status').notNull().default(Status.enabled),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('positions_code_key').on(t.tenantId, t.code),
  ],
);

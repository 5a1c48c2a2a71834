// The operation log: every successful change made through the system-management calls, with who
// made it, in which tenant, what it was and which record it touched.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants } from './identity.js';

export const operationLogs = pgTable(
  'operation_logs',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom().primaryKey(),
    userId: uuid('user_id').notNull(),
    username: text('username').notNull(),
    /** The call, e.g. `POST /api/api-system/data/dept/addDept`. */
    action: text('action').notNull(),
    /** The operation in Chinese (contract operations.ts), e.g. "新增部门"; else the route's API summary. */
    summary: text('summary').notNull(),
    targetId: text('target_id'),
    /** The record's name when the call wrote it (kept after a delete, when the id names nothing). */
    targetName: text('target_name'),
    status: integer('status').notNull(),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_tenant_time_idx').on(t.tenantId, t.createdAt)],
);

// Notifications addressed to tenant users (spec shell.md §3 Message). Read status is stored once as
// `status`: 0 unread, 1 read — the spec leaves the meaning of 0/1 open, this is the platform's choice.
import { foreignKey, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenants, tenantUsers } from './identity.js';

export const MessageStatus = { unread: 0, read: 1 } as const;
/** Channels a message was sent through (spec §3): 1 in-app, 2 e-mail, 3 SMS. */
export const SendType = { inApp: 1, email: 2, sms: 3 } as const;
/** What opening a message leads to: 21 a task page, 31 acceptance notice, 32 audit documents, 40 a file. */
export const TargetType = { taskPage: 21, acceptanceNotice: 31, auditDocuments: 32, file: 40 } as const;

export const messages = pgTable(
  'messages',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom().primaryKey(),
    receiverTenantUserId: uuid('receiver_tenant_user_id').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    sendType: smallint('send_type').notNull().default(SendType.inApp),
    targetType: smallint('target_type'),
    smsType: text('sms_type'),
    /** A JSON string, as the spec's clients expect. */
    param: text('param'),
    status: smallint('status').notNull().default(MessageStatus.unread),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('messages_receiver_idx').on(t.tenantId, t.receiverTenantUserId, t.status, t.createdAt),
    foreignKey({
      columns: [t.tenantId, t.receiverTenantUserId],
      foreignColumns: [tenantUsers.tenantId, tenantUsers.id],
    }).onDelete('cascade'),
  ],
);

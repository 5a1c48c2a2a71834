// Notifications addressed to tenant users (spec shell.md §3 Message). Read status is stored once as
// `status`: 0 unread, 1 read — the spec leaves the meaning of 0/1 open, this is the platform's choice.
// A send (one administrator action or one call of the send service) creates, in one transaction, an
// in-app message per receiver and an e-mail/SMS delivery per receiver and channel; a worker works the
// deliveries off with retries, claiming rows with a lease so that a stopped instance loses nothing.
import { sql } from 'drizzle-orm';
import {
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sessions } from './auth.js';
import { tenants, tenantUsers } from './identity.js';

export const MessageStatus = { unread: 0, read: 1 } as const;
/** Channels a message was sent through (spec §3): 1 in-app, 2 e-mail, 3 SMS. */
export const SendType = { inApp: 1, email: 2, sms: 3 } as const;
/** What opening a message leads to: 21 a task page, 31 acceptance notice, 32 audit documents, 40 a file. */
export const TargetType = { taskPage: 21, acceptanceNotice: 31, auditDocuments: 32, file: 40 } as const;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A file sent with a message (targetType 40); small documents kept beside the messages. */
export const messageFiles = pgTable(
  'message_files',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    content: bytea('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

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
    /** The send that created it (null for messages written by the seed or older code). */
    sendId: uuid('send_id'),
    /** The file a targetType 40 message downloads; only its receivers may fetch it. */
    fileId: uuid('file_id'),
  },
  (t) => [
    // The receiver's list newest first, all or by status, and the unread count, each from one index.
    // Ascending on purpose: scanned backwards they give ORDER BY created_at DESC, id DESC exactly
    // (a DESC NULLS LAST index would not, and the page would need a sort).
    index('messages_receiver_idx').on(t.tenantId, t.receiverTenantUserId, t.status, t.createdAt, t.id),
    index('messages_receiver_time_idx').on(t.tenantId, t.receiverTenantUserId, t.createdAt, t.id),
    foreignKey({
      columns: [t.tenantId, t.receiverTenantUserId],
      foreignColumns: [tenantUsers.tenantId, tenantUsers.id],
    }).onDelete('cascade'),
    foreignKey({ columns: [t.tenantId, t.fileId], foreignColumns: [messageFiles.tenantId, messageFiles.id] }),
  ],
);

/** One send: who sent what through which channels to whom (the administrator's send history). */
export const messageSends = pgTable(
  'message_sends',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    /** Null when the platform itself sent it (another module through the send service). */
    senderTenantUserId: uuid('sender_tenant_user_id'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    /** Channels as in SendType, e.g. {1,2}. */
    channels: smallint('channels').array().notNull(),
    /** users | roles | tenant */
    receiverType: text('receiver_type').notNull(),
    receivers: integer('receivers').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('message_sends_tenant_time_idx').on(t.tenantId, t.createdAt.desc()),
  ],
);

/** pending → sent, or pending → (retries) → failed. A claim is a lease, not a state. */
export const DeliveryRowState = { pending: 'pending', sent: 'sent', failed: 'failed' } as const;

export const messageDeliveries = pgTable(
  'message_deliveries',
  {
    tenantId: uuid('tenant_id').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    sendId: uuid('send_id').notNull(),
    receiverTenantUserId: uuid('receiver_tenant_user_id').notNull(),
    /** 2 e-mail, 3 SMS. */
    channel: smallint('channel').notNull(),
    /** Address or mobile number copied at send time; null when the receiver had none. */
    recipient: text('recipient'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    state: text('state').notNull().default(DeliveryRowState.pending),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** The worker holding the row and until when; an expired lease is picked up by any worker. */
    claimedBy: text('claimed_by'),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    foreignKey({
      columns: [t.tenantId, t.sendId],
      foreignColumns: [messageSends.tenantId, messageSends.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.receiverTenantUserId],
      foreignColumns: [tenantUsers.tenantId, tenantUsers.id],
    }).onDelete('cascade'),
    index('message_deliveries_send_idx').on(t.tenantId, t.sendId, t.createdAt),
    // The worker's queue: only pending rows, in due order.
    index('message_deliveries_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.state} = 'pending'`),
  ],
);

/**
 * One-time tickets that open the unread stream (EventSource cannot send the Authorization header);
 * stored hashed, bound to the session, valid for a minute.
 */
export const messageStreamTickets = pgTable('message_stream_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  sessionId: uuid('session_id')
    .notNull()
    .references(() => sessions.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  consumedAt: timestamp('consumed_at', { withTimezone: true }),
});

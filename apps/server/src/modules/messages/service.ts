import type {
  Delivery,
  DeliveryPage,
  Message,
  MessagePage,
  MessageSend,
  MessageStreamTicket,
  RetriedDelivery,
  SendMessageBody,
  SendPage,
  SendResult,
} from '@platform/contract';
import type { z } from 'zod';
import type { DeliveryPageBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { messages } from '../../db/schema/index.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import { notFound } from '../../http/errors.js';
import { t, text, type Language, type ServerKey } from '../../i18n/index.js';
import type { RequestContext } from '../../http/context.js';
import { assertSystemManager } from '../account/access.js';
import { newToken, sha256 } from '../../security/secrets.js';
import { announceUnread } from '../../live/unread-hub.js';
import type { InboxCache } from './inbox-cache.js';
import { messagesRepo as repo, NO_ADDRESS, type Receiver } from './repo.js';
import type { MessageSender } from './send.js';

/** Failures the server recorded as catalogue keys (repo.ts), worded for the reader of the list. */
const recordedFailures = new Set<string>(Object.values(NO_ADDRESS));

type Row = typeof messages.$inferSelect;

export const STREAM_TICKET_TTL_SECONDS = 60;

/**
 * Whether one of the receiver's messages carries a param whose processId is the given one (a member
 * notified of a process may see what belongs to it).
 */
export async function notifiedOfProcess(db: Db, receiver: Receiver, processId: string): Promise<boolean> {
  const params = await repo.paramsMentioning(db, receiver, processId);
  return params.some((param) => {
    try {
      return (JSON.parse(param) as { processId?: unknown }).processId === processId;
    } catch {
      return false;
    }
  });
}

export function toMessage(row: Row): Message {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    sendType: row.sendType,
    createtime: row.createdAt.toISOString(),
    status: row.status,
    readStatus: row.status,
    targetType: row.targetType,
    smsType: row.smsType,
    param: row.param,
  };
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());

/** Sending and its history are for the platform administrator and the tenant's system managers. */
async function assertSender(db: Db, ctx: RequestContext) {
  if (!ctx.isPlatformAdmin) await assertSystemManager(db, ctx);
}

export function messagesService(db: Db, sender: MessageSender, inbox: InboxCache) {
  return {
    async unreadCount(ctx: RequestContext) {
      return { count: await inbox.unreadCount(ctx, () => repo.unreadCount(db, ctx)) };
    },

    /** A page of the caller's messages; a kept page comes as it is, without a promise. */
    page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      status: number | undefined,
    ): MessagePage | Promise<MessagePage> {
      return inbox.page(ctx, `${status ?? ''} ${pageIndex} ${pageSize}`, async () => {
        const { items, total } = await repo.page(db, ctx, status, (pageIndex - 1) * pageSize, pageSize);
        return { items: items.map(toMessage), total };
      });
    },

    /** Opening a message marks it read; another user's message does not exist for the caller. */
    async open(ctx: RequestContext, id: string): Promise<Message> {
      const row = await db.transaction(async (tx) => {
        const r = await repo.markRead(tx as Db, ctx, id);
        if (r) await announceUnread(tx as Db, { tenantId: ctx.tenantId, receivers: [ctx.tenantUserId] });
        return r;
      });
      if (!row) notFound(text('messages.messageMissing'));
      // The next page or count, on this instance too, shows the message read.
      await inbox.settle();
      return toMessage(row);
    },

    /** The file of a message the caller received. */
    async file(ctx: RequestContext, fileId: string) {
      return (await repo.fileForReceiver(db, ctx, fileId)) ?? notFound(text('messages.fileMissing'));
    },

    async streamTicket(ctx: RequestContext): Promise<MessageStreamTicket> {
      const ticket = newToken();
      await repo.issueTicket(db, sha256(ticket), ctx.sessionId, STREAM_TICKET_TTL_SECONDS);
      return { ticket, expiresInSeconds: STREAM_TICKET_TTL_SECONDS };
    },

    /** The receiver a one-time ticket opens a stream for; undefined when spent, expired or its session ended. */
    async redeemTicket(ticket: string): Promise<(Receiver & { sessionId: string }) | undefined> {
      // A ticket stands for a session of any tenant, like a bearer token does at sign-in.
      return withSystemScope(async () => {
        const sessionId = await repo.redeemTicket(db, sha256(ticket));
        if (!sessionId) return undefined;
        const who = await repo.liveSession(db, sessionId);
        return who && { ...who, sessionId };
      });
    },

    async send(ctx: RequestContext, body: z.output<typeof SendMessageBody>): Promise<SendResult> {
      await assertSender(db, ctx);
      return sender.send({
        tenantId: ctx.tenantId,
        senderTenantUserId: ctx.tenantUserId,
        to: body.receivers,
        channels: body.channels,
        title: body.title,
        content: body.content,
        targetType: body.targetType ?? null,
        smsType: body.smsType ?? null,
        param: body.param ?? null,
      });
    },

    async retryDelivery(ctx: RequestContext, id: string): Promise<RetriedDelivery> {
      await assertSender(db, ctx);
      await sender.retry(ctx.tenantId, id);
      return { id, state: 'pending' };
    },

    async sendPage(ctx: RequestContext, pageIndex: number, pageSize: number): Promise<SendPage> {
      await assertSender(db, ctx);
      const { items, total } = await repo.sendPage(db, ctx.tenantId, (pageIndex - 1) * pageSize, pageSize);
      return {
        total,
        items: items.map((r): MessageSend => ({
          id: r.id,
          title: r.title,
          content: r.content,
          channels: parseChannels(r.channels),
          receiverType: r.receiver_type,
          receivers: r.receivers,
          senderName: r.sender_name,
          createtime: iso(r.created_at)!,
          deliveries: { pending: r.pending, sending: r.sending, sent: r.sent, failed: r.failed },
        })),
      };
    },

    async deliveryPage(
      ctx: RequestContext,
      body: z.output<typeof DeliveryPageBody>,
      language: Language,
    ): Promise<DeliveryPage> {
      await assertSender(db, ctx);
      const { items, total } = await repo.deliveryPage(
        db,
        ctx.tenantId,
        body.queryData ?? {},
        (body.pageIndex - 1) * body.pageSize,
        body.pageSize,
      );
      return {
        total,
        items: items.map((r): Delivery => ({
          id: r.id,
          sendId: r.sendId,
          channel: r.channel,
          recipient: r.recipient,
          receiverName: r.receiverName,
          state: r.state === 'pending' && r.leased ? 'sending' : (r.state as Delivery['state']),
          attempts: r.attempts,
          maxAttempts: r.maxAttempts,
          nextAttemptAt: r.state === 'pending' ? iso(r.nextAttemptAt) : null,
          lastError: recordedFailures.has(r.lastError ?? '')
            ? t(language, r.lastError as ServerKey)
            : r.lastError,
          sentAt: iso(r.sentAt),
          createtime: iso(r.createdAt)!,
        })),
      };
    },
  };
}

/** node-postgres answers a smallint[] as an array, PGlite as well; a text form `{1,2}` is read too. */
function parseChannels(v: number[] | string): number[] {
  if (Array.isArray(v)) return v.map(Number);
  return v.replace(/[{}]/g, '').split(',').filter(Boolean).map(Number);
}

export type MessagesService = ReturnType<typeof messagesService>;

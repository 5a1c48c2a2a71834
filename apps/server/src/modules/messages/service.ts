import type { Message, MessagePage } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { messages } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import type { RequestContext } from '../../http/context.js';
import { messagesRepo as repo } from './repo.js';

type Row = typeof messages.$inferSelect;

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

export function messagesService(db: Db) {
  return {
    async unreadCount(ctx: RequestContext) {
      return { count: await repo.unreadCount(db, ctx) };
    },

    async page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      status: number | undefined,
    ): Promise<MessagePage> {
      const { items, total } = await repo.page(db, ctx, status, (pageIndex - 1) * pageSize, pageSize);
      return { items: items.map(toMessage), total };
    },

    /** Opening a message marks it read; another user's message does not exist for the caller. */
    async open(ctx: RequestContext, id: string): Promise<Message> {
      const row = await repo.markRead(db, ctx, id);
      if (!row) notFound('消息不存在');
      return toMessage(row);
    },
  };
}

export type MessagesService = ReturnType<typeof messagesService>;

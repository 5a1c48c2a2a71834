// The message-centre calls of spec shell.md §7.2; all need a session (the receiver is the caller).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PREFIX as P,
  envelopeOf,
  Message,
  MessageIdQuery,
  MessagePage,
  MessagePageBody,
  UnreadCount,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { MessagesService } from './service.js';

const tags = ['messages'];
const security = [{ bearer: [] }];

export const messageRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/msg/getUnreadMsgCount`,
      {
        schema: {
          tags,
          security,
          summary: "The caller's unread messages",
          response: { 200: envelopeOf(UnreadCount) },
        },
      },
      async (req) => ok(await service.unreadCount(ctxOf(req))),
    );
    app.post(
      `${P}/msg/getPageReceiverMsgList`,
      {
        schema: {
          tags,
          security,
          summary: "A page of the caller's messages, newest first, optionally by read status",
          body: MessagePageBody,
          response: { 200: envelopeOf(MessagePage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.body.pageIndex, req.body.pageSize, req.body.queryData?.status)),
    );
    app.get(
      `${P}/msg/getMsg`,
      {
        schema: {
          tags,
          security,
          summary: 'Open a message (marks it read)',
          querystring: MessageIdQuery,
          response: { 200: envelopeOf(Message) },
        },
      },
      async (req) => ok(await service.open(ctxOf(req), req.query.id)),
    );
  };

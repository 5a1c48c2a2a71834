// The message-centre calls of spec shell.md §7.2 (the receiver is the caller), the file download, the
// live unread stream, and the administrator's send and delivery calls.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ACCOUNT_PREFIX as P,
  DeliveryPage,
  DeliveryPageBody,
  envelopeOf,
  Message,
  MessageFileQuery,
  MessageIdQuery,
  MessagePage,
  MessagePageBody,
  MessagePaths as M,
  MessageStreamQuery,
  MessageStreamTicket,
  RetriedDelivery,
  RetryDeliveryBody,
  SendMessageBody,
  SendPage,
  SendPageBody,
  SendResult,
  UnreadCount,
} from '@platform/contract';
import { enterTenantScope } from '../../db/tenant-scope.js';
import { ctxOf, type RequestContext } from '../../http/context.js';
import { ok, okNowOrLater } from '../../http/envelope.js';
import { unauthorized } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import type { MessagesService } from './service.js';
import type { UnreadStreams } from '../../live/unread-streams.js';

const tags = ['messages'];
const security = [{ bearer: [] }];

/** A Content-Disposition that keeps a Chinese file name (RFC 6266 filename*, ASCII fallback). */
export function attachmentDisposition(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Calls of the receiver, in the authenticated scope. */
export const messageRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}${M.unreadCount}`,
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
      `${P}${M.page}`,
      {
        schema: {
          tags,
          security,
          summary: "A page of the caller's messages, newest first, optionally by read status",
          body: MessagePageBody,
          response: { 200: envelopeOf(MessagePage) },
        },
      },
      (req) =>
        okNowOrLater(
          service.page(ctxOf(req), req.body.pageIndex, req.body.pageSize, req.body.queryData?.status),
        ),
    );
    app.get(
      `${P}${M.open}`,
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
    app.get(
      `${P}${M.downloadFile}`,
      {
        schema: {
          tags,
          security,
          summary: 'Download the file of a message the caller received (targetType 40)',
          querystring: MessageFileQuery,
        },
      },
      async (req, reply) => {
        const file = await service.file(ctxOf(req), req.query.id);
        // Active content (HTML, SVG, XML) is never handed to the browser as such.
        const mime = /html|svg|xml|javascript/i.test(file.mime) ? 'application/octet-stream' : file.mime;
        return reply
          .header('content-type', mime)
          .header('content-disposition', attachmentDisposition(file.name))
          .header('cache-control', 'private, no-store')
          .send(file.content);
      },
    );
    app.post(
      `${P}${M.streamTicket}`,
      {
        schema: {
          tags,
          security,
          summary: 'A one-time ticket (valid 60 s) that opens the unread stream from an EventSource',
          response: { 200: envelopeOf(MessageStreamTicket) },
        },
      },
      async (req) => ok(await service.streamTicket(ctxOf(req))),
    );
  };

/** The administrator's history calls (reads), in the authenticated scope. */
export const messageSendHistoryRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}${M.sendPage}`,
      {
        schema: {
          tags,
          security,
          summary: "The tenant's sends, newest first, with their delivery counts",
          body: SendPageBody,
          response: { 200: envelopeOf(SendPage) },
        },
      },
      async (req) => ok(await service.sendPage(ctxOf(req), req.body.pageIndex, req.body.pageSize)),
    );
    app.post(
      `${P}${M.deliveryPage}`,
      {
        schema: {
          tags,
          security,
          summary: 'E-mail and SMS deliveries with their state, attempts and last error',
          body: DeliveryPageBody,
          response: { 200: envelopeOf(DeliveryPage) },
        },
      },
      async (req) => ok(await service.deliveryPage(ctxOf(req), req.body, req.language)),
    );
  };

/** The administrator's send, in the audited scope (the operation log records it). */
export const messageSendRoutes =
  (service: MessagesService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}${M.send}`,
      {
        schema: {
          tags,
          security,
          summary: 'Send a message to users, role holders or the whole tenant',
          body: SendMessageBody,
          response: { 200: envelopeOf(SendResult) },
        },
      },
      async (req) => ok(await service.send(ctxOf(req), req.body)),
    );
    app.post(
      `${P}${M.retryDelivery}`,
      {
        schema: {
          tags,
          security,
          summary: 'Put a failed e-mail or SMS delivery back in the queue',
          body: RetryDeliveryBody,
          response: { 200: envelopeOf(RetriedDelivery) },
        },
      },
      async (req) => ok(await service.retryDelivery(ctxOf(req), req.body.id)),
    );
  };

/**
 * The live unread stream, outside the authenticated scope: it accepts the usual bearer header (fetch
 * clients) or a one-time ticket in the query (EventSource), never the session token itself in a URL.
 */
export const messageStreamRoutes =
  (
    service: MessagesService,
    streams: UnreadStreams,
    authenticate: (req: FastifyRequest) => Promise<RequestContext>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}${M.unreadStream}`,
      {
        schema: {
          tags,
          security,
          summary: 'Server-sent events: `unread` with {count} at once and on every change',
          querystring: MessageStreamQuery,
        },
      },
      async (req, reply) => {
        const ticket = req.query.ticket;
        if (ticket) {
          const who = await service.redeemTicket(ticket);
          if (!who) unauthorized(text('messages.streamTicketInvalid'));
          enterTenantScope(who.tenantId);
          return streams.open(reply, who);
        }
        if (!req.headers.authorization) unauthorized();
        const ctx = await authenticate(req);
        return streams.open(reply, ctx);
      },
    );
  };

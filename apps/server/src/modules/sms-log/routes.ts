import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  PageQuery,
  SMS_LOG_PREFIX as P,
  SmsAttemptFilter,
  SmsAttemptPage,
  SmsOutboxFilter,
  SmsOutboxPage,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { SmsLogService } from './service.js';

const tags = ['system: SMS log'];

export const smsLogRoutes =
  (service: SmsLogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/outbox/queryByPage`,
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            'A page of the SMS in the outbox, newest first, with their newest attempt (platform administrators)',
          querystring: PageQuery,
          body: SmsOutboxFilter.optional(),
          response: { 200: envelopeOf(SmsOutboxPage) },
        },
      },
      async (req) =>
        ok(await service.outboxPage(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.post(
      `${P}/attempts/queryByPage`,
      {
        schema: {
          tags,
          security: [{ bearer: [] }],
          summary:
            "A page of the attempts to hand an SMS to the provider, with the provider's answer (platform administrators)",
          querystring: PageQuery,
          body: SmsAttemptFilter.optional(),
          response: { 200: envelopeOf(SmsAttemptPage) },
        },
      },
      async (req) =>
        ok(await service.attemptPage(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
  };

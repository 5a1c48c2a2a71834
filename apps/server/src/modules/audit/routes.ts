import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ACCOUNT_PREFIX as P, envelopeOf, PageQuery } from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { OperationLogService } from './service.js';

const OperationLogFilter = z.object({
  username: z.string().trim().max(64).optional(),
  action: z.string().trim().max(200).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
});
const OperationLog = z.object({
  id: z.string(),
  username: z.string(),
  action: z.string(),
  summary: z.string(),
  targetId: z.string().nullable(),
  status: z.number(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});

export const operationLogRoutes =
  (service: OperationLogService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/operlog/queryByPage`,
      {
        schema: {
          tags: ['system: operation log'],
          security: [{ bearer: [] }],
          summary: "A page of the tenant's operation log, newest first",
          querystring: PageQuery,
          body: OperationLogFilter.optional(),
          response: { 200: envelopeOf(z.object({ items: z.array(OperationLog), total: z.number() })) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
  };

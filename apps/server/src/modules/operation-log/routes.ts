import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PREFIX as P,
  envelopeOf,
  OperationLogFilter,
  OperationLogPage,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { OperationLogService } from './service.js';

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
          response: { 200: envelopeOf(OperationLogPage) },
        },
      },
      async (req) =>
        ok(
          await service.page(
            ctxOf(req),
            req.query.pageIndex,
            req.query.pageSize,
            req.body ?? {},
            req.language,
          ),
        ),
    );
  };

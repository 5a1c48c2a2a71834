// Statistics (ccbd brand/ent/getTaskStatistics): H6. The figures are made in stats-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandStatsQuery, CCBD_PREFIX, CcbdPaths } from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { brandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { brandStatsService } from './stats-service.js';

const tags = ['brand: statistics'];
const security = [{ bearer: [] }];

export const statsRoutes =
  (deps: BrandDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const stats = brandStatsService(deps, brandAccess(deps));
    app.get(
      `${CCBD_PREFIX}/${CcbdPaths.taskStatistics}`,
      {
        schema: {
          tags,
          security,
          summary:
            'Assessments by status, business type and month, average strength scores overall and per dimension, levels and expert workload (body staff)',
          querystring: BrandStatsQuery,
        },
      },
      async (req) => ok(await stats.taskStatistics(ctxOf(req), req.query.businessType)),
    );
  };

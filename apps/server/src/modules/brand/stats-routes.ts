// Statistics (ccbd brand/ent/getTaskStatistics): H6.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const statsRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};

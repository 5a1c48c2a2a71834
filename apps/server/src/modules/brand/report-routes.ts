// The assessment report (ccbd/exportreport/detail, save, versions, document): H5.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const reportRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};

// Figures, drill-down, the report and plans (data/*, report/zjdownload, plan/*): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarbonDeps } from './deps.js';

export const figuresRoutes =
  (_deps: CarbonDeps): FastifyPluginAsyncZod =>
  async () => {};

// Applications, answers and the process (ent/saveWorkFlow, updateEntProcess, paper/saveAnswer, getASData(s), processes, experts; ccbd brand/biz/getBizByProcess): H2.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BrandDeps } from './deps.js';

export const processRoutes =
  (_deps: BrandDeps): FastifyPluginAsyncZod =>
  async () => {};

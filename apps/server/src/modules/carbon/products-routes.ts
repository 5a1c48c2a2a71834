// Products, life-cycle paths and border emissions (pdt/*, zjPath/*, data/searchBorderEmissionData): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarbonDeps } from './deps.js';

export const productRoutes =
  (_deps: CarbonDeps): FastifyPluginAsyncZod =>
  async () => {};

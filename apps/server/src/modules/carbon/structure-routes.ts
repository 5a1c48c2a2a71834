// Organisations, the factor library and accounting models (org/*, zjFactor/*, model/*): placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarbonDeps } from './deps.js';

export const structureRoutes =
  (_deps: CarbonDeps): FastifyPluginAsyncZod =>
  async () => {};

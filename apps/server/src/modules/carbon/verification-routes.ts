// Verification (verify/*) on the workflow engine: placeholder until its owner builds it.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CarbonDeps } from './deps.js';

export const verificationRoutes =
  (_deps: CarbonDeps): FastifyPluginAsyncZod =>
  async () => {};

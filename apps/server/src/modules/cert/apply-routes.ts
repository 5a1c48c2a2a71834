// Applications and acceptance (apply/*, cccWork/*): H1.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const applyRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

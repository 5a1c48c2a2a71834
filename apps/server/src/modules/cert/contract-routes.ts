// Contracts and quotations (contract/*): H2.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const contractRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

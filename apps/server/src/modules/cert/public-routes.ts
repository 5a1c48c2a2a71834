// The public certificate verification call (public/certificate, no sign-in): H5.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const publicRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

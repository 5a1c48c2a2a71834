// Technical review, decisions and certificates (review/*, decision/*, certificate/*, queryMyCertificate): H5.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const decisionRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

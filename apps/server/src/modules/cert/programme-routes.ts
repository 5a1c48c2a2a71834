// Auditors, audit programmes, plans and teams (auditor/*, programme/*, audit/* planning): H3.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const programmeRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

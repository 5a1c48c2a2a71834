// Audit work: findings, nonconformities and the audit report (finding/*, audit/myAudits, audit/*Report*): H4.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const auditRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

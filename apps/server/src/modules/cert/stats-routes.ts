// Notices, statistics, workbench, processes and projects (cert/notice/*, businessstatistics, statsOfMonth, mgmt/*, workflow/getProgress, process/*, project/*, cccTask/*): H6.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CertDeps } from './deps.js';

export const statsRoutes =
  (_deps: CertDeps): FastifyPluginAsyncZod =>
  async () => {};

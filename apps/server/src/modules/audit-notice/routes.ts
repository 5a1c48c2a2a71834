// GET gltxScheme/queryAuditNotifyBook, queryAuditReport (spec forms.md §7, api-cert) and queryAuditPlan
// (the shjh page), each with id (the process id) and phase.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_PREFIX,
  AuditNotifyBook,
  AuditPaths,
  AuditPlan,
  AuditQuery,
  AuditReport,
  envelopeOf,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { AuditNoticeService } from './service.js';

const tags = ['audit'];
const security = [{ bearer: [] }];

export const auditNoticeRoutes =
  (service: AuditNoticeService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${AUDIT_PREFIX}${AuditPaths.notifyBook}`,
      {
        schema: {
          tags,
          security,
          summary: 'The audit notice letter of a process and phase',
          querystring: AuditQuery,
          response: { 200: envelopeOf(AuditNotifyBook) },
        },
      },
      async (req) => ok(await service.notifyBook(ctxOf(req), req.query.id, req.query.phase, req.language)),
    );
    app.get(
      `${AUDIT_PREFIX}${AuditPaths.report}`,
      {
        schema: {
          tags,
          security,
          summary: 'The audit report of a process and phase (reportUrl when a document exists)',
          querystring: AuditQuery,
          response: { 200: envelopeOf(AuditReport) },
        },
      },
      async (req) => ok(await service.report(ctxOf(req), req.query.id, req.query.phase)),
    );
    app.get(
      `${AUDIT_PREFIX}${AuditPaths.plan}`,
      {
        schema: {
          tags,
          security,
          summary: 'The audit plan of a process and phase',
          querystring: AuditQuery,
          response: { 200: envelopeOf(AuditPlan) },
        },
      },
      async (req) => ok(await service.plan(ctxOf(req), req.query.id, req.query.phase)),
    );
  };

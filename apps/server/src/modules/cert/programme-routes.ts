// Auditors, audit programmes, plans and teams (auditor/*, programme/*, audit/* planning): H3. The rules
// are in auditor-service.ts and programme-service.ts; the programme arithmetic in programme.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERT_PREFIX,
  CertAuditFilter,
  CertAuditIdBody,
  CertAuditIdQuery,
  CertAuditorBody,
  CertAuditorFilter,
  CertChangeRequestBody,
  CertPaths as P,
  CertPlanBody,
  CertProgrammeFilter,
  CertRowIdBody,
  CertRowIdQuery,
} from '@platform/contract';
import { PageQuery } from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import { auditorService } from './auditor-service.js';
import type { CertDeps } from './deps.js';
import { programmeService } from './programme-service.js';

const tags = ['cert: programmes'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CERT_PREFIX}/${p}`;

export const programmeRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = certAccess(deps);
    const auditors = auditorService(deps.db, access);
    const service = programmeService(deps, access);

    app.post(
      path(P.auditors),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            "A page of the body's auditors and technical experts, by keyword, scheme, field code, activity",
          querystring: PageQuery,
          body: CertAuditorFilter.optional(),
        },
      },
      async (req) =>
        ok(await auditors.list(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.post(
      path(P.saveAuditor),
      { schema: { tags, security, summary: 'Adds or changes an auditor', body: CertAuditorBody } },
      async (req) => ok(await auditors.save(ctxOf(req), req.body), text('cert.programme.auditorSaved')),
    );
    app.post(
      path(P.removeAuditor),
      {
        schema: {
          tags,
          security,
          summary: 'Removes an auditor who was never on an audit team (409 otherwise: deactivate them)',
          body: CertRowIdBody,
        },
      },
      async (req) =>
        ok(await auditors.remove(ctxOf(req), req.body.id), text('cert.programme.auditorRemoved')),
    );

    app.post(
      path(P.programmes),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'Applications with an audit programme, each with its next audit',
          querystring: PageQuery,
          body: CertProgrammeFilter.optional(),
        },
      },
      async (req) =>
        ok(await service.programmes(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      path(P.programme),
      {
        schema: {
          tags,
          security,
          summary:
            "An application's audit programme: every audit with kind, due date, dates, days, status, team",
          querystring: CertRowIdQuery,
        },
      },
      async (req) => ok(await service.programme(ctxOf(req), req.query.id)),
    );
    app.post(
      path(P.audits),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            "Audits by date (the body's all, a client's own of one application), by month, kind, status, under way",
          querystring: PageQuery,
          body: CertAuditFilter.optional(),
        },
      },
      async (req) =>
        ok(await service.audits(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      path(P.audit),
      {
        schema: {
          tags,
          security,
          summary: 'An audit with its team and plan rows',
          querystring: CertRowIdQuery,
        },
      },
      async (req) => ok(await service.audit(ctxOf(req), req.query.id)),
    );
    app.get(
      path(P.teamCandidates),
      {
        schema: {
          tags,
          security,
          summary:
            "Active auditors of the audit's scheme covering one of the application's field codes, with their conflicts of interest",
          querystring: CertAuditIdQuery,
        },
      },
      async (req) => ok(await service.teamCandidates(ctxOf(req), req.query.auditId, req.language)),
    );
    app.post(
      path(P.savePlan),
      {
        schema: {
          tags,
          security,
          summary:
            'Saves an audit plan: dates, days, criteria, the team (one leader with a sign-in, no conflicts) and the plan rows',
          body: CertPlanBody,
        },
      },
      async (req) =>
        ok(await service.savePlan(ctxOf(req), req.body, req.language), text('cert.programme.planSaved')),
    );
    app.post(
      path(P.issuePlan),
      {
        schema: {
          tags,
          security,
          summary:
            'Issues the plan: writes the audit letter and plan, tells the enterprise, hands the process to its confirmation',
          body: CertAuditIdBody,
        },
      },
      async (req) =>
        ok(await service.issuePlan(ctxOf(req), req.body.auditId), text('cert.programme.planIssued')),
    );
    app.post(
      path(P.confirmPlan),
      {
        schema: { tags, security, summary: 'The enterprise confirms an issued plan', body: CertAuditIdBody },
      },
      async (req) =>
        ok(await service.confirmPlan(ctxOf(req), req.body.auditId), text('cert.programme.planConfirmed')),
    );
    app.post(
      path(P.requestPlanChange),
      {
        schema: {
          tags,
          security,
          summary: 'The enterprise asks for changes to an issued plan: back to planning',
          body: CertChangeRequestBody,
        },
      },
      async (req) =>
        ok(
          await service.requestChange(ctxOf(req), req.body.auditId, req.body.reason),
          text('cert.programme.changeRequested'),
        ),
    );
    app.post(
      path(P.startSurveillance),
      {
        schema: {
          tags,
          security,
          summary: "Starts a surveillance, recertification or follow-up audit's process (at planning)",
          body: CertAuditIdBody,
        },
      },
      async (req) => ok(await service.start(ctxOf(req), req.body.auditId), text('cert.programme.started')),
    );
  };

// Audit work: the team's audits, findings and nonconformities, the enterprise's answers, the audit report
// and its PDF, closing the audit (audit/myAudits, audit/file, audit/queryFileList, finding/*,
// audit/saveReport|issueReport|close|reportDocument): H4. The rules are in audit-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERT_PREFIX,
  CertAuditFilesFilter,
  CertAuditWorkPaths,
  CertFindingAddBody,
  CertFindingAnswerBody,
  CertFindingIdBody,
  CertFindingListBody,
  CertFindingUpdateBody,
  CertFindingVerifyBody,
  CertMyAuditsFilter,
  CertPaths,
  CertReportBody,
  CertReportDraftBody,
  CertWorkAuditBody,
  CertWorkAuditQuery,
  CertWorkPageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import { auditWorkService } from './audit-service.js';
import type { CertDeps } from './deps.js';
import { auditReportPdf } from './report.js';

const tags = ['cert: audit work'];
const security = [{ bearer: [] }];
const P = { ...CertPaths, ...CertAuditWorkPaths };
const path = (p: (typeof P)[keyof typeof P]) => `${CERT_PREFIX}/${p}`;

export const auditRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = auditWorkService(deps);

    app.post(
      path(P.myAudits),
      {
        schema: {
          tags,
          security,
          summary:
            "The caller's audits as a team member (issued, confirmed, reported unless a status is asked)",
          querystring: CertWorkPageQuery,
          body: CertMyAuditsFilter,
        },
      },
      async (req) => ok(await service.myAudits(ctxOf(req), req.query, req.body)),
    );
    app.post(
      path(P.auditFiles),
      {
        schema: {
          tags,
          security,
          summary: "Every audit's file for the body (filters: status, kind, keyword, open nonconformities)",
          querystring: CertWorkPageQuery,
          body: CertAuditFilesFilter,
        },
      },
      async (req) => ok(await service.files(ctxOf(req), req.query, req.body)),
    );
    app.get(
      path(P.auditFile),
      {
        schema: {
          tags,
          security,
          summary: "An audit's whole file: application, plan, team, findings with answers, report",
          querystring: CertWorkAuditQuery,
        },
      },
      async (req) => ok(await service.file(ctxOf(req), req.query.auditId)),
    );
    app.post(
      path(P.findings),
      {
        schema: {
          tags,
          security,
          summary: "An audit's findings (its team, the body) or an application's (its applicant, the body)",
          body: CertFindingListBody,
        },
      },
      async (req) => ok(await service.findings(ctxOf(req), req.body)),
    );
    app.post(
      path(P.addFinding),
      {
        schema: {
          tags,
          security,
          summary: 'A team member records a finding while the audit is confirmed or reported',
          body: CertFindingAddBody,
        },
      },
      async (req) => ok(await service.addFinding(ctxOf(req), req.body), text('cert.audit.findingAdded')),
    );
    app.post(
      path(P.updateFinding),
      {
        schema: {
          tags,
          security,
          summary: 'A team member changes an unanswered finding',
          body: CertFindingUpdateBody,
        },
      },
      async (req) => ok(await service.updateFinding(ctxOf(req), req.body), text('cert.audit.findingUpdated')),
    );
    app.post(
      path(P.removeFinding),
      {
        schema: {
          tags,
          security,
          summary: 'A team member deletes an unanswered finding',
          body: CertFindingIdBody,
        },
      },
      async (req) => {
        await service.deleteFinding(ctxOf(req), req.body.id);
        return ok(null, text('cert.audit.findingDeleted'));
      },
    );
    app.post(
      path(P.answerFinding),
      {
        schema: {
          tags,
          security,
          summary: 'The enterprise answers a minor or major nonconformity; the team leader hears of it',
          body: CertFindingAnswerBody,
        },
      },
      async (req) => ok(await service.answer(ctxOf(req), req.body), text('cert.audit.findingAnsweredOk')),
    );
    app.post(
      path(P.closeFinding),
      {
        schema: {
          tags,
          security,
          summary: "A team member verifies the enterprise's answer and closes the finding",
          body: CertFindingVerifyBody,
        },
      },
      async (req) =>
        ok(
          await service.closeFinding(ctxOf(req), req.body.id, req.body.comment),
          text('cert.audit.findingClosedOk'),
        ),
    );
    app.post(
      path(P.reopenFinding),
      {
        schema: {
          tags,
          security,
          summary:
            'A team member does not accept the answer: the finding is open again, the enterprise hears why',
          body: CertFindingVerifyBody,
        },
      },
      async (req) =>
        ok(
          await service.reopenFinding(ctxOf(req), req.body.id, req.body.comment),
          text('cert.audit.findingReopened'),
        ),
    );
    app.post(
      path(P.saveReport),
      {
        schema: {
          tags,
          security,
          summary: "The leader saves the report's conclusion and recommendation",
          body: CertReportDraftBody,
        },
      },
      async (req) => ok(await service.saveReport(ctxOf(req), req.body), text('cert.audit.saved')),
    );
    app.post(
      path(P.issueReport),
      {
        schema: {
          tags,
          security,
          summary:
            'The leader issues the report (no major open): written for queryAuditReport, the applicant is told; closes the audit when nothing is left',
          body: CertReportBody,
        },
      },
      async (req) => {
        const issued = await service.issueReport(ctxOf(req), req.body);
        return ok(issued, text(issued.closed ? 'cert.audit.reportIssuedClosed' : 'cert.audit.reportIssued'));
      },
    );
    app.post(
      path(P.closeAudit),
      {
        schema: {
          tags,
          security,
          summary:
            'The leader closes a reported audit (majors closed, minors answered): the process moves on',
          body: CertWorkAuditBody,
        },
      },
      async (req) =>
        ok(await service.closeAudit(ctxOf(req), req.body.auditId), text('cert.audit.auditClosed')),
    );
    app.get(
      path(P.reportDocument),
      {
        schema: {
          tags,
          security,
          summary: 'The audit report as a PDF, made from the data (queryAuditReport.reportUrl)',
          querystring: CertWorkAuditQuery,
        },
      },
      async (req, reply) => {
        const audit = await service.reportReadable(ctxOf(req), req.query.auditId);
        const file = await auditReportPdf(deps.db, audit, req.language);
        return reply
          .header('content-type', file.contentType)
          .header('content-disposition', contentDisposition('inline', file.fileName))
          .send(file.body);
      },
    );
  };

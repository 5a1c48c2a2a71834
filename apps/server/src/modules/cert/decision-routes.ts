// Technical review, decisions and certificates (review/*, decision/*, certificate/*, queryMyCertificate),
// and the reminder sweep of the certification cycle (reminders.ts): H5. The rules are in
// decision-service.ts and certificate-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CERT_PREFIX,
  CertAuditFileQuery,
  CertCertificateFilter,
  CertCertificateListQuery,
  CertChangeBody,
  CertDecisionBody,
  CertDecisionPaths,
  CertIdQuery,
  CertPaths as P,
  CertReviewBody,
  CertReviewFilter,
  CertReviewListQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import { certificatePdf } from './certificate-document.js';
import { certificateService, toCertificate } from './certificate-service.js';
import { decisionService } from './decision-service.js';
import type { CertDeps } from './deps.js';
import { startReminders } from './reminders.js';

const tags = ['cert: decisions and certificates'];
const security = [{ bearer: [] }];
const path = (p: string) => `${CERT_PREFIX}/${p}`;

export const decisionRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const decisions = decisionService(deps);
    const certificates = certificateService(deps);

    let stopReminders: (() => Promise<void>) | undefined;
    app.addHook('onReady', async () => {
      stopReminders = startReminders(deps);
    });
    app.addHook('onClose', async () => {
      await stopReminders?.();
    });

    app.post(
      path(P.reviews),
      {
        schema: {
          tags,
          security,
          summary:
            'Audits awaiting technical review (state pending) or reviewed (done), with their findings counts',
          querystring: CertReviewListQuery,
          body: CertReviewFilter,
        },
      },
      async (req) =>
        ok(await decisions.reviews(ctxOf(req), req.body, req.query.pageIndex, req.query.pageSize)),
    );
    app.get(
      path(CertDecisionPaths.auditFile),
      {
        schema: {
          tags,
          security,
          summary:
            "An audit's file: application, plan, team, findings with answers, report, reviews and decisions",
          querystring: CertAuditFileQuery,
        },
      },
      async (req) => ok(await decisions.file(ctxOf(req), req.query.auditId)),
    );
    app.post(
      path(P.saveReview),
      {
        schema: {
          tags,
          security,
          summary:
            'Technical review: pass to the decision or return to the audit team; not by a member of the team',
          body: CertReviewBody,
        },
      },
      async (req) => ok(await decisions.review(ctxOf(req), req.body), text('cert.decision.reviewed')),
    );
    app.post(
      path(P.decisions),
      {
        schema: {
          tags,
          security,
          summary: 'Audits awaiting the certification decision (state pending) or decided (done)',
          querystring: CertReviewListQuery,
          body: CertReviewFilter,
        },
      },
      async (req) =>
        ok(await decisions.decisions(ctxOf(req), req.body, req.query.pageIndex, req.query.pageSize)),
    );
    app.post(
      path(P.decide),
      {
        schema: {
          tags,
          security,
          summary:
            'The certification decision allowed for the audit kind (grant issues the certificate and plans the cycle); not by a member of the team',
          body: CertDecisionBody,
        },
      },
      async (req) => ok(await decisions.decide(ctxOf(req), req.body), text('cert.decision.decided')),
    );

    app.post(
      path(P.certificates),
      {
        schema: {
          tags,
          security,
          summary: 'Certificates of the body, filtered by status, scheme, keyword or expiry within days',
          querystring: CertCertificateListQuery,
          body: CertCertificateFilter,
        },
      },
      async (req) =>
        ok(await certificates.list(ctxOf(req), req.body, req.query.pageIndex, req.query.pageSize)),
    );
    app.get(
      path(P.certificate),
      {
        schema: {
          tags,
          security,
          summary: 'A certificate with its history and its cycle of audits',
          querystring: CertIdQuery,
        },
      },
      async (req) => ok(await certificates.detail(ctxOf(req), req.query.id)),
    );
    app.post(
      path(P.changeCertificate),
      {
        schema: {
          tags,
          security,
          summary: 'Suspend, restore, withdraw or reduce the scope of a certificate, with the reason',
          body: CertChangeBody,
        },
      },
      async (req) => ok(await certificates.changeStatus(ctxOf(req), req.body), text('cert.decision.changed')),
    );
    app.get(
      path(P.myCertificates),
      {
        schema: {
          tags,
          security,
          summary: "The enterprise's own certificates",
          querystring: CertCertificateListQuery,
        },
      },
      async (req) => ok(await certificates.mine(ctxOf(req), req.query.pageIndex, req.query.pageSize)),
    );
    app.get(
      path(P.certificateDocument),
      {
        schema: {
          tags,
          security,
          summary: 'The certificate as a PDF with the QR code of its public verification page',
          querystring: CertIdQuery,
        },
      },
      async (req, reply) => {
        const ctx = ctxOf(req);
        const c = toCertificate(await certificates.readable(ctx, req.query.id));
        const doc = await certificatePdf(
          deps.db,
          ctx.tenantId,
          c,
          `${req.protocol}://${req.host}`,
          req.language,
        );
        return reply
          .header('content-type', doc.contentType)
          .header('content-disposition', contentDisposition('attachment', doc.fileName))
          .send(doc.body);
      },
    );
  };

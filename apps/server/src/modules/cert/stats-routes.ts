// Notices, statistics, workbench, processes and projects (cert/notice/*, businessstatistics,
// statsOfMonth, mgmt/*, workflow/getProgress, process/*, project/*, cccTask/*): H6. The rules are in
// stats-service.ts and notice-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BusinessTypeQuery,
  CERT_PREFIX,
  CccTaskFilter,
  CertNoticeBody,
  CertNoticeFilter,
  CertNoticeQuery,
  CertPaths as P,
  CertProcessFilter,
  CertProgressQuery,
  CertProjectFilter,
  CertTaskFilter,
  envelopeOf,
  IdBody,
  PageQuery,
  Progress,
  StatChartQuery,
  StatsOfMonthQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { certAccess } from './access.js';
import type { CertDeps } from './deps.js';
import { noticeService } from './notice-service.js';
import { statsService } from './stats-service.js';

const tags = ['cert: statistics'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CERT_PREFIX}/${p}`;

export const statsRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = certAccess(deps);
    const stats = statsService(deps, access);
    const notices = noticeService(deps.db, access);

    app.post(
      path(P.notices),
      {
        schema: {
          tags,
          security,
          summary:
            "Notices: `client=true` the published notices to clients (the enterprise's list), otherwise every notice (the body's staff)",
          querystring: PageQuery.extend(CertNoticeQuery.shape),
          body: CertNoticeFilter.optional(),
        },
      },
      async (req) =>
        ok(
          await notices.page(
            ctxOf(req),
            req.query.client ?? false,
            req.body ?? {},
            req.query.pageIndex,
            req.query.pageSize,
          ),
        ),
    );
    app.post(
      path(P.saveNotice),
      { schema: { tags, security, summary: 'Create or change a notice (staff)', body: CertNoticeBody } },
      async (req) => ok(await notices.save(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      path(P.publishNotice),
      { schema: { tags, security, summary: 'Publish a draft notice (staff)', body: IdBody } },
      async (req) => ok(await notices.publish(ctxOf(req), req.body.id), text('cert.stats.noticePublished')),
    );
    app.post(
      path(P.removeNotice),
      { schema: { tags, security, summary: 'Delete a notice (staff)', body: IdBody } },
      async (req) => {
        await notices.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );

    app.get(
      path(P.businessStatistics),
      {
        schema: {
          tags,
          security,
          summary:
            'Applications, audits and certificates by status, for all schemes, management systems or CCC',
          querystring: BusinessTypeQuery,
        },
      },
      async (req) => ok(await stats.businessStatistics(ctxOf(req), req.query.businessType)),
    );
    app.get(
      path(P.statsOfMonth),
      {
        schema: {
          tags,
          security,
          summary:
            'Per month of the span: applications submitted, audits done (report out, by their last day), certificates issued, audit days',
          querystring: StatsOfMonthQuery,
        },
      },
      async (req) => ok(await stats.statsOfMonth(ctxOf(req), req.query)),
    );
    app.get(
      path(P.workbenchData),
      {
        schema: {
          tags,
          security,
          summary:
            "The workbench's figures: the caller's open tasks, applications awaiting acceptance, audits this month, valid and expiring certificates, overdue steps",
        },
      },
      async (req) => ok(await stats.workbenchData(ctxOf(req))),
    );
    app.get(
      path(P.workbenchChart),
      {
        schema: {
          tags,
          security,
          summary:
            'A chart series per scheme over the months (applications, audits, certificates or audit days)',
          querystring: StatChartQuery,
        },
      },
      async (req) => ok(await stats.workbenchChart(ctxOf(req), req.query)),
    );
    app.post(
      path(P.myTasks),
      {
        schema: {
          tags,
          security,
          summary:
            "The caller's open certification tasks (held or claimable), each with the page that works on it",
          querystring: PageQuery,
          body: CertTaskFilter.optional(),
        },
      },
      async (req) => ok(await stats.myTasks(ctxOf(req), { ...req.query, ...(req.body ?? {}) })),
    );
    app.post(
      path(P.cccTasks),
      {
        schema: {
          tags,
          security,
          summary: 'CCC factory inspections (initial and follow-up) with their application',
          querystring: PageQuery,
          body: CccTaskFilter.optional(),
        },
      },
      async (req) => ok(await stats.cccTasks(ctxOf(req), { ...req.query, ...(req.body ?? {}) })),
    );
    app.get(
      path(P.progress),
      {
        schema: {
          tags,
          security,
          summary:
            "The progress of an instance (diagram, marks, timeline); a certification instance for the body's staff or the applicant of its application",
          querystring: CertProgressQuery,
          response: { 200: envelopeOf(Progress) },
        },
      },
      async (req) => ok(await stats.progress(ctxOf(req), req.query.wfInstanceId)),
    );
    app.post(
      path(P.processes),
      {
        schema: {
          tags,
          security,
          summary: 'Every certification process instance with its open step and application',
          querystring: PageQuery,
          body: CertProcessFilter.optional(),
        },
      },
      async (req) => ok(await stats.processes(ctxOf(req), { ...req.query, ...(req.body ?? {}) })),
    );
    app.post(
      path(P.projects),
      {
        schema: {
          tags,
          security,
          summary: 'Projects: each submitted application with its contract, audits and certificate',
          querystring: PageQuery,
          body: CertProjectFilter.optional(),
        },
      },
      async (req) => ok(await stats.projects(ctxOf(req), { ...req.query, ...(req.body ?? {}) })),
    );
  };

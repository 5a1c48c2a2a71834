// Applications and acceptance (apply/*, cccWork/*): the enterprise's drafts, submission and withdrawal;
// the body's lists, the proposed audit days and the acceptance review. Rules in apply-service.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ApplicationBody,
  ApplicationFilter,
  ApplicationIdBody,
  ApplicationIdQuery,
  CERT_PREFIX,
  CertAcceptBody,
  CertPaths as P,
  CertRefuseBody,
  CertSettingsBody,
  MyApplicationQuery,
  PageQuery,
  ProposedDaysQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { applyService } from './apply-service.js';
import { settingsService } from './apply-settings.js';
import type { CertDeps } from './deps.js';

const tags = ['cert: applications'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CERT_PREFIX}/${p}`;

export const applyRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const service = applyService(deps);
    const settings = settingsService(deps);

    for (const [p, summary, filter] of [
      [P.applications, "A page of the body's submitted applications (latest first)", {}],
      [P.cccApplications, "A page of the body's CCC product applications", { scheme: 'CCC' as const }],
    ] as const) {
      app.post(
        path(p),
        {
          config: { writes: false },
          schema: { tags, security, summary, querystring: PageQuery, body: ApplicationFilter.optional() },
        },
        async (req) => ok(await service.list(ctxOf(req), req.query, { ...req.body, ...filter })),
      );
    }
    app.get(
      path(P.myApplication),
      {
        schema: {
          tags,
          security,
          summary: "The enterprise's own applications, latest first (drafts included)",
          querystring: MyApplicationQuery,
        },
      },
      async (req) => ok(await service.mine(ctxOf(req), req.query)),
    );
    app.get(
      path(P.application),
      {
        schema: {
          tags,
          security,
          summary: 'An application with its sites, fields, documents and review (its applicant or the body)',
          querystring: ApplicationIdQuery,
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.id)),
    );
    app.post(
      path(P.saveApplication),
      {
        schema: {
          tags,
          security,
          summary: 'Save a new draft application or change my draft; every wrong field is named',
          body: ApplicationBody,
        },
      },
      async (req) => ok(await service.save(ctxOf(req), req.body, req.language), text('cert.apply.saved')),
    );
    app.post(
      path(P.submitApplication),
      {
        schema: {
          tags,
          security,
          summary:
            'Submit my draft: numbered CA-YYYY-NNNNN, and the certification process waits for the acceptance review',
          body: ApplicationIdBody,
        },
      },
      async (req) =>
        ok(await service.submit(ctxOf(req), req.body.id, req.language), text('cert.apply.submitted')),
    );
    app.post(
      path(P.withdrawApplication),
      {
        schema: {
          tags,
          security,
          summary: 'Withdraw my application before its acceptance review (its process is cancelled)',
          body: ApplicationIdBody,
        },
      },
      async (req) => ok(await service.withdraw(ctxOf(req), req.body.id), text('cert.apply.withdrawn')),
    );
    app.post(
      path(P.removeApplication),
      { schema: { tags, security, summary: 'Delete my draft application', body: ApplicationIdBody } },
      async (req) => ok(await service.remove(ctxOf(req), req.body.id), text('cert.apply.removed')),
    );
    app.get(
      path(P.proposedDays),
      {
        schema: {
          tags,
          security,
          summary:
            "The audit days the tenant's audit-duration decision proposes for the application's people at a risk level",
          querystring: ProposedDaysQuery,
        },
      },
      async (req) => ok(await service.proposedDays(ctxOf(req), req.query.id, req.query.risk, req.language)),
    );
    app.post(
      path(P.acceptApplication),
      {
        schema: {
          tags,
          security,
          summary:
            'Accept a submitted application with its risk and audit days (a reason when they differ from the proposal); the enterprise gets the acceptance notice',
          body: CertAcceptBody,
        },
      },
      async (req) =>
        ok(await service.accept(ctxOf(req), req.body, req.language), text('cert.apply.accepted')),
    );
    app.post(
      path(P.refuseApplication),
      {
        schema: {
          tags,
          security,
          summary:
            'Refuse a submitted application with a reason; the enterprise gets the non-acceptance notice',
          body: CertRefuseBody,
        },
      },
      async (req) =>
        ok(await service.refuse(ctxOf(req), req.body.id, req.body.reason), text('cert.apply.refused')),
    );
    app.get(
      path(P.settings),
      {
        schema: {
          tags,
          security,
          summary:
            "The body's settings: its application form's current template (and, for its staff, the forms to choose from)",
        },
      },
      async (req) => ok(await settings.get(ctxOf(req))),
    );
    app.post(
      path(P.saveSettings),
      {
        schema: {
          tags,
          security,
          summary: "Choose the body's application form: one of its form templates of the designer, or none",
          body: CertSettingsBody,
        },
      },
      async (req) => ok(await settings.save(ctxOf(req), req.body), text('cert.apply.settingsSaved')),
    );
  };

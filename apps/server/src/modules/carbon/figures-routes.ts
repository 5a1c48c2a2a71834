// Figures, the drill-down and reduction plans (data/searchEmissionData, data/searchEnergyData,
// data/getSingleData, plan/*). The rules are in figures.ts, the figures in inventory.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARBON_PREFIX,
  CarbonPaths as P,
  FiguresQuery,
  IdBody,
  PlanBody,
  SingleQuery,
  Year,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { CarbonDeps } from './deps.js';
import { figuresService } from './figures.js';

const tags = ['carbon: figures'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CARBON_PREFIX}/${p}`;

export const figuresRoutes =
  (deps: CarbonDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const figures = figuresService(deps);

    app.get(
      path(P.emissions),
      {
        schema: {
          tags,
          security,
          summary:
            "An organisation's inventory of a year: totals by scope, ISO 14064-1 category, month, source and child organisation, the previous year and intensity",
          querystring: FiguresQuery,
        },
      },
      async (req) => ok(await figures.emissions(ctxOf(req), req.query.orgId, req.query.year)),
    );
    app.get(
      path(P.energy),
      {
        schema: {
          tags,
          security,
          summary:
            'The energy an organisation and its children used in a year, in tonnes of standard coal (GB/T 2589) by carrier and month',
          querystring: FiguresQuery,
        },
      },
      async (req) => ok(await figures.energy(ctxOf(req), req.query.orgId, req.query.year)),
    );
    app.get(
      path(P.single),
      {
        schema: {
          tags,
          security,
          summary:
            'The activity rows behind a total (a scope, source, month or child organisation), each with its factor and emission; `emission` is the whole selection',
          querystring: SingleQuery,
        },
      },
      async (req) => ok(await figures.single(ctxOf(req), req.query)),
    );

    app.get(
      path(P.plans),
      {
        schema: {
          tags,
          security,
          summary: 'Reduction plans with their progress against the year’s inventory',
          querystring: z.object({ orgId: z.uuid().optional(), year: Year.optional() }),
        },
      },
      async (req) => ok(await figures.plans(ctxOf(req), req.query.orgId, req.query.year)),
    );
    app.post(
      path(P.savePlan),
      {
        schema: {
          tags,
          security,
          summary: 'Create or change a reduction plan (one per organisation and year)',
          body: PlanBody,
        },
      },
      async (req) => ok(await figures.savePlan(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      path(P.removePlan),
      { schema: { tags, security, summary: 'Delete a reduction plan', body: IdBody } },
      async (req) => {
        await figures.removePlan(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
  };

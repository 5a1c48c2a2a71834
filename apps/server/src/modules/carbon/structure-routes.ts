// Organisations, the factor library and accounting models (org/*, zjFactor/*, model/*).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARBON_PREFIX,
  CarbonPaths,
  FactorBody,
  FactorFilter,
  ModelBody,
  ModelFilter,
  OrgBody,
  PageQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { carbonAccess } from './access.js';
import type { CarbonDeps } from './deps.js';
import { factorService } from './factors.js';
import { modelService } from './models.js';
import { orgService } from './orgs.js';

const tags = ['carbon: structure'];
const security = [{ bearer: [] }];
const path = (p: (typeof CarbonPaths)[keyof typeof CarbonPaths]) => `${CARBON_PREFIX}/${p}`;
const IdBody = z.object({ id: z.uuid() });
const IdQuery = IdBody;
const paging = { pageIndex: true, pageSize: true } as const;

export const structureRoutes =
  (deps: CarbonDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const access = carbonAccess(deps);
    const orgs = orgService(deps, access);
    const factors = factorService(deps, access);
    const models = modelService(deps, access);

    // ---- organisations ----
    app.get(
      path(CarbonPaths.orgTree),
      { schema: { tags, security, summary: "The tenant's organisation tree" } },
      async (req) => ok(await orgs.tree(ctxOf(req))),
    );
    app.post(
      path(CarbonPaths.saveOrg),
      {
        schema: {
          tags,
          security,
          summary: 'Create or change an organisation (its parent must be of the tenant and not below it)',
          body: OrgBody,
        },
      },
      async (req) =>
        ok(await orgs.save(ctxOf(req), req.body), text(req.body.id ? 'common.updated' : 'common.created')),
    );
    app.post(
      path(CarbonPaths.removeOrg),
      {
        schema: {
          tags,
          security,
          summary: 'Delete an organisation without sub-organisations, devices, models, plans or products',
          body: IdBody,
        },
      },
      async (req) => {
        await orgs.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );

    // ---- factor library ----
    app.post(
      path(CarbonPaths.factors),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary:
            "A page of the platform's public factors and the tenant's own (platform: true for the former)",
          querystring: PageQuery,
          body: FactorFilter.omit(paging).optional(),
        },
      },
      async (req) =>
        ok(
          await factors.page(
            ctxOf(req),
            req.query.pageIndex,
            req.query.pageSize,
            req.body ?? FactorFilter.omit(paging).parse({}),
          ),
        ),
    );
    app.post(
      path(CarbonPaths.saveFactor),
      {
        schema: {
          tags,
          security,
          summary: "Create or change one of the tenant's own factors (the platform's are read-only)",
          body: FactorBody,
        },
      },
      async (req) =>
        ok(await factors.save(ctxOf(req), req.body), text(req.body.id ? 'common.updated' : 'common.created')),
    );
    app.post(
      path(CarbonPaths.removeFactor),
      {
        schema: {
          tags,
          security,
          summary: "Delete one of the tenant's own factors that no model source or product path uses",
          body: IdBody,
        },
      },
      async (req) => {
        await factors.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );

    // ---- accounting models ----
    app.post(
      path(CarbonPaths.models),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's accounting models by organisation, year and name",
          querystring: PageQuery,
          body: ModelFilter.omit(paging).optional(),
        },
      },
      async (req) =>
        ok(await models.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      path(CarbonPaths.model),
      {
        schema: {
          tags,
          security,
          summary: 'One accounting model with its emission sources and their factors',
          querystring: IdQuery,
        },
      },
      async (req) => ok(await models.detail(ctxOf(req), req.query.id)),
    );
    app.post(
      path(CarbonPaths.saveModel),
      {
        schema: {
          tags,
          security,
          summary:
            'Create or change an accounting model (one per organisation and year, draft or returned); its sources replace the old ones',
          body: ModelBody,
        },
      },
      async (req) =>
        ok(await models.save(ctxOf(req), req.body), text(req.body.id ? 'common.updated' : 'common.created')),
    );
    app.post(
      path(CarbonPaths.removeModel),
      {
        schema: {
          tags,
          security,
          summary: 'Delete a draft accounting model that was never submitted for verification',
          body: IdBody,
        },
      },
      async (req) => {
        await models.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
    app.post(
      path(CarbonPaths.newModelVersion),
      {
        schema: {
          tags,
          security,
          summary:
            'Open a new version of a verified model for correction (the verified figures stay as stated)',
          body: IdBody,
        },
      },
      async (req) => {
        const model = await models.newVersion(ctxOf(req), req.body.id);
        return ok(model, text('carbon.structure.model.versionOpened', { version: model.version }));
      },
    );
  };

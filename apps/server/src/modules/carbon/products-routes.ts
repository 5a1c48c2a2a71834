// Products, life-cycle paths and border emissions (pdt/*, zjPath/*, data/searchBorderEmissionData) and
// the inventory report (report/zjdownload). The rules are in products.ts and report.ts.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CARBON_PREFIX,
  CarbonPaths as P,
  IdBody,
  IdQuery,
  PathBody,
  ProductBody,
  ProductFilter,
  ReportQuery,
  Year,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { contentDisposition } from '../upload/names.js';
import type { CarbonDeps } from './deps.js';
import { productService } from './products.js';
import { reportService } from './report.js';

const tags = ['carbon: products'];
const security = [{ bearer: [] }];
const path = (p: (typeof P)[keyof typeof P]) => `${CARBON_PREFIX}/${p}`;
const ProductFilterBody = ProductFilter.omit({ pageIndex: true, pageSize: true });
const PageQuery = ProductFilter.pick({ pageIndex: true, pageSize: true });

export const productRoutes =
  (deps: CarbonDeps): FastifyPluginAsyncZod =>
  async (app) => {
    const products = productService(deps);
    const reports = reportService(deps);

    app.post(
      path(P.products),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's products by name or code, with how many paths each has",
          querystring: PageQuery,
          body: ProductFilterBody.optional(),
        },
      },
      async (req) =>
        ok(await products.list(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body?.keyword)),
    );
    app.post(
      path(P.saveProduct),
      { schema: { tags, security, summary: 'Create or change a product', body: ProductBody } },
      async (req) => ok(await products.saveProduct(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      path(P.removeProduct),
      { schema: { tags, security, summary: 'Delete a product that has no path', body: IdBody } },
      async (req) => {
        await products.removeProduct(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );

    app.get(
      path(P.paths),
      {
        schema: {
          tags,
          security,
          summary: "A product's life-cycle paths, each with its footprint",
          querystring: z.object({ productId: z.uuid() }),
        },
      },
      async (req) => ok(await products.paths(ctxOf(req), req.query.productId)),
    );
    app.get(
      path(P.path),
      {
        schema: {
          tags,
          security,
          summary: 'One path: its stages, each input × factor, the total and the footprint per declared unit',
          querystring: IdQuery,
        },
      },
      async (req) => ok(await products.path(ctxOf(req), req.query.id)),
    );
    app.post(
      path(P.createPath),
      // A new path has no id yet: the body takes none (the update names the path it changes).
      {
        schema: {
          tags,
          security,
          summary: 'Create a life-cycle path of a product',
          body: PathBody.omit({ id: true }),
        },
      },
      async (req) => ok(await products.savePath(ctxOf(req), req.body, 'create'), text('common.created')),
    );
    app.post(
      path(P.updatePath),
      { schema: { tags, security, summary: 'Change a life-cycle path (id required)', body: PathBody } },
      async (req) => ok(await products.savePath(ctxOf(req), req.body, 'update'), text('common.updated')),
    );
    app.post(
      path(P.removePath),
      { schema: { tags, security, summary: 'Delete a life-cycle path', body: IdBody } },
      async (req) => {
        await products.removePath(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );

    app.get(
      path(P.borderEmissions),
      {
        schema: {
          tags,
          security,
          summary:
            "A product's embedded emissions in a year per tonne (EU CBAM): direct, indirect, precursors",
          querystring: z.object({ productId: z.uuid(), year: Year }),
        },
      },
      async (req) =>
        ok(await products.borderEmissions(ctxOf(req), req.query.productId, req.query.year, req.language)),
    );

    app.get(
      path(P.report),
      {
        schema: {
          tags,
          security,
          summary: "A model's year as an ISO 14064-1 GHG report (xlsx with one sheet per part, or PDF)",
          querystring: ReportQuery,
        },
      },
      async (req, reply) => {
        const report = await reports.report(ctxOf(req), req.query.modelId, req.query.format, req.language);
        return reply
          .header('content-type', report.contentType)
          .header('content-disposition', contentDisposition('attachment', report.fileName))
          .send(report.body);
      },
    );
  };

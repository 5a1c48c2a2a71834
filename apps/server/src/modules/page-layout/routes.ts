// Page layouts, spec shell.md §7.3 and forms.md §7 (api-system/data/resource), inside the
// authenticated scope; savePageLayout is ours, for the layout editor.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX,
  BindPageLayoutBody,
  envelopeOf,
  IdQuery,
  PageIdQuery,
  PageLayout,
  PageLayoutFilter,
  PageLayoutPage,
  PageQuery,
  SavePageLayoutBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { PageLayoutService } from './service.js';

const tags = ['system: page layouts'];
const security = [{ bearer: [] }];
const R = `${ACCOUNT_PREFIX}/resource`;

export const pageLayoutRoutes =
  (service: PageLayoutService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${R}/getPageLayoutList`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's page layouts (without their bodies)",
          querystring: PageQuery,
          body: PageLayoutFilter.optional(),
          response: { 200: envelopeOf(PageLayoutPage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      `${R}/getPageLayout`,
      {
        schema: {
          tags,
          security,
          summary: 'One page layout; data.body is the page schema as a JSON string',
          querystring: IdQuery,
          response: { 200: envelopeOf(PageLayout) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.id)),
    );
    app.get(
      `${R}/getPageLayoutS`,
      {
        schema: {
          tags,
          security,
          summary: 'The page layout bound to a page, or null',
          querystring: PageIdQuery,
          response: { 200: envelopeOf(PageLayout.nullable()) },
        },
      },
      async (req) => ok(await service.byPage(ctxOf(req), req.query.pageId)),
    );
    app.post(
      `${R}/savePageLayout`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a page layout (no id) or change one',
          body: SavePageLayoutBody,
          response: { 200: envelopeOf(PageLayout) },
        },
      },
      async (req) => ok(await service.save(ctxOf(req), req.body, req.language), text('common.saved')),
    );
    app.post(
      `${R}/bindPageLayout`,
      {
        schema: {
          tags,
          security,
          summary: 'Bind a page layout to a page, in place of the layout it had',
          querystring: PageIdQuery,
          body: BindPageLayoutBody,
          response: { 200: envelopeOf(PageLayout) },
        },
      },
      async (req) =>
        ok(await service.bind(ctxOf(req), req.query.pageId, req.body.layoutId), text('pageLayout.bound')),
    );
    app.post(
      `${R}/delPageLayout`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a page layout',
          querystring: IdQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.query.id);
        return ok(null, text('common.deleted'));
      },
    );
  };

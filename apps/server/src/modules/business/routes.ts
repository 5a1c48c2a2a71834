// Business items (spec forms.md §7, api-spacestation ind/*): the spec's ind/biz, ind/bizTenant and
// ind/paper calls, and ours for closing an item and changing a bound paper's experts or order.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AddTenantsBody,
  BindPaperBody,
  BizBody,
  BizDetail,
  BizFilter,
  BizIdQuery,
  BizListQuery,
  BizPage,
  BizSummary,
  BizTenant,
  BusinessPaths,
  envelopeOf,
  FormChoice,
  FormChoiceDetail,
  FormChoiceFilter,
  FormChoiceQuery,
  Paper,
  PaperWithForm,
  PublishBody,
  PublishedFilter,
  PublishedPage,
  PublishResult,
  RemoveTenantsBody,
  SPACESTATION_PREFIX,
  TenantListBody,
  TenantOption,
  UnbindPaperBody,
  UpdateBizBody,
  UpdatePaperBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { BusinessService } from './service.js';

const tags = ['business'];
const security = [{ bearer: [] }];
const path = (p: (typeof BusinessPaths)[keyof typeof BusinessPaths]) => `${SPACESTATION_PREFIX}/${p}`;

export const businessRoutes =
  (service: BusinessService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      path(BusinessPaths.list),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "A page of the tenant's business items by name, type and status, with their counts",
          querystring: BizListQuery,
          body: BizFilter.optional(),
          response: { 200: envelopeOf(BizPage) },
        },
      },
      async (req) =>
        ok(
          await service.list(
            ctxOf(req),
            req.query.pageIndex,
            req.query.pageSize,
            req.body ?? {},
            req.language,
          ),
        ),
    );
    app.get(
      path(BusinessPaths.detail),
      {
        schema: {
          tags,
          security,
          summary: 'One business item with its papers',
          querystring: BizIdQuery,
          response: { 200: envelopeOf(BizDetail) },
        },
      },
      async (req) => ok(await service.detail(ctxOf(req), req.query.bizId, req.language)),
    );
    app.post(
      path(BusinessPaths.add),
      {
        schema: {
          tags,
          security,
          summary: 'Create a business item (a draft)',
          body: BizBody,
          response: { 200: envelopeOf(BizSummary) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body, req.language), text('common.created')),
    );
    app.post(
      path(BusinessPaths.update),
      {
        schema: {
          tags,
          security,
          summary: 'Change a business item that is not closed',
          body: UpdateBizBody,
          response: { 200: envelopeOf(BizSummary) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body, req.language), text('common.updated')),
    );
    app.post(
      path(BusinessPaths.remove),
      {
        schema: {
          tags,
          security,
          summary: 'Delete a business item without submissions, with its papers and target tenants',
          querystring: BizIdQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.query.bizId);
        return ok(null, text('common.deleted'));
      },
    );
    app.post(
      path(BusinessPaths.close),
      {
        schema: {
          tags,
          security,
          summary: 'Close a published business item: nothing more can be submitted',
          body: BizIdQuery,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.close(ctxOf(req), req.body.bizId);
        return ok(null, text('business.closed'));
      },
    );
    app.get(
      path(BusinessPaths.papers),
      {
        schema: {
          tags,
          security,
          summary: "A business item's papers with their pinned template text",
          querystring: BizIdQuery,
          response: { 200: envelopeOf(z.array(PaperWithForm)) },
        },
      },
      async (req) => ok(await service.papers(ctxOf(req), req.query.bizId)),
    );
    app.post(
      path(BusinessPaths.bindPaper),
      {
        schema: {
          tags,
          security,
          summary: 'Bind a form to a business item, pinned to a version (default: the current one)',
          body: BindPaperBody,
          response: { 200: envelopeOf(Paper) },
        },
      },
      async (req) => ok(await service.bindPaper(ctxOf(req), req.body), text('business.bound')),
    );
    app.post(
      path(BusinessPaths.updatePaper),
      {
        schema: {
          tags,
          security,
          summary: "Change a bound paper's experts (scoring forms) or order",
          body: UpdatePaperBody,
          response: { 200: envelopeOf(Paper) },
        },
      },
      async (req) => ok(await service.updatePaper(ctxOf(req), req.body), text('common.saved')),
    );
    app.post(
      path(BusinessPaths.unbindPaper),
      {
        schema: {
          tags,
          security,
          summary: 'Unbind a paper that has no submissions',
          body: UnbindPaperBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.unbindPaper(ctxOf(req), req.body.bizId, req.body.paperId);
        return ok(null, text('business.unbound'));
      },
    );
    app.post(
      path(BusinessPaths.formChoices),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "The tenant's forms of one kind that can be bound as papers, by name",
          body: FormChoiceFilter,
          response: { 200: envelopeOf(z.array(FormChoice)) },
        },
      },
      async (req) => ok(await service.formChoices(ctxOf(req), req.body.kind, req.body.keyword)),
    );
    app.get(
      path(BusinessPaths.formChoice),
      {
        schema: {
          tags,
          security,
          summary: 'A bindable form with its current template, for a preview',
          querystring: FormChoiceQuery,
          response: { 200: envelopeOf(FormChoiceDetail) },
        },
      },
      async (req) => ok(await service.formChoice(ctxOf(req), req.query.formId)),
    );
    app.post(
      path(BusinessPaths.tenantList),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'The tenants an item can be published to, by name or code',
          body: TenantListBody.optional(),
          response: { 200: envelopeOf(z.array(TenantOption)) },
        },
      },
      async (req) => ok(await service.tenantOptions(ctxOf(req), req.body?.keyword)),
    );
    app.get(
      path(BusinessPaths.tenants),
      {
        schema: {
          tags,
          security,
          summary: "A business item's target tenants, with when each was published to",
          querystring: BizIdQuery,
          response: { 200: envelopeOf(z.array(BizTenant)) },
        },
      },
      async (req) => ok(await service.targets(ctxOf(req), req.query.bizId)),
    );
    app.post(
      path(BusinessPaths.addTenants),
      {
        schema: {
          tags,
          security,
          summary: 'Choose target tenants of a business item (told when it is published)',
          body: AddTenantsBody,
          response: { 200: envelopeOf(z.array(BizTenant)) },
        },
      },
      async (req) =>
        ok(await service.addTargets(ctxOf(req), req.body.bizId, req.body.tenantIds), text('common.saved')),
    );
    app.post(
      path(BusinessPaths.removeTenants),
      {
        schema: {
          tags,
          security,
          summary: 'Remove target tenants that have not submitted anything',
          body: RemoveTenantsBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.removeTargets(ctxOf(req), req.body.ids);
        return ok(null, text('common.deleted'));
      },
    );
    app.post(
      path(BusinessPaths.publish),
      {
        schema: {
          tags,
          security,
          summary: 'Publish a business item to its target tenants; tells those not told yet',
          body: PublishBody,
          response: { 200: envelopeOf(PublishResult) },
        },
      },
      async (req) => ok(await service.publish(ctxOf(req), req.body), text('business.published')),
    );
    app.post(
      path(BusinessPaths.published),
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: "The papers published to the caller's tenant, with the caller's status in each",
          querystring: BizListQuery,
          body: PublishedFilter.optional(),
          response: { 200: envelopeOf(PublishedPage) },
        },
      },
      async (req) =>
        ok(
          await service.published(
            ctxOf(req),
            req.query.pageIndex,
            req.query.pageSize,
            req.body ?? {},
            req.language,
          ),
        ),
    );
  };

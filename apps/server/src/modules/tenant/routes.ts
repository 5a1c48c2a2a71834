// Tenants (platform administrator), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PREFIX as P,
  AddTenantBody,
  envelopeOf,
  IdQuery,
  PageQuery,
  SubscribeAppsBody,
  Tenant,
  TenantFilter,
  TenantPage,
  UpdateTenantBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { TenantService } from './service.js';

const tags = ['system: tenants'];
const security = [{ bearer: [] }];

export const tenantRoutes =
  (service: TenantService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/tenant/queryByPage`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'A page of tenants',
          querystring: PageQuery,
          body: TenantFilter.optional(),
          response: { 200: envelopeOf(TenantPage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      `${P}/tenant/getById`,
      {
        schema: {
          tags,
          security,
          summary: 'One tenant with its apps',
          querystring: IdQuery,
          response: { 200: envelopeOf(Tenant) },
        },
      },
      async (req) => ok(await service.one(ctxOf(req), req.query.id)),
    );
    app.post(
      `${P}/tenant/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a tenant',
          body: AddTenantBody,
          response: { 200: envelopeOf(Tenant) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${P}/tenant/update`,
      {
        schema: {
          tags,
          security,
          summary: 'Rename, enable or disable a tenant',
          body: UpdateTenantBody,
          response: { 200: envelopeOf(Tenant) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${P}/tenant/subscribeApps`,
      {
        schema: {
          tags,
          security,
          summary: 'Set the apps a tenant has opened',
          body: SubscribeAppsBody,
          response: { 200: envelopeOf(Tenant) },
        },
      },
      async (req) =>
        ok(await service.subscribe(ctxOf(req), req.body.tenantId, req.body.appIds), text('common.saved')),
    );
  };

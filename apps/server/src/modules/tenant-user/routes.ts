// A tenant's users, managed by its system managers, inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddTenantUserBody,
  ChangeStatusBody,
  envelopeOf,
  IdQuery,
  PageQuery,
  ResetPasswordBody,
  TenantUser,
  TenantUserFilter,
  TenantUserPage,
  UpdateTenantUserBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import type { TenantUserService } from './service.js';

const tags = ['system: users'];
const security = [{ bearer: [] }];
const U = `${P}/tenantuser`;

export const tenantUserRoutes =
  (service: TenantUserService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${U}/queryByPage`,
      {
        schema: {
          tags,
          security,
          summary: "A page of the tenant's users",
          querystring: PageQuery,
          body: TenantUserFilter.optional(),
          response: { 200: envelopeOf(TenantUserPage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      `${U}/getById`,
      {
        schema: {
          tags,
          security,
          summary: 'One user of the tenant',
          querystring: IdQuery,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.id)),
    );
    app.post(
      `${U}/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a user in the tenant',
          body: AddTenantUserBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), '新增成功'),
    );
    app.post(
      `${U}/update`,
      {
        schema: {
          tags,
          security,
          summary: "Change a user's profile, department, position, roles, status",
          body: UpdateTenantUserBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), '修改成功'),
    );
    app.post(
      `${U}/changeStatus`,
      {
        schema: {
          tags,
          security,
          summary: 'Enable or disable a user in the tenant',
          body: ChangeStatusBody,
          response: { 200: envelopeOf(TenantUser) },
        },
      },
      async (req) => ok(await service.changeStatus(ctxOf(req), req.body.id, req.body.status), '修改成功'),
    );
    app.post(
      `${U}/resetPwd`,
      {
        schema: {
          tags,
          security,
          summary: "Reset a user's password (ends their sessions)",
          body: ResetPasswordBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.resetPassword(ctxOf(req), req.body.id, req.body.password);
        return ok(null, '密码已重置');
      },
    );
  };

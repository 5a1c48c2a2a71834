// Roles, spec shell.md §7.4 (data/role), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddRoleBody,
  AppIdCamelQuery,
  BindResourcesBody,
  DeleteRoleBody,
  envelopeOf,
  Resource,
  Role,
  RoleIdQuery,
  UpdateRoleBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { RoleService } from './service.js';

const tags = ['system: roles'];
const security = [{ bearer: [] }];

export const roleRoutes =
  (service: RoleService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/role/getListByAppId`,
      {
        schema: {
          tags,
          security,
          summary: "An app's roles the caller may see",
          querystring: AppIdCamelQuery,
          response: { 200: envelopeOf(z.array(Role)) },
        },
      },
      async (req) => ok(await service.listByApp(ctxOf(req), req.query.appId)),
    );
    app.post(
      `${P}/role/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Add a role',
          body: AddRoleBody,
          response: { 200: envelopeOf(Role) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${P}/role/delete`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a role nobody holds, with its resource bindings',
          body: DeleteRoleBody,
          response: { 200: envelopeOf(Role) },
        },
      },
      async (req) => ok(await service.remove(ctxOf(req), req.body.id), text('common.deleted')),
    );
    app.post(
      `${P}/role/update`,
      {
        schema: {
          tags,
          security,
          summary: 'Change a role',
          body: UpdateRoleBody,
          response: { 200: envelopeOf(Role) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${P}/role/bindResources`,
      {
        schema: {
          tags,
          security,
          summary: "Set a role's resources",
          body: BindResourcesBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.bindResources(ctxOf(req), req.body.roleId, req.body.resourceIds);
        return ok(null, text('role.granted'));
      },
    );
    app.get(
      `${P}/role/getResourcesByRoleId`,
      {
        schema: {
          tags,
          security,
          summary: "A role's resources",
          querystring: RoleIdQuery,
          response: { 200: envelopeOf(z.array(Resource)) },
        },
      },
      async (req) => ok(await service.resourcesOf(ctxOf(req), req.query.roleId)),
    );
  };

// Departments, spec shell.md §7.5 (data/dept), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddDeptBody,
  Dept,
  DeptTreeNodeSchema,
  envelopeOf,
  IdBody,
  IdQuery,
  UpdateDeptBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { DeptService } from './service.js';

const tags = ['system: departments'];
const security = [{ bearer: [] }];

export const deptRoutes =
  (service: DeptService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/dept/getDeptTree`,
      {
        schema: {
          tags,
          security,
          summary: "The tenant's department tree, with the number of users in each department",
          response: { 200: envelopeOf(z.array(DeptTreeNodeSchema)) },
        },
      },
      async (req) => ok(await service.tree(ctxOf(req))),
    );
    app.get(
      `${P}/dept/getDeptById`,
      {
        schema: {
          tags,
          security,
          summary: 'One department',
          querystring: IdQuery,
          response: { 200: envelopeOf(Dept) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.id)),
    );
    app.post(
      `${P}/dept/addDept`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a department',
          body: AddDeptBody,
          response: { 200: envelopeOf(Dept) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${P}/dept/updateDept`,
      {
        schema: {
          tags,
          security,
          summary: 'Change a department (name, parent, order …)',
          body: UpdateDeptBody,
          response: { 200: envelopeOf(Dept) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${P}/dept/delDeptById`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a department without sub-departments or users',
          body: IdBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
  };

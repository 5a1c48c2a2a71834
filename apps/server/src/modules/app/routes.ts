// Application management (platform administrator), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddAppBody,
  envelopeOf,
  IdBody,
  ManagedApp,
  UpdateAppBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { AppService } from './service.js';

const tags = ['system: apps'];
const security = [{ bearer: [] }];

export const appRoutes =
  (service: AppService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${P}/app/list`,
      {
        schema: {
          tags,
          security,
          summary: 'Every platform application, with how many tenants opened it',
          response: { 200: envelopeOf(z.array(ManagedApp)) },
        },
      },
      async (req) => ok(await service.list(ctxOf(req))),
    );
    app.post(
      `${P}/app/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Add an application',
          body: AddAppBody,
          response: { 200: envelopeOf(ManagedApp) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${P}/app/update`,
      {
        schema: {
          tags,
          security,
          summary: "Change an application's name, look and sign-on settings",
          body: UpdateAppBody,
          response: { 200: envelopeOf(ManagedApp) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${P}/app/delete`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete an application no tenant has opened',
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

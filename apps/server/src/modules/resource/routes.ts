// Resources, spec shell.md §7.3 (api-system/data/resource), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AppIdQuery,
  CreateResourceBody,
  DelResourceBody,
  envelopeOf,
  Resource,
  ResourceIdQuery,
  ResourceNodeSchema,
  SaveResourceBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { ResourceService } from './service.js';

const tags = ['system: resources'];
const security = [{ bearer: [] }];
const R = `${P}/resource`;

export const resourceRoutes =
  (service: ResourceService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${R}/createresource`,
      {
        schema: {
          tags,
          security,
          summary: 'Add a resource to an app menu',
          body: CreateResourceBody,
          response: { 200: envelopeOf(Resource) },
        },
      },
      async (req) => ok(await service.create(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${R}/saveresource`,
      {
        schema: {
          tags,
          security,
          summary: 'Change a resource (fields, parent, order)',
          body: SaveResourceBody,
          response: { 200: envelopeOf(Resource) },
        },
      },
      async (req) => ok(await service.save(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${R}/delresource`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a resource and its subtree',
          body: DelResourceBody,
          response: { 200: envelopeOf(z.null()) },
        },
      },
      async (req) => {
        await service.remove(ctxOf(req), req.body.id);
        return ok(null, text('common.deleted'));
      },
    );
    app.get(
      `${R}/getresource`,
      {
        schema: {
          tags,
          security,
          summary: 'One resource',
          querystring: ResourceIdQuery,
          response: { 200: envelopeOf(Resource) },
        },
      },
      async (req) => ok(await service.one(ctxOf(req), req.query.resourceid)),
    );
    app.get(
      `${R}/getresources`,
      {
        schema: {
          tags,
          security,
          summary: "An app's resource tree",
          querystring: AppIdQuery,
          response: { 200: envelopeOf(z.array(ResourceNodeSchema)) },
        },
      },
      async (req) => ok(await service.treeOfApp(ctxOf(req), req.query.appid)),
    );
    app.get(
      `${R}/getAllResources`,
      {
        schema: {
          tags,
          security,
          summary: "Every app's resource tree (platform administrator)",
          response: { 200: envelopeOf(z.array(ResourceNodeSchema)) },
        },
      },
      async (req) => ok(await service.all(ctxOf(req))),
    );
  };

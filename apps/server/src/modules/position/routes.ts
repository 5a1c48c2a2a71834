// Positions, spec shell.md §7.6 (data/position), inside the authenticated scope.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACCOUNT_PREFIX as P,
  AddPositionBody,
  envelopeOf,
  IdBody,
  IdQuery,
  PageQuery,
  Position,
  PositionFilter,
  PositionPage,
  UpdatePositionBody,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { PositionService } from './service.js';

const tags = ['system: positions'];
const security = [{ bearer: [] }];

export const positionRoutes =
  (service: PositionService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/position/queryByPage`,
      {
        config: { writes: false },
        schema: {
          tags,
          security,
          summary: 'A page of positions matching the filter body',
          querystring: PageQuery,
          body: PositionFilter.optional(),
          response: { 200: envelopeOf(PositionPage) },
        },
      },
      async (req) =>
        ok(await service.page(ctxOf(req), req.query.pageIndex, req.query.pageSize, req.body ?? {})),
    );
    app.get(
      `${P}/position/getById`,
      {
        schema: {
          tags,
          security,
          summary: 'One position',
          querystring: IdQuery,
          response: { 200: envelopeOf(Position) },
        },
      },
      async (req) => ok(await service.get(ctxOf(req), req.query.id)),
    );
    app.post(
      `${P}/position/add`,
      {
        schema: {
          tags,
          security,
          summary: 'Create a position',
          body: AddPositionBody,
          response: { 200: envelopeOf(Position) },
        },
      },
      async (req) => ok(await service.add(ctxOf(req), req.body), text('common.created')),
    );
    app.post(
      `${P}/position/update`,
      {
        schema: {
          tags,
          security,
          summary: 'Change a position',
          body: UpdatePositionBody,
          response: { 200: envelopeOf(Position) },
        },
      },
      async (req) => ok(await service.update(ctxOf(req), req.body), text('common.updated')),
    );
    app.post(
      `${P}/position/delById`,
      {
        schema: {
          tags,
          security,
          summary: 'Delete a position no user holds',
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

// External upload links (issue 23): the staff calls inside a session, the link's page read and the
// upload without one (the token in the query names the link).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CreatedExUploadLink,
  CreateExUploadLinkBody,
  envelopeOf,
  EXUPLOAD_PREFIX as X,
  ExUploadFile,
  ExUploadIdBody,
  ExUploadIdQuery,
  ExUploadLink,
  ExUploadLinkFilter,
  ExUploadLinkPage,
  ExUploadPaths,
  ExUploadPublicInfo,
  ExUploadReceived,
  ExUploadTarget,
  ExUploadTokenQuery,
} from '@platform/contract';
import { callerOf } from '../../http/authenticate.js';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { ExUploadService } from './service.js';

const security = [{ bearer: [] }];
const tags = ['external uploads'];
const publicTags = ['external uploads: public'];

export const exUploadRoutes =
  (service: ExUploadService): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${X}/${ExUploadPaths.create}`,
      {
        schema: {
          tags,
          security,
          summary:
            'Makes an upload link for a task the caller holds or a submission they may see; the address is answered once',
          body: CreateExUploadLinkBody,
          response: { 200: envelopeOf(CreatedExUploadLink) },
        },
      },
      async (req) => ok(await service.create(ctxOf(req), req.body), text('documents.exupload.created')),
    );
    app.get(
      `${X}/${ExUploadPaths.ofTarget}`,
      {
        schema: {
          tags,
          security,
          summary: 'The upload links of a task or submission, newest first',
          querystring: ExUploadTarget,
          response: { 200: envelopeOf(z.array(ExUploadLink)) },
        },
      },
      async (req) => ok(await service.ofTarget(ctxOf(req), req.query)),
    );
    app.get(
      `${X}/${ExUploadPaths.list}`,
      {
        schema: {
          tags,
          security,
          summary: "A page of the tenant's upload links (system managers: all; others: their own)",
          querystring: ExUploadLinkFilter,
          response: { 200: envelopeOf(ExUploadLinkPage) },
        },
      },
      async (req) => ok(await service.list(ctxOf(req), req.query)),
    );
    app.post(
      `${X}/${ExUploadPaths.revoke}`,
      {
        schema: {
          tags,
          security,
          summary: 'Revokes a link (its creator or a system manager); its files stay',
          body: ExUploadIdBody,
          response: { 200: envelopeOf(ExUploadLink) },
        },
      },
      async (req) =>
        ok(await service.revoke(ctxOf(req), req.body.id), text('documents.exupload.revokedDone')),
    );
    app.get(
      `${X}/${ExUploadPaths.files}`,
      {
        schema: {
          tags,
          security,
          summary: 'The files a link received, newest first, with who sent them and from where',
          querystring: ExUploadIdQuery,
          response: { 200: envelopeOf(z.array(ExUploadFile)) },
        },
      },
      async (req) => ok(await service.files(ctxOf(req), req.query.id)),
    );
  };

export const exUploadPublicRoutes =
  (service: ExUploadService): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${X}/${ExUploadPaths.publicInfo}`,
      {
        schema: {
          tags: publicTags,
          summary: "A link's page: what is asked for, the rules and the files received (no sign-in)",
          querystring: ExUploadTokenQuery,
          response: { 200: envelopeOf(ExUploadPublicInfo) },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return ok(await service.publicInfo(req.query.token, req.ip));
      },
    );
    app.post(
      `${X}/${ExUploadPaths.publicUpload}`,
      {
        schema: {
          tags: publicTags,
          summary:
            'Uploads one file through a link (multipart: uploaderName, uploaderOrg, uploaderPhone, then file; no sign-in)',
          querystring: ExUploadTokenQuery,
          response: { 200: envelopeOf(ExUploadReceived) },
        },
      },
      async (req) =>
        ok(await service.upload(req.query.token, req, callerOf(req)), text('documents.exupload.uploaded')),
    );
  };

// Uploads, spec shell.md §7.7 (api-system/data/upload). `uploadRoutes` live in the authenticated scope;
// `uploadPublicRoutes` are the storage host (authorised by its signed policy, like S3) and downloads
// (authorised per file: a public asset, or the caller's tenant through the bearer header or the
// session cookie that an <img> sends).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  envelopeOf,
  UPLOAD_PREFIX as P,
  UploadCallbackBody,
  UploadedFile,
  UploadFileQuery,
  UploadPolicy,
  UploadPolicyQuery,
} from '@platform/contract';
import { ctxOf, type RequestContext } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { readObject } from './storage.js';
import type { UploadService } from './service.js';

const tags = ['uploads'];
const security = [{ bearer: [] }];
/** The web app keeps its session token in this cookie (apps/web/src/stores/session.ts). */
const TOKEN_COOKIE = 'bizadmin-token';

export const uploadRoutes =
  (service: UploadService): FastifyPluginAsyncZod =>
  async (app) => {
    for (const name of ['applyPolicy', 'minioPolicy']) {
      app.get(
        `${P}/${name}`,
        {
          schema: {
            tags,
            security,
            summary: 'Signed parameters for one browser upload (POST policy, AWS SigV4)',
            querystring: UploadPolicyQuery,
            response: { 200: envelopeOf(UploadPolicy) },
          },
        },
        async (req) => ok(await service.policy(ctxOf(req), req.query)),
      );
    }
    for (const name of ['uploadfile', 'uploadfileminio']) {
      app.post(
        `${P}/${name}`,
        {
          schema: {
            tags,
            security,
            summary: 'Upload one file (multipart field `file`) through the API server',
            querystring: UploadFileQuery,
            response: { 200: envelopeOf(UploadedFile) },
          },
        },
        async (req) =>
          ok(await service.uploadThroughServer(ctxOf(req), req, req.query.dir), text('upload.uploaded')),
      );
    }
    app.post(
      `${P}/callback`,
      {
        schema: {
          tags,
          security,
          summary: 'The stored file after the storage host accepted a signed upload',
          body: UploadCallbackBody,
          response: { 200: envelopeOf(UploadedFile) },
        },
      },
      async (req) => ok(await service.callback(ctxOf(req), req.body), text('upload.uploaded')),
    );
  };

function cookieToken(req: FastifyRequest): string | undefined {
  for (const pair of (req.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === TOKEN_COOKIE) return decodeURIComponent(value.join('=')) || undefined;
  }
  return undefined;
}

export const uploadPublicRoutes =
  (
    service: UploadService,
    authenticate: (req: FastifyRequest) => Promise<RequestContext>,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      `${P}/object`,
      {
        schema: {
          tags,
          summary: 'Embedded storage host: multipart form checked against its signed POST policy',
          response: { 200: envelopeOf(UploadedFile) },
        },
      },
      async (req) => ok(await service.receiveForm(req), text('upload.uploaded')),
    );
    app.get(
      `${P}/file/*`,
      {
        schema: {
          tags,
          security,
          summary: 'Download a stored file (public assets, or files of the caller’s tenant)',
          params: z.object({ '*': z.string().min(1).max(1024) }),
        },
      },
      async (req, reply) => {
        const found = await service.download(req.params['*'], () => {
          const token = cookieToken(req);
          if (!req.headers.authorization && token) req.headers.authorization = `Bearer ${token}`;
          return authenticate(req);
        });
        reply
          .header('content-disposition', found.disposition)
          .header('cache-control', 'private, max-age=86400')
          // Even a file a browser would render is inert here: no script, no plugins, its own origin.
          .header(
            'content-security-policy',
            "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
          )
          .header('x-content-type-options', 'nosniff');
        if ('redirect' in found.target) return reply.redirect(found.target.redirect, 302);
        return reply
          .type(found.contentType)
          .header('content-length', found.size)
          .send(readObject(found.target.file));
      },
    );
  };

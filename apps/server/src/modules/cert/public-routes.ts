// The public certificate verification call (public/certificate, no sign-in): the certificate of that
// number and verify code, in whichever tenant, with its status as it reads today. Both must match, so
// the number alone (printed on the certificate) reveals nothing.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CERT_PREFIX, CertPaths, CertPublicQuery } from '@platform/contract';
import { notFound } from '../../http/errors.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import { publicCertificate } from './certificate-service.js';
import type { CertDeps } from './deps.js';

export const publicRoutes =
  (deps: CertDeps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      `${CERT_PREFIX}/${CertPaths.publicCertificate}`,
      {
        schema: {
          tags: ['cert: public'],
          summary: "A certificate's current status by its number and verify code (no sign-in)",
          querystring: CertPublicQuery,
        },
      },
      async (req, reply) => {
        const found = await publicCertificate(deps.db, req.query.no, req.query.code);
        if (!found) notFound(text('cert.decision.publicMissing'));
        reply.header('cache-control', 'no-store');
        return ok(found);
      },
    );
  };

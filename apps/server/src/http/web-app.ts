// Serves the built web app: hashed assets are immutable for a year, everything else (index.html)
// is revalidated on every load so a new release is picked up at once. Unknown non-API GETs fall
// back to index.html because the app routes in the browser (history mode).
//
// A deploy rebuilds dist/ under the running server, and every build is a new release with new asset
// names: assets are looked up in dist/assets/ when asked for, and index.html is read at each load, so
// the new release is served without a restart.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function hasWebBuild(webDist: string | undefined): webDist is string {
  return !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  // The build writes .br/.gz beside each asset (scripts/lib/compress-dist.mjs); send the best the
  // browser accepts, with no compression work per request.
  const shared = { preCompressed: true, schemaHide: true, index: false } as const;
  await app.register(fastifyStatic, {
    ...shared,
    root: path.join(webDist, 'assets'),
    prefix: '/assets/',
    // Whatever files the current release has; a missing one is a 404 (app.ts), never the page.
    wildcard: true,
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
  });
  await app.register(fastifyStatic, {
    ...shared,
    root: webDist,
    // The few top-level files (favicon, index.html) by the names found at start-up, each read from
    // disk when asked for; no catch-all route at the top, where the API and the app's routes live.
    wildcard: false,
    globIgnore: ['assets/**'],
    setHeaders: (reply) => reply.header('cache-control', 'no-cache'),
  });
}

/** The SPA fallback answer for a browser navigation. */
export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

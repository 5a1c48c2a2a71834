// Serves the built web app: hashed assets are immutable for a year, everything else (index.html)
// is revalidated on every load so a new release is picked up at once. Unknown non-API GETs fall
// back to index.html because the app routes in the browser (history mode).
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const IMMUTABLE = 'public, max-age=31536000, immutable';

export function hasWebBuild(webDist: string | undefined): webDist is string {
  return !!webDist && fs.existsSync(path.join(webDist, 'index.html'));
}

export async function registerWebApp(app: FastifyInstance, webDist: string) {
  await app.register(fastifyStatic, {
    root: webDist,
    // One route per file found at start-up: a build is immutable while the server runs.
    wildcard: false,
    // The build writes .br/.gz beside each asset (scripts/lib/compress-dist.mjs); send the best the
    // browser accepts, with no compression work per request.
    preCompressed: true,
    schemaHide: true,
    index: false,
    setHeaders(reply, filePath) {
      const hashed = filePath.startsWith(path.join(webDist, 'assets') + path.sep);
      reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
    },
  });
}

/** The SPA fallback answer for a browser navigation. */
export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').sendFile('index.html');
}

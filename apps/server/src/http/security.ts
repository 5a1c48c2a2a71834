// Security headers for every answer. The CSP allows no inline or eval'd script: the web app is plain
// bundled modules, and the API docs page contributes only the hashes of its own initialiser scripts.
// Inline styles stay allowed because antd injects its CSS-in-JS as <style> elements at run time.
//
// Helmet decides the headers. They are worked out once at start-up and copied onto each answer
// (@fastify/helmet rebuilt helmet's middleware, re-parsing the CSP, on every request: about a tenth of
// the CPU time of a cached menu call), in two sets: browsers apply Cross-Origin-Opener-Policy and
// Origin-Agent-Cluster only on a trustworthy origin (HTTPS or localhost) and log an error on every page
// of any other (an intranet install on plain HTTP), so those two go only where they take effect.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet's middleware sets for `options` (static directives only: no functions). */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
  });
  return headers;
}

/** `storageOrigins`: an S3-compatible store that browsers upload to and load images from. */
export function registerSecurityHeaders(
  app: FastifyInstance,
  docsScriptHashes: string[],
  storageOrigins: string[] = [],
) {
  const headers = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // 'wasm-unsafe-eval' lets the form engine compile its QuickJS sandbox (designer scripts run
        // there, never as page JS); it allows no eval of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...docsScriptHashes],
        scriptSrcAttr: ["'none'"],
        // Designer scripts run in a worker built into the app's own assets, so it can be stopped.
        workerSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...storageOrigins],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...storageOrigins],
        objectSrc: ["'none'"],
        frameAncestors: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The app opens previews of uploaded files from object storage in new windows.
    crossOriginEmbedderPolicy: false,
  });
  const untrustworthy = Object.fromEntries(
    Object.entries(headers).filter(([name]) => !TRUSTWORTHY_ONLY.has(name)),
  );
  // Set as the request arrives, so error answers carry them too; a route may still replace one (the
  // download route's stricter CSP).
  app.addHook('onRequest', (req, reply, done) => {
    reply.headers(isTrustworthyOrigin(req) ? headers : untrustworthy);
    done();
  });
}

const TRUSTWORTHY_ONLY = new Set(['cross-origin-opener-policy', 'origin-agent-cluster']);
const LOOPBACK = /^(localhost|.+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Whether browsers treat the origin the request was made to as potentially trustworthy: HTTPS (as
 * forwarded by a trusted proxy when TRUST_PROXY is on), or a loopback host.
 */
export function isTrustworthyOrigin(req: FastifyRequest): boolean {
  return req.protocol === 'https' || LOOPBACK.test(req.hostname);
}

// Security headers for every answer. The CSP allows no inline or eval'd script: the web app is plain
// bundled modules, and the API docs page contributes only the hashes of its own initialiser scripts.
// Inline styles stay allowed because antd injects its CSS-in-JS as <style> elements at run time.
//
// Helmet decides the headers; none of them depends on the request, so they are worked out once at
// start-up and copied onto each answer (@fastify/helmet rebuilt helmet's middleware, re-parsing the
// CSP, on every request: about a tenth of the CPU time of a cached menu call).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
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
  // Set as the request arrives, so error answers carry them too; a route may still replace one (the
  // download route's stricter CSP).
  app.addHook('onRequest', (_req, reply, done) => {
    reply.headers(headers);
    done();
  });
}

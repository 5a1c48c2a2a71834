// Security headers for every answer. The CSP allows no inline or eval'd script: the web app is plain
// bundled modules, and the API docs page contributes only the hashes of its own initialiser scripts.
// Inline styles stay allowed because antd injects its CSS-in-JS as <style> elements at run time.
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** `storageOrigins`: an S3-compatible store that browsers upload to and load images from. */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  docsScriptHashes: string[],
  storageOrigins: string[] = [],
) {
  await app.register(helmet, {
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
}

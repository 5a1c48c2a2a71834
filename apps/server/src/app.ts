// buildApp(deps) assembles the Fastify instance used by main.ts and by every test: validation,
// envelope and error mapping, security headers, request ids, OpenAPI docs, modules, and (when a web
// build exists) the web app with its SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { issueRendererOf, ResultCode } from '@platform/contract';
import { openRequestScope } from './db/tenant-scope.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { requestIdFrom } from './http/request-id.js';
import { keptSerializerCompiler } from './http/serializer.js';
import { registerSecurityHeaders } from './http/security.js';
import { hasWebBuild, registerWebApp, sendIndex } from './http/web-app.js';
import { decorateContext } from './http/context.js';
import { translateEnvelope } from './http/envelope.js';
import { t } from './i18n/index.js';
import { modules, type ModuleDeps } from './modules/index.js';

// Validation reasons are worded when a refusal is answered (http/error-handler.ts), in the caller's
// language; parsing words them in the spec's Chinese, which the handler keeps for Chinese callers.
z.config({ localeError: issueRendererOf('zh-CN') });

export interface AppDeps extends Omit<ModuleDeps, 'version'> {
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
}

const packageVersion = (): string => {
  const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
  try {
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
};

export async function buildApp({ logger, ...deps }: AppDeps) {
  const { config } = deps;
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    genReqId: requestIdFrom,
    bodyLimit: config.bodyLimitBytes,
    // Keep-alive sockets that carry no request are closed at shutdown; in-flight ones finish first.
    forceCloseConnections: 'idle',
    // Requests arriving meanwhile on busy ones are refused in the envelope (http/error-handler.ts).
    return503OnClosing: false,
    trustProxy: config.trustProxy,
    // A URL that cannot be decoded (a lone %ED%A0%80) is refused in the envelope like any bad input.
    frameworkErrors: (_error, req, reply: FastifyReply) =>
      reply
        .status(ResultCode.badRequest)
        .send({ code: ResultCode.badRequest, msg: t(req.language, 'common.urlNotEncoded'), data: null }),
  }).withTypeProvider<ZodTypeProvider>();

  decorateContext(app);
  registerJsonBodyParser(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(keptSerializerCompiler);
  registerErrorHandling(app);
  registerInputGuard(app);
  // Every request runs in its own database scope (db/tenant-scope.ts), empty until a session or an
  // explicit system scope fills it: a query that runs before then sees no tenant's rows.
  app.addHook('onRequest', (_req, _reply, done) => openRequestScope(done));

  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id);
    done();
  });
  // Success envelopes carry their `msg` as a catalogue text until here (http/envelope.ts).
  app.addHook('preSerialization', (req, _reply, payload, done) => {
    done(null, translateEnvelope(req.language, payload));
  });

  // While shutting down, answers to in-flight requests close their keep-alive connection, so that
  // close() ends as soon as the last request is done instead of waiting for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(swagger, {
    openapi: {
      info: { title: 'Enterprise Quality and Compliance Platform API', version: packageVersion() },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  // Multipart bodies (file uploads, the user import) for every module: registered here, once. Routes
  // read them with req.file()/req.parts() and may tighten these limits per call.
  await app.register(multipart, { limits: { fileSize: config.bodyLimitBytes, files: 1, fields: 20 } });
  registerSecurityHeaders(
    app,
    app.swaggerCSP.script,
    config.upload.s3 ? [new URL(config.upload.s3.endpoint).origin] : [],
  );

  await app.register(modules, { ...deps, version: packageVersion() });

  const web = hasWebBuild(config.webDist) ? config.webDist : undefined;
  if (web) await registerWebApp(app, web);

  app.setNotFoundHandler((req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (
      web &&
      !isApi &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      !pathname.startsWith('/assets/')
    ) {
      return sendIndex(reply);
    }
    return reply.status(ResultCode.notFound).send({
      code: ResultCode.notFound,
      msg: t(req.language, 'common.apiNotFound', { method: req.method, path: pathname }),
      data: null,
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

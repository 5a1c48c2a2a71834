// buildApp(deps) assembles the Fastify instance used by main.ts and by every test: validation,
// envelope and error mapping, security headers, request ids, OpenAPI docs, modules, and (when a web
// build exists) the web app with its SPA fallback.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResultCode } from '@platform/contract';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import {
  enterSystemScope,
  enterTenantScope,
  openRequestScope,
  withSystemScope,
  withTenantScope,
} from './db/tenant-scope.js';
import { registerErrorHandling } from './http/error-handler.js';
import { registerInputGuard } from './http/input-guard.js';
import { registerJsonBodyParser } from './http/json-body.js';
import { requestIdFrom } from './http/request-id.js';
import { keptSerializerCompiler } from './http/serializer.js';
import { registerSecurityHeaders } from './http/security.js';
import { hasWebBuild, registerWebApp, sendIndex } from './http/web-app.js';
import { decorateContext } from './http/context.js';
import { accessCache } from './modules/account/access-cache.js';
import { accountRoutes, accountSessionRoutes } from './modules/account/routes.js';
import { accountService, defaultLimits, type AccountLimits } from './modules/account/service.js';
import { outboxSmsSender, type SmsSender } from './security/sms.js';
import { appRoutes } from './modules/app/routes.js';
import { appService } from './modules/app/service.js';
import { changedData, operationLogHook } from './modules/operation-log/hook.js';
import { operationLogRoutes } from './modules/operation-log/routes.js';
import { operationLogService } from './modules/operation-log/service.js';
import { deptRoutes } from './modules/dept/routes.js';
import { deptService } from './modules/dept/service.js';
import { dictRoutes } from './modules/dict/routes.js';
import { dictService } from './modules/dict/service.js';
import { formsRoutes } from './modules/forms/routes.js';
import { formsService } from './modules/forms/service.js';
import { healthRoutes } from './modules/health/routes.js';
import { pageLayoutRoutes } from './modules/page-layout/routes.js';
import { pageLayoutService } from './modules/page-layout/service.js';
import { positionRoutes } from './modules/position/routes.js';
import { positionService } from './modules/position/service.js';
import { resourceRoutes } from './modules/resource/routes.js';
import { resourceService } from './modules/resource/service.js';
import { roleRoutes } from './modules/role/routes.js';
import { roleService } from './modules/role/service.js';
import { tenantRoutes } from './modules/tenant/routes.js';
import { tenantService } from './modules/tenant/service.js';
import { tenantUserRoutes } from './modules/tenant-user/routes.js';
import { userImport } from './modules/tenant-user/import.js';
import { tenantUserService } from './modules/tenant-user/service.js';
import { auditNoticeRoutes } from './modules/audit-notice/routes.js';
import { auditNoticeService } from './modules/audit-notice/service.js';
import { createMessaging, type MessagingOptions } from './modules/messages/messaging.js';
import {
  messageRoutes,
  messageSendHistoryRoutes,
  messageSendRoutes,
  messageStreamRoutes,
} from './modules/messages/routes.js';
import { messagesService } from './modules/messages/service.js';
import { uploadPublicRoutes, uploadRoutes } from './modules/upload/routes.js';
import { uploadService } from './modules/upload/service.js';

// Validation reasons reach users through the UI, which speaks Chinese.
z.config(z.locales.zhCN());

export interface AppDeps {
  config: Config;
  database: Database;
  /** Pino options or false; tests pass false to keep output quiet. */
  logger?: FastifyServerOptions['logger'];
  /** Delivers SMS; the embedded default writes to the outbox. */
  sms?: SmsSender;
  limits?: AccountLimits;
  /** Message delivery transports, retry policy, stream heartbeat; tests inject failing or slow ones. */
  messaging?: MessagingOptions;
}

const packageVersion = (): string => {
  const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
  try {
    return (JSON.parse(fs.readFileSync(pkg, 'utf8')) as { version?: string }).version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
};

export async function buildApp({
  config,
  database,
  logger,
  sms,
  limits,
  messaging: messagingOptions,
}: AppDeps) {
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
    frameworkErrors: (_error, _req, reply: FastifyReply) =>
      reply
        .status(ResultCode.badRequest)
        .send({ code: ResultCode.badRequest, msg: '请求地址不是有效的 URL 编码', data: null }),
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
      info: { title: '企业质量合规综合服务平台 API', version: packageVersion() },
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

  await app.register(healthRoutes(database, packageVersion()));
  // Message sending for every module (app.messaging.sender), live unread streams, delivery worker.
  const messaging = createMessaging(config, database, { sms, ...messagingOptions }, app.log);
  app.decorate('messaging', messaging);
  app.addHook('onReady', async () => messaging.start());
  app.addHook('preClose', async () => messaging.streams.closeAll());
  app.addHook('onClose', async () => messaging.close());
  // Sessions, subscriptions and menus, kept honest by the access notices of the hub's listener.
  const cache = accessCache(messaging.hub, { ttlMs: config.accessCacheMs });
  const account = accountService({
    db: database.db,
    config,
    sms: sms ?? outboxSmsSender,
    limits: limits ?? defaultLimits,
    cache,
  });
  // Signing in (and the other public account calls) looks users and sessions up across tenants.
  await app.register(async (signIn) => {
    signIn.addHook('onRequest', (_req, _reply, done) => {
      enterSystemScope();
      done();
    });
    await signIn.register(accountRoutes(account));
  });
  // A session is found whichever tenant it belongs to; the rest of the request sees only that tenant.
  // Most calls are answered from what this instance keeps, without waiting; the rest read it.
  const keptContext = (req: FastifyRequest) => {
    const ctx = account.authenticateKept(req);
    if (ctx) enterTenantScope(ctx.tenantId);
    return ctx;
  };
  const readContext = async (req: FastifyRequest) => {
    const ctx = await withSystemScope(() => account.authenticate(req));
    enterTenantScope(ctx.tenantId);
    return ctx;
  };
  const authenticate = async (req: FastifyRequest) => keptContext(req) ?? readContext(req);
  const messages = messagesService(database.db, messaging.sender, messaging.inbox);
  await app.register(messageStreamRoutes(messages, messaging.streams, authenticate));
  const uploads = uploadService(database.db, config);
  // The storage host (authorised by signed policies) and downloads (authorised per file) decide for
  // themselves whether a session is needed.
  await app.register(uploadPublicRoutes(uploads, authenticate));
  // Everything registered in this scope needs a session: authenticate resolves it (and checks the
  // app, tenant app key and screen headers) before validation or the handler run.
  await app.register(async (scope) => {
    scope.addHook('onRequest', (req, _reply, done) => {
      // No promise in between when the caller's access is kept.
      const kept = keptContext(req);
      if (kept) {
        req.ctx = kept;
        return done();
      }
      readContext(req).then(
        (ctx) => {
          req.ctx = ctx;
          done();
        },
        (err: Error) => done(err),
      );
    });
    await scope.register(accountSessionRoutes(account));
    await scope.register(messageRoutes(messages));
    await scope.register(messageSendHistoryRoutes(messages));
    await scope.register(auditNoticeRoutes(auditNoticeService(database.db)));
    await scope.register(uploadRoutes(uploads));
    await scope.register(operationLogRoutes(operationLogService(database.db)));
    // System management: every successful write is recorded in the operation log.
    await scope.register(async (audited) => {
      const recordOperation = operationLogHook(database.db);
      // Recorded in the acting session's tenant, also when the call managed another tenant's users;
      // then the caches of this instance have heard of the write before its answer leaves. Reads
      // (most calls here) pass straight through.
      audited.addHook('onSend', (req, reply, payload, done) => {
        if (!changedData(req, reply)) return done(null, payload);
        const ctx = req.ctx;
        const recorded = ctx
          ? withTenantScope(ctx.tenantId, () => recordOperation(req, reply, payload))
          : recordOperation(req, reply, payload);
        recorded
          .then(() => cache.settle())
          .then(
            () => done(null, payload),
            (err: Error) => done(err),
          );
      });
      await audited.register(deptRoutes(deptService(database.db)));
      await audited.register(messageSendRoutes(messages));
      await audited.register(positionRoutes(positionService(database.db)));
      await audited.register(resourceRoutes(resourceService(database.db)));
      await audited.register(roleRoutes(roleService(database.db)));
      await audited.register(appRoutes(appService(database.db)));
      await audited.register(tenantRoutes(tenantService(database.db)));
      await audited.register(tenantUserRoutes(tenantUserService(database.db), userImport(database.db)));
      await audited.register(dictRoutes(dictService(database.db)));
      await audited.register(pageLayoutRoutes(pageLayoutService(database.db)));
      await audited.register(
        formsRoutes(formsService(database.db, (ctx) => account.heldResources(ctx, undefined))),
      );
    });
  });

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
    return reply
      .status(ResultCode.notFound)
      .send({ code: ResultCode.notFound, msg: `接口不存在：${req.method} ${pathname}`, data: null });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

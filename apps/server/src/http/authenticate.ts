// Who is calling: the session named by the bearer token, resolved before validation or the handler
// run. A session is found whichever tenant it belongs to; the rest of the request sees only that
// tenant. Most calls are answered from what this instance keeps, without waiting; the rest read it.
import type { FastifyPluginAsync, onRequestHookHandler, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterTenantScope, withSystemScope } from '../db/tenant-scope.js';
import { bearerToken, headerValue, type Caller, type Credentials, type RequestContext } from './context.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's context, for routes that decide for themselves whether they need a session. */
    authenticate(req: FastifyRequest): Promise<RequestContext>;
    /** onRequest hook of the routes that need a session: sets req.ctx or refuses the call. */
    requireSession: onRequestHookHandler;
  }
}

/** The bearer token and the headers that name the call's app, tenant app and screen. */
export function credentialsOf(req: FastifyRequest): Credentials {
  return {
    token: bearerToken(req),
    appKey: headerValue(req, 'appkey'),
    tenantAppKey: headerValue(req, 'tenantappkey'),
    resourceId: headerValue(req, 'resourceid'),
  };
}

/** Where the call comes from. */
export function callerOf(req: FastifyRequest): Caller {
  return { ip: req.ip, userAgent: headerValue(req, 'user-agent'), language: req.language };
}

const plugin: FastifyPluginAsync = async (app) => {
  const { account } = app;
  const keptContext = (req: FastifyRequest) => {
    const ctx = account.authenticateKept(credentialsOf(req));
    if (ctx) enterTenantScope(ctx.tenantId);
    return ctx;
  };
  const readContext = async (req: FastifyRequest) => {
    const ctx = await withSystemScope(() => account.authenticate(credentialsOf(req)));
    enterTenantScope(ctx.tenantId);
    return ctx;
  };
  app.decorate('authenticate', async (req: FastifyRequest) => keptContext(req) ?? readContext(req));
  // Checks the app, tenant app key and screen headers too. No promise in between when the caller's
  // access is kept.
  const requireSession: onRequestHookHandler = (req, _reply, done) => {
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
  };
  app.decorate('requireSession', requireSession);
};

export const authenticate = fp(plugin, { name: 'authenticate', dependencies: ['modules/account'] });

/** A scope whose routes all need a session (the `authenticate` plugin's hook runs first). */
export const withSession =
  (...routes: FastifyPluginAsyncZod[]): FastifyPluginAsyncZod =>
  async (scope) => {
    scope.addHook('onRequest', scope.requireSession);
    for (const r of routes) await scope.register(r);
  };

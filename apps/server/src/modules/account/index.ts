import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterSystemScope } from '../../db/tenant-scope.js';
import { authenticate, withSession } from '../../http/authenticate.js';
import { smsSenderOf } from '../../sms/sender.js';
import type { ModuleDeps } from '../deps.js';
import { accessCache, type AccessCache } from './access-cache.js';
import { accountRoutes, accountSessionRoutes } from './routes.js';
import { accountService, defaultLimits, type AccountService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions, access and menus, for the authenticate hook and other modules. */
    account: AccountService;
    /** Sessions, subscriptions and menus this instance keeps, kept honest by the hub's access notices. */
    accessCache: AccessCache;
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config, sms, limits }) => {
  const cache = accessCache(app.messaging.hub, { ttlMs: config.accessCacheMs });
  const account = accountService({
    db: database.db,
    config,
    sms: sms ?? smsSenderOf(config.sms, app.log),
    limits: limits ?? defaultLimits,
    cache,
  });
  app.decorate('accessCache', cache);
  app.decorate('account', account);
  // Signing in (and the other public account calls) looks users and sessions up across tenants.
  await app.register(async (signIn) => {
    signIn.addHook('onRequest', (_req, _reply, done) => {
      enterSystemScope();
      done();
    });
    await signIn.register(accountRoutes(account));
  });
  // Who is calling, for every module's routes that need a session (this module's own included).
  await app.register(authenticate);
  await app.register(withSession(accountSessionRoutes(account)));
};

export default fp(plugin, { name: 'modules/account', dependencies: ['messaging'] });

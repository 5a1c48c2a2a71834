import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { businessRoutes } from './routes.js';
import { businessService, type BusinessService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The business-items service, for modules that work with published papers (compliance). */
    business: BusinessService;
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const { account } = app;
  const service = businessService({
    db: database.db,
    heldResources: (ctx) => account.heldResources(ctx, undefined),
    sender: app.messaging.sender,
    log: app.log,
  });
  app.decorate('business', service);
  await app.register(withSession(withOperationLog(businessRoutes(service))));
};

export default fp(plugin, {
  name: 'modules/business',
  dependencies: ['modules/account', 'modules/forms', 'messaging', 'authenticate', 'operation-log'],
});

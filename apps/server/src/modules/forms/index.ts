import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { formsRoutes } from './routes.js';
import { formsService, type FormsService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The forms service, for modules that render and check a stored form (workflow tasks). */
    forms: FormsService;
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const { account } = app;
  const service = formsService(database.db, (ctx) => account.heldResources(ctx, undefined));
  app.decorate('forms', service);
  await app.register(withSession(withOperationLog(formsRoutes(service))));
};

export default fp(plugin, {
  name: 'modules/forms',
  dependencies: ['modules/account', 'authenticate', 'operation-log'],
});

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { businessRoutes } from './routes.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app) => {
  await app.register(withSession(withOperationLog(businessRoutes())));
};

export default fp(plugin, {
  name: 'modules/business',
  dependencies: ['modules/account', 'modules/forms', 'authenticate', 'operation-log'],
});

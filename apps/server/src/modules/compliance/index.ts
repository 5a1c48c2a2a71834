import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { complianceRoutes } from './routes.js';
import { scoringRoutes } from './scoring-routes.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(withOperationLog(complianceRoutes())));
  await app.register(withSession(withOperationLog(scoringRoutes(database.db))));
};

export default fp(plugin, {
  name: 'modules/compliance',
  dependencies: [
    'modules/account',
    'modules/forms',
    'modules/workflow',
    'modules/business',
    'authenticate',
    'operation-log',
  ],
});

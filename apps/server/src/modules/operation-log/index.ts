import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import type { ModuleDeps } from '../deps.js';
import { operationLogRoutes } from './routes.js';
import { operationLogService, type OperationLogService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where http/operation-log.ts records writes. */
    operationLog: OperationLogService;
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const service = operationLogService(database.db);
  app.decorate('operationLog', service);
  // Reading the log is not a write of its own.
  await app.register(withSession(operationLogRoutes(service)));
};

export default fp(plugin, { name: 'modules/operation-log', dependencies: ['authenticate'] });

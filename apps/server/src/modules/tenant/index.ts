import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { tenantRoutes } from './routes.js';
import { tenantService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(withOperationLog(tenantRoutes(tenantService(database.db)))));
};

export default fp(plugin, { name: 'modules/tenant', dependencies: ['authenticate', 'operation-log'] });

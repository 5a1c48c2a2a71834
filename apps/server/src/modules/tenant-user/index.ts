import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { userImport } from './import.js';
import { tenantUserRoutes } from './routes.js';
import { tenantUserService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const routes = tenantUserRoutes(tenantUserService(database.db), userImport(database.db));
  await app.register(withSession(withOperationLog(routes)));
};

export default fp(plugin, { name: 'modules/tenant-user', dependencies: ['authenticate', 'operation-log'] });

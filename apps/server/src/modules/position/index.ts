import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { positionRoutes } from './routes.js';
import { positionService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(withOperationLog(positionRoutes(positionService(database.db)))));
};

export default fp(plugin, { name: 'modules/position', dependencies: ['authenticate', 'operation-log'] });

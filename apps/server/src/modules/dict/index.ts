import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { dictRoutes } from './routes.js';
import { dictService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(withOperationLog(dictRoutes(dictService(database.db)))));
};

export default fp(plugin, { name: 'modules/dict', dependencies: ['authenticate', 'operation-log'] });

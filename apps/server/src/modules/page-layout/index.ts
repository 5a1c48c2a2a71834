import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { pageLayoutRoutes } from './routes.js';
import { registerRendererSdk } from './sdk.js';
import { pageLayoutService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  registerRendererSdk(app);
  await app.register(withSession(withOperationLog(pageLayoutRoutes(pageLayoutService(database.db)))));
};

export default fp(plugin, { name: 'modules/page-layout', dependencies: ['authenticate', 'operation-log'] });

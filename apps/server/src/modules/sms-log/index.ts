import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import type { ModuleDeps } from '../deps.js';
import { smsLogRoutes } from './routes.js';
import { smsLogService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(smsLogRoutes(smsLogService(database.db))));
};

export default fp(plugin, { name: 'modules/sms-log', dependencies: ['authenticate'] });

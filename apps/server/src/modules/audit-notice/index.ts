import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import type { ModuleDeps } from '../deps.js';
import { auditNoticeRoutes } from './routes.js';
import { auditNoticeService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  await app.register(withSession(auditNoticeRoutes(auditNoticeService(database.db))));
};

export default fp(plugin, { name: 'modules/audit-notice', dependencies: ['authenticate'] });

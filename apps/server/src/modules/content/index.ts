// Content pages and the report form (issue 23): the administration inside a session (writes in the
// operation log), the public page and the report submission without one.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { contentRoutes, publicContentRoutes } from './routes.js';
import { contentService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const service = contentService(database.db, app.forms);
  await app.register(withSession(withOperationLog(contentRoutes(service))));
  await app.register(publicContentRoutes(service));
};

export default fp(plugin, {
  name: 'modules/content',
  dependencies: ['modules/account', 'modules/forms', 'authenticate', 'operation-log'],
});

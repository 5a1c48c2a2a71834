import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import type { ModuleDeps } from '../deps.js';
import { uploadPublicRoutes, uploadRoutes } from './routes.js';
import { uploadService, type UploadService } from './service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Uploads: modules register readers of files they share across tenants here. */
    uploads: Pick<UploadService, 'registerSharedReader'>;
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config }) => {
  const service = uploadService(database.db, config);
  app.decorate('uploads', { registerSharedReader: service.registerSharedReader });
  // The storage host (authorised by signed policies) and downloads (authorised per file) decide for
  // themselves whether a session is needed.
  await app.register(uploadPublicRoutes(service, app.authenticate));
  await app.register(withSession(uploadRoutes(service)));
};

export default fp(plugin, { name: 'modules/upload', dependencies: ['authenticate'] });

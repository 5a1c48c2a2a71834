import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '../deps.js';
import { healthRoutes } from './routes.js';

// Public: load balancers and the home page ask it without a session.
const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, version }) => {
  await app.register(healthRoutes(database, version));
};

export default fp(plugin, { name: 'modules/health' });

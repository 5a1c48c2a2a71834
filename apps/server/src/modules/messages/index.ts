import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { messageRoutes, messageSendHistoryRoutes, messageSendRoutes, messageStreamRoutes } from './routes.js';
import { messagesService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const { messaging } = app;
  const service = messagesService(database.db, messaging.sender, messaging.inbox);
  // The live stream authenticates for itself (a ticket in the query, or the bearer header).
  await app.register(messageStreamRoutes(service, messaging.streams, app.authenticate));
  await app.register(withSession(messageRoutes(service), messageSendHistoryRoutes(service)));
  await app.register(withSession(withOperationLog(messageSendRoutes(service))));
};

export default fp(plugin, {
  name: 'modules/messages',
  dependencies: ['messaging', 'authenticate', 'operation-log'],
});

import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { builtInHandlers } from './handlers.js';
import { workflowRoutes } from './routes.js';
import { workflowService, type WorkflowService } from './service.js';
import { workflowWorker, type JobPolicy } from './worker.js';

export interface WorkflowOptions {
  policy?: Partial<JobPolicy>;
  /** Start the job worker with the app (default true). */
  worker?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The workflow service: modules start instances and register their service handlers here. */
    workflow: WorkflowService & { worker: ReturnType<typeof workflowWorker> };
  }
}

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, workflow }) => {
  const service = workflowService({
    db: database.db,
    sender: app.messaging.sender,
    forms: app.forms,
    log: app.log,
  });
  for (const [name, handler] of Object.entries(builtInHandlers(app.messaging.sender))) {
    service.registerHandler(name, handler);
  }
  const worker = workflowWorker({ db: database.db, service, policy: workflow?.policy, log: app.log });
  app.decorate('workflow', Object.assign(service, { worker }));
  if (workflow?.worker !== false) app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => worker.stop());
  await app.register(withSession(withOperationLog(workflowRoutes(service))));
};

export default fp(plugin, {
  name: 'modules/workflow',
  dependencies: ['modules/account', 'modules/forms', 'messaging', 'authenticate', 'operation-log'],
});

// External upload links (issue 23): staff calls inside a session (writes in the operation log), the
// link's public page read and upload without one.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import { complianceService } from '../compliance/service.js';
import type { ModuleDeps } from '../deps.js';
import { uploadService } from '../upload/service.js';
import { exUploadPublicRoutes, exUploadRoutes } from './routes.js';
import { exUploadService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database, config }) => {
  const { account, workflow } = app;
  const db = database.db;
  // Seeing a submission is the compliance module's rule (submitter, reviewer, assigned expert).
  const submissions = complianceService({
    db,
    workflow,
    heldResources: (ctx) => account.heldResources(ctx, undefined),
    log: app.log,
  });
  const service = exUploadService({
    db,
    config,
    uploads: uploadService(db, config),
    sender: app.messaging.sender,
    async taskOf(ctx, id) {
      const task = await workflow.taskDetail(ctx, id);
      return {
        status: task.status,
        held: task.assigneeId === ctx.tenantUserId || task.claimable,
        queue: task.queue,
      };
    },
    async checkSubmission(ctx, id) {
      await submissions.versions(ctx, id);
    },
    log: app.log,
  });
  await app.register(withSession(withOperationLog(exUploadRoutes(service))));
  await app.register(exUploadPublicRoutes(service));
};

export default fp(plugin, {
  name: 'modules/external-upload',
  dependencies: [
    'modules/account',
    'modules/workflow',
    'modules/upload',
    'messaging',
    'authenticate',
    'operation-log',
  ],
});

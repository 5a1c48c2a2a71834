import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { REVIEWED_HANDLER, reviewedHandler, submissionProcessDeployer } from './process.js';
import { complianceRoutes } from './routes.js';
import { scoringRoutes } from './scoring-routes.js';
import { complianceService } from './service.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const { account, workflow } = app;
  const db = database.db;
  workflow.registerHandler(REVIEWED_HANDLER, reviewedHandler({ db, sender: app.messaging.sender }));
  const deployProcess = submissionProcessDeployer(db, workflow);
  // A database that cannot be reached at start-up must not stop the server (health answers 503):
  // the first submission deploys the process then.
  app.addHook('onReady', async () => {
    await deployProcess().catch((err: unknown) =>
      app.log.error({ err }, 'the submission review process could not be deployed at start-up'),
    );
  });
  const service = complianceService({
    db,
    workflow,
    deployProcess,
    heldResources: (ctx) => account.heldResources(ctx, undefined),
    log: app.log,
  });
  app.uploads.registerSharedReader((ctx, key) => service.sharedUploadOwner(ctx, key));
  await app.register(withSession(withOperationLog(complianceRoutes(service))));
  await app.register(withSession(withOperationLog(scoringRoutes(db))));
};

export default fp(plugin, {
  name: 'modules/compliance',
  dependencies: [
    'modules/account',
    'modules/forms',
    'modules/workflow',
    'modules/business',
    'modules/upload',
    'messaging',
    'authenticate',
    'operation-log',
  ],
});

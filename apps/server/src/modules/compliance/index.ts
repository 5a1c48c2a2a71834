import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { REVIEWED_HANDLER, reviewedHandler, submissionProcessDeployer } from './process.js';
import { complianceRoutes } from './routes.js';
import { scoringRoutes, type BrandSuggestionLister } from './scoring-routes.js';
import { complianceService } from './service.js';

/**
 * What compliance is registered with: the brand module's reader of brand answers' suggestions (built
 * from the database and the caller's menus) so that compliance never reads brand tables.
 */
export interface ComplianceDeps extends ModuleDeps {
  brandSuggestions?: (deps: {
    db: ModuleDeps['database']['db'];
    heldResources: Parameters<typeof complianceService>[0]['heldResources'];
  }) => BrandSuggestionLister;
}

const plugin: FastifyPluginAsyncZod<ComplianceDeps> = async (app, { database, brandSuggestions }) => {
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
  const heldResources = (ctx: Parameters<typeof account.heldResources>[0]) =>
    account.heldResources(ctx, undefined);
  await app.register(
    withSession(withOperationLog(scoringRoutes(db, brandSuggestions?.({ db, heldResources })))),
  );
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

// Brand assessment (issue 22, spec forms.md §7 "Brand assessment", /api/api-brand/* and /api/api-ccbd/*):
// one module, one route file per area, all sharing BrandDeps. The process is models/brand-assessment.bpmn.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import type { BrandDeps } from './deps.js';
import { brandProcessDeployer } from './process.js';
import { processRoutes } from './process-routes.js';
import { qsRoutes } from './qs-routes.js';
import { reportRoutes } from './report-routes.js';
import { scoringRoutes } from './scoring-routes.js';
import { statsRoutes } from './stats-routes.js';
import { valueRoutes } from './value-routes.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const deps: BrandDeps = {
    db: database.db,
    heldResources: (ctx) => app.account.heldResources(ctx, undefined),
    workflow: app.workflow,
    forms: app.forms,
    sender: app.messaging.sender,
    log: app.log,
    deployProcess: brandProcessDeployer(database.db, app.workflow),
  };
  // A database that cannot be reached at start-up must not stop the server: the first start of a
  // process deploys it then.
  app.addHook('onReady', async () => {
    await deps
      .deployProcess()
      .catch((err: unknown) =>
        app.log.warn({ err }, 'the brand assessment process was not deployed at start-up'),
      );
  });
  for (const routes of [qsRoutes, processRoutes, scoringRoutes, valueRoutes, reportRoutes, statsRoutes]) {
    await app.register(withSession(withOperationLog(routes(deps))));
  }
};

export default fp(plugin, {
  name: 'modules/brand',
  dependencies: [
    'modules/account',
    'modules/forms',
    'modules/workflow',
    'messaging',
    'authenticate',
    'operation-log',
  ],
});

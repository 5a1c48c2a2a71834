// Carbon accounting (issue 20, spec forms.md §7 "Carbon", /api/api-carbon/carbon/*): one module, one
// route file per area, all sharing CarbonDeps.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { activityRoutes } from './activity-routes.js';
import type { CarbonDeps } from './deps.js';
import { figuresRoutes } from './figures-routes.js';
import { productRoutes } from './products-routes.js';
import { structureRoutes } from './structure-routes.js';
import { verificationRoutes } from './verification-routes.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const deps: CarbonDeps = {
    db: database.db,
    heldResources: (ctx) => app.account.heldResources(ctx, undefined),
    workflow: app.workflow,
    sender: app.messaging.sender,
    log: app.log,
  };
  for (const routes of [structureRoutes, activityRoutes, figuresRoutes, productRoutes, verificationRoutes]) {
    await app.register(withSession(withOperationLog(routes(deps))));
  }
};

export default fp(plugin, {
  name: 'modules/carbon',
  dependencies: ['modules/account', 'modules/workflow', 'messaging', 'authenticate', 'operation-log'],
});

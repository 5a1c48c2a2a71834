// Certification (issue 21, spec forms.md §7 "Certification", /api/api-cert/*): one module, one route
// file per area, all sharing CertDeps. The audit letter, plan and report reads stay in modules/audit-notice.
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { withSession } from '../../http/authenticate.js';
import { withOperationLog } from '../../http/operation-log.js';
import type { ModuleDeps } from '../deps.js';
import { applyRoutes } from './apply-routes.js';
import { auditRoutes } from './audit-routes.js';
import { contractRoutes } from './contract-routes.js';
import { decisionRoutes } from './decision-routes.js';
import type { CertDeps } from './deps.js';
import { certProcessDeployer } from './process.js';
import { programmeRoutes } from './programme-routes.js';
import { publicRoutes } from './public-routes.js';
import { statsRoutes } from './stats-routes.js';

const plugin: FastifyPluginAsyncZod<ModuleDeps> = async (app, { database }) => {
  const deps: CertDeps = {
    db: database.db,
    heldResources: (ctx) => app.account.heldResources(ctx, undefined),
    workflow: app.workflow,
    sender: app.messaging.sender,
    log: app.log,
    deployProcess: certProcessDeployer(database.db, app.workflow),
  };
  // A database that cannot be reached at start-up must not stop the server: the first start of a
  // process deploys it then.
  app.addHook('onReady', async () => {
    await deps
      .deployProcess()
      .catch((err: unknown) =>
        app.log.warn({ err }, 'the certification process was not deployed at start-up'),
      );
  });
  for (const routes of [
    applyRoutes,
    contractRoutes,
    programmeRoutes,
    auditRoutes,
    decisionRoutes,
    statsRoutes,
  ]) {
    await app.register(withSession(withOperationLog(routes(deps))));
  }
  await app.register(publicRoutes(deps));
};

export default fp(plugin, {
  name: 'modules/cert',
  dependencies: ['modules/account', 'modules/workflow', 'messaging', 'authenticate', 'operation-log'],
});

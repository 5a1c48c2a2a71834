// What every part of the brand module is built with (modules/brand/index.ts makes it once).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import type { HeldResources } from '../account/access-cache.js';
import type { FormsService } from '../forms/service.js';
import type { MessageSender } from '../messages/send.js';
import type { WorkflowService } from '../workflow/service.js';

export interface BrandDeps {
  db: Db;
  /** Menu components the caller holds in any app of the tenant (access.ts decides from them). */
  heldResources(ctx: RequestContext): HeldResources | Promise<HeldResources>;
  workflow: WorkflowService;
  /** The designer's forms: questionnaires are bound from them (read through the service, not the table). */
  forms: FormsService;
  sender: MessageSender;
  log: FastifyBaseLogger;
  /** Deploys the assessment process once (process.ts); every start awaits it. */
  deployProcess(): Promise<void>;
}

// The brand assessment process (`brand-assessment`, models/brand-assessment.bpmn; steps BRAND_STEPS),
// deployed and stepped through the workflow module's business-process helpers: a brand call that
// finishes a step (formal check, scoring, review) writes the process's state, then completes the step
// with the variable its gateway reads (`result = "returned"` sends it back).
import { BRAND_PROCESS_KEY } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { RequestContext } from '../../http/context.js';
import type { WorkflowService } from '../workflow/service.js';
import { businessProcessDeployer, completeStep } from '../workflow/business-process.js';
import type { BrandDeps } from './deps.js';

export { completeStep, openStepTask } from '../workflow/business-process.js';

/**
 * Completes a step after the call's business state is committed. The state is what the pages read: an
 * engine that refuses the step is logged (the process administration shows the instance) rather than
 * failing a call whose change is already made.
 */
export async function finishStep(
  deps: Pick<BrandDeps, 'db' | 'workflow' | 'log'>,
  ctx: RequestContext,
  process: { id: string; instanceId: string | null },
  step: string,
  variables: Record<string, unknown> = {},
  comment?: string,
) {
  try {
    await completeStep(
      deps.db,
      deps.workflow,
      ctx,
      process.instanceId,
      step,
      variables,
      comment || undefined,
    );
  } catch (err) {
    deps.log.error(
      { err, process: process.id, step },
      'a step of the brand assessment process was not completed',
    );
  }
}

export const brandProcessDeployer = (db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) =>
  businessProcessDeployer(db, workflow, BRAND_PROCESS_KEY, 'brand-assessment.bpmn');

// The brand assessment process (`brand-assessment`, models/brand-assessment.bpmn; steps BRAND_STEPS),
// deployed and stepped through the workflow module's business-process helpers: a brand call that
// finishes a step (formal check, scoring, review) writes the process's state, then completes the step
// with the variable its gateway reads (`result = "returned"` sends it back).
import { BRAND_PROCESS_KEY } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { WorkflowService } from '../workflow/service.js';
import { businessProcessDeployer } from '../workflow/business-process.js';

export { completeStep, openStepTask } from '../workflow/business-process.js';

export const brandProcessDeployer = (db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) =>
  businessProcessDeployer(db, workflow, BRAND_PROCESS_KEY, 'brand-assessment.bpmn');

// The certification process (`cert-certification`, models/cert-certification.bpmn), deployed and
// stepped through the workflow module's business-process helpers.
import { CERT_PROCESS_KEY } from '@platform/contract';
import type { Db } from '../../db/client.js';
import type { WorkflowService } from '../workflow/service.js';
import { businessProcessDeployer } from '../workflow/business-process.js';

export { completeStep, openStepTask } from '../workflow/business-process.js';

/** The user tasks of the process, by element id. */
export const CertStep = {
  accept: 'accept',
  contract: 'contract',
  plan: 'plan',
  confirm: 'confirm',
  audit: 'audit',
  review: 'review',
  decision: 'decision',
} as const;
export type CertStep = (typeof CertStep)[keyof typeof CertStep];

export const certProcessDeployer = (db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) =>
  businessProcessDeployer(db, workflow, CERT_PROCESS_KEY, 'cert-certification.bpmn');

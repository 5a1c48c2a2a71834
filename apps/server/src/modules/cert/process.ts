// The certification process (`cert-certification`, models/cert-certification.bpmn): a platform
// template deployed at start-up (or at the first start of an instance). Each certification call that
// finishes a step completes the instance's open task of that step with the variables the gateways
// read (`result`, `next`); a step's business state is written first, in the call's own transaction.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { CERT_PROCESS_KEY } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import type { WorkflowService } from '../workflow/service.js';

const modelFile = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'workflow',
  'models',
  'cert-certification.bpmn',
);

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

async function templateXml(db: Db) {
  const rows = rowsOf<{ xml: string }>(
    await db.execute(sql`select xml from wf_definitions where tenant_id is null and key = ${CERT_PROCESS_KEY}
      order by version desc limit 1`),
  );
  return rows[0]?.xml ?? null;
}

/** Deploys the process once per server; a failed attempt is tried again at the next call. */
export function certProcessDeployer(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  let done: Promise<void> | undefined;
  return () => {
    done ??= deployCertProcess(db, workflow).catch((err: unknown) => {
      done = undefined;
      throw err;
    });
    return done;
  };
}

/** Deploys the process as a platform template when no template has this text yet. */
export async function deployCertProcess(db: Db, workflow: Pick<WorkflowService, 'deploySystem'>) {
  const xml = await fs.readFile(modelFile, 'utf8');
  await withSystemScope(async () => {
    if ((await templateXml(db)) === xml) return;
    try {
      await workflow.deploySystem(null, xml, null);
    } catch (err) {
      // Another server deployed it at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  });
}

/** The open task of an instance at a step, if any. */
export async function openStepTask(db: Db, tenantId: string, instanceId: string, step: CertStep) {
  const rows = rowsOf<{ id: string; assignee_id: string | null }>(
    await db.execute(sql`select id, assignee_id from wf_tasks
      where tenant_id = ${tenantId} and instance_id = ${instanceId} and element_id = ${step}
        and status = 'open'
      order by created_at limit 1`),
  );
  return rows[0];
}

/**
 * Completes the instance's open task at `step` on the caller's behalf (claiming it when it waits for a
 * candidate), passing the gateways' variables. No open task (an instance started before the process
 * had the step, or none at all) leaves the business state as the call wrote it.
 */
export async function completeStep(
  db: Db,
  workflow: Pick<WorkflowService, 'claim' | 'complete'>,
  ctx: RequestContext,
  instanceId: string | null,
  step: CertStep,
  variables: Record<string, unknown> = {},
  comment?: string,
) {
  if (!instanceId) return false;
  const task = await openStepTask(db, ctx.tenantId, instanceId, step);
  if (!task) return false;
  if (task.assignee_id === null) await workflow.claim(ctx, task.id);
  await workflow.complete(ctx, { id: task.id, variables, ...(comment ? { comment } : {}) });
  return true;
}

// What a business module's own process needs from the engine: its model deployed once as a platform
// template (at start-up, or at the first start of an instance), and the steps its calls finish. A call
// that finishes a step writes the business state first, in its own transaction, then completes the
// instance's open task of that step with the variables the gateways read.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import type { WorkflowService } from './service.js';

const modelsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'models');

async function templateXml(db: Db, key: string) {
  const rows = rowsOf<{ xml: string }>(
    await db.execute(sql`select xml from wf_definitions where tenant_id is null and key = ${key}
      order by version desc limit 1`),
  );
  return rows[0]?.xml ?? null;
}

/** Deploys models/<file> as the platform template of `key` when no template has this text yet. */
export async function deployBusinessProcess(
  db: Db,
  workflow: Pick<WorkflowService, 'deploySystem'>,
  key: string,
  file: string,
) {
  const xml = await fs.readFile(path.join(modelsDir, file), 'utf8');
  await withSystemScope(async () => {
    if ((await templateXml(db, key)) === xml) return;
    try {
      await workflow.deploySystem(null, xml, null);
    } catch (err) {
      // Another server deployed it at the same moment.
      if (!isUniqueViolation(err)) throw err;
    }
  });
}

/** Deploys the process once per server; a failed attempt is tried again at the next call. */
export function businessProcessDeployer(
  db: Db,
  workflow: Pick<WorkflowService, 'deploySystem'>,
  key: string,
  file: string,
) {
  let done: Promise<void> | undefined;
  return () => {
    done ??= deployBusinessProcess(db, workflow, key, file).catch((err: unknown) => {
      done = undefined;
      throw err;
    });
    return done;
  };
}

/** The open task of an instance at a step (a user task's element id), if any. */
export async function openStepTask(db: Db, tenantId: string, instanceId: string, step: string) {
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
  step: string,
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

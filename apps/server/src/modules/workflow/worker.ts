// The workflow job worker: fires due timers, runs service handlers, and tells users of overdue tasks.
// Jobs are claimed with a lease (FOR UPDATE SKIP LOCKED, as the delivery worker does), so several
// server instances never take the same job; a timer's step re-checks the job under the instance lock,
// so it fires once. A handler failure waits base·2^(attempt−1) and, after its last attempt, becomes an
// incident the process administrator can retry.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { withSystemScope, withTenantScope } from '../../db/tenant-scope.js';
import type { WorkflowService } from './service.js';

export interface JobPolicy {
  pollMs: number;
  leaseMs: number;
  batchSize: number;
  backoffBaseMs: number;
}

export const defaultJobPolicy: JobPolicy = {
  pollMs: 1_000,
  leaseMs: 60_000,
  batchSize: 20,
  backoffBaseMs: 5_000,
};

interface ClaimedJob {
  id: string;
  tenant_id: string;
  instance_id: string;
  kind: 'timer' | 'service';
  element_id: string;
  execution_id: string;
  handler: string | null;
  attempts: number;
  max_attempts: number;
}

export function workflowWorker(opts: {
  db: Db;
  service: WorkflowService;
  policy?: Partial<JobPolicy>;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, service, log } = opts;
  const policy = { ...defaultJobPolicy, ...opts.policy };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopping = false;

  async function claim(): Promise<ClaimedJob[]> {
    return rowsOf<ClaimedJob>(
      await db.execute(sql`
        update wf_jobs j set lease_until = now() + make_interval(secs => ${policy.leaseMs / 1000}),
          attempts = j.attempts + case when j.kind = 'service' then 1 else 0 end
        where j.id in (
          select id from wf_jobs where status = 'pending' and due_at <= now()
            and (lease_until is null or lease_until < now())
          order by due_at limit ${policy.batchSize} for update skip locked)
        returning j.id, j.tenant_id, j.instance_id, j.kind, j.element_id, j.execution_id, j.handler,
          j.attempts, j.max_attempts`),
    );
  }

  async function failed(job: ClaimedJob, error: string) {
    const last = job.attempts >= job.max_attempts;
    const wait = policy.backoffBaseMs * 2 ** Math.max(0, job.attempts - 1);
    await db.execute(sql`update wf_jobs set status = ${last ? 'incident' : 'pending'}, last_error = ${error.slice(0, 500)},
      due_at = now() + make_interval(secs => ${wait / 1000}), lease_until = null
      where id = ${job.id} and status = 'pending'`);
    if (last) {
      await db.execute(sql`insert into wf_history (tenant_id, instance_id, kind, element_id, comment)
        values (${job.tenant_id}, ${job.instance_id}, 'incident', ${job.element_id}, ${error.slice(0, 500)})`);
    }
  }

  async function work(job: ClaimedJob) {
    await withTenantScope(job.tenant_id, async () => {
      if (job.kind === 'timer') {
        await service.fireTimer(job.id);
        return;
      }
      let output: Record<string, unknown> | null;
      try {
        output = await service.runService(job);
      } catch (err) {
        await failed(job, err instanceof Error ? err.message || err.name : String(err));
        return;
      }
      if (output) await service.serviceDone(job.id, output);
    });
  }

  /** Tasks past their due date: their assignee or candidates hear of it once. */
  async function overdue() {
    const rows = rowsOf<{ id: string; tenant_id: string }>(
      await db.execute(sql`update wf_tasks set overdue_notified = true where id in (
          select id from wf_tasks where status = 'open' and due_at < now() and not overdue_notified
          limit 100 for update skip locked)
        returning id, tenant_id`),
    );
    for (const row of rows) {
      await withTenantScope(row.tenant_id, () => service.notifyOverdue(row.id)).catch((err: unknown) =>
        log?.error({ err }, 'overdue message failed'),
      );
    }
  }

  async function runOnce(): Promise<number> {
    const jobs = await withSystemScope(claim);
    for (const job of jobs) {
      if (stopping) break;
      try {
        await work(job);
      } catch (err) {
        log?.error({ err, job: job.id }, 'workflow job failed');
        await withSystemScope(() => failed(job, err instanceof Error ? err.message : String(err)));
      }
    }
    await withSystemScope(overdue);
    return jobs.length;
  }

  function schedule(ms: number) {
    if (stopping) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((err: unknown) => {
          log?.error({ err }, 'workflow worker round failed');
          return 0;
        })
        .then((n) => {
          running = undefined;
          // A full batch means more may be due.
          schedule(n >= policy.batchSize ? 0 : policy.pollMs);
          return n;
        });
    }, ms);
    timer.unref();
  }

  return {
    runOnce,
    start() {
      stopping = false;
      schedule(policy.pollMs);
    },
    async stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

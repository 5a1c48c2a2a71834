// Queries of the workflow tables, and the few reads of people and roles the assignee rules need.
import { sql, type SQL } from 'drizzle-orm';
import type { TaskFilter } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';

export interface DefinitionRow {
  id: string;
  tenant_id: string | null;
  key: string;
  name: string;
  version: number;
  xml: string;
  deployed_by: string | null;
  deployed_at: Date;
}

/** Process definitions and decisions share their shape: versions per tenant, or platform templates. */
type VersionedTable = 'wf_definitions' | 'wf_decisions';

export interface InstanceRow {
  id: string;
  tenant_id: string;
  definition_id: string;
  business_key: string | null;
  title: string | null;
  status: string;
  state: unknown;
  variables: Record<string, unknown>;
  passed: string[];
  flows: string[];
  started_by: string | null;
  started_by_name: string | null;
  started_at: Date;
  ended_at: Date | null;
  revision: number;
}

export interface TaskRow {
  id: string;
  tenant_id: string;
  instance_id: string;
  element_id: string;
  execution_id: string;
  name: string;
  queue: string | null;
  status: string;
  assignee_id: string | null;
  candidate_users: string[];
  candidate_roles: number[];
  candidate_depts: string[];
  form_id: string | null;
  form_version: number | null;
  due_at: Date | null;
  previous_element_id: string | null;
  created_at: Date;
  completed_at: Date | null;
  completed_by: string | null;
}

/** A task row with what lists show of its instance and definition. */
export interface TaskListRow extends TaskRow {
  definition_key: string;
  definition_name: string;
  business_key: string | null;
  title: string | null;
  assignee_name: string | null;
}

export interface JobRow {
  id: string;
  tenant_id: string;
  instance_id: string;
  kind: 'timer' | 'service';
  element_id: string;
  execution_id: string;
  handler: string | null;
  status: string;
  due_at: Date;
  attempts: number;
  max_attempts: number;
  last_error: string | null;
  output: Record<string, unknown> | null;
  created_at: Date;
}

export interface Caller {
  tenantId: string;
  tenantUserId: string;
  roleCodes: number[];
  deptId: string | null;
  /** The caller's real name, as history entries name the actor. */
  name?: string | null;
}

/** A PostgreSQL array literal: one bound parameter, whatever the number of items. */
const arrayLiteral = (items: readonly (string | number)[]) =>
  `{${items.map((i) => `"${String(i).replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
const uuidArray = (ids: readonly string[]) => sql`${arrayLiteral(ids)}::uuid[]`;
const intArray = (ids: readonly number[]) => sql`${arrayLiteral(ids)}::int[]`;
const textArray = (items: readonly string[]) => sql`${arrayLiteral(items)}::text[]`;

/** Tasks the caller may claim: a candidate user, or holding a candidate role or department. */
export function candidateOf(c: Caller): SQL {
  const parts = [sql`t.candidate_users @> ${uuidArray([c.tenantUserId])}`];
  if (c.roleCodes.length) parts.push(sql`t.candidate_roles && ${intArray(c.roleCodes)}`);
  if (c.deptId) parts.push(sql`t.candidate_depts @> ${uuidArray([c.deptId])}`);
  return sql`(t.status = 'open' and t.assignee_id is null and (${sql.join(parts, sql` or `)}))`;
}

/** The caller's keys in wf_task_candidates: itself, each of its role codes, its department. */
function candidateKeys(c: Caller): { kind: 'user' | 'role' | 'dept'; ref: string }[] {
  return [
    { kind: 'user', ref: c.tenantUserId },
    ...c.roleCodes.map((code) => ({ kind: 'role' as const, ref: String(code) })),
    ...(c.deptId ? [{ kind: 'dept' as const, ref: c.deptId }] : []),
  ];
}

/** Candidate rows of `x`, a set of task rows (a table or a CTE), for those open and unclaimed. */
const candidateRowsOf = (x: SQL) => sql`insert into wf_task_candidates
    (tenant_id, task_id, kind, ref, created_at, queue, due_at)
  select x.tenant_id, x.id, c.kind, c.ref, x.created_at, x.queue, x.due_at from ${x} x
  cross join lateral (
    select 'user' as kind, u::text as ref from unnest(x.candidate_users) u
    union select 'role', r::text from unnest(x.candidate_roles) r
    union select 'dept', d::text from unnest(x.candidate_depts) d) c
  where x.status = 'open' and x.assignee_id is null
  on conflict do nothing`;

/**
 * Runs `update` (an update of wf_tasks without returning) and drops the candidate rows of the tasks
 * it touched: they are claimed, delegated or ended. Answers the ids of those tasks.
 */
async function updateTasksClaimedOrEnded(db: Db, update: SQL): Promise<string[]> {
  return rowsOf<{ id: string }>(
    await db.execute(sql`with u as (${update} returning id),
      d as (delete from wf_task_candidates c using u where c.task_id = u.id)
      select id from u`),
  ).map((r) => r.id);
}

const taskColumns = sql`t.*, d.key as definition_key, d.name as definition_name, i.business_key, i.title,
  (select u.realname from tenant_users tu join users u on u.id = tu.user_id
    where tu.tenant_id = t.tenant_id and tu.id = t.assignee_id) as assignee_name`;

export const workflowRepo = {
  async definition(db: Db, id: string): Promise<DefinitionRow | undefined> {
    return rowsOf<DefinitionRow>(await db.execute(sql`select * from wf_definitions where id = ${id}`))[0];
  },

  /** The latest version of a definition or decision: the tenant's own, else the platform's template. */
  async latest(
    db: Db,
    table: VersionedTable,
    tenantId: string,
    key: string,
  ): Promise<DefinitionRow | undefined> {
    return rowsOf<DefinitionRow>(
      await db.execute(sql`select * from ${sql.identifier(table)} where key = ${key}
        and (tenant_id = ${tenantId} or tenant_id is null)
        order by (tenant_id is null), version desc limit 1`),
    )[0];
  },

  async insertVersion(
    db: Db,
    table: VersionedTable,
    row: {
      tenantId: string | null;
      key: string;
      name: string;
      version: number;
      xml: string;
      by: string | null;
    },
  ): Promise<DefinitionRow> {
    return rowsOf<DefinitionRow>(
      await db.execute(sql`insert into ${sql.identifier(table)} (tenant_id, key, name, version, xml, deployed_by)
        values (${row.tenantId}, ${row.key}, ${row.name}, ${row.version}, ${row.xml}, ${row.by}) returning *`),
    )[0]!;
  },

  async nextVersion(db: Db, table: VersionedTable, tenantId: string | null, key: string) {
    const owner = tenantId === null ? sql`tenant_id is null` : sql`tenant_id = ${tenantId}`;
    const rows = rowsOf<{ v: number }>(
      await db.execute(
        sql`select coalesce(max(version), 0) + 1 as v from ${sql.identifier(table)} where ${owner} and key = ${key}`,
      ),
    );
    return Number(rows[0]!.v);
  },

  /** Definitions of the tenant (latest version per key), or the platform's templates (tenantId null). */
  async definitions(
    db: Db,
    tenantId: string | null,
    keyword: string | undefined,
    offset: number,
    limit: number,
  ) {
    const owner = tenantId === null ? sql`d.tenant_id is null` : sql`d.tenant_id = ${tenantId}`;
    const like = keyword ? sql`and (d.key ilike ${`%${keyword}%`} or d.name ilike ${`%${keyword}%`})` : sql``;
    const rows = rowsOf<
      DefinitionRow & { total: number; running: number; finished: number; incidents: number }
    >(
      await db.execute(sql`
        with latest as (
          select distinct on (d.key) d.* from wf_definitions d where ${owner} ${like}
          order by d.key, d.version desc)
        select l.*, count(*) over () as total,
          (select count(*) from wf_instances i join wf_definitions x on x.id = i.definition_id
            where x.key = l.key and i.status = 'running' and i.tenant_id = ${tenantId ?? sql`i.tenant_id`}) as running,
          (select count(*) from wf_instances i join wf_definitions x on x.id = i.definition_id
            where x.key = l.key and i.status <> 'running' and i.tenant_id = ${tenantId ?? sql`i.tenant_id`}) as finished,
          (select count(*) from wf_jobs j join wf_instances i on i.id = j.instance_id
            join wf_definitions x on x.id = i.definition_id
            where x.key = l.key and j.status = 'incident' and j.tenant_id = ${tenantId ?? sql`j.tenant_id`}) as incidents
        from latest l order by l.deployed_at desc offset ${offset} limit ${limit}`),
    );
    return rows;
  },

  async versions(db: Db, tenantId: string, key: string) {
    return rowsOf<DefinitionRow>(
      await db.execute(sql`select * from wf_definitions where key = ${key}
        and (tenant_id = ${tenantId} or tenant_id is null) order by (tenant_id is null), version desc`),
    );
  },

  async decision(db: Db, id: string) {
    return rowsOf<DefinitionRow>(await db.execute(sql`select * from wf_decisions where id = ${id}`))[0];
  },

  async decisions(db: Db, tenantId: string) {
    return rowsOf<DefinitionRow>(
      await db.execute(sql`select distinct on (key) * from wf_decisions
        where tenant_id = ${tenantId} or tenant_id is null
        order by key, (tenant_id is null), version desc`),
    );
  },

  async insertInstance(
    db: Db,
    row: {
      id: string;
      tenantId: string;
      definitionId: string;
      businessKey: string | null;
      title: string | null;
      startedBy: string | null;
      startedByName: string | null;
    },
  ) {
    await db.execute(sql`insert into wf_instances
      (id, tenant_id, definition_id, business_key, title, status, started_by, started_by_name)
      values (${row.id}, ${row.tenantId}, ${row.definitionId}, ${row.businessKey}, ${row.title}, 'running',
        ${row.startedBy}, ${row.startedByName})`);
  },

  /** The instance, locked until the transaction ends: one step of an instance at a time. */
  async lockInstance(db: Db, id: string): Promise<InstanceRow | undefined> {
    return rowsOf<InstanceRow>(
      await db.execute(sql`select * from wf_instances where id = ${id} for update`),
    )[0];
  },

  async instance(db: Db, id: string): Promise<InstanceRow | undefined> {
    return rowsOf<InstanceRow>(await db.execute(sql`select * from wf_instances where id = ${id}`))[0];
  },

  async saveInstance(
    db: Db,
    id: string,
    step: {
      status: string;
      state: unknown;
      variables: Record<string, unknown>;
      passed: string[];
      flows: string[];
      ended: boolean;
    },
  ) {
    await db.execute(sql`update wf_instances set status = ${step.status},
      state = ${step.state === null ? null : JSON.stringify(step.state)}::jsonb,
      variables = ${JSON.stringify(step.variables)}::jsonb,
      passed = passed || ${JSON.stringify(step.passed)}::jsonb,
      flows = flows || ${JSON.stringify(step.flows)}::jsonb,
      ended_at = case when ${step.ended} then now() else ended_at end,
      revision = revision + 1
      where id = ${id}`);
  },

  async instances(
    db: Db,
    tenantId: string,
    filter: { definitionKey?: string; status?: string; keyword?: string },
    offset: number,
    limit: number,
  ) {
    const where = [sql`i.tenant_id = ${tenantId}`];
    if (filter.definitionKey) where.push(sql`d.key = ${filter.definitionKey}`);
    if (filter.status) where.push(sql`i.status = ${filter.status}`);
    if (filter.keyword) {
      where.push(
        sql`(i.title ilike ${`%${filter.keyword}%`} or i.business_key ilike ${`%${filter.keyword}%`})`,
      );
    }
    return rowsOf<
      InstanceRow & {
        definition_key: string;
        definition_name: string;
        version: number;
        total: number;
        open_tasks: number;
        incidents: number;
      }
    >(
      await db.execute(sql`select i.id, i.definition_id, i.business_key, i.title, i.status, i.started_by_name,
          i.started_at, i.ended_at, d.key as definition_key, d.name as definition_name, d.version,
          count(*) over () as total,
          (select count(*) from wf_tasks t where t.instance_id = i.id and t.status = 'open') as open_tasks,
          (select count(*) from wf_jobs j where j.instance_id = i.id and j.status = 'incident') as incidents
        from wf_instances i join wf_definitions d on d.id = i.definition_id
        where ${sql.join(where, sql` and `)}
        order by i.started_at desc offset ${offset} limit ${limit}`),
    );
  },

  async instanceSummary(db: Db, id: string) {
    return rowsOf<
      InstanceRow & {
        definition_key: string;
        definition_name: string;
        version: number;
        open_tasks: number;
        incidents: number;
      }
    >(
      await db.execute(sql`select i.*, d.key as definition_key, d.name as definition_name, d.version,
          (select count(*) from wf_tasks t where t.instance_id = i.id and t.status = 'open') as open_tasks,
          (select count(*) from wf_jobs j where j.instance_id = i.id and j.status = 'incident') as incidents
        from wf_instances i join wf_definitions d on d.id = i.definition_id where i.id = ${id}`),
    )[0];
  },

  async job(db: Db, id: string): Promise<JobRow | undefined> {
    return rowsOf<JobRow>(await db.execute(sql`select * from wf_jobs where id = ${id}`))[0];
  },

  async finishJob(db: Db, id: string, output: Record<string, unknown> | null) {
    await db.execute(sql`update wf_jobs set status = 'done', output = ${output === null ? null : JSON.stringify(output)}::jsonb,
      lease_until = null where id = ${id}`);
  },

  /** Puts an incident back in the queue; the instance and element, or undefined when there is none. */
  async retryJob(db: Db, tenantId: string, id: string) {
    return rowsOf<{ instance_id: string; element_id: string }>(
      await db.execute(sql`update wf_jobs set status = 'pending', attempts = 0, due_at = now(), last_error = null
        where id = ${id} and status = 'incident' and tenant_id = ${tenantId} returning instance_id, element_id`),
    )[0];
  },

  async openTasks(db: Db, instanceId: string): Promise<TaskRow[]> {
    return rowsOf<TaskRow>(
      await db.execute(sql`select * from wf_tasks where instance_id = ${instanceId} and status = 'open'`),
    );
  },

  async lastCompletedUserStep(db: Db, instanceId: string): Promise<string | null> {
    const rows = rowsOf<{ element_id: string }>(
      await db.execute(sql`select element_id from wf_tasks where instance_id = ${instanceId} and status = 'completed'
        order by completed_at desc limit 1`),
    );
    return rows[0]?.element_id ?? null;
  },

  async insertTask(
    db: Db,
    t: {
      tenantId: string;
      instanceId: string;
      elementId: string;
      executionId: string;
      name: string;
      queue: string | null;
      assigneeId: string | null;
      candidateUsers: string[];
      candidateRoles: number[];
      candidateDepts: string[];
      formId: string | null;
      formVersion: number | null;
      dueAt: Date | null;
      previousElementId: string | null;
    },
  ): Promise<string> {
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`with t as (insert into wf_tasks (tenant_id, instance_id, element_id, execution_id,
          name, queue, assignee_id, candidate_users, candidate_roles, candidate_depts, form_id, form_version,
          due_at, previous_element_id)
        values (${t.tenantId}, ${t.instanceId}, ${t.elementId}, ${t.executionId}, ${t.name}, ${t.queue},
          ${t.assigneeId}, ${uuidArray(t.candidateUsers)}, ${intArray(t.candidateRoles)},
          ${uuidArray(t.candidateDepts)}, ${t.formId}, ${t.formVersion}, ${t.dueAt?.toISOString() ?? null},
          ${t.previousElementId})
        returning *),
        c as (${candidateRowsOf(sql`t`)})
        select id from t`),
    );
    return rows[0]!.id;
  },

  async cancelTasks(db: Db, ids: string[]) {
    if (!ids.length) return;
    await updateTasksClaimedOrEnded(
      db,
      sql`update wf_tasks set status = 'cancelled', completed_at = now()
        where id = any(${uuidArray(ids)}) and status = 'open'`,
    );
  },

  async cancelOpenTasksOf(db: Db, instanceId: string) {
    await updateTasksClaimedOrEnded(
      db,
      sql`update wf_tasks set status = 'cancelled', completed_at = now()
        where instance_id = ${instanceId} and status = 'open'`,
    );
  },

  async lockTask(db: Db, id: string): Promise<TaskRow | undefined> {
    return rowsOf<TaskRow>(await db.execute(sql`select * from wf_tasks where id = ${id} for update`))[0];
  },

  /** The task's tenant and instance: what a step needs to know before it locks the instance. */
  async taskOwner(db: Db, id: string) {
    return rowsOf<{ tenant_id: string; instance_id: string }>(
      await db.execute(sql`select tenant_id, instance_id from wf_tasks where id = ${id}`),
    )[0];
  },

  async task(db: Db, id: string): Promise<TaskListRow | undefined> {
    return rowsOf<TaskListRow>(
      await db.execute(sql`select ${taskColumns} from wf_tasks t join wf_instances i on i.id = t.instance_id
        join wf_definitions d on d.id = i.definition_id where t.id = ${id}`),
    )[0];
  },

  async finishTask(db: Db, id: string, by: string, outcome: string, comment: string | null) {
    await updateTasksClaimedOrEnded(
      db,
      sql`update wf_tasks set status = 'completed', completed_by = ${by}, completed_at = now(),
        outcome = ${outcome}, comment = ${comment}, assignee_id = coalesce(assignee_id, ${by}) where id = ${id}`,
    );
  },

  /** Hands the task to someone, or (null) offers it to its candidates again. */
  async setAssignee(db: Db, id: string, assigneeId: string | null) {
    const update = sql`update wf_tasks set assignee_id = ${assigneeId} where id = ${id}`;
    if (assigneeId) await updateTasksClaimedOrEnded(db, update);
    else await db.execute(sql`with t as (${update} returning *) ${candidateRowsOf(sql`t`)}`);
  },

  /** Claims an unclaimed open task; false when someone else holds it or it is done. */
  async claim(db: Db, id: string, by: string): Promise<boolean> {
    const ids = await updateTasksClaimedOrEnded(
      db,
      sql`update wf_tasks set assignee_id = ${by} where id = ${id} and status = 'open' and assignee_id is null`,
    );
    return ids.length === 1;
  },

  async tasks(db: Db, c: Caller, f: TaskFilter & { pageIndex: number; pageSize: number }) {
    const filters: SQL[] = [];
    if (f.queue) filters.push(sql`t.queue = ${f.queue}`);
    if (f.definitionKey) filters.push(sql`d.key = ${f.definitionKey}`);
    if (f.keyword) {
      const like = `%${f.keyword}%`;
      filters.push(sql`(t.name ilike ${like} or i.title ilike ${like} or i.business_key ilike ${like})`);
    }
    if (f.overdue) filters.push(sql`t.due_at < now()`);
    const offset = (f.pageIndex - 1) * f.pageSize;
    if (f.scope === 'done') {
      return rowsOf<TaskListRow & { total: number }>(
        await db.execute(sql`select ${taskColumns}, count(*) over () as total
          from wf_tasks t join wf_instances i on i.id = t.instance_id join wf_definitions d on d.id = i.definition_id
          where ${sql.join(
            [
              sql`t.tenant_id = ${c.tenantId}`,
              sql`t.status = 'completed'`,
              sql`t.completed_by = ${c.tenantUserId}`,
              ...filters,
            ],
            sql` and `,
          )}
          order by t.completed_at desc offset ${offset} limit ${f.pageSize}`),
      );
    }
    // Open tasks: the caller's own, and per candidate key those it may claim, each read in creation
    // order through its index and cut at the end of the page; the page is taken from their union. A task
    // is either assigned or in wf_task_candidates, never both.
    const instanceJoin =
      f.definitionKey || f.keyword
        ? sql`join wf_instances i on i.id = t.instance_id join wf_definitions d on d.id = i.definition_id`
        : sql``;
    const and = filters.length ? sql` and ${sql.join(filters, sql` and `)}` : sql``;
    const limit = offset + f.pageSize;
    const mineSql = (cut: boolean) => sql`select t.id, t.created_at from wf_tasks t ${instanceJoin}
      where t.tenant_id = ${c.tenantId} and t.status = 'open' and t.assignee_id = ${c.tenantUserId}${and}
      ${cut ? sql`order by t.created_at desc, t.id desc limit ${limit}` : sql``}`;
    const keySql = (kind: string, ref: string, cut: boolean) => sql`select c.task_id as id, c.created_at
      from wf_task_candidates c
      ${filters.length ? sql`join wf_tasks t on t.id = c.task_id ${instanceJoin}` : sql``}
      where c.tenant_id = ${c.tenantId} and c.kind = ${kind} and c.ref = ${ref}${and}
      ${cut ? sql`order by c.created_at desc, c.task_id desc limit ${limit}` : sql``}`;
    const parts = (cut: boolean) => [
      ...(f.scope !== 'candidate' ? [mineSql(cut)] : []),
      ...(f.scope !== 'mine' ? candidateKeys(c).map((k) => keySql(k.kind, k.ref, cut)) : []),
    ];
    const union = (cut: boolean) =>
      sql.join(
        parts(cut).map((p) => sql`(${p})`),
        sql` union all `,
      );
    return rowsOf<TaskListRow & { total: number }>(
      await db.execute(sql`with hits as (${union(true)}),
        page as (select id, created_at from hits group by id, created_at
          order by created_at desc, id desc offset ${offset} limit ${f.pageSize})
        select ${taskColumns},
          (select count(*) from (select distinct id from (${union(false)}) a) b) as total
        from page p join wf_tasks t on t.id = p.id join wf_instances i on i.id = t.instance_id
          join wf_definitions d on d.id = i.definition_id
        order by p.created_at desc, p.id desc`),
    );
  },

  async counts(db: Db, c: Caller) {
    // Per candidate key an index-only scan; a task offered under several keys counts once.
    const keys = candidateKeys(c).map(
      (k) => sql`(select c.task_id, c.queue, c.due_at from wf_task_candidates c
        where c.tenant_id = ${c.tenantId} and c.kind = ${k.kind} and c.ref = ${k.ref})`,
    );
    return rowsOf<{ queue: string | null; mine: number; candidate: number; overdue: number }>(
      await db.execute(sql`select queue, sum(mine) as mine, sum(candidate) as candidate, sum(overdue) as overdue
        from (
          select t.queue, count(*) as mine, 0 as candidate, count(*) filter (where t.due_at < now()) as overdue
          from wf_tasks t where t.tenant_id = ${c.tenantId} and t.status = 'open' and t.assignee_id = ${c.tenantUserId}
          group by t.queue
          union all
          select queue, 0, count(*), count(*) filter (where due_at < now())
          from (select distinct task_id, queue, due_at from (${sql.join(keys, sql` union all `)}) a) k
          group by queue) x
        group by queue`),
    );
  },

  async instanceTasks(db: Db, instanceId: string) {
    return rowsOf<TaskListRow>(
      await db.execute(sql`select ${taskColumns} from wf_tasks t join wf_instances i on i.id = t.instance_id
        join wf_definitions d on d.id = i.definition_id where t.instance_id = ${instanceId}
        order by t.created_at`),
    );
  },

  /** Whether the caller has or had a task in the instance (may follow its progress). */
  async takesPart(db: Db, c: Caller, instanceId: string): Promise<boolean> {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`select 1 as n from wf_tasks t where t.instance_id = ${instanceId}
        and (t.assignee_id = ${c.tenantUserId} or t.completed_by = ${c.tenantUserId} or ${candidateOf(c)}) limit 1`),
    );
    return rows.length > 0;
  },

  async jobs(db: Db, instanceId: string, statuses: string[]): Promise<JobRow[]> {
    return rowsOf<JobRow>(
      await db.execute(sql`select * from wf_jobs where instance_id = ${instanceId}
        and status = any(${textArray(statuses)}) order by created_at`),
    );
  },

  async insertJob(
    db: Db,
    j: {
      tenantId: string;
      instanceId: string;
      kind: 'timer' | 'service';
      elementId: string;
      executionId: string;
      handler: string | null;
      dueAt: Date;
      maxAttempts: number;
    },
  ) {
    await db.execute(sql`insert into wf_jobs (tenant_id, instance_id, kind, element_id, execution_id, handler,
        due_at, max_attempts)
      values (${j.tenantId}, ${j.instanceId}, ${j.kind}, ${j.elementId}, ${j.executionId}, ${j.handler},
        ${j.dueAt.toISOString()}, ${j.maxAttempts})`);
  },

  async setJobStatus(db: Db, ids: string[], status: string) {
    if (!ids.length) return;
    await db.execute(
      sql`update wf_jobs set status = ${status}, lease_until = null where id = any(${uuidArray(ids)})`,
    );
  },

  async history(db: Db, instanceId: string) {
    return rowsOf<{
      id: string;
      at: Date;
      kind: string;
      element_id: string | null;
      element_name: string | null;
      actor_name: string | null;
      comment: string | null;
    }>(await db.execute(sql`select * from wf_history where instance_id = ${instanceId} order by at, id`));
  },

  async addHistory(
    db: Db,
    tenantId: string,
    instanceId: string,
    entries: {
      kind: string;
      elementId?: string | null;
      elementName?: string | null;
      actorId?: string | null;
      actorName?: string | null;
      comment?: string | null;
    }[],
  ) {
    if (!entries.length) return;
    // clock_timestamp() keeps the order of entries written in one transaction.
    const values = entries.map(
      (e) => sql`(${tenantId}, ${instanceId}, clock_timestamp(), ${e.kind}, ${e.elementId ?? null},
        ${e.elementName ?? null}, ${e.actorId ?? null}, ${e.actorName ?? null}, ${e.comment ?? null})`,
    );
    await db.execute(sql`insert into wf_history (tenant_id, instance_id, at, kind, element_id, element_name,
      actor_id, actor_name, comment) values ${sql.join(values, sql`, `)}`);
  },

  async caller(db: Db, tenantId: string, tenantUserId: string, roleId: string | null): Promise<Caller> {
    const roleFilter = roleId ? sql`and r.id = ${roleId}` : sql``;
    const rows = rowsOf<{ codes: number[] | null; dept_id: string | null; realname: string | null }>(
      await db.execute(sql`select tu.dept_id, (select u.realname from users u where u.id = tu.user_id) as realname,
          (select array_agg(distinct r.code) from tenant_user_roles tur join roles r on r.id = tur.role_id
            where tur.tenant_id = tu.tenant_id and tur.tenant_user_id = tu.id ${roleFilter}) as codes
        from tenant_users tu where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
    );
    return {
      tenantId,
      tenantUserId,
      roleCodes: (rows[0]?.codes ?? []).map(Number),
      deptId: rows[0]?.dept_id ?? null,
      name: rows[0]?.realname ?? null,
    };
  },

  /** Tenant users named by username or by tenant-user id. */
  async usersNamed(db: Db, tenantId: string, names: string[]): Promise<string[]> {
    if (!names.length) return [];
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and (u.username = any(${textArray(names)}) or tu.id::text = any(${textArray(names)}))`),
    );
    return rows.map((r) => r.id);
  },

  async usersWithRoles(db: Db, tenantId: string, codes: number[]): Promise<string[]> {
    if (!codes.length) return [];
    const rows = rowsOf<{ id: string }>(
      await db.execute(sql`select distinct tur.tenant_user_id as id from tenant_user_roles tur
        join roles r on r.id = tur.role_id where tur.tenant_id = ${tenantId} and r.code = any(${intArray(codes)})`),
    );
    return rows.map((r) => r.id);
  },

  async usersInDepts(db: Db, tenantId: string, depts: string[]): Promise<string[]> {
    if (!depts.length) return [];
    const rows = rowsOf<{ id: string }>(
      await db.execute(
        sql`select id from tenant_users where tenant_id = ${tenantId} and dept_id = any(${uuidArray(depts)})`,
      ),
    );
    return rows.map((r) => r.id);
  },

  /** Whether the caller's roles (the session's role only, when it chose one) grant a work-queue page. */
  async holdsQueuePage(db: Db, tenantId: string, tenantUserId: string, roleId: string | null) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`select 1 as n from tenant_user_roles tur
        join roles ro on ro.id = tur.role_id and ro.status = 1
        join role_resources rr on rr.role_id = tur.role_id
        join resources r on r.id = rr.resource_id and r.status = 1
        where tur.tenant_id = ${tenantId} and tur.tenant_user_id = ${tenantUserId}
          ${roleId ? sql`and tur.role_id = ${roleId}` : sql``} and r.path like '%@wait' limit 1`),
    );
    return rows.length > 0;
  },

  /** Active users of the tenant whose account or name holds the keyword, at most `limit`. */
  async activeUsers(db: Db, tenantId: string, keyword: string | undefined, limit: number) {
    const like = keyword
      ? sql`and (u.username ilike ${containsPattern(keyword)} or u.realname ilike ${containsPattern(keyword)})`
      : sql``;
    return rowsOf<{ id: string; username: string; realname: string }>(
      await db.execute(sql`select tu.id, u.username, u.realname from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.status = 1 ${like}
        order by tu.created_at, u.username limit ${limit}`),
    );
  },

  async displayName(db: Db, tenantId: string, tenantUserId: string): Promise<string | null> {
    const rows = rowsOf<{ realname: string }>(
      await db.execute(sql`select u.realname from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${tenantId} and tu.id = ${tenantUserId}`),
    );
    return rows[0]?.realname ?? null;
  },
};

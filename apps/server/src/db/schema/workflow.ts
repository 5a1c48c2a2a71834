// Workflow (issue 18): BPMN process definitions and DMN decisions with versions, the running
// instances (bpmn-engine's serialized state), their user tasks, the jobs the engine waits on (timers,
// service handlers) and the history of every step. One step of an instance writes its state, tasks,
// jobs and history in one transaction, under a row lock on the instance.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenants } from './identity.js';

export const wfDefinitions = pgTable(
  'wf_definitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** null: a platform template every tenant may copy. */
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** The BPMN process id. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    xml: text('xml').notNull(),
    deployedBy: text('deployed_by'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wf_definitions_tenant_key_version_key').on(t.tenantId, t.key, t.version),
    index('wf_definitions_key_idx').on(t.key, t.version),
  ],
);

export const wfDecisions = pgTable(
  'wf_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id').references(() => tenants.id, { onDelete: 'cascade' }),
    /** The id of the document's first decision; business-rule tasks name it. */
    key: text('key').notNull(),
    name: text('name').notNull(),
    version: integer('version').notNull(),
    xml: text('xml').notNull(),
    deployedBy: text('deployed_by'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wf_decisions_tenant_key_version_key').on(t.tenantId, t.key, t.version)],
);

export const wfInstances = pgTable(
  'wf_instances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    definitionId: uuid('definition_id')
      .notNull()
      .references(() => wfDefinitions.id),
    businessKey: text('business_key'),
    title: text('title'),
    /** running | completed | cancelled | failed */
    status: text('status').notNull(),
    /** bpmn-engine's getState(), null once the instance ended. */
    state: jsonb('state'),
    variables: jsonb('variables')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** Elements passed, flows taken and elements failed, for the progress diagram. */
    passed: jsonb('passed')
      .notNull()
      .default(sql`'[]'::jsonb`),
    flows: jsonb('flows')
      .notNull()
      .default(sql`'[]'::jsonb`),
    startedBy: uuid('started_by'),
    startedByName: text('started_by_name'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Counts steps; a step that finds another number than it read lost a race. */
    revision: integer('revision').notNull().default(0),
  },
  (t) => [
    index('wf_instances_tenant_definition_idx').on(t.tenantId, t.definitionId, t.status),
    index('wf_instances_tenant_started_idx').on(t.tenantId, t.startedAt),
  ],
);

export const wfTasks = pgTable(
  'wf_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    elementId: text('element_id').notNull(),
    /** The engine's execution id of the waiting activity (signalled on completion). */
    executionId: text('execution_id').notNull(),
    name: text('name').notNull(),
    queue: text('queue'),
    /** open | completed | cancelled */
    status: text('status').notNull().default('open'),
    assigneeId: uuid('assignee_id'),
    candidateUsers: uuid('candidate_users')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    candidateRoles: integer('candidate_roles')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    candidateDepts: uuid('candidate_depts')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    formId: uuid('form_id'),
    formVersion: integer('form_version'),
    dueAt: timestamp('due_at', { withTimezone: true }),
    /** The user step before this one, where a return goes back to. */
    previousElementId: text('previous_element_id'),
    outcome: text('outcome'),
    comment: text('comment'),
    completedBy: uuid('completed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    overdueNotified: boolean('overdue_notified').notNull().default(false),
  },
  (t) => [
    index('wf_tasks_assignee_open_idx')
      .on(t.tenantId, t.assigneeId, t.createdAt)
      .where(sql`status = 'open'`),
    index('wf_tasks_candidates_open_idx')
      .using('gin', t.candidateUsers, t.candidateRoles, t.candidateDepts)
      .where(sql`status = 'open' and assignee_id is null`),
    index('wf_tasks_instance_idx').on(t.instanceId, t.createdAt),
    index('wf_tasks_completed_by_idx')
      .on(t.tenantId, t.completedBy, t.completedAt)
      .where(sql`status = 'completed'`),
    index('wf_tasks_due_open_idx')
      .on(t.dueAt)
      .where(sql`status = 'open' and due_at is not null and not overdue_notified`),
  ],
);

/**
 * Who may claim each open unclaimed task, one row per candidate user, role or department: a copy of
 * the task's candidate arrays that a plain btree serves. Row-level security keeps PostgreSQL from
 * using the GIN index on those arrays (their operators are not leakproof); equality on these columns
 * is, so a caller's candidate tasks are read in creation order per key through the index. Rows come
 * with the task and go when it is claimed, delegated or ends (repo.ts, in the same transaction).
 */
export const wfTaskCandidates = pgTable(
  'wf_task_candidates',
  {
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id')
      .notNull()
      .references(() => wfTasks.id, { onDelete: 'cascade' }),
    /** user (a tenant-user id) | role (a role code) | dept (a department id) */
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    /** The task's own creation time, queue and due date, so that lists and counts need not read it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    queue: text('queue'),
    dueAt: timestamp('due_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.taskId, t.kind, t.ref] }),
    // Ordered by creation for list pages; queue and due date too, so that counts read the index alone.
    index('wf_task_candidates_key_idx').on(
      t.tenantId,
      t.kind,
      t.ref,
      t.createdAt,
      t.taskId,
      t.queue,
      t.dueAt,
    ),
  ],
);

export const wfJobs = pgTable(
  'wf_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    /** timer | service */
    kind: text('kind').notNull(),
    elementId: text('element_id').notNull(),
    executionId: text('execution_id').notNull(),
    handler: text('handler'),
    /** pending | done | incident | cancelled */
    status: text('status').notNull().default('pending'),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    lastError: text('last_error'),
    /** The handler's result, handed to the engine when the instance resumes. */
    output: jsonb('output'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('wf_jobs_due_idx')
      .on(t.dueAt)
      .where(sql`status = 'pending'`),
    index('wf_jobs_instance_idx').on(t.instanceId, t.status),
  ],
);

export const wfHistory = pgTable(
  'wf_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => wfInstances.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: text('kind').notNull(),
    elementId: text('element_id'),
    elementName: text('element_name'),
    actorId: uuid('actor_id'),
    actorName: text('actor_name'),
    comment: text('comment'),
  },
  (t) => [index('wf_history_instance_idx').on(t.instanceId, t.at)],
);

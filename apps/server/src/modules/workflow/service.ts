// The workflow service: deployment of process definitions and decisions, instances and their steps,
// user tasks, and the jobs (timers, service handlers) the engine waits on. Every step of an instance
// runs under a row lock on the instance and commits the engine state, the tasks, the jobs and the
// history in one transaction, so a crash between steps loses nothing and no step is applied twice.
import crypto from 'node:crypto';
import { isExpression, queuePage } from '@platform/contract/workflow-model';
import type {
  HistoryEntry,
  InstanceSummary,
  ModelProblem,
  TaskFilter,
  TaskSummary,
} from '@platform/contract';
import { validateSubmission } from '@platform/form-core';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, forbidden, notFound, refuse } from '../../http/errors.js';
import { render, text, type Language, type Text } from '../../i18n/index.js';
import type { MessageSender } from '../messages/send.js';
import { evaluateDecision, parseDecisions, type DmnModel } from './dmn/index.js';
import {
  compileSource,
  feel,
  runStep,
  type CompiledSource,
  type StepAction,
  type StepResult,
  type Variables,
} from './engine.js';
import { readProcess, routeOf, type ElementInfo, type ProcessModel, type Problem } from './model.js';
import {
  workflowRepo as repo,
  type Caller,
  type DefinitionRow,
  type InstanceRow,
  type TaskListRow,
} from './repo.js';

/** What a service handler gets: the job, the instance's variables, and a database for its own writes. */
export interface HandlerContext {
  tenantId: string;
  instanceId: string;
  jobId: string;
  elementId: string;
  variables: Variables;
  startedBy: string | null;
}

export interface Handler {
  description: Text;
  /** Answers variables to merge into the instance; throws to fail the attempt. */
  run(ctx: HandlerContext): Promise<Variables | void>;
}

export interface FormTemplates {
  templateAt(
    tenantId: string,
    id: string,
    version?: number | null,
    tx?: Db,
  ): Promise<{ id: string; version: number; name: string; json: string } | undefined>;
}

interface Actor {
  id: string | null;
  name: string | null;
}

const SYSTEM_ADMIN_CODE = 1;
const USER_LOOKUP_SIZE = 20;
const DUE_DURATION =
  /^P(?!$)(?:(\d+)Y)?(?:(\d+)M)?(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+(?:\.\d+)?)S)?)?$/;

/** An ISO 8601 duration added to `from` (months as 30 days, years as 365). */
export function addDuration(from: Date, duration: string): Date | null {
  const m = DUE_DURATION.exec(duration.trim());
  if (!m) return null;
  const [y, mo, w, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  const days = y! * 365 + mo! * 30 + w! * 7 + d!;
  return new Date(from.getTime() + ((days * 24 + h!) * 3600 + mi! * 60 + s!) * 1000);
}

const list = (value: unknown): string[] => {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap(list);
  return String(value)
    .split(',')
    .map((v) => v.trim())
    .filter(Boolean);
};

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

export function workflowService(deps: {
  db: Db;
  sender: MessageSender;
  forms: FormTemplates;
  log?: { error(obj: object, msg: string): void };
}) {
  const { db, sender, forms } = deps;
  const handlers = new Map<string, Handler>();
  const models = new Map<string, Promise<ProcessModel>>();
  const decisionModels = new Map<string, Promise<DmnModel>>();
  const sources = new Map<string, Promise<CompiledSource>>();
  const definitions = new Map<string, DefinitionRow>();
  const callers = new WeakMap<RequestContext, Promise<Caller>>();

  const handlerNames = () => new Set(handlers.keys());

  function modelOf(def: DefinitionRow): Promise<ProcessModel> {
    let model = models.get(def.id);
    if (!model) {
      model = readProcess(def.xml, { handlers: handlerNames() }).then(({ model: m }) => {
        if (!m) throw new Error(`definition ${def.id} cannot be read`);
        return m;
      });
      models.set(def.id, model);
    }
    return model;
  }

  /** The definition as the engine runs it, read once per version (a deployed version never changes). */
  function sourceOf(def: DefinitionRow): Promise<CompiledSource> {
    let source = sources.get(def.id);
    if (!source) {
      source = compileSource(def.xml);
      // A failed reading is not kept: the next step tries again.
      source.catch(() => sources.delete(def.id));
      sources.set(def.id, source);
    }
    return source;
  }

  function decisionModelOf(row: DefinitionRow): Promise<DmnModel> {
    let model = decisionModels.get(row.id);
    if (!model) {
      model = parseDecisions(row.xml).then(({ definitions }) => definitions);
      decisionModels.set(row.id, model);
    }
    return model;
  }

  /** A definition version by id: read once, a deployed version never changes. */
  async function definitionOf(tx: Db, id: string): Promise<DefinitionRow | undefined> {
    let def = definitions.get(id);
    if (!def) {
      def = await repo.definition(tx, id);
      if (def) definitions.set(id, def);
    }
    return def;
  }

  /** The caller's roles, department and name, read once per call of the service. */
  function callerOf(ctx: RequestContext): Promise<Caller> {
    let caller = callers.get(ctx);
    if (!caller) {
      caller = repo.caller(db, ctx.tenantId, ctx.tenantUserId, ctx.roleId);
      callers.set(ctx, caller);
    }
    return caller;
  }

  async function isAdmin(ctx: RequestContext, caller?: Caller) {
    if (ctx.isPlatformAdmin) return true;
    const c = caller ?? (await callerOf(ctx));
    return c.roleCodes.includes(SYSTEM_ADMIN_CODE);
  }

  async function assertAdmin(ctx: RequestContext) {
    if (!(await isAdmin(ctx))) forbidden(text('workflow.notAdmin'));
  }

  /** An instance's detail and progress are for administrators, its starter and those who take part. */
  async function assertFollows(ctx: RequestContext, caller: Caller, inst: InstanceRow) {
    if (await isAdmin(ctx, caller)) return;
    if (inst.started_by === ctx.tenantUserId || (await repo.takesPart(db, caller, inst.id))) return;
    forbidden(text('workflow.notCandidate'));
  }

  async function actorOf(ctx: RequestContext): Promise<Actor> {
    return { id: ctx.tenantUserId, name: (await callerOf(ctx)).name ?? null };
  }

  const problemsIn = (language: Language, problems: Problem[]): ModelProblem[] =>
    problems.map((p) => ({
      elementId: p.elementId,
      elementName: p.elementName,
      message: render(language, p.message),
    }));

  /** Problems that need the tenant's data: decisions and forms the process names. */
  async function checkReferences(tenantId: string, model: ProcessModel): Promise<Problem[]> {
    const problems: Problem[] = [];
    for (const el of model.elements.values()) {
      if (el.decisionRef && !(await repo.latest(db, 'wf_decisions', tenantId, el.decisionRef))) {
        problems.push({
          elementId: el.id,
          elementName: el.name,
          message: text('workflow.unknownDecision', { key: el.decisionRef }),
        });
      }
      if (el.formKey && !isExpression(el.formKey)) {
        const ok = /^[0-9a-f-]{36}$/i.test(el.formKey) && (await forms.templateAt(tenantId, el.formKey));
        if (!ok)
          problems.push({
            elementId: el.id,
            elementName: el.name,
            message: text('workflow.unknownForm', { formKey: el.formKey }),
          });
      }
    }
    return problems;
  }

  async function validate(tenantId: string, xml: string) {
    const { model, problems } = await readProcess(xml, { handlers: handlerNames() });
    if (model) problems.push(...(await checkReferences(tenantId, model)));
    return { model, problems };
  }

  // ---- steps -------------------------------------------------------------------------------------

  /** Preloads the decisions a process's business-rule tasks call, for the engine's synchronous step. */
  async function decider(tx: Db, tenantId: string, model: ProcessModel) {
    const loaded = new Map<string, { model: DmnModel; el: ElementInfo }>();
    for (const el of model.elements.values()) {
      if (el.type !== 'bpmn:BusinessRuleTask' || !el.decisionRef) continue;
      const row = await repo.latest(tx, 'wf_decisions', tenantId, el.decisionRef);
      if (row) loaded.set(el.id, { model: await decisionModelOf(row), el });
    }
    return (elementId: string, variables: Variables): Variables => {
      const entry = loaded.get(elementId);
      if (!entry) throw new Error(`no decision for ${elementId}`);
      const { result } = evaluateDecision(entry.model, entry.el.decisionRef, variables);
      if (entry.el.resultVariable) return { [entry.el.resultVariable]: result };
      return result && typeof result === 'object' && !Array.isArray(result)
        ? (result as Variables)
        : { result };
    };
  }

  function evaluateRule(value: string | undefined, variables: Variables): string[] {
    if (!value) return [];
    if (!isExpression(value)) return list(value);
    try {
      return list(feel(value.trimStart().slice(1), variables));
    } catch {
      return [];
    }
  }

  /**
   * The reads of people that opening tasks needs (users by name, holders of roles, members of
   * departments), each asked once per step: parallel branches often name the same people.
   */
  function peopleOf(tx: Db, tenantId: string) {
    const memo = new Map<string, Promise<string[]>>();
    const once = <T extends string | number>(
      kind: string,
      keys: T[],
      read: (tx: Db, tenantId: string, keys: T[]) => Promise<string[]>,
    ) => {
      const key = `${kind}:${keys.join(',')}`;
      let ids = memo.get(key);
      if (!ids) memo.set(key, (ids = read(tx, tenantId, keys)));
      return ids;
    };
    return {
      named: (names: string[]) => once('named', names, repo.usersNamed),
      withRoles: (codes: number[]) => once('roles', codes, repo.usersWithRoles),
      inDepts: (depts: string[]) => once('depts', depts, repo.usersInDepts),
    };
  }

  async function openTask(
    tx: Db,
    inst: InstanceRow,
    model: ProcessModel,
    el: ElementInfo,
    executionId: string,
    variables: Variables,
    previous: string | null,
    people: ReturnType<typeof peopleOf>,
  ) {
    const tenantId = inst.tenant_id;
    const assignees = await people.named(evaluateRule(el.assignee, variables));
    const candidateUsers = await people.named(evaluateRule(el.candidateUsers, variables));
    const candidateRoles = evaluateRule(el.candidateRoles, variables)
      .map(Number)
      .filter((n) => Number.isInteger(n));
    const candidateDepts = evaluateRule(el.candidateDepts, variables).filter((d) =>
      /^[0-9a-f-]{36}$/i.test(d),
    );
    let formId: string | null = null;
    let formVersion: number | null = null;
    const formKey =
      el.formKey && (isExpression(el.formKey) ? evaluateRule(el.formKey, variables)[0] : el.formKey);
    if (formKey) {
      const form = /^[0-9a-f-]{36}$/i.test(formKey)
        ? await forms.templateAt(tenantId, formKey, null, tx)
        : undefined;
      if (form) {
        formId = form.id;
        formVersion = form.version;
      }
    }
    let dueAt: Date | null = null;
    if (el.dueDate) {
      const due = isExpression(el.dueDate) ? evaluateRule(el.dueDate, variables)[0] : el.dueDate;
      if (due) dueAt = addDuration(new Date(), due) ?? (Number.isNaN(Date.parse(due)) ? null : new Date(due));
    }
    const id = await repo.insertTask(tx, {
      tenantId,
      instanceId: inst.id,
      elementId: el.id,
      executionId,
      name: el.name ?? el.id,
      queue: el.queue ?? null,
      assigneeId: assignees[0] ?? null,
      candidateUsers,
      candidateRoles,
      candidateDepts,
      formId,
      formVersion,
      dueAt,
      previousElementId: previous,
    });
    // Who hears of it: the assignee, or every candidate.
    const receivers = assignees[0]
      ? [assignees[0]]
      : [
          ...new Set([
            ...candidateUsers,
            ...(await people.withRoles(candidateRoles)),
            ...(await people.inDepts(candidateDepts)),
          ]),
        ];
    if (receivers.length) {
      const queueTitle = el.queue ? text(`workflow.queue.${el.queue}` as never) : text('workflow.queueTodo');
      const params = { process: model.name, title: inst.title ?? '', task: el.name ?? el.id };
      await sender
        .send(
          {
            tenantId,
            to: { type: 'users', tenantUserIds: receivers.slice(0, 500) },
            channels: [1],
            title: text('workflow.taskAssignedTitle', {
              queue: el.queue && isQueue(el.queue) ? queueTitle : text('workflow.queueTodo'),
              task: el.name ?? el.id,
            }),
            content: text(
              assignees[0] ? 'workflow.taskAssignedContent' : 'workflow.taskCandidateContent',
              params,
            ),
            targetType: 21,
            smsType: 'workflowTask',
            param: {
              taskId: id,
              wfInstanceId: inst.id,
              queue: el.queue ?? null,
              route: el.queue ? queuePage(el.queue) : null,
            },
          },
          tx,
        )
        .catch((err: unknown) => deps.log?.error({ err }, 'workflow task message failed'));
    }
    return id;
  }

  const QUEUES = new Set([
    'awaitApply',
    'awaitBazaar',
    'awaitApplyReview',
    'review',
    'approve',
    'filing',
    'bizReview',
    'carbonVerify',
  ]);
  const isQueue = (q: string) => QUEUES.has(q);

  /** Writes a step's outcome: instance, tasks, jobs, history; inside the caller's transaction. */
  async function commitStep(
    tx: Db,
    inst: InstanceRow,
    model: ProcessModel,
    result: StepResult,
    actor: Actor,
    /** The user step this one follows when the caller knows it; otherwise read when a task opens. */
    previousStep?: string | null,
  ) {
    const failed = result.failure !== null;
    const status = failed ? 'failed' : result.ended ? 'completed' : 'running';
    await repo.saveInstance(tx, inst.id, {
      status,
      state: result.ended || failed ? null : result.state,
      variables: result.variables,
      passed: result.passed,
      flows: result.flows,
      ended: result.ended || failed,
    });
    const history: Parameters<typeof repo.addHistory>[3] = [];
    const nameOf = (id: string) => model.elements.get(id)?.name ?? null;
    for (const id of result.passed) {
      const el = model.elements.get(id);
      if (!el) continue;
      if (el.type === 'bpmn:ServiceTask' || el.type === 'bpmn:SendTask')
        history.push({ kind: 'serviceDone', elementId: id, elementName: el.name });
      else if (el.type === 'bpmn:BusinessRuleTask')
        history.push({ kind: 'decisionEvaluated', elementId: id, elementName: el.name });
      else if (el.type === 'bpmn:BoundaryEvent' || el.type === 'bpmn:IntermediateCatchEvent') {
        history.push({ kind: 'timerFired', elementId: id, elementName: el.name });
      }
    }

    // Tasks: open the new waits, cancel those the engine no longer waits on.
    const open = await repo.openTasks(tx, inst.id);
    const waiting = new Set(result.waiting.map((w) => w.executionId));
    await repo.cancelTasks(
      tx,
      open.filter((t) => !waiting.has(t.execution_id)).map((t) => t.id),
    );
    const known = new Set(open.map((t) => t.execution_id));
    const people = peopleOf(tx, inst.tenant_id);
    let previous = previousStep;
    for (const w of result.waiting) {
      if (known.has(w.executionId)) continue;
      if (previous === undefined) previous = await repo.lastCompletedUserStep(tx, inst.id);
      const el = model.elements.get(w.elementId) ?? {
        id: w.elementId,
        type: 'bpmn:UserTask',
        name: null,
        outgoing: [],
      };
      await openTask(tx, inst, model, el, w.executionId, result.variables, previous, people);
      history.push({ kind: 'taskCreated', elementId: el.id, elementName: el.name });
    }

    // Jobs: timers and services the engine waits on now.
    const jobs = await repo.jobs(tx, inst.id, ['pending', 'incident']);
    const timerIds = new Set(result.timers.map((t) => t.executionId));
    const serviceIds = new Set(result.services.map((s) => s.executionId));
    await repo.setJobStatus(
      tx,
      jobs
        .filter((j) => (j.kind === 'timer' ? !timerIds.has(j.execution_id) : !serviceIds.has(j.execution_id)))
        .map((j) => j.id),
      'cancelled',
    );
    const jobKnown = new Set(jobs.map((j) => j.execution_id));
    for (const timer of result.timers) {
      if (jobKnown.has(timer.executionId)) continue;
      await repo.insertJob(tx, {
        tenantId: inst.tenant_id,
        instanceId: inst.id,
        kind: 'timer',
        elementId: timer.elementId,
        executionId: timer.executionId,
        handler: null,
        dueAt: timer.expireAt,
        maxAttempts: 1,
      });
    }
    for (const service of result.services) {
      if (jobKnown.has(service.executionId)) continue;
      const el = model.elements.get(service.elementId);
      await repo.insertJob(tx, {
        tenantId: inst.tenant_id,
        instanceId: inst.id,
        kind: 'service',
        elementId: service.elementId,
        executionId: service.executionId,
        handler: el?.handler ?? null,
        dueAt: new Date(),
        maxAttempts: Math.max(1, Math.min(10, el?.retries ?? 3)),
      });
    }
    if (failed) {
      history.push({
        kind: 'incident',
        elementId: result.failure!.elementId,
        elementName: result.failure!.elementId ? nameOf(result.failure!.elementId) : null,
        comment: result.failure!.message.slice(0, 500),
      });
      await repo.cancelOpenTasksOf(tx, inst.id);
    }
    if (result.ended) {
      history.push({ kind: 'completed', actorId: actor.id, actorName: actor.name });
      if (inst.started_by) {
        await sender
          .send(
            {
              tenantId: inst.tenant_id,
              to: { type: 'users', tenantUserIds: [inst.started_by] },
              channels: [1],
              title: text('workflow.processFinishedTitle', { process: model.name }),
              content: text('workflow.processFinishedContent', {
                process: model.name,
                title: inst.title ?? '',
              }),
              targetType: null,
              smsType: 'workflowFinished',
              param: { wfInstanceId: inst.id },
            },
            tx,
          )
          .catch((err: unknown) => deps.log?.error({ err }, 'workflow finished message failed'));
      }
    }
    await repo.addHistory(tx, inst.tenant_id, inst.id, history);
    return status;
  }

  /** Runs one step of a locked instance and commits it; a step that cannot run leaves everything as it was. */
  async function step(
    tx: Db,
    inst: InstanceRow,
    action: StepAction,
    actor: Actor,
    extra: { serviceResults?: Map<string, Variables>; dueTimers?: Set<string> } = {},
  ) {
    const def = await definitionOf(tx, inst.definition_id);
    if (!def) throw new Error(`definition ${inst.definition_id} missing`);
    const model = await modelOf(def);
    const result = await runStep({
      state: inst.state,
      action,
      serviceResults: extra.serviceResults,
      dueTimers: extra.dueTimers,
      decide: await decider(tx, inst.tenant_id, model),
      compiled: await sourceOf(def),
    });
    // A new instance has no user step behind it; a completed task is the step its successors follow.
    const previous = action.kind === 'start' ? null : action.kind === 'signal' ? action.elementId : undefined;
    return commitStep(tx, inst, model, result, actor, previous);
  }

  // ---- instances ---------------------------------------------------------------------------------

  async function start(
    tenantId: string,
    input: {
      definitionKey: string;
      businessKey?: string | null;
      title?: string | null;
      variables?: Variables;
    },
    actor: Actor,
  ) {
    const def = await repo.latest(db, 'wf_definitions', tenantId, input.definitionKey);
    if (!def) notFound(text('workflow.definitionKeyMissing', { key: input.definitionKey }));
    const id = crypto.randomUUID();
    await db.transaction(async (tx) => {
      await repo.insertInstance(tx as Db, {
        id,
        tenantId,
        definitionId: def.id,
        businessKey: input.businessKey ?? null,
        title: input.title ?? null,
        startedBy: actor.id,
        startedByName: actor.name,
      });
      const inst = (await repo.lockInstance(tx as Db, id))!;
      await repo.addHistory(tx as Db, tenantId, id, [
        { kind: 'started', actorId: actor.id, actorName: actor.name },
      ]);
      const status = await step(
        tx as Db,
        inst,
        { kind: 'start', source: def.xml, variables: { ...input.variables, starter: actor.id } },
        actor,
      );
      if (status === 'failed') {
        // A process that fails at its first step is refused, not kept.
        throw new AppError(400, text('workflow.stepFailed', { reason: '' }));
      }
    });
    return { id };
  }

  /** A running instance of the caller's tenant, locked (row-level security checks the tenant again). */
  async function lockRunning(tx: Db, instanceId: string, tenantId: string) {
    const inst = await repo.lockInstance(tx, instanceId);
    if (!inst || inst.tenant_id !== tenantId) notFound(text('workflow.instanceMissing'));
    if (inst.status !== 'running') conflict(text('workflow.instanceNotRunning'));
    return inst;
  }

  // ---- tasks -------------------------------------------------------------------------------------

  const toSummary = (row: TaskListRow, caller: Caller): TaskSummary => {
    const candidate =
      row.status === 'open' &&
      row.assignee_id === null &&
      (row.candidate_users.includes(caller.tenantUserId) ||
        row.candidate_roles.some((r) => caller.roleCodes.includes(Number(r))) ||
        (caller.deptId !== null && row.candidate_depts.includes(caller.deptId)));
    return {
      id: row.id,
      instanceId: row.instance_id,
      definitionKey: row.definition_key,
      definitionName: row.definition_name,
      elementId: row.element_id,
      name: row.name,
      queue: row.queue,
      businessKey: row.business_key,
      title: row.title,
      status: row.status as TaskSummary['status'],
      assigneeId: row.assignee_id,
      assigneeName: row.assignee_name,
      claimable: candidate,
      hasForm: row.form_id !== null,
      dueAt: iso(row.due_at),
      overdue: row.status === 'open' && row.due_at !== null && new Date(row.due_at).getTime() < Date.now(),
      createdAt: iso(row.created_at)!,
    };
  };

  /** Locks the task and checks the caller may act on it (assignee, or a candidate who then claims it). */
  async function lockTaskFor(
    tx: Db,
    ctx: RequestContext,
    caller: Caller,
    taskId: string,
    allowAdmin = false,
  ) {
    const task = await repo.lockTask(tx, taskId);
    if (!task) notFound(text('workflow.taskMissing'));
    if (task.status !== 'open') conflict(text('workflow.taskDone'));
    if (task.assignee_id === caller.tenantUserId) return task;
    if (allowAdmin && (await isAdmin(ctx, caller))) return task;
    if (task.assignee_id !== null) conflict(text('workflow.taskTaken'));
    const row = await repo.task(tx, taskId);
    if (!row || !toSummary(row, caller).claimable) forbidden(text('workflow.notCandidate'));
    return task;
  }

  async function finish(
    ctx: RequestContext,
    taskId: string,
    outcome: 'completed' | 'returned' | 'rejected',
    input: { variables?: Variables; formData?: Variables; comment?: string | null },
  ) {
    const caller = await callerOf(ctx);
    const actor = await actorOf(ctx);
    const preview = await repo.taskOwner(db, taskId);
    if (!preview || preview.tenant_id !== ctx.tenantId) notFound(text('workflow.taskMissing'));
    await db.transaction(async (t) => {
      const tx = t as Db;
      // Instance first, then task: the same lock order as every other step.
      const inst = await lockRunning(tx, preview.instance_id, ctx.tenantId);
      const task = await lockTaskFor(tx, ctx, caller, taskId);
      const def = (await definitionOf(tx, inst.definition_id))!;
      const model = await modelOf(def);
      let variables: Variables = { ...input.variables };
      if (task.form_id && outcome === 'completed') {
        const form = await forms.templateAt(inst.tenant_id, task.form_id, task.form_version, tx);
        if (form) {
          const check = validateSubmission(form.json, (input.formData ?? {}) as never);
          if (!check.valid) {
            const first = check.errors[0]!;
            refuse(
              `body.formData.${first.model}`,
              text('workflow.formInvalid', { label: first.label, reason: first.message }),
            );
          }
          variables = { ...variables, ...(check.data as Variables) };
        }
      }
      if (outcome !== 'completed') {
        const route = routeOf(model, task.element_id, outcome);
        if (!route && outcome === 'returned') refuse('body.id', text('workflow.cannotReturn'));
        if (!route) {
          // Rejecting where the process has no rejection route ends the instance.
          await repo.finishTask(tx, task.id, caller.tenantUserId, outcome, input.comment ?? null);
          await repo.cancelOpenTasksOf(tx, inst.id);
          await repo.setJobStatus(
            tx,
            (await repo.jobs(tx, inst.id, ['pending', 'incident'])).map((j) => j.id),
            'cancelled',
          );
          await repo.saveInstance(tx, inst.id, {
            status: 'cancelled',
            state: null,
            variables: inst.variables,
            passed: [],
            flows: [],
            ended: true,
          });
          await repo.addHistory(tx, inst.tenant_id, inst.id, [
            {
              kind: 'taskRejected',
              elementId: task.element_id,
              elementName: task.name,
              actorId: actor.id,
              actorName: actor.name,
              comment: input.comment ?? null,
            },
            { kind: 'cancelled', actorId: actor.id, actorName: actor.name, comment: input.comment ?? null },
          ]);
          return;
        }
      }
      variables = { ...variables, outcome, ...(input.comment ? { comment: input.comment } : {}) };
      await repo.finishTask(tx, task.id, caller.tenantUserId, outcome, input.comment ?? null);
      const kind =
        outcome === 'completed' ? 'taskCompleted' : outcome === 'returned' ? 'taskReturned' : 'taskRejected';
      await repo.addHistory(tx, inst.tenant_id, inst.id, [
        {
          kind,
          elementId: task.element_id,
          elementName: task.name,
          actorId: actor.id,
          actorName: actor.name,
          comment: input.comment ?? null,
        },
      ]);
      const status = await step(
        tx,
        inst,
        { kind: 'signal', elementId: task.element_id, executionId: task.execution_id, variables },
        actor,
      );
      if (status === 'failed') {
        const problem = (await repo.history(tx, inst.id)).at(-1)?.comment ?? '';
        throw new AppError(400, text('workflow.stepFailed', { reason: problem }));
      }
    });
  }

  // ---- jobs --------------------------------------------------------------------------------------

  /**
   * Finishes a pending job and runs the step it unblocks, under the instance lock; false when the job
   * is gone or no longer pending. The job is read again under the lock, so it finishes once, whichever
   * server gets here first.
   */
  async function settleJob(
    jobId: string,
    output: Variables | null,
    unblocks: (job: { element_id: string; execution_id: string }) => {
      serviceResults?: Map<string, Variables>;
      dueTimers?: Set<string>;
    },
  ): Promise<boolean> {
    return db.transaction(async (t) => {
      const tx = t as Db;
      const job = await repo.job(tx, jobId);
      if (!job) return false;
      const inst = await repo.lockInstance(tx, job.instance_id);
      const current = await repo.job(tx, jobId);
      if (!inst || inst.status !== 'running' || current?.status !== 'pending') return false;
      await repo.finishJob(tx, jobId, output);
      await step(tx, inst, { kind: 'resume' }, { id: null, name: null }, unblocks(job));
      return true;
    });
  }

  /** Fires a due timer job: one step with its timer due. */
  const fireTimer = (jobId: string) =>
    settleJob(jobId, null, (job) => ({ dueTimers: new Set([job.element_id]) }));

  return {
    handlers,
    registerHandler(name: string, handler: Handler) {
      handlers.set(name, handler);
    },
    handlerList(language: Language) {
      return [...handlers].map(([name, h]) => ({ name, description: render(language, h.description) }));
    },

    // definitions
    async validate(ctx: RequestContext, xml: string, language: Language) {
      const { problems } = await validate(ctx.tenantId, xml);
      return { problems: problemsIn(language, problems) };
    },
    async deploy(ctx: RequestContext, xml: string, language: Language, asTemplate = false) {
      await assertAdmin(ctx);
      const { model, problems } = await validate(ctx.tenantId, xml);
      if (!model || problems.length) {
        throw new AppError(
          400,
          text('workflow.invalidDefinition'),
          problems.map((p) => ({ field: p.elementId ?? 'body.xml', reason: p.message })),
        );
      }
      const tenantId = asTemplate ? null : ctx.tenantId;
      const by = (await actorOf(ctx)).name;
      for (let attempt = 0; ; attempt++) {
        try {
          const version = await repo.nextVersion(db, 'wf_definitions', tenantId, model.key);
          return await repo.insertVersion(db, 'wf_definitions', {
            tenantId,
            key: model.key,
            name: model.name,
            version,
            xml,
            by,
          });
        } catch (err) {
          if (!isUniqueViolation(err) || attempt > 3) throw err;
        }
      }
    },
    /** Seeding and module set-up: a platform template or a tenant's definition, without a caller. */
    async deploySystem(tenantId: string | null, xml: string, by: string | null) {
      const { model, problems } = await readProcess(xml, { handlers: handlerNames() });
      if (!model || problems.length) {
        throw new Error(
          `cannot deploy: ${problems.map((p) => `${p.elementId}: ${render('en-US', p.message)}`).join('; ')}`,
        );
      }
      const version = await repo.nextVersion(db, 'wf_definitions', tenantId, model.key);
      return repo.insertVersion(db, 'wf_definitions', {
        tenantId,
        key: model.key,
        name: model.name,
        version,
        xml,
        by,
      });
    },
    async deployDecisionSystem(tenantId: string | null, xml: string, by: string | null) {
      const { definitions, problems } = await parseDecisions(xml);
      if (problems.length || !definitions.decisions.length) throw new Error('cannot deploy the decision');
      const first = definitions.decisions[0]!;
      const version = await repo.nextVersion(db, 'wf_decisions', tenantId, first.id);
      return repo.insertVersion(db, 'wf_decisions', {
        tenantId,
        key: first.id,
        name: first.name ?? first.id,
        version,
        xml,
        by,
      });
    },
    async definitions(
      ctx: RequestContext,
      filter: { pageIndex: number; pageSize: number; keyword?: string },
    ) {
      await assertAdmin(ctx);
      const rows = await repo.definitions(
        db,
        ctx.tenantId,
        filter.keyword,
        (filter.pageIndex - 1) * filter.pageSize,
        filter.pageSize,
      );
      return { items: rows.map(toDefinition), total: Number(rows[0]?.total ?? 0) };
    },
    async templates(ctx: RequestContext) {
      await assertAdmin(ctx);
      return (await repo.definitions(db, null, undefined, 0, 200)).map(toDefinition);
    },
    async versions(ctx: RequestContext, key: string) {
      await assertAdmin(ctx);
      return (await repo.versions(db, ctx.tenantId, key)).map((r) =>
        toDefinition({ ...r, running: 0, finished: 0, incidents: 0 }),
      );
    },
    async definitionDetail(ctx: RequestContext, id: string) {
      const row = await repo.definition(db, id);
      if (!row || (row.tenant_id !== null && row.tenant_id !== ctx.tenantId))
        notFound(text('workflow.definitionMissing'));
      return { ...toDefinition({ ...row, running: 0, finished: 0, incidents: 0 }), xml: row.xml };
    },
    async copyTemplate(ctx: RequestContext, id: string, language: Language) {
      const row = await repo.definition(db, id);
      if (!row || row.tenant_id !== null) notFound(text('workflow.templateMissing'));
      const saved = await this.deploy(ctx, row.xml, language);
      return toDefinition({ ...saved, running: 0, finished: 0, incidents: 0 });
    },

    // decisions
    async decisions(ctx: RequestContext) {
      return (await repo.decisions(db, ctx.tenantId)).map(toDecision);
    },
    async decisionDetail(ctx: RequestContext, id: string) {
      const row = await repo.decision(db, id);
      if (!row || (row.tenant_id !== null && row.tenant_id !== ctx.tenantId))
        notFound(text('workflow.decisionMissing'));
      return { ...toDecision(row), xml: row.xml };
    },
    async deployDecision(ctx: RequestContext, xml: string, language: Language) {
      await assertAdmin(ctx);
      const { definitions, problems } = await parseDecisions(xml, language);
      if (problems.length || !definitions.decisions.length) {
        throw new AppError(
          400,
          text('workflow.invalidDefinition'),
          problems.map((p) => ({ field: p.elementId ?? 'body.xml', reason: p.message })),
        );
      }
      const first = definitions.decisions[0]!;
      const by = (await actorOf(ctx)).name;
      const version = await repo.nextVersion(db, 'wf_decisions', ctx.tenantId, first.id);
      return toDecision(
        await repo.insertVersion(db, 'wf_decisions', {
          tenantId: ctx.tenantId,
          key: first.id,
          name: first.name ?? first.id,
          version,
          xml,
          by,
        }),
      );
    },
    async evaluate(
      ctx: RequestContext,
      body: { key?: string; xml?: string; decisionId?: string; inputs: Variables },
      language: Language,
    ) {
      let model: DmnModel;
      if (body.xml) {
        const parsed = await parseDecisions(body.xml, language);
        if (parsed.problems.length) {
          throw new AppError(
            400,
            text('workflow.invalidDefinition'),
            parsed.problems.map((p) => ({ field: p.elementId ?? 'body.xml', reason: p.message })),
          );
        }
        model = parsed.definitions;
      } else {
        const row = await repo.latest(db, 'wf_decisions', ctx.tenantId, body.key!);
        if (!row) notFound(text('workflow.decisionMissing'));
        model = await decisionModelOf(row);
      }
      return evaluateDecision(model, body.decisionId ?? body.key, body.inputs);
    },

    // instances
    async start(
      ctx: RequestContext,
      body: {
        definitionKey: string;
        businessKey?: string | null;
        title?: string | null;
        variables?: Variables;
      },
    ) {
      return start(ctx.tenantId, body, await actorOf(ctx));
    },
    /** For modules and the seed: starts an instance on behalf of a tenant user (or the platform). */
    startAs: start,
    async instances(
      ctx: RequestContext,
      f: { pageIndex: number; pageSize: number; definitionKey?: string; status?: string; keyword?: string },
    ) {
      await assertAdmin(ctx);
      const rows = await repo.instances(db, ctx.tenantId, f, (f.pageIndex - 1) * f.pageSize, f.pageSize);
      return { items: rows.map(toInstance), total: Number(rows[0]?.total ?? 0) };
    },
    async instanceDetail(ctx: RequestContext, id: string) {
      const caller = await callerOf(ctx);
      const inst = await repo.instance(db, id);
      if (!inst || inst.tenant_id !== ctx.tenantId) notFound(text('workflow.instanceMissing'));
      await assertFollows(ctx, caller, inst);
      const summary = await repo.instanceSummary(db, id);
      const tasks = (await repo.instanceTasks(db, id)).map((t) => toSummary(t, caller));
      const incidents = (await repo.jobs(db, id, ['incident'])).map((j) => ({
        id: j.id,
        elementId: j.element_id,
        elementName: null,
        handler: j.handler ?? '',
        attempts: j.attempts,
        error: j.last_error,
        at: iso(j.created_at)!,
      }));
      const history = (await repo.history(db, id)).map(toHistory);
      return { ...toInstance(summary!), variables: inst.variables, tasks, incidentList: incidents, history };
    },
    /**
     * `accessChecked`: the business module serving the call decided who may follow its instances
     * (e.g. api-cert: the body's staff and the applicant).
     */
    async progress(ctx: RequestContext, id: string, options: { accessChecked?: boolean } = {}) {
      const inst = await repo.instance(db, id);
      if (!inst || inst.tenant_id !== ctx.tenantId) notFound(text('workflow.instanceMissing'));
      if (!options.accessChecked) await assertFollows(ctx, await callerOf(ctx), inst);
      const def = (await definitionOf(db, inst.definition_id))!;
      const open = await repo.openTasks(db, id);
      const jobs = await repo.jobs(db, id, ['pending', 'incident']);
      const summary = (await repo.instanceSummary(db, id))!;
      const failed = jobs.filter((j) => j.status === 'incident').map((j) => j.element_id);
      const history = (await repo.history(db, id)).map(toHistory);
      if (inst.status === 'failed') {
        const incident = history.filter((h) => h.kind === 'incident').at(-1);
        if (incident?.elementId) failed.push(incident.elementId);
      }
      return {
        instance: toInstance(summary),
        xml: def.xml,
        finished: [...new Set(inst.passed)],
        active: [
          ...new Set([
            ...open.map((t) => t.element_id),
            ...jobs.filter((j) => j.status === 'pending').map((j) => j.element_id),
          ]),
        ],
        failed: [...new Set(failed)],
        flows: [...new Set(inst.flows)],
        timeline: history,
      };
    },
    async cancel(ctx: RequestContext, id: string, reason: string) {
      await assertAdmin(ctx);
      const actor = await actorOf(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const inst = await lockRunning(tx, id, ctx.tenantId);
        await repo.cancelOpenTasksOf(tx, id);
        await repo.setJobStatus(
          tx,
          (await repo.jobs(tx, id, ['pending', 'incident'])).map((j) => j.id),
          'cancelled',
        );
        await repo.saveInstance(tx, id, {
          status: 'cancelled',
          state: null,
          variables: inst.variables,
          passed: [],
          flows: [],
          ended: true,
        });
        await repo.addHistory(tx, inst.tenant_id, id, [
          { kind: 'cancelled', actorId: actor.id, actorName: actor.name, comment: reason },
        ]);
      });
    },
    async retryIncident(ctx: RequestContext, jobId: string) {
      await assertAdmin(ctx);
      const actor = await actorOf(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const row = await repo.retryJob(tx, ctx.tenantId, jobId);
        if (!row) notFound(text('workflow.incidentMissing'));
        await repo.addHistory(tx, ctx.tenantId, row.instance_id, [
          { kind: 'incidentRetried', elementId: row.element_id, actorId: actor.id, actorName: actor.name },
        ]);
      });
    },

    requireComment(): never {
      return refuse('body.comment', text('workflow.commentRequired'));
    },

    // tasks
    async tasks(ctx: RequestContext, filter: TaskFilter & { pageIndex: number; pageSize: number }) {
      const caller = await callerOf(ctx);
      const rows = await repo.tasks(db, caller, filter);
      return { items: rows.map((r) => toSummary(r, caller)), total: Number(rows[0]?.total ?? 0) };
    },
    async counts(ctx: RequestContext) {
      const caller = await callerOf(ctx);
      const rows = await repo.counts(db, caller);
      const byQueue: Record<string, number> = {};
      let mineCount = 0;
      let candidate = 0;
      let overdue = 0;
      for (const r of rows) {
        mineCount += Number(r.mine);
        candidate += Number(r.candidate);
        overdue += Number(r.overdue);
        if (r.queue) byQueue[r.queue] = (byQueue[r.queue] ?? 0) + Number(r.mine) + Number(r.candidate);
      }
      return { mine: mineCount, candidate, overdue, byQueue };
    },
    async taskDetail(ctx: RequestContext, id: string) {
      const caller = await callerOf(ctx);
      const row = await repo.task(db, id);
      if (!row || row.tenant_id !== ctx.tenantId) notFound(text('workflow.taskMissing'));
      const summary = toSummary(row, caller);
      const involved =
        row.assignee_id === caller.tenantUserId ||
        row.completed_by === caller.tenantUserId ||
        summary.claimable;
      if (!involved && !(await isAdmin(ctx, caller))) forbidden(text('workflow.notCandidate'));
      const inst = (await repo.instance(db, row.instance_id))!;
      const def = (await definitionOf(db, inst.definition_id))!;
      const model = await modelOf(def);
      const form = row.form_id
        ? await forms.templateAt(ctx.tenantId, row.form_id, row.form_version)
        : undefined;
      const usernames = async (ids: string[]) =>
        (await Promise.all(ids.map((u) => repo.displayName(db, ctx.tenantId, u)))).filter(
          (n): n is string => !!n,
        );
      return {
        ...summary,
        candidates: {
          users: await usernames(row.candidate_users),
          roles: row.candidate_roles.map(String),
          depts: row.candidate_depts,
        },
        form: form ?? null,
        variables: inst.variables,
        returnTo: routeOf(model, row.element_id, 'returned'),
        history: (await repo.history(db, inst.id)).map(toHistory),
      };
    },
    async claim(ctx: RequestContext, id: string) {
      const caller = await callerOf(ctx);
      const actor = await actorOf(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const task = await repo.lockTask(tx, id);
        if (!task || task.tenant_id !== ctx.tenantId) notFound(text('workflow.taskMissing'));
        if (task.status !== 'open') conflict(text('workflow.taskDone'));
        if (task.assignee_id === caller.tenantUserId) return;
        if (task.assignee_id) conflict(text('workflow.taskTaken'));
        const row = await repo.task(tx, id);
        if (!row || !toSummary(row, caller).claimable) forbidden(text('workflow.notCandidate'));
        if (!(await repo.claim(tx, id, caller.tenantUserId))) conflict(text('workflow.taskTaken'));
        await repo.addHistory(tx, task.tenant_id, task.instance_id, [
          {
            kind: 'taskClaimed',
            elementId: task.element_id,
            elementName: task.name,
            actorId: actor.id,
            actorName: actor.name,
          },
        ]);
      });
    },
    async unclaim(ctx: RequestContext, id: string) {
      const actor = await actorOf(ctx);
      await db.transaction(async (t) => {
        const tx = t as Db;
        const task = await repo.lockTask(tx, id);
        if (!task || task.tenant_id !== ctx.tenantId) notFound(text('workflow.taskMissing'));
        if (task.status !== 'open') conflict(text('workflow.taskDone'));
        if (task.assignee_id !== ctx.tenantUserId) forbidden(text('workflow.notAssignee'));
        await repo.setAssignee(tx, id, null);
        await repo.addHistory(tx, task.tenant_id, task.instance_id, [
          {
            kind: 'taskUnclaimed',
            elementId: task.element_id,
            elementName: task.name,
            actorId: actor.id,
            actorName: actor.name,
          },
        ]);
      });
    },
    complete(
      ctx: RequestContext,
      body: { id: string; variables?: Variables; formData?: Variables; comment?: string },
    ) {
      return finish(ctx, body.id, 'completed', body);
    },
    returnTask(ctx: RequestContext, id: string, comment: string) {
      return finish(ctx, id, 'returned', { comment });
    },
    reject(ctx: RequestContext, id: string, comment: string) {
      return finish(ctx, id, 'rejected', { comment });
    },
    async delegate(
      ctx: RequestContext,
      body: { id: string; tenantUserId: string; comment?: string },
      asAdmin: boolean,
    ) {
      const caller = await callerOf(ctx);
      const actor = await actorOf(ctx);
      if (asAdmin) await assertAdmin(ctx);
      const target = await repo.displayName(db, ctx.tenantId, body.tenantUserId);
      if (!target) refuse('body.tenantUserId', text('workflow.userMissing'));
      await db.transaction(async (t) => {
        const tx = t as Db;
        const task = asAdmin ? await repo.lockTask(tx, body.id) : await lockTaskFor(tx, ctx, caller, body.id);
        if (!task || task.tenant_id !== ctx.tenantId) notFound(text('workflow.taskMissing'));
        if (task.status !== 'open') conflict(text('workflow.taskDone'));
        await repo.setAssignee(tx, task.id, body.tenantUserId);
        await repo.addHistory(tx, task.tenant_id, task.instance_id, [
          {
            kind: asAdmin ? 'taskReassigned' : 'taskDelegated',
            elementId: task.element_id,
            elementName: task.name,
            actorId: actor.id,
            actorName: actor.name,
            comment: [target, body.comment].filter(Boolean).join(' · '),
          },
        ]);
      });
    },
    async batchComplete(ctx: RequestContext, ids: string[], comment: string | undefined, language: Language) {
      const completed: string[] = [];
      const failed: { id: string; reason: string }[] = [];
      for (const id of ids) {
        try {
          await finish(ctx, id, 'completed', { comment: comment ?? null });
          completed.push(id);
        } catch (err) {
          const reason = err instanceof AppError ? render(language, err.words) : String(err);
          failed.push({ id, reason });
        }
      }
      return { completed, failed };
    },
    /** Users to delegate a task to: for administrators and for holders of a work-queue page. */
    async users(ctx: RequestContext, keyword: string | undefined) {
      if (
        !(await isAdmin(ctx)) &&
        !(await repo.holdsQueuePage(db, ctx.tenantId, ctx.tenantUserId, ctx.roleId))
      ) {
        forbidden(text('workflow.notTaskHolder'));
      }
      return repo.activeUsers(db, ctx.tenantId, keyword || undefined, USER_LOOKUP_SIZE);
    },
    async workbench(ctx: RequestContext) {
      const caller = await callerOf(ctx);
      const counts = await this.counts(ctx);
      const all = await repo.tasks(db, caller, { scope: 'all', pageIndex: 1, pageSize: 200 });
      const byProcess = new Map<string, { definitionKey: string; definitionName: string; count: number }>();
      for (const r of all) {
        const entry = byProcess.get(r.definition_key) ?? {
          definitionKey: r.definition_key,
          definitionName: r.definition_name,
          count: 0,
        };
        entry.count++;
        byProcess.set(r.definition_key, entry);
      }
      const summaries = all.map((r) => toSummary(r, caller));
      return {
        counts,
        byProcess: [...byProcess.values()],
        overdue: summaries.filter((s) => s.overdue).slice(0, 10),
        recent: summaries.slice(0, 10),
      };
    },

    // jobs, for the worker
    fireTimer,
    async notifyOverdue(taskId: string) {
      const row = await repo.task(db, taskId);
      if (!row || row.status !== 'open') return;
      const receivers = row.assignee_id
        ? [row.assignee_id]
        : [
            ...new Set([
              ...row.candidate_users,
              ...(await repo.usersWithRoles(db, row.tenant_id, row.candidate_roles.map(Number))),
              ...(await repo.usersInDepts(db, row.tenant_id, row.candidate_depts)),
            ]),
          ];
      if (!receivers.length) return;
      const params = {
        process: row.definition_name,
        title: row.title ?? '',
        task: row.name,
        due: iso(row.due_at) ?? '',
      };
      await sender.send({
        tenantId: row.tenant_id,
        to: { type: 'users', tenantUserIds: receivers.slice(0, 500) },
        channels: [1],
        title: text('workflow.taskOverdueTitle', params),
        content: text('workflow.taskOverdueContent', params),
        targetType: 21,
        smsType: 'workflowOverdue',
        param: {
          taskId,
          wfInstanceId: row.instance_id,
          queue: row.queue,
          route: row.queue ? queuePage(row.queue) : null,
        },
      });
    },
    async runService(job: {
      id: string;
      instance_id: string;
      element_id: string;
      execution_id: string;
      handler: string | null;
      tenant_id: string;
    }) {
      const handler = job.handler ? handlers.get(job.handler) : undefined;
      if (!handler) throw new Error(`no handler ${job.handler}`);
      const inst = await repo.instance(db, job.instance_id);
      if (!inst || inst.status !== 'running') return null;
      return (
        (await handler.run({
          tenantId: job.tenant_id,
          instanceId: job.instance_id,
          jobId: job.id,
          elementId: job.element_id,
          variables: inst.variables,
          startedBy: inst.started_by,
        })) ?? {}
      );
    },
    /** Hands a finished service's output to its instance; false when the job is no longer pending. */
    serviceDone: (jobId: string, output: Variables) =>
      settleJob(jobId, output, (job) => ({ serviceResults: new Map([[job.execution_id, output]]) })),
  };

  function toDefinition(r: DefinitionRow & { running: number; finished: number; incidents: number }) {
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      version: Number(r.version),
      tenantId: r.tenant_id,
      deployedAt: iso(r.deployed_at)!,
      deployedBy: r.deployed_by,
      running: Number(r.running),
      finished: Number(r.finished),
      incidents: Number(r.incidents),
    };
  }
  function toDecision(r: DefinitionRow) {
    return {
      id: r.id,
      key: r.key,
      name: r.name,
      version: Number(r.version),
      deployedAt: iso(r.deployed_at)!,
      deployedBy: r.deployed_by,
    };
  }
  function toInstance(
    r: InstanceRow & {
      definition_key: string;
      definition_name: string;
      version: number;
      open_tasks: number;
      incidents: number;
    },
  ): InstanceSummary {
    return {
      id: r.id,
      definitionId: r.definition_id,
      definitionKey: r.definition_key,
      definitionName: r.definition_name,
      version: Number(r.version),
      businessKey: r.business_key,
      title: r.title,
      status: r.status as InstanceSummary['status'],
      startedBy: r.started_by_name,
      startedAt: iso(r.started_at)!,
      endedAt: iso(r.ended_at),
      openTasks: Number(r.open_tasks),
      incidents: Number(r.incidents),
    };
  }
  function toHistory(h: {
    id: string;
    at: Date;
    kind: string;
    element_id: string | null;
    element_name: string | null;
    actor_name: string | null;
    comment: string | null;
  }): HistoryEntry {
    return {
      id: h.id,
      at: iso(h.at)!,
      kind: h.kind as HistoryEntry['kind'],
      elementId: h.element_id,
      elementName: h.element_name,
      actorName: h.actor_name,
      comment: h.comment,
    };
  }
}

export type WorkflowService = ReturnType<typeof workflowService>;

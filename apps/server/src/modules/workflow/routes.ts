// Workflow calls (issue 18) under /api/api-workflow, and the spec's progress and task calls under
// each business prefix (forms.md §7: workflow/getProgress?wfInstanceId, workflow/task/excuteTask).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BatchCompleteBody,
  BatchResult,
  BUSINESS_WORKFLOW_PREFIXES,
  CERT_PREFIX,
  CancelBody,
  CommentTaskBody,
  CompleteTaskBody,
  CopyTemplateBody,
  DecisionDetail,
  DecisionSummary,
  DefinitionDetail,
  DefinitionFilter,
  DefinitionKeyQuery,
  DefinitionPage,
  DefinitionSummary,
  DelegateTaskBody,
  DeployBody,
  envelopeOf,
  EvaluateBody,
  EvaluateResult,
  ExcuteTaskBody,
  HandlerInfo,
  IdQuery,
  IncidentRetryBody,
  InstanceDetail,
  InstanceFilter,
  InstancePage,
  Progress,
  ProgressQuery,
  StartBody,
  StartResult,
  TaskCounts,
  TaskDetail,
  TaskFilter,
  TaskIdBody,
  TaskPage,
  ValidateBody,
  ValidateResult,
  Workbench,
  WORKFLOW_PREFIX,
  WorkflowPaths as P,
  WorkflowUser,
  WorkflowUserQuery,
} from '@platform/contract';
import { ctxOf } from '../../http/context.js';
import { ok } from '../../http/envelope.js';
import { text } from '../../i18n/index.js';
import type { WorkflowService } from './service.js';

const tags = ['workflow'];
const security = [{ bearer: [] }];
const W = WORKFLOW_PREFIX;
const read = { writes: false };
const Empty = envelopeOf(z.null());

export const workflowRoutes =
  (service: WorkflowService): FastifyPluginAsyncZod =>
  async (app) => {
    // Definitions
    app.get(
      `${W}${P.definitionList}`,
      {
        schema: {
          tags,
          security,
          summary: "The tenant's process definitions (latest version each)",
          querystring: DefinitionFilter,
          response: { 200: envelopeOf(DefinitionPage) },
        },
      },
      async (req) => ok(await service.definitions(ctxOf(req), req.query)),
    );
    app.get(
      `${W}${P.definitionVersions}`,
      {
        schema: {
          tags,
          security,
          summary: 'Every version of a process definition',
          querystring: DefinitionKeyQuery,
          response: { 200: envelopeOf(z.array(DefinitionSummary)) },
        },
      },
      async (req) => ok(await service.versions(ctxOf(req), req.query.key)),
    );
    app.get(
      `${W}${P.definitionDetail}`,
      {
        schema: {
          tags,
          security,
          summary: 'One version of a process definition with its BPMN XML',
          querystring: IdQuery,
          response: { 200: envelopeOf(DefinitionDetail) },
        },
      },
      async (req) => ok(await service.definitionDetail(ctxOf(req), req.query.id)),
    );
    app.get(
      `${W}${P.definitionTemplates}`,
      {
        schema: {
          tags,
          security,
          summary: 'The platform process templates a tenant may copy',
          response: { 200: envelopeOf(z.array(DefinitionSummary)) },
        },
      },
      async (req) => ok(await service.templates(ctxOf(req))),
    );
    app.post(
      `${W}${P.definitionCopyTemplate}`,
      {
        schema: {
          tags,
          security,
          summary: 'Copy a platform template into the tenant as a new version',
          body: CopyTemplateBody,
          response: { 200: envelopeOf(DefinitionSummary) },
        },
      },
      async (req) => {
        const saved = await service.copyTemplate(ctxOf(req), req.body.id, req.language);
        return ok(saved, text('workflow.deployed', { version: saved.version }));
      },
    );
    app.post(
      `${W}${P.validate}`,
      {
        config: read,
        schema: {
          tags,
          security,
          summary: 'The problems of a BPMN document, each naming its element',
          body: ValidateBody,
          response: { 200: envelopeOf(ValidateResult) },
        },
      },
      async (req) => ok(await service.validate(ctxOf(req), req.body.xml, req.language)),
    );
    app.post(
      `${W}${P.deploy}`,
      {
        schema: {
          tags,
          security,
          summary: 'Deploy a BPMN document as the next version of its process',
          body: DeployBody,
          response: { 200: envelopeOf(DefinitionSummary) },
        },
      },
      async (req) => {
        const row = await service.deploy(ctxOf(req), req.body.xml, req.language);
        const saved = { ...row, running: 0, finished: 0, incidents: 0 };
        return ok(
          {
            id: saved.id,
            key: saved.key,
            name: saved.name,
            version: Number(saved.version),
            tenantId: saved.tenant_id,
            deployedAt: new Date(saved.deployed_at).toISOString(),
            deployedBy: saved.deployed_by,
            running: 0,
            finished: 0,
            incidents: 0,
          },
          text('workflow.deployed', { version: saved.version }),
        );
      },
    );
    app.get(
      `${W}${P.handlers}`,
      {
        schema: {
          tags,
          security,
          summary: 'The service handlers a service task may name',
          response: { 200: envelopeOf(z.array(HandlerInfo)) },
        },
      },
      async (req) => ok(service.handlerList(req.language)),
    );

    // Decisions
    app.get(
      `${W}${P.decisionList}`,
      {
        schema: {
          tags,
          security,
          summary: 'Deployed decision tables (latest version each)',
          response: { 200: envelopeOf(z.array(DecisionSummary)) },
        },
      },
      async (req) => ok(await service.decisions(ctxOf(req))),
    );
    app.get(
      `${W}${P.decisionDetail}`,
      {
        schema: {
          tags,
          security,
          summary: 'One decision table version with its DMN XML',
          querystring: IdQuery,
          response: { 200: envelopeOf(DecisionDetail) },
        },
      },
      async (req) => ok(await service.decisionDetail(ctxOf(req), req.query.id)),
    );
    app.post(
      `${W}${P.decisionDeploy}`,
      {
        schema: {
          tags,
          security,
          summary: 'Deploy a DMN document as the next version of its decision',
          body: DeployBody,
          response: { 200: envelopeOf(DecisionSummary) },
        },
      },
      async (req) => {
        const saved = await service.deployDecision(ctxOf(req), req.body.xml, req.language);
        return ok(saved, text('workflow.deployed', { version: saved.version }));
      },
    );
    app.post(
      `${W}${P.decisionEvaluate}`,
      {
        config: read,
        schema: {
          tags,
          security,
          summary: 'Evaluate a decision with inputs',
          body: EvaluateBody,
          response: { 200: envelopeOf(EvaluateResult) },
        },
      },
      async (req) => ok(await service.evaluate(ctxOf(req), req.body, req.language)),
    );

    // Instances
    app.post(
      `${W}${P.instanceStart}`,
      {
        schema: {
          tags,
          security,
          summary: 'Start an instance of the latest version of a process',
          body: StartBody,
          response: { 200: envelopeOf(StartResult) },
        },
      },
      async (req) => ok(await service.start(ctxOf(req), req.body)),
    );
    app.get(
      `${W}${P.instanceList}`,
      {
        schema: {
          tags,
          security,
          summary: 'Instances of the tenant (process administrators)',
          querystring: InstanceFilter,
          response: { 200: envelopeOf(InstancePage) },
        },
      },
      async (req) => ok(await service.instances(ctxOf(req), req.query)),
    );
    app.get(
      `${W}${P.instanceDetail}`,
      {
        schema: {
          tags,
          security,
          summary: 'An instance: variables, tasks, incidents and history',
          querystring: IdQuery,
          response: { 200: envelopeOf(InstanceDetail) },
        },
      },
      async (req) => ok(await service.instanceDetail(ctxOf(req), req.query.id)),
    );
    app.post(
      `${W}${P.instanceCancel}`,
      {
        schema: {
          tags,
          security,
          summary: 'Cancel a running instance, with a reason',
          body: CancelBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.cancel(ctxOf(req), req.body.id, req.body.reason);
        return ok(null, text('workflow.cancelled'));
      },
    );
    app.post(
      `${W}${P.incidentRetry}`,
      {
        schema: {
          tags,
          security,
          summary: 'Run a failed service task again',
          body: IncidentRetryBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.retryIncident(ctxOf(req), req.body.id);
        return ok(null, text('workflow.retried'));
      },
    );

    // Tasks
    app.get(
      `${W}${P.taskList}`,
      {
        schema: {
          tags,
          security,
          summary: "The caller's tasks: assigned, claimable or done",
          querystring: TaskFilter,
          response: { 200: envelopeOf(TaskPage) },
        },
      },
      async (req) => ok(await service.tasks(ctxOf(req), req.query)),
    );
    app.get(
      `${W}${P.taskCounts}`,
      {
        schema: {
          tags,
          security,
          summary: "The caller's open tasks counted per queue",
          response: { 200: envelopeOf(TaskCounts) },
        },
      },
      async (req) => ok(await service.counts(ctxOf(req))),
    );
    app.get(
      `${W}${P.taskDetail}`,
      {
        schema: {
          tags,
          security,
          summary: 'A task with its form, variables and history',
          querystring: IdQuery,
          response: { 200: envelopeOf(TaskDetail) },
        },
      },
      async (req) => ok(await service.taskDetail(ctxOf(req), req.query.id)),
    );
    app.post(
      `${W}${P.taskClaim}`,
      {
        schema: {
          tags,
          security,
          summary: 'Claim a task the caller is a candidate for',
          body: TaskIdBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.claim(ctxOf(req), req.body.id);
        return ok(null, text('workflow.claimed'));
      },
    );
    app.post(
      `${W}${P.taskUnclaim}`,
      {
        schema: {
          tags,
          security,
          summary: 'Hand a claimed task back to its candidates',
          body: TaskIdBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.unclaim(ctxOf(req), req.body.id);
        return ok(null, text('workflow.unclaimed'));
      },
    );
    app.post(
      `${W}${P.taskComplete}`,
      {
        schema: {
          tags,
          security,
          summary: 'Complete a task with variables and its form data',
          body: CompleteTaskBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.complete(ctxOf(req), req.body);
        return ok(null, text('workflow.completed'));
      },
    );
    app.post(
      `${W}${P.taskReturn}`,
      {
        schema: {
          tags,
          security,
          summary: 'Return a task to the previous step, with a comment',
          body: CommentTaskBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.returnTask(ctxOf(req), req.body.id, req.body.comment);
        return ok(null, text('workflow.returned'));
      },
    );
    app.post(
      `${W}${P.taskReject}`,
      {
        schema: {
          tags,
          security,
          summary: 'Reject a task, with a comment',
          body: CommentTaskBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.reject(ctxOf(req), req.body.id, req.body.comment);
        return ok(null, text('workflow.rejected'));
      },
    );
    app.post(
      `${W}${P.taskDelegate}`,
      {
        schema: {
          tags,
          security,
          summary: 'Hand an own task to another user',
          body: DelegateTaskBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.delegate(ctxOf(req), req.body, false);
        return ok(null, text('workflow.delegated'));
      },
    );
    app.post(
      `${W}${P.taskReassign}`,
      {
        schema: {
          tags,
          security,
          summary: 'Give a task to another user (process administrators)',
          body: DelegateTaskBody,
          response: { 200: Empty },
        },
      },
      async (req) => {
        await service.delegate(ctxOf(req), req.body, true);
        return ok(null, text('workflow.reassigned'));
      },
    );
    app.post(
      `${W}${P.taskBatchComplete}`,
      {
        schema: {
          tags,
          security,
          summary: 'Complete several own tasks; each succeeds or fails alone',
          body: BatchCompleteBody,
          response: { 200: envelopeOf(BatchResult) },
        },
      },
      async (req) =>
        ok(await service.batchComplete(ctxOf(req), req.body.ids, req.body.comment, req.language)),
    );
    app.get(
      `${W}${P.users}`,
      {
        schema: {
          tags,
          security,
          summary: 'Active users of the tenant a task can be delegated to (at most 20)',
          querystring: WorkflowUserQuery,
          response: { 200: envelopeOf(z.array(WorkflowUser)) },
        },
      },
      async (req) => ok(await service.users(ctxOf(req), req.query.keyword)),
    );
    app.get(
      `${W}${P.workbench}`,
      {
        schema: {
          tags,
          security,
          summary: "The caller's workbench: counts, tasks by process, overdue and recent",
          response: { 200: envelopeOf(Workbench) },
        },
      },
      async (req) => ok(await service.workbench(ctxOf(req))),
    );

    // The progress and task calls, generic and under each business prefix. The certification module
    // serves its own progress call (modules/cert/stats-routes.ts): the body's staff and the applicant
    // follow a certification instance; other instances keep the rules here.
    for (const prefix of [W, ...BUSINESS_WORKFLOW_PREFIXES]) {
      if (prefix !== CERT_PREFIX)
        app.get(
          `${prefix}${P.progress}`,
          {
            schema: {
              tags,
              security,
              summary: 'The progress of an instance: diagram, marked elements and timeline',
              querystring: ProgressQuery,
              response: { 200: envelopeOf(Progress) },
            },
          },
          async (req) => ok(await service.progress(ctxOf(req), req.query.wfInstanceId)),
        );
      app.post(
        `${prefix}${P.excuteTask}`,
        {
          schema: {
            tags,
            security,
            summary: "Complete, return or reject a task (the spec's excuteTask)",
            body: ExcuteTaskBody,
            response: { 200: Empty },
          },
        },
        async (req) => {
          const { taskId, action, comment } = req.body;
          const ctx = ctxOf(req);
          if (action === 'complete') {
            await service.complete(ctx, {
              id: taskId,
              variables: req.body.variables,
              formData: req.body.formData,
              comment,
            });
            return ok(null, text('workflow.completed'));
          }
          if (!comment) return service.requireComment();
          if (action === 'return') await service.returnTask(ctx, taskId, comment);
          else await service.reject(ctx, taskId, comment);
          return ok(null, text(action === 'return' ? 'workflow.returned' : 'workflow.rejected'));
        },
      );
    }
  };

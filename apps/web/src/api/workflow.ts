// Workflow calls (issue 18): process definitions and their deployment, decision tables, instances,
// the progress of an instance, and the user tasks of the work queues.
import type {
  BatchResult,
  CancelBody,
  CompleteTaskBody,
  DecisionDetail,
  DecisionSummary,
  DefinitionDetail,
  DefinitionSummary,
  DelegateTaskBody,
  EvaluateBody,
  EvaluateResult,
  HandlerInfo,
  InstanceDetail,
  InstanceFilter,
  InstanceSummary,
  Progress,
  StartBody,
  TaskCounts,
  TaskDetail,
  TaskFilter,
  TaskSummary,
  ValidateResult,
  Workbench,
  WorkflowUser,
} from '@platform/contract';
import { WORKFLOW_PREFIX, WorkflowPaths as P } from '@platform/contract/workflow-model';
import { request } from './request';
import type { Page } from './tenant';

const url = (path: string) => `${WORKFLOW_PREFIX}${path}`;
const get = async <T>(path: string, params?: object, silent?: boolean) =>
  (await request<T>({ method: 'get', url: url(path), params, silent })).data;
const post = async <T>(path: string, data?: object, silent?: boolean) =>
  (await request<T>({ method: 'post', url: url(path), data, silent })).data;

export const workflowApi = {
  definitions: (filter: { pageIndex: number; pageSize: number; keyword?: string }) =>
    get<Page<DefinitionSummary>>(P.definitionList, filter),
  versions: (key: string) => get<DefinitionSummary[]>(P.definitionVersions, { key }),
  definition: (id: string) => get<DefinitionDetail>(P.definitionDetail, { id }),
  templates: () => get<DefinitionSummary[]>(P.definitionTemplates),
  copyTemplate: (id: string) => post<DefinitionSummary>(P.definitionCopyTemplate, { id }),
  /** Problems of a BPMN document (an empty list when it may be deployed). */
  validate: (xml: string) => post<ValidateResult>(P.validate, { xml }),
  /** Deploys a new version; a document with problems is refused (400, the problems in data.errors). */
  deploy: (xml: string, silent?: boolean) => post<DefinitionSummary>(P.deploy, { xml }, silent),
  handlers: () => get<HandlerInfo[]>(P.handlers),

  decisions: () => get<DecisionSummary[]>(P.decisionList),
  decision: (id: string) => get<DecisionDetail>(P.decisionDetail, { id }),
  deployDecision: (xml: string, silent?: boolean) => post<DecisionSummary>(P.decisionDeploy, { xml }, silent),
  evaluate: (body: EvaluateBody, silent?: boolean) => post<EvaluateResult>(P.decisionEvaluate, body, silent),

  start: (body: StartBody) => post<{ id: string }>(P.instanceStart, body),
  instances: (filter: InstanceFilter) => get<Page<InstanceSummary>>(P.instanceList, filter),
  instance: (id: string) => get<InstanceDetail>(P.instanceDetail, { id }),
  cancel: (body: CancelBody) => post<null>(P.instanceCancel, body),
  retryIncident: (id: string) => post<null>(P.incidentRetry, { id }),
  progress: (wfInstanceId: string) => get<Progress>(P.progress, { wfInstanceId }),

  tasks: (filter: TaskFilter) => get<Page<TaskSummary>>(P.taskList, filter),
  counts: () => get<TaskCounts>(P.taskCounts),
  task: (id: string) => get<TaskDetail>(P.taskDetail, { id }),
  claim: (id: string) => post<null>(P.taskClaim, { id }),
  unclaim: (id: string) => post<null>(P.taskUnclaim, { id }),
  complete: (body: CompleteTaskBody) => post<null>(P.taskComplete, body),
  returnTask: (id: string, comment: string) => post<null>(P.taskReturn, { id, comment }),
  reject: (id: string, comment: string) => post<null>(P.taskReject, { id, comment }),
  delegate: (body: DelegateTaskBody) => post<null>(P.taskDelegate, body),
  reassign: (body: DelegateTaskBody) => post<null>(P.taskReassign, body),
  batchComplete: (ids: string[], comment?: string) =>
    post<BatchResult>(P.taskBatchComplete, { ids, comment }),
  workbench: () => get<Workbench>(P.workbench),
  /** Users a task can be delegated to, for any holder of a work queue (at most 20). */
  users: (keyword?: string) => get<WorkflowUser[]>(P.users, { keyword }),
};

/**
 * Calls that fail quietly, for what a page shows beside its main content (the menu's task counts): a
 * failure there must not toast on every page.
 */
export const workflowQuietApi = {
  counts: () => get<TaskCounts>(P.taskCounts, undefined, true),
};

/** The home page's workbench, asked quietly: its failure must leave the rest of the home page alone. */
export const workbenchQuietly = () => get<Workbench>(P.workbench, undefined, true);

const said = async (path: string, data: object) =>
  (await request<unknown>({ method: 'post', url: url(path), data })).msg;

/** The work queue's task calls, answering the server's words for what was done (认领成功, 办理成功 …). */
export const taskActions = {
  claim: (id: string) => said(P.taskClaim, { id }),
  unclaim: (id: string) => said(P.taskUnclaim, { id }),
  complete: (body: CompleteTaskBody) => said(P.taskComplete, body),
  returnTask: (id: string, comment: string) => said(P.taskReturn, { id, comment }),
  reject: (id: string, comment: string) => said(P.taskReject, { id, comment }),
  delegate: (body: DelegateTaskBody) => said(P.taskDelegate, body),
};

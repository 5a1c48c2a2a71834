// The workflow layer every business process stands on (issue 18): BPMN 2.0 definitions run by
// bpmn-engine, DMN 1.3 decision tables evaluated with FEEL, user tasks in work queues, and the
// progress of an instance. The generic API lives under WORKFLOW_PREFIX; the spec's business prefixes
// answer `workflow/getProgress` and `workflow/task/excuteTask` too (BUSINESS_WORKFLOW_PREFIXES).
import { z } from 'zod';
import { reason } from './reasons.js';
import { PageQuery } from './organisation.js';

export * from './workflow-model.js';

/** Largest BPMN or DMN document accepted. */
export const WORKFLOW_XML_MAX = 2_000_000;

const xml = z.string().min(1, reason('xmlRequired')).max(WORKFLOW_XML_MAX, reason('xmlTooLarge'));
const comment = z
  .string()
  .trim()
  .max(500, reason('maxChars', { max: 500 }));
/** Process variables: a JSON object. */
const variables = z.record(z.string(), z.unknown());

/** A problem found in a BPMN or DMN document, naming the element it is about. */
export const ModelProblem = z.object({
  elementId: z.string().nullable(),
  elementName: z.string().nullable(),
  message: z.string(),
});
export type ModelProblem = z.infer<typeof ModelProblem>;
export const ValidateResult = z.object({ problems: z.array(ModelProblem) });
export type ValidateResult = z.infer<typeof ValidateResult>;

export const DeployBody = z.object({ xml });
export type DeployBody = z.input<typeof DeployBody>;
export const ValidateBody = DeployBody;

export const DefinitionSummary = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  /** null for a platform template; the tenant's own otherwise. */
  tenantId: z.string().nullable(),
  deployedAt: z.string(),
  deployedBy: z.string().nullable(),
  running: z.number().int(),
  finished: z.number().int(),
  incidents: z.number().int(),
});
export type DefinitionSummary = z.infer<typeof DefinitionSummary>;
export const DefinitionPage = z.object({ items: z.array(DefinitionSummary), total: z.number().int() });
export const DefinitionFilter = PageQuery.extend({ keyword: z.string().trim().max(64).optional() });
export const DefinitionDetail = DefinitionSummary.extend({ xml: z.string() });
export type DefinitionDetail = z.infer<typeof DefinitionDetail>;
export const DefinitionKeyQuery = z.object({ key: z.string().trim().min(1).max(128) });
export const CopyTemplateBody = z.object({ id: z.uuid() });

export const HandlerInfo = z.object({ name: z.string(), description: z.string() });
export type HandlerInfo = z.infer<typeof HandlerInfo>;

export const DecisionSummary = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  version: z.number().int(),
  deployedAt: z.string(),
  deployedBy: z.string().nullable(),
});
export type DecisionSummary = z.infer<typeof DecisionSummary>;
export const DecisionDetail = DecisionSummary.extend({ xml: z.string() });
export type DecisionDetail = z.infer<typeof DecisionDetail>;
/** Evaluate a deployed decision (key) or a document being edited (xml), by decision id. */
export const EvaluateBody = z
  .object({
    key: z.string().trim().max(128).optional(),
    xml: xml.optional(),
    decisionId: z.string().trim().max(128).optional(),
    inputs: variables,
  })
  .refine((b) => b.key || b.xml, { message: reason('decisionKeyOrXml'), path: ['key'] });
export type EvaluateBody = z.input<typeof EvaluateBody>;
export const EvaluateResult = z.object({
  decisionId: z.string(),
  /** One output object per matched rule, after the hit policy (a single object for UNIQUE/FIRST …). */
  result: z.unknown(),
  matchedRules: z.array(z.number().int()),
});
export type EvaluateResult = z.infer<typeof EvaluateResult>;

export const InstanceStatus = ['running', 'completed', 'cancelled', 'failed'] as const;
export type InstanceStatus = (typeof InstanceStatus)[number];

export const StartBody = z.object({
  definitionKey: z.string().trim().min(1).max(128),
  businessKey: z.string().trim().max(128).nullish(),
  title: z.string().trim().max(200).nullish(),
  variables: variables.optional(),
});
export type StartBody = z.input<typeof StartBody>;
export const StartResult = z.object({ id: z.string() });

export const InstanceSummary = z.object({
  id: z.string(),
  definitionId: z.string(),
  definitionKey: z.string(),
  definitionName: z.string(),
  version: z.number().int(),
  businessKey: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(InstanceStatus),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  endedAt: z.string().nullable(),
  openTasks: z.number().int(),
  incidents: z.number().int(),
});
export type InstanceSummary = z.infer<typeof InstanceSummary>;
export const InstanceFilter = PageQuery.extend({
  definitionKey: z.string().trim().max(128).optional(),
  status: z.enum(InstanceStatus).optional(),
  keyword: z.string().trim().max(64).optional(),
});
export type InstanceFilter = z.input<typeof InstanceFilter>;
export const InstancePage = z.object({ items: z.array(InstanceSummary), total: z.number().int() });
export const CancelBody = z.object({ id: z.uuid(), reason: comment.min(1, reason('cancelReasonRequired')) });
export type CancelBody = z.input<typeof CancelBody>;

export const TaskStatus = ['open', 'completed', 'cancelled'] as const;
export type TaskStatus = (typeof TaskStatus)[number];

export const TaskSummary = z.object({
  id: z.string(),
  instanceId: z.string(),
  definitionKey: z.string(),
  definitionName: z.string(),
  elementId: z.string(),
  name: z.string(),
  /** The work queue (the '@wait' route without the suffix, e.g. 'review'), or null. */
  queue: z.string().nullable(),
  businessKey: z.string().nullable(),
  title: z.string().nullable(),
  status: z.enum(TaskStatus),
  assigneeId: z.string().nullable(),
  assigneeName: z.string().nullable(),
  /** Whether the caller may claim it (a candidate and nobody holds it). */
  claimable: z.boolean(),
  hasForm: z.boolean(),
  dueAt: z.string().nullable(),
  overdue: z.boolean(),
  createdAt: z.string(),
});
export type TaskSummary = z.infer<typeof TaskSummary>;

export const TaskScope = ['mine', 'candidate', 'all', 'done'] as const;
export type TaskScope = (typeof TaskScope)[number];
export const TaskFilter = PageQuery.extend({
  /** mine: assigned to me; candidate: I may claim; all: both; done: completed by me. */
  scope: z.enum(TaskScope).default('all'),
  queue: z.string().trim().max(64).optional(),
  definitionKey: z.string().trim().max(128).optional(),
  keyword: z.string().trim().max(64).optional(),
  overdue: z.coerce.boolean().optional(),
});
export type TaskFilter = z.input<typeof TaskFilter>;
export const TaskPage = z.object({ items: z.array(TaskSummary), total: z.number().int() });
export const TaskCounts = z.object({
  mine: z.number().int(),
  candidate: z.number().int(),
  overdue: z.number().int(),
  /** Open tasks (mine or claimable) per queue. */
  byQueue: z.record(z.string(), z.number().int()),
});
export type TaskCounts = z.infer<typeof TaskCounts>;

export const HistoryKind = [
  'started',
  'taskCreated',
  'taskCompleted',
  'taskReturned',
  'taskRejected',
  'taskClaimed',
  'taskUnclaimed',
  'taskDelegated',
  'taskReassigned',
  'timerFired',
  'serviceDone',
  'decisionEvaluated',
  'incident',
  'incidentRetried',
  'completed',
  'cancelled',
] as const;
export type HistoryKind = (typeof HistoryKind)[number];
export const HistoryEntry = z.object({
  id: z.string(),
  at: z.string(),
  kind: z.enum(HistoryKind),
  elementId: z.string().nullable(),
  elementName: z.string().nullable(),
  actorName: z.string().nullable(),
  comment: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof HistoryEntry>;

export const Incident = z.object({
  id: z.string(),
  elementId: z.string(),
  elementName: z.string().nullable(),
  handler: z.string(),
  attempts: z.number().int(),
  error: z.string().nullable(),
  at: z.string(),
});
export type Incident = z.infer<typeof Incident>;

export const InstanceDetail = InstanceSummary.extend({
  variables,
  tasks: z.array(TaskSummary),
  incidentList: z.array(Incident),
  history: z.array(HistoryEntry),
});
export type InstanceDetail = z.infer<typeof InstanceDetail>;

export const ProgressQuery = z.object({ wfInstanceId: z.uuid() });
export const Progress = z.object({
  instance: InstanceSummary,
  xml: z.string(),
  /** Element ids: finished (passed), active (open tasks, waiting timers, running jobs), failed. */
  finished: z.array(z.string()),
  active: z.array(z.string()),
  failed: z.array(z.string()),
  /** Sequence flows taken. */
  flows: z.array(z.string()),
  timeline: z.array(HistoryEntry),
});
export type Progress = z.infer<typeof Progress>;

export const TaskDetail = TaskSummary.extend({
  candidates: z.object({
    users: z.array(z.string()),
    roles: z.array(z.string()),
    depts: z.array(z.string()),
  }),
  /** The task's form (designer template JSON) at the version the task was created with. */
  form: z
    .object({ id: z.string(), version: z.number().int(), name: z.string(), json: z.string() })
    .nullable(),
  variables,
  /** The step a return goes back to, or null when the task is the first user step. */
  returnTo: z.string().nullable(),
  history: z.array(HistoryEntry),
});
export type TaskDetail = z.infer<typeof TaskDetail>;

export const TaskIdBody = z.object({ id: z.uuid() });
export const CompleteTaskBody = z.object({
  id: z.uuid(),
  variables: variables.optional(),
  /** The task form's data, validated with form-core against the form's version. */
  formData: variables.optional(),
  comment: comment.optional(),
});
export type CompleteTaskBody = z.input<typeof CompleteTaskBody>;
export const CommentTaskBody = z.object({ id: z.uuid(), comment: comment.min(1, reason('commentRequired')) });
export type CommentTaskBody = z.input<typeof CommentTaskBody>;
export const DelegateTaskBody = z.object({
  id: z.uuid(),
  tenantUserId: z.uuid(),
  comment: comment.optional(),
});
export type DelegateTaskBody = z.input<typeof DelegateTaskBody>;
export const WorkflowUserQuery = z.object({ keyword: z.string().trim().max(50).optional() });
export type WorkflowUserQuery = z.input<typeof WorkflowUserQuery>;
export const WorkflowUser = z.object({ id: z.string(), username: z.string(), realname: z.string() });
export type WorkflowUser = z.infer<typeof WorkflowUser>;
export const BatchCompleteBody = z.object({
  ids: z.array(z.uuid()).min(1).max(200),
  comment: comment.optional(),
});
export type BatchCompleteBody = z.input<typeof BatchCompleteBody>;
export const BatchResult = z.object({
  completed: z.array(z.string()),
  failed: z.array(z.object({ id: z.string(), reason: z.string() })),
});
export type BatchResult = z.infer<typeof BatchResult>;
export const TaskAction = ['complete', 'return', 'reject'] as const;
export const ExcuteTaskBody = z.object({
  taskId: z.uuid(),
  action: z.enum(TaskAction).default('complete'),
  variables: variables.optional(),
  formData: variables.optional(),
  comment: comment.optional(),
});
export type ExcuteTaskBody = z.input<typeof ExcuteTaskBody>;
export const IncidentRetryBody = z.object({ id: z.uuid() });

export const Workbench = z.object({
  counts: TaskCounts,
  /** My open tasks grouped by process. */
  byProcess: z.array(
    z.object({ definitionKey: z.string(), definitionName: z.string(), count: z.number().int() }),
  ),
  overdue: z.array(TaskSummary),
  recent: z.array(TaskSummary),
});
export type Workbench = z.infer<typeof Workbench>;

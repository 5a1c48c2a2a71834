// The BPMN extension of the platform, shared by the server's bpmn-moddle (deployment, validation) and
// the web's bpmn-js modeler (properties panel), and the API's paths. No zod here: the web bundle imports it.
export const WORKFLOW_PREFIX = '/api/api-workflow';
/** The spec's business services that answer the progress and task calls under their own prefix. */
export const BUSINESS_WORKFLOW_PREFIXES = [
  '/api/api-cert',
  '/api/api-brand',
  '/api/api-ccbd',
  '/api/api-compliance',
  '/api/api-spacestation',
] as const;

export const WorkflowPaths = {
  definitionList: '/definition/list',
  definitionVersions: '/definition/versions',
  definitionDetail: '/definition/detail',
  definitionTemplates: '/definition/templates',
  definitionCopyTemplate: '/definition/copyTemplate',
  validate: '/definition/validate',
  deploy: '/definition/deploy',
  handlers: '/handlers',
  decisionList: '/decision/list',
  decisionDetail: '/decision/detail',
  decisionDeploy: '/decision/deploy',
  decisionEvaluate: '/decision/evaluate',
  instanceStart: '/instance/start',
  instanceList: '/instance/list',
  instanceDetail: '/instance/detail',
  instanceCancel: '/instance/cancel',
  incidentRetry: '/incident/retry',
  progress: '/workflow/getProgress',
  taskList: '/task/list',
  taskCounts: '/task/counts',
  taskDetail: '/task/detail',
  taskClaim: '/task/claim',
  taskUnclaim: '/task/unclaim',
  taskComplete: '/task/complete',
  taskReturn: '/task/return',
  taskReject: '/task/reject',
  taskDelegate: '/task/delegate',
  taskReassign: '/task/reassign',
  taskBatchComplete: '/task/batchComplete',
  /** Users a task can be delegated to (转办), for task holders who may not list the tenant's users. */
  users: '/users',
  /** The spec's name (forms.md §7) for complete / return / reject in one call. */
  excuteTask: '/workflow/task/excuteTask',
  workbench: '/workbench',
} as const;

/** The namespace of our BPMN extension attributes (assignee rules, form, due date, handler …). */
/**
 * Work queues whose tasks are worked on a page of their own rather than the queue's `/<queue>@wait`
 * menu page: a carbon verification is done at 专家评审 (issue 20), certification steps on their pages.
 */
export const QUEUE_PAGES: Readonly<Record<string, string>> = {
  carbonVerify: '/0010',
  // The certification process (issue 21): each step is worked on its certification page.
  applyManage: '/applyManage',
  contractManage: '/contractManage',
  certPlan: '/plan',
  planConfirm: '/applyList',
  ratify: '/ratify',
  ywreviewam: '/ywreviewam',
  // The brand assessment (issue 22): the enterprise answers on its page, experts score at 专家评审.
  brandAnswer: '/brandApply',
  brandCheck: '/brandProcess',
  brandScoring: '/0010',
  brandReview: '/brandProcess',
};

/** The page a task of a queue opens. */
export const queuePage = (queue: string) => QUEUE_PAGES[queue] ?? `/${queue}@wait`;

export const WORKFLOW_NS_URI = 'https://bizadmin.platform/schema/bpmn';
export const WORKFLOW_NS_PREFIX = 'pf';

/**
 * bpmn-moddle / bpmn-js descriptor of the extension attributes. A value starting with '=' is a FEEL
 * expression over the process variables (Camunda's convention); otherwise it is literal: usernames,
 * role codes or department ids separated by commas, an ISO 8601 duration for due dates.
 */
export const workflowModdleDescriptor = {
  name: 'Platform',
  prefix: WORKFLOW_NS_PREFIX,
  uri: WORKFLOW_NS_URI,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'UserTaskProps',
      extends: ['bpmn:UserTask'],
      properties: [
        { name: 'assignee', isAttr: true, type: 'String' },
        { name: 'candidateUsers', isAttr: true, type: 'String' },
        { name: 'candidateRoles', isAttr: true, type: 'String' },
        { name: 'candidateDepts', isAttr: true, type: 'String' },
        { name: 'formKey', isAttr: true, type: 'String' },
        { name: 'dueDate', isAttr: true, type: 'String' },
        { name: 'queue', isAttr: true, type: 'String' },
      ],
    },
    {
      name: 'ServiceTaskProps',
      extends: ['bpmn:ServiceTask', 'bpmn:SendTask'],
      properties: [
        { name: 'handler', isAttr: true, type: 'String' },
        { name: 'retries', isAttr: true, type: 'Integer' },
      ],
    },
    {
      name: 'BusinessRuleTaskProps',
      extends: ['bpmn:BusinessRuleTask'],
      properties: [
        { name: 'decisionRef', isAttr: true, type: 'String' },
        { name: 'resultVariable', isAttr: true, type: 'String' },
      ],
    },
  ],
} as const;

/** A FEEL expression over the process variables, as opposed to a literal value. */
export const isExpression = (value: string) => value.trimStart().startsWith('=');

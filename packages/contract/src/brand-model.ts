// The zod-free part of the brand-assessment contract (issue 22; spec forms.md §7 "Brand assessment",
// shell.md §2.5 role 33 → /0010): the prefixes, the paths, the process states, the brand-strength levels
// and the defaults of the value computation. The web imports these values from
// '@platform/contract/brand-model'. Domain facts: /work/shared/DOMAIN.md "Brand valuation (ISO 10668)".

export const BRAND_PREFIX = '/api/api-brand';
export const CCBD_PREFIX = '/api/api-ccbd';

/**
 * Every brand call under BRAND_PREFIX: the spec's names first, then ours. The spec lists
 * `brand/paper/getQSDataByGid, getQSGroups, getQSData` (one folder) and then `expert/…`, `paper/…`,
 * `ent/…` from the prefix. Its `workflow/task/excuteTask` is the workflow module's call under this
 * prefix (WorkflowPaths.excuteTask): it completes brand tasks too, and the process's state follows.
 */
export const BrandPaths = {
  // spec names (forms.md §7), under /api/api-brand/
  /** The questionnaires of one group (GET ?gid). */
  qsDataByGroup: 'brand/paper/getQSDataByGid',
  /** The questionnaire groups with their weights (GET). */
  qsGroups: 'brand/paper/getQSGroups',
  /** One questionnaire with its form (GET ?qsId). */
  qsData: 'brand/paper/getQSData',
  /** An expert's score table of a process (GET ?processId): the indicators, their ranges, own scores. */
  scoreTable: 'expert/getScoreTable',
  /** Every expert's scores of a process with the consensus (GET ?processId); an expert only after submitting. */
  everyExpertScore: 'expert/getEveryExpertScore',
  /** Saves the answers of one questionnaire (POST {processId, qsId, data, draft}). */
  saveAnswer: 'paper/saveAnswer',
  /** The enterprise applies: creates the assessment process (POST). */
  saveWorkFlow: 'ent/saveWorkFlow',
  /** Every saved answer of a process (POST ?processId). */
  answers: 'paper/getASData',
  /** One questionnaire's answer of a process (POST ?processId&qsId). */
  answer: 'paper/getASDatas',
  /** The enterprise updates its application while it may (POST). */
  updateProcess: 'ent/updateEntProcess',
  /** The brand value of a process by royalty relief, every input and step (GET ?processId). */
  valuePrice: 'ent/queryValuePrice',
  // ours
  /** Processes: the enterprise's own, the body's all (POST ?pageIndex&pageSize, filter in the body). */
  processes: 'ent/queryProcessPage',
  /** One process with its application, answers' state, experts and result (GET ?processId). */
  process: 'ent/processDetail',
  /** The enterprise submits its answers: completes the `answer` step (POST {processId}). */
  submit: 'ent/submit',
  /** The body's formal check: passed (experts assigned) or returned (POST {processId, result, comment}). */
  formalCheck: 'ent/formalCheck',
  /** The body's review of the scored result: approved (published) or returned to scoring (POST). */
  review: 'ent/review',
  /** Withdraws an application before the formal check (POST {processId}). */
  withdraw: 'ent/withdraw',
  /** The body assigns the scoring experts (POST {processId, expertIds}). */
  assignExperts: 'ent/assignExperts',
  /** Experts of the tenant who may be assigned (GET). */
  expertCandidates: 'ent/expertCandidates',
  /** An expert saves (draft) or submits the scores (POST {processId, scores, submit}). */
  saveScores: 'expert/saveScores',
  /** An expert's suggestion on a question of an answer (POST {processId, qsId, path, content}). */
  saveSuggestion: 'expert/saveSuggestion',
  removeSuggestion: 'expert/removeSuggestion',
  /** The expert's scoring tasks (POST ?pageIndex&pageSize). */
  scoringTasks: 'expert/queryTaskPage',
  /** Saves the value inputs of a process (POST). */
  saveValueInputs: 'ent/saveValueInputs',
  // questionnaire groups (the body's configuration)
  saveGroup: 'brand/paper/saveGroup',
  removeGroup: 'brand/paper/removeGroup',
  /** Binds a designer form (questionnaire or scoring kind) to a group with its weight. */
  bindQuestionnaire: 'brand/paper/bindQuestionnaire',
  updateQuestionnaire: 'brand/paper/updateQuestionnaire',
  unbindQuestionnaire: 'brand/paper/unbindQuestionnaire',
  /** The tenant's brand settings: deviation share, royalty range, tax, discount, growth (GET / POST). */
  settings: 'settings/get',
  saveSettings: 'settings/save',
} as const;

/** Every call under CCBD_PREFIX (/api/api-ccbd/). */
export const CcbdPaths = {
  // spec names
  /** Processes by state and business type, average scores, expert workload (GET ?businessType). */
  taskStatistics: 'brand/ent/getTaskStatistics',
  /** The assessment report of a process: data and the latest text sections (GET ?processId). */
  reportDetail: 'ccbd/exportreport/detail',
  /** The business (application) behind a process (GET ?processId). */
  bizByProcess: 'brand/biz/getBizByProcess',
  /** Saves the report's text sections as a new version (POST). */
  saveReport: 'ccbd/exportreport/save',
  // ours
  /** The saved versions of a report (GET ?processId). */
  reportVersions: 'ccbd/exportreport/versions',
  /** The report as a file (GET ?processId&format=pdf|docx&version?). */
  reportDocument: 'ccbd/exportreport/document',
} as const;

/** The suggestions call of the compliance module serves brand answers too (GET ?processId&qsId). */
export const BRAND_SUGGESTIONS_PATH = '/api/api-compliance/cpn/expert/getSuggestList';

/** The assessment process (models/brand-assessment.bpmn) and its steps (user task ids). */
export const BRAND_PROCESS_KEY = 'brand-assessment';
export const BRAND_STEPS = ['answer', 'formalCheck', 'scoring', 'review'] as const;
export type BrandStep = (typeof BRAND_STEPS)[number];
/** Work queues of the steps (workflow-model QUEUE_PAGES maps them to pages). */
export const BRAND_QUEUES = {
  answer: 'brandAnswer',
  formalCheck: 'brandCheck',
  scoring: 'brandScoring',
  review: 'brandReview',
} as const;

export const BrandProcessStatus = {
  /** Applied; the enterprise answers the questionnaires. */
  answering: 0,
  /** Submitted, awaiting the body's formal check. */
  submitted: 1,
  /** The formal check returned it to the enterprise. */
  returned: 2,
  /** Experts are scoring. */
  scoring: 3,
  /** Every expert submitted: the body reviews the result. */
  reviewing: 4,
  /** Result published. */
  completed: 5,
  withdrawn: 9,
} as const;
export type BrandProcessStatus = (typeof BrandProcessStatus)[keyof typeof BrandProcessStatus];

/** Business types of an assessment (`businessType` of the statistics). */
export const BRAND_BUSINESS_TYPES = ['valuation', 'rating'] as const;
export type BrandBusinessType = (typeof BRAND_BUSINESS_TYPES)[number];

/** The dimensions a questionnaire group measures. */
export const BRAND_DIMENSIONS = [
  'quality',
  'innovation',
  'service',
  'reputation',
  'financial',
  'other',
] as const;
export type BrandDimension = (typeof BRAND_DIMENSIONS)[number];

/**
 * Brand-strength levels by the weighted strength score (0–100), highest first: a score at or above
 * `min` has that level.
 */
export const BRAND_LEVELS = [
  { level: 'AAAAA', min: 90 },
  { level: 'AAAA', min: 80 },
  { level: 'AAA', min: 70 },
  { level: 'AA', min: 60 },
  { level: 'A', min: 0 },
] as const;
export type BrandLevel = (typeof BRAND_LEVELS)[number]['level'];

export function brandLevel(score: number): BrandLevel {
  return BRAND_LEVELS.find((l) => score >= l.min)?.level ?? 'A';
}

/** With this many experts or more, an indicator's consensus drops its highest and lowest score. */
export const TRIM_FROM_EXPERTS = 5;

/**
 * The tenant's defaults (brand settings) of the scoring and of the royalty-relief value: shares are
 * decimal strings (0.25 = 25 %).
 */
export const BRAND_DEFAULTS = {
  /** An expert whose score of an indicator differs from the others' mean by more than this share of the range is flagged. */
  deviationShare: '0.25',
  /** The royalty rate runs from min (strength 0) to max (strength 100). */
  royaltyMin: '0.01',
  royaltyMax: '0.05',
  taxRate: '0.25',
  discountRate: '0.12',
  /** Long-term growth of the terminal value (Gordon growth). */
  terminalGrowth: '0.03',
  /** Years of the explicit forecast. */
  forecastYears: 5,
  /** Revenue growth per forecast year when the enterprise gave none. */
  revenueGrowth: '0.05',
} as const;

/** The sensitivity table's steps around the royalty and the discount rate (added to each, as shares). */
export const SENSITIVITY_STEPS = ['-0.01', '-0.005', '0', '0.005', '0.01'] as const;

/** Smallest and largest number of scoring experts of a process. */
export const BRAND_EXPERTS_MIN = 1;
export const BRAND_EXPERTS_MAX = 9;

/** Report formats. */
export const BRAND_REPORT_FORMATS = ['pdf', 'docx'] as const;
/** The editable text sections of the assessment report, in order. */
export const BRAND_REPORT_SECTIONS = [
  'summary',
  'background',
  'method',
  'strength',
  'value',
  'conclusion',
] as const;
export type BrandReportSection = (typeof BRAND_REPORT_SECTIONS)[number];

/** The designer forms (questionnaire or scoring kind) the body may bind to a group (GET ?keyword). */
export const BRAND_FORM_CHOICES_PATH = 'brand/paper/formChoices';

/** The report area's own calls under CCBD_PREFIX. */
export const CcbdReportPaths = {
  /** Processes that have a report (reviewing, completed) with their latest version (POST ?pageIndex&pageSize). */
  reports: 'ccbd/exportreport/queryReportPage',
} as const;

// The zod-free part of the business contract (issue 19): prefixes, paths, statuses and limits, which
// the web imports as values from '@platform/contract/business-model'. Paths: SPACESTATION_PREFIX
// `/api/api-spacestation/` + `ind/...`; COMPLIANCE_PREFIX `/api/api-brms/` + `compliance/...`;
// SUGGESTION_PREFIX `/api/api-compliance/` + `cpn/expert/...`.
export const SPACESTATION_PREFIX = '/api/api-spacestation';
export const COMPLIANCE_PREFIX = '/api/api-brms';
export const SUGGESTION_PREFIX = '/api/api-compliance';

/** Every business call, relative to its prefix (the spec's names plus the ones it leaves unnamed). */
export const BusinessPaths = {
  // api-spacestation (spec names)
  list: 'ind/biz/getBizListBySearch',
  remove: 'ind/biz/deleteBizById',
  add: 'ind/biz/addBiz',
  update: 'ind/biz/updateBizById',
  bindPaper: 'ind/biz/bindPaper',
  unbindPaper: 'ind/biz/unbindPaper',
  tenantList: 'ind/biz/getTenantList',
  publish: 'ind/biz/publishBiz',
  detail: 'ind/biz/getBizById',
  papers: 'ind/biz/getPaperListByBizId',
  addTenants: 'ind/bizTenant/batchAddBizTenant',
  removeTenants: 'ind/bizTenant/batchDeleteByIds',
  tenants: 'ind/bizTenant/queryListByBizId',
  published: 'ind/paper/getPublishedPaperList',
  // api-spacestation (ours)
  close: 'ind/biz/closeBiz',
  formChoices: 'ind/biz/getFormList',
  formChoice: 'ind/biz/getFormById',
  updatePaper: 'ind/biz/updatePaper',
  // api-brms (spec names)
  addSubmission: 'compliance/form/add',
  submit: 'compliance/form/submit',
  doAnswer: 'compliance/form/doanswer',
  fill: 'compliance/form/detail',
  withAnswer: 'compliance/form/detailwithanswer',
  // api-brms (ours)
  submissions: 'compliance/form/list',
  mine: 'compliance/form/mine',
  review: 'compliance/form/review',
  versions: 'compliance/form/versions',
  scoreList: 'compliance/score/list',
  scoreDetail: 'compliance/score/detail',
  saveScore: 'compliance/score/save',
  questionnaires: 'compliance/qs/list',
  qsStats: 'compliance/qs/stats',
  qsExport: 'compliance/qs/export',
  // api-compliance
  suggestions: 'cpn/expert/getSuggestList',
  saveSuggestion: 'cpn/expert/saveSuggest',
  removeSuggestion: 'cpn/expert/deleteSuggest',
} as const;

/** Business item status. */
export const BizStatus = { draft: 0, published: 1, closed: 2 } as const;
export type BizStatus = (typeof BizStatus)[keyof typeof BizStatus];

/** A submission's status; `notStarted` is never stored (a paper without a submission of mine). */
export const SubmissionStatus = { notStarted: -1, draft: 0, submitted: 1, returned: 2, accepted: 3 } as const;
export type SubmissionStatus = (typeof SubmissionStatus)[keyof typeof SubmissionStatus];

export const BIZ_NAME_MAX = 50;
export const BIZ_DESC_MAX = 500;
export const COMMENT_MAX = 500;
export const SUGGESTION_MAX = 1000;
/** Most tenants chosen or experts assigned in one call. */
export const BIZ_BATCH_MAX = 200;

/** The workflow process that reviews a submitted version (a platform template). */
export const SUBMISSION_PROCESS_KEY = 'biz-submission';
/** The work queue of its review task: the menu `/bizReview@wait`. */
export const SUBMISSION_REVIEW_QUEUE = 'bizReview';

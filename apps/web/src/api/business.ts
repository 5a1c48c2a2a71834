// Business calls (issue 19): business items with their papers and tenants (api-spacestation ind/*),
// filling in and reviewing submissions (api-brms compliance/*), scoring, questionnaire results, and
// experts' suggestions (api-compliance cpn/expert/*).
import type {
  AddSubmissionBody,
  BindPaperBody,
  BizBody,
  BizDetail,
  BizFilter,
  BizSummary,
  BizTenant,
  FormChoice,
  FormChoiceDetail,
  Paper,
  PublishedFilter,
  PublishedPaper,
  PublishResult,
  QsStats,
  QuestionnaireSummary,
  ReviewBody,
  SaveScoreBody,
  SaveSuggestionBody,
  ScoreSummary,
  ScoreTask,
  SubmissionDetail,
  SubmissionFilter,
  SubmissionRef,
  SubmissionSummary,
  SubmissionVersion,
  SubmitResult,
  Suggestion,
  TenantOption,
  UpdateBizBody,
  UpdatePaperBody,
} from '@platform/contract';
import {
  BusinessPaths as P,
  COMPLIANCE_PREFIX,
  SPACESTATION_PREFIX,
  SUGGESTION_PREFIX,
} from '@platform/contract/business-model';
import { request } from './request';
import type { Page } from './tenant';

type Paging = { pageIndex: number; pageSize: number };

const call =
  (prefix: string) =>
  async <T>(method: 'get' | 'post', path: string, data?: object, params?: object, silent?: boolean) =>
    (await request<T>({ method, url: `${prefix}/${path}`, data, params, silent })).data;
const ind = call(SPACESTATION_PREFIX);
const brms = call(COMPLIANCE_PREFIX);
const cpn = call(SUGGESTION_PREFIX);

/** Business items, for the publishing tenant's staff (业务管理). */
export const bizApi = {
  list: (filter: BizFilter & Paging) => {
    const { pageIndex, pageSize, ...body } = filter;
    return ind<Page<BizSummary>>('post', P.list, body, { pageIndex, pageSize });
  },
  detail: (bizId: string) => ind<BizDetail>('get', P.detail, undefined, { bizId }),
  add: (body: BizBody) => ind<BizSummary>('post', P.add, body),
  update: (body: UpdateBizBody) => ind<BizSummary>('post', P.update, body),
  remove: (bizId: string) => ind<null>('post', P.remove, undefined, { bizId }),
  papers: (bizId: string) => ind<Paper[]>('get', P.papers, undefined, { bizId }),
  bindPaper: (body: BindPaperBody) => ind<Paper>('post', P.bindPaper, body),
  updatePaper: (body: UpdatePaperBody) => ind<Paper>('post', P.updatePaper, body),
  unbindPaper: (bizId: string, paperId: string) => ind<null>('post', P.unbindPaper, { bizId, paperId }),
  /** The tenant's forms of one kind that can be bound (for managers, who may not design forms). */
  formChoices: (kind: number, keyword?: string) =>
    ind<FormChoice[]>('post', P.formChoices, { kind, keyword }),
  formChoice: (formId: string) => ind<FormChoiceDetail>('get', P.formChoice, undefined, { formId }),
  tenantOptions: (keyword?: string) => ind<TenantOption[]>('post', P.tenantList, { keyword }),
  tenants: (bizId: string) => ind<BizTenant[]>('get', P.tenants, undefined, { bizId }),
  addTenants: (bizId: string, tenantIds: string[]) =>
    ind<BizTenant[]>('post', P.addTenants, { bizId, tenantIds }),
  removeTenants: (ids: string[]) => ind<null>('post', P.removeTenants, { ids }),
  publish: (bizId: string, tenantIds?: string[]) =>
    ind<PublishResult>('post', P.publish, { bizId, tenantIds }),
  close: (bizId: string) => ind<null>('post', P.close, { bizId }),
  /** The papers published to the caller's tenant, with the caller's status in each (业务办理). */
  published: (filter: PublishedFilter & Paging) => {
    const { pageIndex, pageSize, ...body } = filter;
    return ind<Page<PublishedPaper>>('post', P.published, body, { pageIndex, pageSize });
  },
};

/** Filling in, reviewing and scoring submissions. */
export const complianceApi = {
  /** Starts (or reopens) the caller's submission of a published paper. */
  add: (body: AddSubmissionBody) => brms<SubmissionRef>('post', P.addSubmission, body),
  /** Saves a draft on the server. Quiet: autosave failures are shown by the page, not toasted. */
  saveDraft: (submitId: string, data: Record<string, unknown>) =>
    brms<{ savedAt: string }>('post', P.doAnswer, { submitId, data }, undefined, true),
  submit: (submitId: string, data: Record<string, unknown>) =>
    brms<SubmitResult>('post', P.submit, { submitId, data }),
  /** The submission to fill in (`no`, `flowNo` or `submitId`). */
  detail: (query: { submitId?: string; no?: string; flowNo?: string }) =>
    brms<SubmissionDetail>('get', P.fill, undefined, query),
  /** Read-only with answers, for reviewers, experts and the submitter; `version` picks a submitted one. */
  withAnswer: (submitId: string, version?: number) =>
    brms<SubmissionDetail>('get', P.withAnswer, undefined, { submitId, version }),
  versions: (submitId: string) =>
    brms<{ items: SubmissionVersion[] }>('get', P.versions, undefined, { submitId }),
  /** Submissions of the publishing tenant's business items (reviewers). */
  list: (filter: SubmissionFilter & Paging) => {
    const { pageIndex, pageSize, ...body } = filter;
    return brms<Page<SubmissionSummary>>('post', P.submissions, body, { pageIndex, pageSize });
  },
  /** The caller's own submissions (all states) with their history. */
  mine: (filter: Paging & { keyword?: string }) => {
    const { pageIndex, pageSize, ...body } = filter;
    return brms<Page<SubmissionSummary>>('post', P.mine, body, { pageIndex, pageSize });
  },
  review: (body: ReviewBody) => brms<null>('post', P.review, body),

  scoreTasks: (filter: Paging & { pending?: boolean; keyword?: string }) =>
    brms<Page<ScoreTask>>('get', P.scoreList, undefined, filter),
  scores: (submitId: string) => brms<ScoreSummary>('get', P.scoreDetail, undefined, { submitId }),
  saveScore: (body: SaveScoreBody) => brms<ScoreSummary>('post', P.saveScore, body),

  questionnaires: (filter: Paging & { keyword?: string; type?: string }) =>
    brms<Page<QuestionnaireSummary>>('get', P.questionnaires, undefined, filter),
  qsStats: (paperId: string) => brms<QsStats>('get', P.qsStats, undefined, { paperId }),
  /** The xlsx export's URL (downloaded with the session's headers by the page). */
  qsExportUrl: `${COMPLIANCE_PREFIX}/${P.qsExport}`,

  suggestions: (submitId: string) => cpn<Suggestion[]>('get', P.suggestions, undefined, { submitId }),
  saveSuggestion: (body: SaveSuggestionBody) => cpn<Suggestion>('post', P.saveSuggestion, body),
  removeSuggestion: (id: string) => cpn<null>('post', P.removeSuggestion, { id }),
};

/** Every answer to a questionnaire paper as an .xlsx file (streamed by the server). */
export async function exportQuestionnaire(paperId: string): Promise<Blob> {
  return (await request<Blob>({
    method: 'get',
    url: complianceApi.qsExportUrl,
    params: { paperId },
    responseType: 'blob',
  })) as unknown as Blob;
}

/**
 * Saves a draft while the page is being left (tab hidden or closed): a keep-alive fetch, which the
 * browser finishes after the page is gone, with the client's own headers (sendBeacon cannot send them).
 */
export async function saveDraftOnLeave(
  submitId: string,
  data: Record<string, unknown>,
): Promise<{ savedAt: string }> {
  const answer = await request<{ savedAt: string }>({
    method: 'post',
    url: `${COMPLIANCE_PREFIX}/${P.doAnswer}`,
    data: { submitId, data },
    silent: true,
    adapter: 'fetch',
    fetchOptions: { keepalive: true },
  });
  return answer.data;
}

// Brand assessment processes (issue 22, /api/api-brand/ent/*, paper/*; ccbd brand/biz/getBizByProcess):
// the enterprise's application and answers, the body's lists, experts, formal check and review. Lists
// are POSTs with pageIndex/pageSize in the query and the filter in the body.
import type {
  BrandAnswer,
  BrandApplyBody,
  BrandExpertCandidate,
  BrandProcess,
  BrandProcessDetail,
  BrandProcessFilter,
  BrandQuestionnaire,
  Progress,
} from '@platform/contract';
import { BRAND_PREFIX, BrandPaths as P } from '@platform/contract/brand-model';
import { WorkflowPaths } from '@platform/contract/workflow-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const brand = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${BRAND_PREFIX}/${path}`, data, params })).data;

export const processApi = {
  /** The enterprise's own processes, or the body's all. */
  processes: (paging: Paging, filter: BrandProcessFilter) =>
    brand<Page<BrandProcess>>('post', P.processes, filter, paging),
  detail: (processId: string) => brand<BrandProcessDetail>('get', P.process, undefined, { processId }),
  apply: (body: BrandApplyBody) => brand<BrandProcessDetail>('post', P.saveWorkFlow, body),
  update: (processId: string, body: BrandApplyBody) =>
    brand<BrandProcessDetail>('post', P.updateProcess, { ...body, processId }),
  answers: (processId: string) => brand<BrandAnswer[]>('post', P.answers, undefined, { processId }),
  saveAnswer: (processId: string, qsId: string, data: Record<string, unknown>, draft: boolean) =>
    brand<BrandAnswer>('post', P.saveAnswer, { processId, qsId, data, draft }),
  submit: (processId: string) => brand<BrandProcessDetail>('post', P.submit, { processId }),
  withdraw: (processId: string) => brand<BrandProcessDetail>('post', P.withdraw, { processId }),
  candidates: () => brand<BrandExpertCandidate[]>('get', P.expertCandidates),
  assign: (processId: string, expertIds: string[]) =>
    brand<BrandProcessDetail>('post', P.assignExperts, { processId, expertIds }),
  formalCheck: (processId: string, result: 'passed' | 'returned', comment: string) =>
    brand<BrandProcessDetail>('post', P.formalCheck, { processId, result, comment }),
  review: (processId: string, result: 'approved' | 'returned', comment: string) =>
    brand<BrandProcessDetail>('post', P.review, { processId, result, comment }),
  /** A questionnaire with its pinned form (the questionnaires' area serves it). */
  questionnaire: (qsId: string) => brand<BrandQuestionnaire>('get', P.qsData, undefined, { qsId }),
  /** The workflow progress of the process's instance. */
  progress: (wfInstanceId: string) =>
    brand<Progress>('get', WorkflowPaths.progress.slice(1), undefined, { wfInstanceId }),
};

/** Every process read sits under one root, which every change reloads. */
export const processQueryKeys = {
  all: ['brand', 'process'] as const,
  page: (paging: Paging, filter: BrandProcessFilter) => ['brand', 'process', 'page', paging, filter] as const,
  detail: (id: string) => ['brand', 'process', 'detail', id] as const,
  answers: (id: string) => ['brand', 'process', 'answers', id] as const,
  questionnaire: (qsId: string) => ['brand', 'process', 'qs', qsId] as const,
  candidates: ['brand', 'process', 'candidates'] as const,
  progress: (instanceId: string) => ['brand', 'process', 'progress', instanceId] as const,
};

export function useProcessPage(paging: Paging, filter: BrandProcessFilter) {
  return useQuery({
    queryKey: processQueryKeys.page(paging, filter),
    queryFn: () => processApi.processes(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useProcess(id: string | undefined) {
  return useQuery({
    queryKey: processQueryKeys.detail(id ?? ''),
    queryFn: () => processApi.detail(id!),
    enabled: id !== undefined,
  });
}

export function useAnswers(id: string | undefined) {
  return useQuery({
    queryKey: processQueryKeys.answers(id ?? ''),
    queryFn: () => processApi.answers(id!),
    enabled: id !== undefined,
  });
}

export function useQuestionnaire(qsId: string | undefined) {
  return useQuery({
    queryKey: processQueryKeys.questionnaire(qsId ?? ''),
    queryFn: () => processApi.questionnaire(qsId!),
    enabled: qsId !== undefined,
    staleTime: 60_000,
  });
}

export function useExpertCandidates(enabled: boolean) {
  return useQuery({ queryKey: processQueryKeys.candidates, queryFn: processApi.candidates, enabled });
}

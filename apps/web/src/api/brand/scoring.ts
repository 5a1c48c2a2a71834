// Brand expert scoring (issue 22, /api/api-brand/expert/*): the expert's tasks, the score table, saving
// and submitting scores, every expert's scores with the consensus, and suggestions per question (read
// through the compliance call cpn/expert/getSuggestList with processId & qsId).
import type {
  BrandEveryExpertScore,
  BrandSaveScoresBody,
  BrandSaveSuggestionBody,
  BrandScoreTable,
  BrandScoringTask,
  BrandTaskFilter,
  Suggestion,
} from '@platform/contract';
import { BRAND_PREFIX, BRAND_SUGGESTIONS_PATH, BrandPaths as P } from '@platform/contract/brand-model';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from '../request';
import type { Page, Paging } from '../tenant';

const brand = async <T>(method: 'get' | 'post', path: string, data?: object, params?: object) =>
  (await request<T>({ method, url: `${BRAND_PREFIX}/${path}`, data, params })).data;

export const scoringApi = {
  tasks: (paging: Paging, filter: BrandTaskFilter) =>
    brand<Page<BrandScoringTask>>('post', P.scoringTasks, filter, paging),
  scoreTable: (processId: string) => brand<BrandScoreTable>('get', P.scoreTable, undefined, { processId }),
  saveScores: (body: BrandSaveScoresBody) =>
    brand<{ submitted: boolean; reviewing: boolean }>('post', P.saveScores, body),
  everyExpertScore: (processId: string) =>
    brand<BrandEveryExpertScore>('get', P.everyExpertScore, undefined, { processId }),
  suggestions: async (processId: string, qsId: string) =>
    (await request<Suggestion[]>({ method: 'get', url: BRAND_SUGGESTIONS_PATH, params: { processId, qsId } }))
      .data,
  saveSuggestion: (body: BrandSaveSuggestionBody) => brand<Suggestion>('post', P.saveSuggestion, body),
  removeSuggestion: (id: string) => brand<null>('post', P.removeSuggestion, { id }),
};

/** Every scoring read sits under one root, which every change reloads. */
export const scoringQueryKeys = {
  all: ['brand', 'scoring'] as const,
  tasks: (paging: Paging, filter: BrandTaskFilter) => ['brand', 'scoring', 'tasks', paging, filter] as const,
  table: (processId: string) => ['brand', 'scoring', 'table', processId] as const,
  every: (processId: string) => ['brand', 'scoring', 'every', processId] as const,
  suggestions: (processId: string, qsId: string) =>
    ['brand', 'scoring', 'suggestions', processId, qsId] as const,
};

export function useScoringTasks(paging: Paging, filter: BrandTaskFilter) {
  return useQuery({
    queryKey: scoringQueryKeys.tasks(paging, filter),
    queryFn: () => scoringApi.tasks(paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useScoreTable(processId: string | undefined) {
  return useQuery({
    queryKey: scoringQueryKeys.table(processId ?? ''),
    queryFn: () => scoringApi.scoreTable(processId!),
    enabled: !!processId,
  });
}

export function useEveryExpertScore(processId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: scoringQueryKeys.every(processId ?? ''),
    queryFn: () => scoringApi.everyExpertScore(processId!),
    enabled: !!processId && enabled,
  });
}

export function useBrandSuggestions(processId: string, qsId: string) {
  return useQuery({
    queryKey: scoringQueryKeys.suggestions(processId, qsId),
    queryFn: () => scoringApi.suggestions(processId, qsId),
  });
}

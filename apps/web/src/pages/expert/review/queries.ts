// The expert page's reads: the expert's score tasks, and the submission opened with its scores and
// suggestions. Everything sits under one key root, which a saved score reloads.
import type { ScoreSummary } from '@platform/contract';
import { keepPreviousData, useQuery, type QueryClient } from '@tanstack/react-query';
import { complianceApi } from '../../../api/business';
import type { Paging } from '../../../api/tenant';

export interface ScoreTaskFilter {
  keyword?: string;
}

export const expertQueryKeys = {
  all: ['business', 'expert'] as const,
  tasks: (pending: boolean, paging: Paging, filter: ScoreTaskFilter) =>
    ['business', 'expert', 'tasks', pending, paging, filter] as const,
  submission: (submitId: string) => ['business', 'expert', 'submission', submitId] as const,
  scores: (submitId: string) => ['business', 'expert', 'scores', submitId] as const,
  suggestions: (submitId: string) => ['business', 'expert', 'suggestions', submitId] as const,
};

/** `pending`: those I still have to score; otherwise those I scored. */
export function useScoreTasks(pending: boolean, paging: Paging, filter: ScoreTaskFilter) {
  return useQuery({
    queryKey: expertQueryKeys.tasks(pending, paging, filter),
    queryFn: () => complianceApi.scoreTasks({ ...paging, ...filter, pending }),
    placeholderData: keepPreviousData,
  });
}

export function useSubmission(submitId: string) {
  return useQuery({
    queryKey: expertQueryKeys.submission(submitId),
    queryFn: () => complianceApi.withAnswer(submitId),
  });
}

export function useScores(submitId: string) {
  return useQuery({
    queryKey: expertQueryKeys.scores(submitId),
    queryFn: () => complianceApi.scores(submitId),
  });
}

export function useSuggestions(submitId: string) {
  return useQuery({
    queryKey: expertQueryKeys.suggestions(submitId),
    queryFn: () => complianceApi.suggestions(submitId),
  });
}

/** A saved score: the summary the server answered, and the task lists (pending, my total) again. */
export function scoresSaved(queryClient: QueryClient, submitId: string, summary: ScoreSummary) {
  queryClient.setQueryData(expertQueryKeys.scores(submitId), summary);
  return queryClient.invalidateQueries({ queryKey: ['business', 'expert', 'tasks'] });
}

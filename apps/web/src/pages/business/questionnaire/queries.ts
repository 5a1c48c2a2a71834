// The questionnaire page's reads: the tenant's questionnaires and the results of one paper, under one
// key root that a new questionnaire reloads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { complianceApi } from '../../../api/business';
import type { Paging } from '../../../api/tenant';

export interface QuestionnaireFilter {
  keyword?: string;
  type?: string;
}

export const qsQueryKeys = {
  all: ['business', 'questionnaire'] as const,
  page: (paging: Paging, filter: QuestionnaireFilter) =>
    ['business', 'questionnaire', 'page', paging, filter] as const,
  stats: (paperId: string) => ['business', 'questionnaire', 'stats', paperId] as const,
};

export function useQuestionnairePage(paging: Paging, filter: QuestionnaireFilter) {
  return useQuery({
    queryKey: qsQueryKeys.page(paging, filter),
    queryFn: () => complianceApi.questionnaires({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

/** The results of one paper (none asked for without one). */
export function useQsStats(paperId: string | undefined) {
  return useQuery({
    queryKey: qsQueryKeys.stats(paperId ?? ''),
    queryFn: () => complianceApi.qsStats(paperId!),
    enabled: paperId !== undefined,
  });
}

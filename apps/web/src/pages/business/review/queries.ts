// The review page's reads: submissions of the tenant's business items, one submission with its
// answers, its submitted versions, and the items to filter by.
import type { SubmissionFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { bizApi, complianceApi } from '../../../api/business';
import type { Paging } from '../../../api/tenant';

export const reviewQueryKeys = {
  all: ['business', 'review'] as const,
  page: (paging: Paging, filter: SubmissionFilter) => ['business', 'review', 'page', paging, filter] as const,
  detail: (submitId: string) => ['business', 'review', 'detail', submitId] as const,
  versions: (submitId: string) => ['business', 'review', 'versions', submitId] as const,
  items: ['business', 'review', 'items'] as const,
};

export function useSubmissionPage(paging: Paging, filter: SubmissionFilter) {
  return useQuery({
    queryKey: reviewQueryKeys.page(paging, filter),
    queryFn: () => complianceApi.list({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
  });
}

export function useVersions(submitId: string) {
  return useQuery({
    queryKey: reviewQueryKeys.versions(submitId),
    queryFn: async () => (await complianceApi.versions(submitId)).items,
  });
}

/** The business items a reviewer filters by (the newest first, as the item list orders them). */
const ITEM_CHOICES = 100;

export function useBizChoices() {
  const items = useQuery({
    queryKey: reviewQueryKeys.items,
    queryFn: () => bizApi.list({ pageIndex: 1, pageSize: ITEM_CHOICES }),
    staleTime: 60_000,
  });
  return (items.data?.items ?? []).map((item) => ({ value: item.id, label: item.name }));
}

// The factor library's reads. Every save and delete reloads everything under carbon/factor, the
// picker's lists included.
import type { FactorFilter } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { carbonApi } from '../../../api/carbon';
import type { Paging } from '../../../api/tenant';

export type FactorSearch = Omit<FactorFilter, 'pageIndex' | 'pageSize'>;

export const factorQueryKeys = {
  all: ['carbon', 'factor'] as const,
  page: (paging: Paging, filter: FactorSearch) => ['carbon', 'factor', 'page', paging, filter] as const,
};

export function useFactorPage(paging: Paging, filter: FactorSearch, enabled = true) {
  return useQuery({
    queryKey: factorQueryKeys.page(paging, filter),
    queryFn: () => carbonApi.factors({ ...paging, ...filter }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

// The operation log of system-management writes (issue 5), for the tenant's system managers.
import type { OperationLogFilter, OperationLogPage } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Paging } from './tenant';

export async function queryOperLogPage(
  paging: Paging,
  filter: OperationLogFilter,
): Promise<OperationLogPage> {
  return (
    await request<OperationLogPage>({
      method: 'post',
      url: '/api/api-system/data/operlog/queryByPage',
      params: paging,
      data: filter,
    })
  ).data;
}

export const operlogQueryKeys = {
  all: ['system', 'operlog'] as const,
  page: (paging: Paging, filter: OperationLogFilter) =>
    ['system', 'operlog', 'page', paging, filter] as const,
};

export function useOperLogPage(paging: Paging, filter: OperationLogFilter) {
  return useQuery({
    queryKey: operlogQueryKeys.page(paging, filter),
    queryFn: () => queryOperLogPage(paging, filter),
    placeholderData: keepPreviousData,
  });
}

// The operation log of system-management writes (issue 5), for the tenant's system managers.
import type { OperationLogFilter, OperationLogPage } from '@platform/contract';
import { request } from './request';

export async function queryOperLogPage(
  pageIndex: number,
  pageSize: number,
  filter: OperationLogFilter,
): Promise<OperationLogPage> {
  return (
    await request<OperationLogPage>({
      method: 'post',
      url: '/api/api-system/data/operlog/queryByPage',
      params: { pageIndex, pageSize },
      data: filter,
    })
  ).data;
}

// Tenant management calls (platform administrator): tenant/queryByPage, getById, add, update,
// subscribeApps. Types only from the contract: a value import would bundle zod.
import type { AddTenantBody, Tenant, TenantFilter, UpdateTenantBody } from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';

const P = '/api/api-system/data/tenant';

export interface Page<T> {
  items: T[];
  total: number;
}

export interface Paging {
  pageIndex: number;
  pageSize: number;
}

export interface Saved<T> {
  data: T;
  /** The server's words for what happened ('新增成功', '保存成功'). */
  msg: string;
}

export async function queryTenants(paging: Paging, filter: TenantFilter): Promise<Page<Tenant>> {
  return (
    await request<Page<Tenant>>({ method: 'post', url: `${P}/queryByPage`, params: paging, data: filter })
  ).data;
}

export async function getTenant(id: string): Promise<Tenant> {
  return (await request<Tenant>({ method: 'get', url: `${P}/getById`, params: { id } })).data;
}

export async function addTenant(body: AddTenantBody): Promise<Saved<Tenant>> {
  const { data, msg } = await request<Tenant>({ method: 'post', url: `${P}/add`, data: body });
  return { data, msg };
}

export async function updateTenant(body: UpdateTenantBody): Promise<Saved<Tenant>> {
  const { data, msg } = await request<Tenant>({ method: 'post', url: `${P}/update`, data: body });
  return { data, msg };
}

/** Opens exactly `appIds` for the tenant; each newly opened app gets its tenantAppKey. */
export async function subscribeApps(tenantId: string, appIds: string[]): Promise<Saved<Tenant>> {
  const { data, msg } = await request<Tenant>({
    method: 'post',
    url: `${P}/subscribeApps`,
    data: { tenantId, appIds },
  });
  return { data, msg };
}

export const tenantQueryKeys = {
  all: ['system', 'tenants'] as const,
  page: (paging: Paging, filter: TenantFilter) => [...tenantQueryKeys.all, 'page', paging, filter] as const,
  one: (id: string) => [...tenantQueryKeys.all, 'one', id] as const,
};

export function useTenantPage(paging: Paging, filter: TenantFilter) {
  return useQuery({
    queryKey: tenantQueryKeys.page(paging, filter),
    queryFn: () => queryTenants(paging, filter),
    placeholderData: keepPreviousData,
  });
}

/** One tenant, when `id` is given (the user page reached from tenant management). */
export function useTenant(id: string | undefined) {
  return useQuery({
    queryKey: tenantQueryKeys.one(id ?? ''),
    queryFn: () => getTenant(id!),
    enabled: !!id,
  });
}

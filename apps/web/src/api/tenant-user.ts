// A tenant's users (its system managers; the platform administrator for any tenant, naming it with
// `tenantId`): tenantuser/queryByPage, add, update, changeStatus, resetPwd, delete, options, and the
// .xlsx export, import template and import. Types only from the contract: a value import would bundle zod.
import type {
  AddTenantUserBody,
  DeletedTenantUser,
  ImportReport,
  TenantUser,
  TenantUserFilter,
  TenantUserOptions,
  UpdateTenantUserBody,
} from '@platform/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Page, Paging, Saved } from './tenant';

const P = '/api/api-system/data/tenantuser';

/** Whose users: undefined is the signed-in user's own tenant. */
export type TenantScope = string | undefined;

const scoped = (tenantId: TenantScope) => (tenantId ? { tenantId } : {});

export async function queryUsers(
  tenantId: TenantScope,
  paging: Paging,
  filter: TenantUserFilter,
): Promise<Page<TenantUser>> {
  return (
    await request<Page<TenantUser>>({
      method: 'post',
      url: `${P}/queryByPage`,
      params: { ...paging, ...scoped(tenantId) },
      data: filter,
    })
  ).data;
}

export async function getUserOptions(tenantId: TenantScope): Promise<TenantUserOptions> {
  return (await request<TenantUserOptions>({ method: 'get', url: `${P}/options`, params: scoped(tenantId) }))
    .data;
}

async function save<T>(tenantId: TenantScope, path: string, body: object): Promise<Saved<T>> {
  const { data, msg } = await request<T>({
    method: 'post',
    url: `${P}/${path}`,
    params: scoped(tenantId),
    data: body,
  });
  return { data, msg };
}

export const addUser = (tenantId: TenantScope, body: AddTenantUserBody) =>
  save<TenantUser>(tenantId, 'add', body);

export const updateUser = (tenantId: TenantScope, body: UpdateTenantUserBody) =>
  save<TenantUser>(tenantId, 'update', body);

export const changeUserStatus = (tenantId: TenantScope, id: string, status: 0 | 1) =>
  save<TenantUser>(tenantId, 'changeStatus', { id, status });

/** Sets the password the administrator chose; the user's sessions end. */
export const resetUserPassword = (tenantId: TenantScope, id: string, password: string) =>
  save<null>(tenantId, 'resetPwd', { id, password });

/**
 * Removes the user from the tenant (their roles and sessions here end); the account goes too when the
 * user belongs to no other tenant. The answer's message says which happened.
 */
export const deleteUser = (tenantId: TenantScope, id: string) =>
  save<DeletedTenantUser>(tenantId, 'delete', { id });

async function blob(
  method: 'get' | 'post',
  path: string,
  tenantId: TenantScope,
  data?: object,
): Promise<Blob> {
  return (await request<Blob>({
    method,
    url: `${P}/${path}`,
    params: scoped(tenantId),
    data,
    responseType: 'blob',
  })) as unknown as Blob;
}

/** The users matching the filter as an .xlsx file. */
export const exportUsers = (tenantId: TenantScope, filter: TenantUserFilter) =>
  blob('post', 'export', tenantId, filter);

/** The empty import sheet, listing the tenant's departments, positions and roles. */
export const downloadImportTemplate = (tenantId: TenantScope) => blob('get', 'importTemplate', tenantId);

/**
 * Imports an .xlsx sheet; `password` is the initial password of rows without their own. Rows without a
 * problem are created, the others come back in the report.
 */
export async function importUsers(
  tenantId: TenantScope,
  file: File,
  password: string | undefined,
): Promise<Saved<ImportReport>> {
  const form = new FormData();
  if (password) form.append('password', password);
  form.append('file', file);
  const { data, msg } = await request<ImportReport>({
    method: 'post',
    url: `${P}/import`,
    params: scoped(tenantId),
    data: form,
    // The browser sets multipart/form-data with its boundary.
    headers: { 'Content-Type': undefined },
  });
  return { data, msg };
}

export const tenantUserQueryKeys = {
  all: ['system', 'tenant-users'] as const,
  scope: (tenantId: TenantScope) => [...tenantUserQueryKeys.all, tenantId ?? 'own'] as const,
  page: (tenantId: TenantScope, paging: Paging, filter: TenantUserFilter) =>
    [...tenantUserQueryKeys.scope(tenantId), 'page', paging, filter] as const,
  options: (tenantId: TenantScope) => [...tenantUserQueryKeys.scope(tenantId), 'options'] as const,
};

export function useUserPage(tenantId: TenantScope, paging: Paging, filter: TenantUserFilter) {
  return useQuery({
    queryKey: tenantUserQueryKeys.page(tenantId, paging, filter),
    queryFn: () => queryUsers(tenantId, paging, filter),
    placeholderData: keepPreviousData,
  });
}

export function useUserOptions(tenantId: TenantScope) {
  return useQuery({
    queryKey: tenantUserQueryKeys.options(tenantId),
    queryFn: () => getUserOptions(tenantId),
  });
}

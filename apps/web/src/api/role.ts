// Role calls, spec shell.md §7.4 (data/role): per-app list, add, update, bind resources; and delete.
import type { AddRoleBody, Resource, Role, UpdateRoleBody } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Saved } from './tenant';

const P = '/api/api-system/data/role';

/** The app's platform roles and the caller's tenant's own. */
export async function getRolesByApp(appId: string): Promise<Role[]> {
  return (await request<Role[]>({ method: 'get', url: `${P}/getListByAppId`, params: { appId } })).data;
}

export async function addRole(body: AddRoleBody): Promise<Saved<Role>> {
  const { data, msg } = await request<Role>({ method: 'post', url: `${P}/add`, data: body });
  return { data, msg };
}

export async function updateRole(body: UpdateRoleBody): Promise<Saved<Role>> {
  const { data, msg } = await request<Role>({ method: 'post', url: `${P}/update`, data: body });
  return { data, msg };
}

/** Deletes a role nobody holds; a role in use is refused with who holds it. */
export async function deleteRole(id: string): Promise<string> {
  return (await request<Role>({ method: 'post', url: `${P}/delete`, data: { id } })).msg;
}

/** Replaces the role's resources with exactly `resourceIds`. */
export async function bindResources(roleId: string, resourceIds: string[]): Promise<string> {
  return (await request<null>({ method: 'post', url: `${P}/bindResources`, data: { roleId, resourceIds } }))
    .msg;
}

export async function getResourcesByRoleId(roleId: string): Promise<Resource[]> {
  return (await request<Resource[]>({ method: 'get', url: `${P}/getResourcesByRoleId`, params: { roleId } }))
    .data;
}

export const roleQueryKeys = {
  all: ['system', 'roles'] as const,
  list: (appId: string) => [...roleQueryKeys.all, 'list', appId] as const,
  resources: (roleId: string) => [...roleQueryKeys.all, 'resources', roleId] as const,
};

export function useRoles(appId: string | undefined) {
  return useQuery({
    queryKey: roleQueryKeys.list(appId ?? ''),
    queryFn: () => getRolesByApp(appId!),
    enabled: !!appId,
  });
}

/** The resources bound to the role, when `roleId` is given. */
export function useRoleResources(roleId: string | undefined) {
  return useQuery({
    queryKey: roleQueryKeys.resources(roleId ?? ''),
    queryFn: () => getResourcesByRoleId(roleId!),
    enabled: !!roleId,
    // Always the binding as stored now: another administrator may have changed it.
    staleTime: 0,
    gcTime: 0,
  });
}

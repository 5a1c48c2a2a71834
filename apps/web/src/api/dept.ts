// Departments of the signed-in user's tenant (spec §7.5, data/dept): getDeptTree, getDeptById, addDept,
// updateDept, delDeptById. Types only from the contract: a value import would bundle zod.
import type { AddDeptBody, DeptNode, DeptTreeNode, UpdateDeptBody } from '@platform/contract';
import { useQuery } from '@tanstack/react-query';
import { request } from './request';
import type { Saved } from './tenant';

const P = '/api/api-system/data/dept';

/** The tenant's departments as a tree, each with the number of users it holds. */
export async function getDeptTree(): Promise<DeptTreeNode[]> {
  return (await request<DeptTreeNode[]>({ method: 'get', url: `${P}/getDeptTree` })).data;
}

export async function addDept(body: AddDeptBody): Promise<Saved<DeptNode>> {
  const { data, msg } = await request<DeptNode>({ method: 'post', url: `${P}/addDept`, data: body });
  return { data, msg };
}

export async function updateDept(body: UpdateDeptBody): Promise<Saved<DeptNode>> {
  const { data, msg } = await request<DeptNode>({ method: 'post', url: `${P}/updateDept`, data: body });
  return { data, msg };
}

/**
 * Deletes a department; the server refuses one that still has sub-departments or users (the page says
 * so before, but someone may have added one meanwhile). Silent: the page shows the reason in a dialog
 * of its own.
 */
export async function deleteDept(id: string): Promise<string> {
  return (await request<null>({ method: 'post', url: `${P}/delDeptById`, data: { id }, silent: true })).msg;
}

export const deptQueryKeys = {
  all: ['system', 'depts'] as const,
  tree: ['system', 'depts', 'tree'] as const,
};

export function useDeptTree() {
  return useQuery({ queryKey: deptQueryKeys.tree, queryFn: getDeptTree });
}

// Pure helpers over the department tree the server sends (getDeptTree).
import type { DeptNode, DeptTreeNode } from '@platform/contract';
import { i18n } from '../../../i18n';

/**
 * The departments whose name contains `keyword` (any case), with their ancestors so that each stays
 * where it is in the tree; the whole tree when the keyword is blank.
 */
export function filterDeptTree<T extends DeptNode & { children: T[] }>(nodes: T[], keyword: string): T[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return nodes;
  return nodes.flatMap((node) => {
    if (node.name.toLowerCase().includes(k)) return [node];
    const children = filterDeptTree(node.children, keyword);
    return children.length ? [{ ...node, children }] : [];
  });
}

/** The tree without the department `id` and everything under it: the parents it may be moved to. */
export function withoutSubtree(nodes: DeptNode[], id: string): DeptNode[] {
  return nodes
    .filter((node) => node.id !== id)
    .map((node) => ({ ...node, children: withoutSubtree(node.children, id) }));
}

/** Ids of every department that has sub-departments: the rows "expand all" opens. */
export function parentIds(nodes: DeptNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length ? [node.id, ...parentIds(node.children)] : []));
}

export interface DeptOption {
  value: string;
  title: string;
  children?: DeptOption[];
}

/** The tree as antd's TreeSelect takes it. */
export function deptOptions(nodes: DeptNode[]): DeptOption[] {
  return nodes.map((node) => ({
    value: node.id,
    title: node.name,
    ...(node.children.length ? { children: deptOptions(node.children) } : {}),
  }));
}

/** Why the department cannot be deleted (sub-departments first, then users); undefined when it can. */
export function removalBlocker(dept: DeptTreeNode): string | undefined {
  if (dept.children.length > 0) return i18n.t('system:dept.hasChildren');
  if (dept.userCount > 0) return i18n.t('system:dept.hasUsers', { count: dept.userCount });
  return undefined;
}

// Departments of the session's tenant: a tree whose parents must exist in the same tenant and never
// form a cycle; a department is deleted only once it has neither sub-departments nor users.
import type { AddDeptBody, DeptNode, DeptTreeNode, UpdateDeptBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { assertSystemManager } from '../account/access.js';
import { deptRepo as repo, type DeptRow } from './repo.js';

const toDept = (r: DeptRow) => ({
  id: r.id,
  parentId: r.parentId,
  name: r.name,
  leader: r.leader,
  phone: r.phone,
  email: r.email,
  sort: r.sort,
  status: r.status,
});

export function buildDeptTree(rows: DeptRow[]): DeptNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...toDept(r), children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const r of rows) {
    const parent = r.parentId ? nodes.get(r.parentId) : undefined;
    (parent ? parent.children : roots).push(nodes.get(r.id)!);
  }
  return roots;
}

/** The tenant's departments as a tree, for other modules' forms (no counts, no access check). */
export async function deptTree(db: Db, tenantId: string): Promise<DeptNode[]> {
  return buildDeptTree(await repo.all(db, tenantId));
}

/** Whether the tenant has the department (another module's form names it). */
export async function deptExists(db: Db, tenantId: string, id: string): Promise<boolean> {
  return (await repo.get(db, tenantId, id)) !== undefined;
}

function withUserCounts(nodes: DeptNode[], counts: Map<string, number>): DeptTreeNode[] {
  return nodes.map((node) => ({
    ...node,
    userCount: counts.get(node.id) ?? 0,
    children: withUserCounts(node.children, counts),
  }));
}

export function deptService(db: Db) {
  const sameNameRefusal = (error: unknown): never => {
    if (isUniqueViolation(error)) refuse('body.name', text('dept.nameTaken'));
    throw error;
  };

  async function checkParent(ctx: RequestContext, parentId: string | null | undefined, selfId?: string) {
    if (!parentId) return;
    if (parentId === selfId) refuse('body.parentId', text('dept.parentIsSelf'));
    const all = await repo.all(db, ctx.tenantId);
    const byId = new Map(all.map((d) => [d.id, d]));
    if (!byId.has(parentId)) refuse('body.parentId', text('dept.parentNotFound'));
    // Walking up from the new parent must never reach the department being moved.
    for (let at = byId.get(parentId); at; at = at.parentId ? byId.get(at.parentId) : undefined) {
      if (at.id === selfId) refuse('body.parentId', text('dept.parentIsDescendant'));
    }
  }

  const fields = (b: AddDeptBody) => ({
    parentId: b.parentId ?? null,
    name: b.name,
    leader: b.leader ?? null,
    phone: b.phone ?? null,
    email: b.email ?? null,
    sort: b.sort ?? 0,
    status: b.status ?? 1,
  });

  return {
    async tree(ctx: RequestContext): Promise<DeptTreeNode[]> {
      await assertSystemManager(db, ctx);
      const [rows, counts] = await Promise.all([
        repo.all(db, ctx.tenantId),
        repo.userCounts(db, ctx.tenantId),
      ]);
      return withUserCounts(buildDeptTree(rows), counts);
    },

    async get(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      const row = await repo.get(db, ctx.tenantId, id);
      if (!row) notFound(text('dept.notFound'));
      return toDept(row);
    },

    async add(ctx: RequestContext, body: AddDeptBody) {
      await assertSystemManager(db, ctx);
      await checkParent(ctx, body.parentId);
      const row = await repo.insert(db, { tenantId: ctx.tenantId, ...fields(body) }).catch(sameNameRefusal);
      return toDept(row);
    },

    async update(ctx: RequestContext, body: UpdateDeptBody) {
      await assertSystemManager(db, ctx);
      if (!(await repo.get(db, ctx.tenantId, body.id))) notFound(text('dept.notFound'));
      await checkParent(ctx, body.parentId, body.id);
      const row = await repo.update(db, ctx.tenantId, body.id, fields(body)).catch(sameNameRefusal);
      return toDept(row!);
    },

    async remove(ctx: RequestContext, id: string) {
      await assertSystemManager(db, ctx);
      if (!(await repo.get(db, ctx.tenantId, id))) notFound(text('dept.notFound'));
      if (await repo.hasChildrenOrUsers(db, ctx.tenantId, id)) refuse('body.id', text('dept.notEmpty'));
      await repo.remove(db, ctx.tenantId, id);
    },
  };
}

export type DeptService = ReturnType<typeof deptService>;

// A tenant's users, managed by the tenant's system managers: the global identity (username,
// password, name, contacts) plus the membership (type, department, position, roles, status). Every
// query is scoped by the session's tenant; a user shared with other tenants keeps their password
// unless the platform administrator resets it.
import { and, asc, count, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AddTenantUserBody, TenantUser, UpdateTenantUserBody } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation, sqlState } from '../../db/errors.js';
import {
  depts,
  positions,
  roles,
  sessions,
  tenantApps,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { notFound, refuse } from '../../http/errors.js';
import { hashPassword } from '../account/password.js';
import { containsPattern } from '../../db/like.js';
import { optionsOf } from './options.js';
import { tenantInScope } from './scope.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type UserFilter = { keyword?: string | undefined; deptId?: string | undefined; status?: number | undefined };

/** The most users one export writes. */
const EXPORT_MAX_ROWS = 20_000;

export function tenantUserService(db: Db) {
  const memberSelect = {
    id: tenantUsers.id,
    userId: users.id,
    username: users.username,
    realname: users.realname,
    mobile: users.mobile,
    email: users.email,
    type: tenantUsers.type,
    deptId: tenantUsers.deptId,
    deptName: depts.name,
    positionId: tenantUsers.positionId,
    positionName: positions.name,
    status: tenantUsers.status,
    createdAt: tenantUsers.createdAt,
  };

  /** Callers add the where clause, which always names the session's tenant. */
  function baseQuery() {
    return db
      .select(memberSelect)
      .from(tenantUsers)
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .leftJoin(depts, and(eq(depts.tenantId, tenantUsers.tenantId), eq(depts.id, tenantUsers.deptId)))
      .leftJoin(
        positions,
        and(eq(positions.tenantId, tenantUsers.tenantId), eq(positions.id, tenantUsers.positionId)),
      )
      .$dynamic();
  }

  async function withRoles(
    tenantId: string,
    rows: Awaited<ReturnType<ReturnType<typeof baseQuery>['execute']>>,
  ): Promise<TenantUser[]> {
    if (!rows.length) return [];
    const grants = await db
      .select({
        tenantUserId: tenantUserRoles.tenantUserId,
        id: roles.id,
        appId: roles.appId,
        code: roles.code,
        name: roles.name,
      })
      .from(tenantUserRoles)
      .innerJoin(roles, eq(roles.id, tenantUserRoles.roleId))
      .where(
        and(
          eq(tenantUserRoles.tenantId, tenantId),
          inArray(
            tenantUserRoles.tenantUserId,
            rows.map((r) => r.id),
          ),
        ),
      )
      .orderBy(asc(roles.code));
    return rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      roles: grants.filter((g) => g.tenantUserId === r.id).map(({ tenantUserId: _t, ...g }) => g),
    }));
  }

  async function one(tenantId: string, id: string) {
    const rows = await baseQuery().where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)));
    if (!rows.length) notFound('用户不存在');
    return (await withRoles(tenantId, rows))[0]!;
  }

  /** Department, position and roles named in a body must be the tenant's (roles: of its opened apps). */
  async function checkRefs(
    tenantId: string,
    b: { deptId?: string | null; positionId?: string | null; roleIds?: string[] },
  ) {
    if (b.deptId) {
      const [d] = await db
        .select({ id: depts.id })
        .from(depts)
        .where(and(eq(depts.tenantId, tenantId), eq(depts.id, b.deptId)));
      if (!d) refuse('body.deptId', '部门不存在');
    }
    if (b.positionId) {
      const [p] = await db
        .select({ id: positions.id })
        .from(positions)
        .where(and(eq(positions.tenantId, tenantId), eq(positions.id, b.positionId)));
      if (!p) refuse('body.positionId', '岗位不存在');
    }
    const roleIds = [...new Set(b.roleIds ?? [])];
    if (roleIds.length) {
      const usable = await db
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(
          tenantApps,
          and(eq(tenantApps.appId, roles.appId), eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1)),
        )
        .where(and(inArray(roles.id, roleIds), or(isNull(roles.tenantId), eq(roles.tenantId, tenantId))));
      if (usable.length !== roleIds.length) refuse('body.roleIds', '包含不存在或当前租户不可用的角色');
    }
    return roleIds;
  }

  async function setRoles(tx: Tx, tenantId: string, tenantUserId: string, roleIds: string[]) {
    await tx
      .delete(tenantUserRoles)
      .where(and(eq(tenantUserRoles.tenantId, tenantId), eq(tenantUserRoles.tenantUserId, tenantUserId)));
    if (roleIds.length)
      await tx.insert(tenantUserRoles).values(roleIds.map((roleId) => ({ tenantId, tenantUserId, roleId })));
  }

  const identityTaken = (error: unknown): never => {
    if (isUniqueViolation(error)) {
      const constraint = String(
        (error as { cause?: { constraint?: string }; constraint?: string }).cause?.constraint ??
          (error as { constraint?: string }).constraint ??
          '',
      );
      if (constraint.includes('mobile')) refuse('body.mobile', '手机号已被其他账号使用');
      refuse('body.username', '用户名已存在');
    }
    if (sqlState(error) === '23503') refuse('body', '引用的数据不存在');
    throw error;
  };

  function filterWhere(tenantId: string, f: UserFilter) {
    const conditions: (SQL | undefined)[] = [eq(tenantUsers.tenantId, tenantId)];
    if (f.keyword) {
      const k = containsPattern(f.keyword);
      conditions.push(or(ilike(users.username, k), ilike(users.realname, k), ilike(users.mobile, k)));
    }
    if (f.deptId) conditions.push(eq(tenantUsers.deptId, f.deptId));
    if (f.status !== undefined) conditions.push(eq(tenantUsers.status, f.status));
    return and(...conditions);
  }

  return {
    async page(
      ctx: RequestContext,
      target: string | undefined,
      pageIndex: number,
      pageSize: number,
      f: UserFilter,
    ) {
      const tenantId = await tenantInScope(db, ctx, target);
      const where = filterWhere(tenantId, f);
      const [rows, [total]] = await Promise.all([
        baseQuery()
          .where(where)
          .orderBy(asc(tenantUsers.createdAt), asc(users.username))
          .offset((pageIndex - 1) * pageSize)
          .limit(pageSize),
        db
          .select({ n: count() })
          .from(tenantUsers)
          .innerJoin(users, eq(users.id, tenantUsers.userId))
          .where(where),
      ]);
      return { items: await withRoles(tenantId, rows), total: total?.n ?? 0 };
    },

    /** Every user matching the filter (for the export), with the tenant's grantable roles by app. */
    async all(ctx: RequestContext, target: string | undefined, f: UserFilter) {
      const tenantId = await tenantInScope(db, ctx, target);
      const rows = await baseQuery()
        .where(filterWhere(tenantId, f))
        .orderBy(asc(tenantUsers.createdAt), asc(users.username))
        .limit(EXPORT_MAX_ROWS + 1);
      if (rows.length > EXPORT_MAX_ROWS)
        refuse('body', `符合条件的用户超过${EXPORT_MAX_ROWS}个，请缩小筛选范围后再导出`);
      const [users_, options] = await Promise.all([withRoles(tenantId, rows), optionsOf(db, tenantId)]);
      return { users: users_, options };
    },

    /** Departments, positions and grantable roles the user form offers in the tenant. */
    async options(ctx: RequestContext, target: string | undefined) {
      return optionsOf(db, await tenantInScope(db, ctx, target));
    },

    async get(ctx: RequestContext, target: string | undefined, id: string) {
      const tenantId = await tenantInScope(db, ctx, target);
      return one(tenantId, id);
    },

    async add(ctx: RequestContext, target: string | undefined, b: AddTenantUserBody) {
      const tenantId = await tenantInScope(db, ctx, target);
      const roleIds = await checkRefs(tenantId, b);
      const [taken] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = lower(${b.username})`);
      if (taken) refuse('body.username', '用户名已存在');
      const passwordHash = await hashPassword(b.password);
      const id = await db
        .transaction(async (tx) => {
          const [user] = await tx
            .insert(users)
            .values({
              username: b.username,
              realname: b.realname,
              mobile: b.mobile ?? null,
              email: b.email ?? null,
              passwordHash,
            })
            .returning({ id: users.id });
          const [member] = await tx
            .insert(tenantUsers)
            .values({
              tenantId: tenantId,
              userId: user!.id,
              type: b.type ?? 1,
              deptId: b.deptId ?? null,
              positionId: b.positionId ?? null,
              status: b.status ?? 1,
            })
            .returning({ id: tenantUsers.id });
          await setRoles(tx, tenantId, member!.id, roleIds);
          return member!.id;
        })
        .catch(identityTaken);
      return one(tenantId, id);
    },

    async update(ctx: RequestContext, target: string | undefined, b: UpdateTenantUserBody) {
      const tenantId = await tenantInScope(db, ctx, target);
      const current = await one(tenantId, b.id);
      const roleIds = await checkRefs(tenantId, b);
      if (b.id === ctx.tenantUserId && b.status === 0) refuse('body.status', '不能停用自己的账号');
      await db
        .transaction(async (tx) => {
          await tx
            .update(users)
            .set({
              realname: b.realname,
              mobile: b.mobile ?? null,
              email: b.email ?? null,
              updatedAt: new Date(),
            })
            .where(eq(users.id, current.userId));
          await tx
            .update(tenantUsers)
            .set({
              type: b.type ?? 1,
              deptId: b.deptId ?? null,
              positionId: b.positionId ?? null,
              status: b.status ?? 1,
              updatedAt: new Date(),
            })
            .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, b.id)));
          await setRoles(tx, tenantId, b.id, roleIds);
        })
        .catch(identityTaken);
      return one(tenantId, b.id);
    },

    async changeStatus(ctx: RequestContext, target: string | undefined, id: string, status: 0 | 1) {
      const tenantId = await tenantInScope(db, ctx, target);
      await one(tenantId, id);
      if (id === ctx.tenantUserId && status === 0) refuse('body.status', '不能停用自己的账号');
      await db
        .update(tenantUsers)
        .set({ status, updatedAt: new Date() })
        .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)));
      return one(tenantId, id);
    },

    /** Sets a new password and ends the user's sessions. */
    async resetPassword(ctx: RequestContext, target: string | undefined, id: string, password: string) {
      const tenantId = await tenantInScope(db, ctx, target);
      const member = await one(tenantId, id);
      if (!ctx.isPlatformAdmin) {
        const [elsewhere] = await db
          .select({ n: count() })
          .from(tenantUsers)
          .where(and(eq(tenantUsers.userId, member.userId), ne(tenantUsers.tenantId, tenantId)));
        if ((elsewhere?.n ?? 0) > 0) refuse('body.id', '该用户同时属于其他租户，请由平台管理员重置密码');
      }
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, member.userId));
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.userId, member.userId), isNull(sessions.revokedAt)));
      });
    },
  };
}

export type TenantUserService = ReturnType<typeof tenantUserService>;

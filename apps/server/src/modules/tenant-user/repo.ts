import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  depts,
  positions,
  roles,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../../db/schema/index.js';

export type UserFilter = {
  keyword?: string | undefined;
  deptId?: string | undefined;
  status?: number | undefined;
};

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
  isPlatformAdmin: users.isPlatformAdmin,
};

/** Callers add the where clause, which always names the tenant. */
function membersQuery(db: Db) {
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

export type MemberRow = Awaited<ReturnType<ReturnType<typeof membersQuery>['execute']>>[number];

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

const byCreation = [asc(tenantUsers.createdAt), asc(users.username)];

export interface NewMember {
  username: string;
  realname: string;
  mobile: string | null;
  email: string | null;
  passwordHash: string;
  type: number;
  deptId: string | null;
  positionId: string | null;
  status: number;
  roleIds: string[];
}

export const tenantUserRepo = {
  async tenantExists(db: Db, tenantId: string) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId));
    return tenant !== undefined;
  },

  async page(db: Db, tenantId: string, pageIndex: number, pageSize: number, f: UserFilter) {
    const where = filterWhere(tenantId, f);
    const [rows, [total]] = await Promise.all([
      membersQuery(db)
        .where(where)
        .orderBy(...byCreation)
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize),
      db
        .select({ n: count() })
        .from(tenantUsers)
        .innerJoin(users, eq(users.id, tenantUsers.userId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The members matching the filter, at most `limit`. */
  matching(db: Db, tenantId: string, f: UserFilter, limit: number) {
    return membersQuery(db)
      .where(filterWhere(tenantId, f))
      .orderBy(...byCreation)
      .limit(limit);
  },

  async member(db: Db, tenantId: string, id: string): Promise<MemberRow | undefined> {
    const [row] = await membersQuery(db).where(
      and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)),
    );
    return row;
  },

  /** Which of the users also belong to a tenant other than `tenantId` (as far as the scope shows). */
  async inOtherTenants(db: Db, tenantId: string, userIds: string[]): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ userId: tenantUsers.userId })
      .from(tenantUsers)
      .where(and(inArray(tenantUsers.userId, userIds), ne(tenantUsers.tenantId, tenantId)));
    return new Set(rows.map((r) => r.userId));
  },

  /** The roles the members hold in the tenant. */
  grants(db: Db, tenantId: string, tenantUserIds: string[]) {
    return db
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
        and(eq(tenantUserRoles.tenantId, tenantId), inArray(tenantUserRoles.tenantUserId, tenantUserIds)),
      )
      .orderBy(asc(roles.code));
  },

  async usernameTaken(db: Db, username: string) {
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return taken !== undefined;
  },

  /** Which of the lower-cased usernames are taken (lower-cased). */
  async takenUsernames(db: Db, lowerNames: string[]) {
    if (!lowerNames.length) return [];
    const rows = await db
      .select({ v: sql<string>`lower(${users.username})` })
      .from(users)
      .where(inArray(sql`lower(${users.username})`, lowerNames));
    return rows.map((r) => r.v);
  },

  async takenMobiles(db: Db, mobiles: string[]) {
    if (!mobiles.length) return [];
    const rows = await db.select({ v: users.mobile }).from(users).where(inArray(users.mobile, mobiles));
    return rows.map((r) => r.v!);
  },

  /** Creates the accounts and their memberships of the tenant, with their roles; returns the membership ids. */
  async insertMembers(db: Db, tenantId: string, members: NewMember[]): Promise<string[]> {
    if (!members.length) return [];
    const created = await db
      .insert(users)
      .values(
        members.map((m) => ({
          username: m.username,
          realname: m.realname,
          mobile: m.mobile,
          email: m.email,
          passwordHash: m.passwordHash,
        })),
      )
      .returning({ id: users.id });
    const inserted = await db
      .insert(tenantUsers)
      .values(
        members.map((m, i) => ({
          tenantId,
          userId: created[i]!.id,
          type: m.type,
          deptId: m.deptId,
          positionId: m.positionId,
          status: m.status,
        })),
      )
      .returning({ id: tenantUsers.id });
    const grants = members.flatMap((m, i) =>
      m.roleIds.map((roleId) => ({ tenantId, tenantUserId: inserted[i]!.id, roleId })),
    );
    if (grants.length) await db.insert(tenantUserRoles).values(grants);
    return inserted.map((r) => r.id);
  },

  async updateIdentity(
    db: Db,
    userId: string,
    identity: { realname: string; mobile: string | null; email: string | null },
  ) {
    await db
      .update(users)
      .set({ ...identity, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },

  async updateMembership(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<Pick<typeof tenantUsers.$inferInsert, 'type' | 'deptId' | 'positionId' | 'status'>>,
  ) {
    await db
      .update(tenantUsers)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)));
  },

  async setRoles(db: Db, tenantId: string, tenantUserId: string, roleIds: string[]) {
    await db
      .delete(tenantUserRoles)
      .where(and(eq(tenantUserRoles.tenantId, tenantId), eq(tenantUserRoles.tenantUserId, tenantUserId)));
    if (roleIds.length)
      await db.insert(tenantUserRoles).values(roleIds.map((roleId) => ({ tenantId, tenantUserId, roleId })));
  },

  /** Removes the membership (its roles go with it). */
  async removeMembership(db: Db, tenantId: string, id: string) {
    await db.delete(tenantUsers).where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, id)));
  },

  async hasAnyMembership(db: Db, userId: string) {
    const [row] = await db
      .select({ id: tenantUsers.id })
      .from(tenantUsers)
      .where(eq(tenantUsers.userId, userId))
      .limit(1);
    return row !== undefined;
  },

  async removeAccount(db: Db, userId: string) {
    await db.delete(users).where(eq(users.id, userId));
  },
};

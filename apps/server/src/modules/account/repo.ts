// Queries of identity and access, always scoped by the tenant (and tenant user) of the session.
import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '@platform/contract';
import type { Db } from '../../db/client.js';
import {
  apps,
  messageStreamTickets,
  resources,
  roleResources,
  roles,
  sessions,
  shareKeys,
  tenantApps,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../../db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Revokes the live sessions `which` selects and spends the share keys and stream tickets they issued. */
async function endSessions(tx: Tx, which: SQL | undefined) {
  const ended = tx.select({ id: sessions.id }).from(sessions).where(which);
  await tx
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(which, isNull(sessions.revokedAt)));
  await tx
    .update(shareKeys)
    .set({ consumedAt: new Date() })
    .where(and(isNull(shareKeys.consumedAt), inArray(shareKeys.sessionId, ended)));
  await tx
    .update(messageStreamTickets)
    .set({ consumedAt: new Date() })
    .where(and(isNull(messageStreamTickets.consumedAt), inArray(messageStreamTickets.sessionId, ended)));
}

export const accountRepo = {
  async userByUsername(db: Db, username: string) {
    const [u] = await db
      .select()
      .from(users)
      .where(sql`lower(${users.username}) = lower(${username})`);
    return u;
  },

  async userByMobile(db: Db, mobile: string) {
    const [u] = await db.select().from(users).where(eq(users.mobile, mobile));
    return u;
  },

  async userById(db: Db, id: string) {
    const [u] = await db.select().from(users).where(eq(users.id, id));
    return u;
  },

  /** The user's enabled memberships in enabled tenants, oldest first. */
  async memberships(db: Db, userId: string) {
    return db
      .select({
        tenantId: tenantUsers.tenantId,
        tenantUserId: tenantUsers.id,
        tenantName: tenants.name,
        type: tenantUsers.type,
      })
      .from(tenantUsers)
      .innerJoin(tenants, eq(tenants.id, tenantUsers.tenantId))
      .where(and(eq(tenantUsers.userId, userId), eq(tenantUsers.status, 1), eq(tenants.status, 1)))
      .orderBy(asc(tenantUsers.createdAt), asc(tenants.code));
  },

  async createSession(db: Db, values: typeof sessions.$inferInsert) {
    const [s] = await db.insert(sessions).values(values).returning({ id: sessions.id });
    return s!;
  },

  async sessionByTokenHash(db: Db, tokenHash: string) {
    const [row] = await db
      .select({
        id: sessions.id,
        userId: sessions.userId,
        tenantId: sessions.tenantId,
        tenantUserId: sessions.tenantUserId,
        roleId: sessions.roleId,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
        userStatus: users.status,
        isPlatformAdmin: users.isPlatformAdmin,
        memberStatus: tenantUsers.status,
        tenantStatus: tenants.status,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .innerJoin(
        tenantUsers,
        and(eq(tenantUsers.tenantId, sessions.tenantId), eq(tenantUsers.id, sessions.tenantUserId)),
      )
      .innerJoin(tenants, eq(tenants.id, sessions.tenantId))
      .where(eq(sessions.tokenHash, tokenHash));
    return row;
  },

  /** When the session expires (a session derived from it may not outlive it). */
  async sessionEnd(db: Db, sessionId: string) {
    const [s] = await db
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return s?.expiresAt;
  },

  async revokeSession(db: Db, sessionId: string) {
    await db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  },

  async setPassword(db: Db, userId: string, passwordHash: string) {
    await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  /** Ends every session of the user, in every tenant the scope shows, except `keep`. */
  async endUserSessions(tx: Tx, userId: string, keep?: string) {
    await endSessions(
      tx,
      and(eq(sessions.userId, userId), keep ? sql`${sessions.id} <> ${keep}` : undefined),
    );
  },

  /** Ends the sessions of one membership, inside the caller's transaction (the membership is being removed). */
  async endMemberSessions(tx: Tx, tenantId: string, tenantUserId: string) {
    await endSessions(tx, and(eq(sessions.tenantId, tenantId), eq(sessions.tenantUserId, tenantUserId)));
  },

  async appByKey(db: Db, key: string) {
    const [a] = await db
      .select()
      .from(apps)
      .where(and(eq(apps.key, key), eq(apps.status, 1)));
    return a;
  },

  /** An enabled app by key and whether the tenant has it open, in one round trip. */
  async appWithSubscription(db: Db, tenantId: string, key: string) {
    const [row] = await db
      .select({ app: apps, subscribed: tenantApps.tenantAppKey })
      .from(apps)
      .leftJoin(
        tenantApps,
        and(eq(tenantApps.appId, apps.id), eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1)),
      )
      .where(and(eq(apps.key, key), eq(apps.status, 1)));
    return row ? { app: row.app, subscribed: row.subscribed !== null } : undefined;
  },

  /**
   * The enabled resources of an app that the tenant user's roles (or the one role a switch narrowed
   * the session to) bind, plus every ancestor of them, so that a granted page brings its menu
   * containers along. One query: a recursive walk up from the granted resources.
   */
  async menuResources(db: Db, tenantId: string, tenantUserId: string, appId: string, roleId: string | null) {
    return db
      .select()
      .from(resources)
      .where(
        sql`${resources.id} in (
          with recursive granted as (
            select r.id, r.parent_id from resources r
            join role_resources rr on rr.resource_id = r.id
            join tenant_user_roles tur on tur.role_id = rr.role_id
            join roles ro on ro.id = tur.role_id
            where tur.tenant_id = ${tenantId} and tur.tenant_user_id = ${tenantUserId}
              and r.app_id = ${appId} and r.status = 1 and ro.status = 1
              and (ro.tenant_id is null or ro.tenant_id = ${tenantId})
              ${roleId ? sql`and tur.role_id = ${roleId}` : sql``}
            union
            select p.id, p.parent_id from resources p join granted g on g.parent_id = p.id
          )
          select id from granted
        )`,
      );
  },

  /** The tenant's subscription to an app, or undefined when the tenant has not opened it. */
  async subscription(db: Db, tenantId: string, appId: string) {
    const [s] = await db
      .select()
      .from(tenantApps)
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.appId, appId), eq(tenantApps.status, 1)));
    return s;
  },

  async subscriptionByTenantAppKey(db: Db, tenantId: string, tenantAppKey: string) {
    const [s] = await db
      .select()
      .from(tenantApps)
      .where(
        and(
          eq(tenantApps.tenantId, tenantId),
          eq(tenantApps.tenantAppKey, tenantAppKey),
          eq(tenantApps.status, 1),
        ),
      );
    return s;
  },

  async subscribedApps(db: Db, tenantId: string) {
    return db
      .select({
        id: apps.id,
        key: apps.key,
        name: apps.name,
        nameEn: apps.nameEn,
        logo: apps.logo,
        domain: apps.domain,
        tenantAppKey: tenantApps.tenantAppKey,
      })
      .from(tenantApps)
      .innerJoin(apps, eq(apps.id, tenantApps.appId))
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1), eq(apps.status, 1)))
      .orderBy(asc(apps.sort), asc(apps.key));
  },

  /** Roles the tenant user holds, optionally within one app and narrowed to one role. */
  async rolesOf(
    db: Db,
    tenantId: string,
    tenantUserId: string,
    opts: { appId?: string; roleId?: string | null } = {},
  ) {
    return db
      .select({ id: roles.id, code: roles.code, name: roles.name, appId: roles.appId })
      .from(tenantUserRoles)
      .innerJoin(roles, eq(roles.id, tenantUserRoles.roleId))
      .where(
        and(
          eq(tenantUserRoles.tenantId, tenantId),
          eq(tenantUserRoles.tenantUserId, tenantUserId),
          eq(roles.status, 1),
          or(isNull(roles.tenantId), eq(roles.tenantId, tenantId)),
          opts.appId ? eq(roles.appId, opts.appId) : undefined,
          opts.roleId ? eq(roles.id, opts.roleId) : undefined,
        ),
      )
      .orderBy(asc(roles.sort), asc(roles.code));
  },

  /** The enabled resources granted to any of these roles. */
  async resourcesOfRoles(db: Db, roleIds: string[]) {
    if (!roleIds.length) return [];
    return db
      .selectDistinct({ id: resources.id, component: resources.component })
      .from(roleResources)
      .innerJoin(resources, eq(resources.id, roleResources.resourceId))
      .where(and(inArray(roleResources.roleId, roleIds), eq(resources.status, 1)));
  },

  async tenantName(db: Db, tenantId: string) {
    const [t] = await db.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
    return t?.name ?? '';
  },

  async memberType(db: Db, tenantId: string, tenantUserId: string) {
    const [m] = await db
      .select({ type: tenantUsers.type })
      .from(tenantUsers)
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.id, tenantUserId)));
    return m?.type ?? 1;
  },

  async insertShareKey(db: Db, values: typeof shareKeys.$inferInsert) {
    await db.insert(shareKeys).values(values);
  },

  /** Uses up a live share key and returns the session it was issued from. */
  async consumeShareKey(db: Db, keyHash: string) {
    const [row] = await db
      .update(shareKeys)
      .set({ consumedAt: new Date() })
      .where(
        and(
          eq(shareKeys.keyHash, keyHash),
          isNull(shareKeys.consumedAt),
          sql`${shareKeys.expiresAt} > now()`,
        ),
      )
      .returning({ sessionId: shareKeys.sessionId });
    if (!row) return undefined;
    const [s] = await db.select().from(sessions).where(eq(sessions.id, row.sessionId));
    return s;
  },

  async setLanguage(db: Db, userId: string, language: Language) {
    await db.update(users).set({ language, updatedAt: new Date() }).where(eq(users.id, userId));
  },

  async updateBaseInfo(
    db: Db,
    userId: string,
    values: { realname: string; email?: string | null; avatar?: string | null; introduction?: string | null },
  ) {
    await db
      .update(users)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(users.id, userId));
  },
};

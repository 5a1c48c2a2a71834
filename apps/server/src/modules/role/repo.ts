import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  apps,
  resources,
  roleResources,
  roles,
  tenantApps,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../../db/schema/index.js';

export type RoleRow = typeof roles.$inferSelect;

/** The platform's roles (no tenant) and the tenant's own. */
const visibleIn = (tenantId: string) => or(isNull(roles.tenantId), eq(roles.tenantId, tenantId));

export const roleRepo = {
  async appExists(db: Db, appId: string) {
    const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, appId));
    return app !== undefined;
  },

  /** A role the tenant sees: a platform role or one of its own. */
  async visible(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(roles)
      .where(and(eq(roles.id, id), visibleIn(tenantId)));
    return row;
  },

  ofApp(db: Db, tenantId: string, appId: string) {
    return db
      .select()
      .from(roles)
      .where(and(eq(roles.appId, appId), visibleIn(tenantId)))
      .orderBy(asc(roles.sort), asc(roles.code));
  },

  async insert(db: Db, values: typeof roles.$inferInsert) {
    const [row] = await db.insert(roles).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof roles.$inferInsert>) {
    const [row] = await db.update(roles).set(values).where(eq(roles.id, id)).returning();
    return row;
  },

  /** Its resource bindings go with it (foreign keys cascade). */
  async remove(db: Db, id: string) {
    await db.delete(roles).where(eq(roles.id, id));
  },

  /** Which of the resources exist in the app. */
  async resourcesInApp(db: Db, appId: string, resourceIds: string[]) {
    return db
      .select({ id: resources.id })
      .from(resources)
      .where(and(inArray(resources.id, resourceIds), eq(resources.appId, appId)));
  },

  async replaceResources(db: Db, roleId: string, resourceIds: string[]) {
    await db.delete(roleResources).where(eq(roleResources.roleId, roleId));
    if (resourceIds.length)
      await db.insert(roleResources).values(resourceIds.map((resourceId) => ({ roleId, resourceId })));
  },

  async resourcesOf(db: Db, roleId: string) {
    const rows = await db
      .select({ resource: resources })
      .from(roleResources)
      .innerJoin(resources, eq(resources.id, roleResources.resourceId))
      .where(eq(roleResources.roleId, roleId))
      .orderBy(asc(resources.sort));
    return rows.map((r) => r.resource);
  },

  /** Who holds the role, in any tenant the scope shows, with the tenant's name. */
  holders(db: Db, roleId: string) {
    return db
      .select({ realname: users.realname, username: users.username, tenant: tenants.name })
      .from(tenantUserRoles)
      .innerJoin(
        tenantUsers,
        and(
          eq(tenantUsers.tenantId, tenantUserRoles.tenantId),
          eq(tenantUsers.id, tenantUserRoles.tenantUserId),
        ),
      )
      .innerJoin(users, eq(users.id, tenantUsers.userId))
      .innerJoin(tenants, eq(tenants.id, tenantUserRoles.tenantId))
      .where(eq(tenantUserRoles.roleId, roleId))
      .orderBy(asc(tenants.name), asc(users.username));
  },

  /** Which of the roles the tenant may grant: enabled or not, the platform's or its own, of an app it has open. */
  grantableIn(db: Db, tenantId: string, roleIds: string[]) {
    return db
      .select({ id: roles.id })
      .from(roles)
      .innerJoin(
        tenantApps,
        and(eq(tenantApps.appId, roles.appId), eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1)),
      )
      .where(and(inArray(roles.id, roleIds), visibleIn(tenantId)));
  },

  /** The enabled roles of the apps the tenant has open, in the apps' order. */
  enabledOfOpenedApps(db: Db, tenantId: string) {
    return db
      .select({
        appId: apps.id,
        appName: apps.name,
        appNameEn: apps.nameEn,
        id: roles.id,
        code: roles.code,
        name: roles.name,
      })
      .from(tenantApps)
      .innerJoin(apps, eq(apps.id, tenantApps.appId))
      .innerJoin(roles, and(eq(roles.appId, apps.id), visibleIn(tenantId)))
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.status, 1), eq(roles.status, 1)))
      .orderBy(asc(apps.sort), asc(apps.name), asc(roles.sort), asc(roles.code));
  },
};

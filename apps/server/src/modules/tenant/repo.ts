import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { apps, tenantApps, tenants, tenantUsers } from '../../db/schema/index.js';

export type TenantRow = typeof tenants.$inferSelect;
export type TenantFilter = { keyword?: string | undefined; status?: number | undefined };

function filterWhere(filter: TenantFilter) {
  const conditions: (SQL | undefined)[] = [];
  if (filter.keyword)
    conditions.push(
      or(
        ilike(tenants.name, containsPattern(filter.keyword)),
        ilike(tenants.code, containsPattern(filter.keyword)),
      ),
    );
  if (filter.status !== undefined) conditions.push(eq(tenants.status, filter.status));
  return and(...conditions);
}

// Tenants are the platform's: these queries are not scoped by one tenant, and run in system scope.
export const tenantRepo = {
  async page(db: Db, pageIndex: number, pageSize: number, filter: TenantFilter) {
    const where = filterWhere(filter);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(tenants)
        .where(where)
        .orderBy(asc(tenants.createdAt), asc(tenants.code))
        .offset((pageIndex - 1) * pageSize)
        .limit(pageSize),
      db.select({ n: count() }).from(tenants).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async get(db: Db, id: string) {
    const [row] = await db.select().from(tenants).where(eq(tenants.id, id));
    return row;
  },

  async insert(db: Db, values: typeof tenants.$inferInsert) {
    const [row] = await db.insert(tenants).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof tenants.$inferInsert>) {
    const [row] = await db
      .update(tenants)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(tenants.id, id))
      .returning();
    return row;
  },

  /** The apps each tenant has opened or closed, in the apps' order. */
  subscriptionsOf(db: Db, tenantIds: string[]) {
    return db
      .select({
        tenantId: tenantApps.tenantId,
        appId: apps.id,
        appKey: apps.key,
        appName: apps.name,
        appNameEn: apps.nameEn,
        tenantAppKey: tenantApps.tenantAppKey,
        status: tenantApps.status,
      })
      .from(tenantApps)
      .innerJoin(apps, eq(apps.id, tenantApps.appId))
      .where(inArray(tenantApps.tenantId, tenantIds))
      .orderBy(asc(apps.sort));
  },

  async userCounts(db: Db, tenantIds: string[]): Promise<Map<string, number>> {
    const rows = await db
      .select({ tenantId: tenantUsers.tenantId, n: count() })
      .from(tenantUsers)
      .where(inArray(tenantUsers.tenantId, tenantIds))
      .groupBy(tenantUsers.tenantId);
    return new Map(rows.map((r) => [r.tenantId, r.n]));
  },

  async existingApps(db: Db, appIds: string[]) {
    return db.select({ id: apps.id }).from(apps).where(inArray(apps.id, appIds));
  },

  /** Every subscription of the tenant, open or closed. */
  subscriptions(db: Db, tenantId: string) {
    return db.select().from(tenantApps).where(eq(tenantApps.tenantId, tenantId));
  },

  /** The tenant's open subscription to an app, or undefined when the tenant has not opened it. */
  async openSubscription(db: Db, tenantId: string, appId: string) {
    const [s] = await db
      .select()
      .from(tenantApps)
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.appId, appId), eq(tenantApps.status, 1)));
    return s;
  },

  async setSubscriptionStatus(db: Db, tenantId: string, appId: string, status: number) {
    await db
      .update(tenantApps)
      .set({ status })
      .where(and(eq(tenantApps.tenantId, tenantId), eq(tenantApps.appId, appId)));
  },

  async insertSubscriptions(db: Db, values: (typeof tenantApps.$inferInsert)[]) {
    await db.insert(tenantApps).values(values);
  },
};

import { and, asc, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { apps, tenantApps, tenants } from '../../db/schema/index.js';

export type AppRow = typeof apps.$inferSelect;

// Apps are the platform's, not one tenant's; the subscription queries read every tenant's rows and
// run in system scope.
export const appRepo = {
  all(db: Db) {
    return db.select().from(apps).orderBy(asc(apps.sort), asc(apps.key));
  },

  async get(db: Db, id: string) {
    const [row] = await db.select().from(apps).where(eq(apps.id, id));
    return row;
  },

  async insert(db: Db, values: typeof apps.$inferInsert) {
    const [row] = await db.insert(apps).values(values).returning();
    return row!;
  },

  async update(db: Db, id: string, values: Partial<typeof apps.$inferInsert>) {
    const [row] = await db
      .update(apps)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(apps.id, id))
      .returning();
    return row;
  },

  async remove(db: Db, id: string) {
    await db.delete(apps).where(eq(apps.id, id));
  },

  /** How many tenants have each app open, for apps opened by any. */
  async openCounts(db: Db): Promise<Map<string, number>> {
    const rows = await db
      .select({ appId: tenantApps.appId, n: count() })
      .from(tenantApps)
      .where(eq(tenantApps.status, 1))
      .groupBy(tenantApps.appId);
    return new Map(rows.map((c) => [c.appId, c.n]));
  },

  /** The names of the tenants that have the app open. */
  async openedBy(db: Db, appId: string) {
    const rows = await db
      .select({ name: tenants.name })
      .from(tenantApps)
      .innerJoin(tenants, eq(tenants.id, tenantApps.tenantId))
      .where(and(eq(tenantApps.appId, appId), eq(tenantApps.status, 1)))
      .orderBy(asc(tenants.name));
    return rows.map((r) => r.name);
  },
};

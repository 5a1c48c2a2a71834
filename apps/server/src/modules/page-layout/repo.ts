import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { pageLayouts } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';

export type PageLayoutRow = typeof pageLayouts.$inferSelect;
type PageLayoutInsert = typeof pageLayouts.$inferInsert;

export const pageLayoutRepo = {
  async page(db: Db, tenantId: string, name: string | undefined, offset: number, limit: number) {
    const conditions: (SQL | undefined)[] = [eq(pageLayouts.tenantId, tenantId)];
    if (name) conditions.push(ilike(pageLayouts.name, containsPattern(name)));
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(pageLayouts)
        .where(where)
        .orderBy(desc(pageLayouts.updatedAt), desc(pageLayouts.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(pageLayouts).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async get(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)));
    return row;
  },

  async byPage(db: Db, tenantId: string, pageId: string) {
    const [row] = await db
      .select()
      .from(pageLayouts)
      .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.pageId, pageId)));
    return row;
  },

  async insert(db: Db, values: PageLayoutInsert) {
    const [row] = await db.insert(pageLayouts).values(values).returning();
    return row!;
  },

  async update(db: Db, tenantId: string, id: string, values: Partial<PageLayoutInsert>) {
    const [row] = await db
      .update(pageLayouts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)))
      .returning();
    return row;
  },

  /** Unbinds the page from whichever layout of the tenant holds it. */
  async releasePage(db: Db, tenantId: string, pageId: string) {
    await db
      .update(pageLayouts)
      .set({ pageId: null, updatedAt: new Date() })
      .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.pageId, pageId)));
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(pageLayouts).where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)));
  },
};

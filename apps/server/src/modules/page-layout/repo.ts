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

  /** Binds the layout to the page, taking the page from whichever layout held it; undefined if no such layout. */
  async bind(db: Db, tenantId: string, id: string, pageId: string) {
    return db.transaction(async (tx) => {
      const [layout] = await tx
        .select({ id: pageLayouts.id })
        .from(pageLayouts)
        .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)));
      if (!layout) return undefined;
      await tx
        .update(pageLayouts)
        .set({ pageId: null, updatedAt: new Date() })
        .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.pageId, pageId)));
      const [row] = await tx
        .update(pageLayouts)
        .set({ pageId, updatedAt: new Date() })
        .where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)))
        .returning();
      return row;
    });
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(pageLayouts).where(and(eq(pageLayouts.tenantId, tenantId), eq(pageLayouts.id, id)));
  },
};

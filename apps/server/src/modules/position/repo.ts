import { and, asc, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { positions, tenantUsers } from '../../db/schema/index.js';
import { containsPattern } from '../../db/like.js';

export type PositionRow = typeof positions.$inferSelect;

export interface PositionFilter {
  code?: string | undefined;
  name?: string | undefined;
  status?: number | undefined;
}

export const positionRepo = {
  async page(db: Db, tenantId: string, filter: PositionFilter, offset: number, limit: number) {
    const conditions: (SQL | undefined)[] = [eq(positions.tenantId, tenantId)];
    if (filter.code) conditions.push(ilike(positions.code, containsPattern(filter.code)));
    if (filter.name) conditions.push(ilike(positions.name, containsPattern(filter.name)));
    if (filter.status !== undefined) conditions.push(eq(positions.status, filter.status));
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(positions)
        .where(where)
        .orderBy(asc(positions.sort), asc(positions.code))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(positions).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async get(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
    return row;
  },

  async insert(db: Db, values: typeof positions.$inferInsert) {
    const [row] = await db.insert(positions).values(values).returning();
    return row!;
  },

  async update(db: Db, tenantId: string, id: string, values: Partial<typeof positions.$inferInsert>) {
    const [row] = await db
      .update(positions)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)))
      .returning();
    return row;
  },

  async inUse(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select({ n: count() })
      .from(tenantUsers)
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.positionId, id)));
    return (row?.n ?? 0) > 0;
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(positions).where(and(eq(positions.tenantId, tenantId), eq(positions.id, id)));
  },

  /** The tenant's enabled positions, in their order. */
  enabled(db: Db, tenantId: string) {
    return db
      .select({ id: positions.id, code: positions.code, name: positions.name })
      .from(positions)
      .where(and(eq(positions.tenantId, tenantId), eq(positions.status, 1)))
      .orderBy(asc(positions.sort), asc(positions.code));
  },
};

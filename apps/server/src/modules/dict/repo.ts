import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { dicts } from '../../db/schema/index.js';

export type DictRow = typeof dicts.$inferSelect;
export type DictInsert = typeof dicts.$inferInsert;

/** The platform's entries and the tenant's own: everything a tenant may read. */
const visibleTo = (tenantId: string) => or(isNull(dicts.tenantId), eq(dicts.tenantId, tenantId));

export const dictRepo = {
  visible(db: Db, tenantId: string) {
    return db.select().from(dicts).where(visibleTo(tenantId)).orderBy(asc(dicts.sort), asc(dicts.code));
  },

  /** Which of `codes` some tenant uses (a platform code must not repeat one). */
  async tenantCodesAmong(db: Db, codes: string[]) {
    if (!codes.length) return new Set<string>();
    const rows = await db
      .selectDistinct({ code: dicts.code })
      .from(dicts)
      .where(and(isNotNull(dicts.tenantId), inArray(dicts.code, codes)));
    return new Set(rows.map((r) => r.code));
  },

  async insert(db: Db, values: DictInsert) {
    const [row] = await db.insert(dicts).values(values).returning();
    return row!;
  },

  /** One statement for a whole import: all of it is stored or, on any failure, none of it. */
  async insertAll(db: Db, rows: DictInsert[]) {
    await db.insert(dicts).values(rows);
  },

  async update(db: Db, tenantId: string, id: string, values: Partial<DictInsert>) {
    const [row] = await db
      .update(dicts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(visibleTo(tenantId), eq(dicts.id, id)))
      .returning();
    return row;
  },

  async moveAll(db: Db, tenantId: string, ids: string[], parentId: string | null) {
    await db
      .update(dicts)
      .set({ parentId, updatedAt: new Date() })
      .where(and(visibleTo(tenantId), inArray(dicts.id, ids)));
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(dicts).where(and(visibleTo(tenantId), eq(dicts.id, id)));
  },
};

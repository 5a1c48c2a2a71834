import { and, asc, count, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { depts, tenantUsers } from '../../db/schema/index.js';

export type DeptRow = typeof depts.$inferSelect;

export const deptRepo = {
  all(db: Db, tenantId: string) {
    return db
      .select()
      .from(depts)
      .where(eq(depts.tenantId, tenantId))
      .orderBy(asc(depts.sort), asc(depts.name));
  },

  async get(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(depts)
      .where(and(eq(depts.tenantId, tenantId), eq(depts.id, id)));
    return row;
  },

  async insert(db: Db, values: typeof depts.$inferInsert) {
    const [row] = await db.insert(depts).values(values).returning();
    return row!;
  },

  async update(db: Db, tenantId: string, id: string, values: Partial<typeof depts.$inferInsert>) {
    const [row] = await db
      .update(depts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(depts.tenantId, tenantId), eq(depts.id, id)))
      .returning();
    return row;
  },

  /** How many users each department of the tenant holds, for departments that hold any. */
  async userCounts(db: Db, tenantId: string): Promise<Map<string, number>> {
    const rows = await db
      .select({ deptId: tenantUsers.deptId, n: count() })
      .from(tenantUsers)
      .where(and(eq(tenantUsers.tenantId, tenantId), isNotNull(tenantUsers.deptId)))
      .groupBy(tenantUsers.deptId);
    return new Map(rows.map((r) => [r.deptId!, r.n]));
  },

  async hasChildrenOrUsers(db: Db, tenantId: string, id: string) {
    const [children] = await db
      .select({ n: count() })
      .from(depts)
      .where(and(eq(depts.tenantId, tenantId), eq(depts.parentId, id)));
    const [members] = await db
      .select({ n: count() })
      .from(tenantUsers)
      .where(and(eq(tenantUsers.tenantId, tenantId), eq(tenantUsers.deptId, id)));
    return (children?.n ?? 0) > 0 || (members?.n ?? 0) > 0;
  },

  async remove(db: Db, tenantId: string, id: string) {
    await db.delete(depts).where(and(eq(depts.tenantId, tenantId), eq(depts.id, id)));
  },
};

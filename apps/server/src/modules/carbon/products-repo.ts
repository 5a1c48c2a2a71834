// Queries of products, their life-cycle paths and the factors the paths name. Every query names the
// caller's tenant; row-level security checks it again. Platform factors (tenant_id null) are readable
// by every tenant.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  carbonFactors,
  carbonOrgs,
  carbonPaths,
  carbonProducts,
  type PathStageJson,
} from '../../db/schema/index.js';
import { memberName } from './members.js';

export type ProductRow = typeof carbonProducts.$inferSelect;
export type PathRow = typeof carbonPaths.$inferSelect;
export type FactorRow = typeof carbonFactors.$inferSelect;

const pathCount = sql<number>`(select count(*)::int from carbon_paths p
  where p.tenant_id = "carbon_products"."tenant_id" and p.product_id = "carbon_products"."id")`;

export const productsRepo = {
  async page(db: Db, tenantId: string, keyword: string | undefined, offset: number, limit: number) {
    const where = and(
      eq(carbonProducts.tenantId, tenantId),
      keyword
        ? or(
            ilike(carbonProducts.name, containsPattern(keyword)),
            ilike(carbonProducts.code, containsPattern(keyword)),
          )
        : undefined,
    );
    const [items, [total]] = await Promise.all([
      db
        .select({ product: carbonProducts, pathCount })
        .from(carbonProducts)
        .where(where)
        .orderBy(desc(carbonProducts.updatedAt), desc(carbonProducts.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(carbonProducts).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async product(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select({ product: carbonProducts, pathCount })
      .from(carbonProducts)
      .where(and(eq(carbonProducts.tenantId, tenantId), eq(carbonProducts.id, id)));
    return row;
  },

  async orgExists(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select({ id: carbonOrgs.id })
      .from(carbonOrgs)
      .where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, id)));
    return !!row;
  },

  async insertProduct(db: Db, values: typeof carbonProducts.$inferInsert) {
    const [row] = await db.insert(carbonProducts).values(values).returning({ id: carbonProducts.id });
    return row!.id;
  },

  async updateProduct(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof carbonProducts.$inferInsert>,
  ) {
    await db
      .update(carbonProducts)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonProducts.tenantId, tenantId), eq(carbonProducts.id, id)));
  },

  async removeProduct(db: Db, tenantId: string, id: string) {
    await db
      .delete(carbonProducts)
      .where(and(eq(carbonProducts.tenantId, tenantId), eq(carbonProducts.id, id)));
  },

  paths(db: Db, tenantId: string, productId: string) {
    return db
      .select()
      .from(carbonPaths)
      .where(and(eq(carbonPaths.tenantId, tenantId), eq(carbonPaths.productId, productId)))
      .orderBy(desc(carbonPaths.year), desc(carbonPaths.updatedAt), desc(carbonPaths.id));
  },

  async path(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(carbonPaths)
      .where(and(eq(carbonPaths.tenantId, tenantId), eq(carbonPaths.id, id)));
    return row;
  },

  /** The path of a product for a year; the latest updated when there are several. */
  async pathOfYear(db: Db, tenantId: string, productId: string, year: number) {
    const [row] = await db
      .select()
      .from(carbonPaths)
      .where(
        and(
          eq(carbonPaths.tenantId, tenantId),
          eq(carbonPaths.productId, productId),
          eq(carbonPaths.year, year),
        ),
      )
      .orderBy(desc(carbonPaths.updatedAt), desc(carbonPaths.id))
      .limit(1);
    return row;
  },

  async insertPath(db: Db, values: typeof carbonPaths.$inferInsert) {
    const [row] = await db.insert(carbonPaths).values(values).returning({ id: carbonPaths.id });
    return row!.id;
  },

  async updatePath(db: Db, tenantId: string, id: string, values: Partial<typeof carbonPaths.$inferInsert>) {
    await db
      .update(carbonPaths)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonPaths.tenantId, tenantId), eq(carbonPaths.id, id)));
  },

  async removePath(db: Db, tenantId: string, id: string) {
    await db.delete(carbonPaths).where(and(eq(carbonPaths.tenantId, tenantId), eq(carbonPaths.id, id)));
  },

  /** The factors among `ids` the tenant may use: its own and the platform library's. */
  async factors(db: Db, tenantId: string, ids: string[]): Promise<Map<string, FactorRow>> {
    if (!ids.length) return new Map();
    const rows = await db
      .select()
      .from(carbonFactors)
      .where(
        and(
          inArray(carbonFactors.id, [...new Set(ids)]),
          or(isNull(carbonFactors.tenantId), eq(carbonFactors.tenantId, tenantId)),
        ),
      );
    return new Map(rows.map((r) => [r.id, r]));
  },

  displayName: memberName,
};

/** The factor ids a path's stages name. */
export const factorIdsOf = (stages: PathStageJson[]) =>
  stages.flatMap((s) => s.inputs.map((i) => i.factorId));

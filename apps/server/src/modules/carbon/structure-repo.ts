// Queries of organisations, the factor library and accounting models. Every query names the tenant;
// factors are the tenant's own or the platform's (tenant_id null), which every tenant reads.
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import {
  carbonDevices,
  carbonFactors,
  carbonModels,
  carbonOrgs,
  carbonPaths,
  carbonPlans,
  carbonProducts,
  carbonSources,
  carbonVerifications,
} from '../../db/schema/index.js';
import { memberName } from './members.js';

export type OrgRow = typeof carbonOrgs.$inferSelect;
export type FactorRow = typeof carbonFactors.$inferSelect;
export type ModelRow = typeof carbonModels.$inferSelect;
export type SourceRow = typeof carbonSources.$inferSelect;

const countWhere = async (db: Db, table: PgTable, where: SQL | undefined) => {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
};

export interface FactorListFilter {
  keyword?: string | undefined;
  category?: string | undefined;
  gas?: string | undefined;
  owner: 'platform' | 'tenant' | 'all';
  year?: number | undefined;
}

export interface ModelListFilter {
  orgId?: string | undefined;
  year?: number | undefined;
  keyword?: string | undefined;
}

const modelSummaryColumns = {
  id: carbonModels.id,
  orgId: carbonModels.orgId,
  orgName: sql<string>`coalesce(${carbonOrgs.name}, '')`,
  year: carbonModels.year,
  name: carbonModels.name,
  boundary: carbonModels.boundary,
  gwpSet: carbonModels.gwpSet,
  status: carbonModels.status,
  version: carbonModels.version,
  outputValue: carbonModels.outputValue,
  outputUnit: carbonModels.outputUnit,
  description: carbonModels.description,
  updatedAt: carbonModels.updatedAt,
  sourceCount: sql<number>`(select count(*)::int from carbon_sources s
    where s.tenant_id = "carbon_models"."tenant_id" and s.model_id = "carbon_models"."id")`,
};

export const structureRepo = {
  /** The member's name as rows record their author. */
  displayName: memberName,

  // ---- organisations ----

  orgs(db: Db, tenantId: string) {
    return db
      .select()
      .from(carbonOrgs)
      .where(eq(carbonOrgs.tenantId, tenantId))
      .orderBy(asc(carbonOrgs.sort), asc(carbonOrgs.name));
  },

  async org(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(carbonOrgs)
      .where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, id)));
    return row;
  },

  async insertOrg(db: Db, values: typeof carbonOrgs.$inferInsert) {
    const [row] = await db.insert(carbonOrgs).values(values).returning();
    return row!;
  },

  async updateOrg(db: Db, tenantId: string, id: string, values: Partial<typeof carbonOrgs.$inferInsert>) {
    const [row] = await db
      .update(carbonOrgs)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, id)))
      .returning();
    return row!;
  },

  /** What still hangs on an organisation: it can be deleted only when every count is 0. */
  async orgUsage(db: Db, tenantId: string, id: string) {
    const [children, devices, models, plans, products] = await Promise.all([
      countWhere(db, carbonOrgs, and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.parentId, id))),
      countWhere(db, carbonDevices, and(eq(carbonDevices.tenantId, tenantId), eq(carbonDevices.orgId, id))),
      countWhere(db, carbonModels, and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.orgId, id))),
      countWhere(db, carbonPlans, and(eq(carbonPlans.tenantId, tenantId), eq(carbonPlans.orgId, id))),
      countWhere(
        db,
        carbonProducts,
        and(eq(carbonProducts.tenantId, tenantId), eq(carbonProducts.orgId, id)),
      ),
    ]);
    return { children, devices, models, plans, products };
  },

  async removeOrg(db: Db, tenantId: string, id: string) {
    await db.delete(carbonOrgs).where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, id)));
  },

  /** Which of the ids are devices of the tenant, with their organisation. */
  devicesIn(db: Db, tenantId: string, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select({
        id: carbonDevices.id,
        orgId: carbonDevices.orgId,
        code: carbonDevices.code,
        name: carbonDevices.name,
        unit: carbonDevices.unit,
      })
      .from(carbonDevices)
      .where(and(eq(carbonDevices.tenantId, tenantId), inArray(carbonDevices.id, ids)));
  },

  // ---- factors ----

  async factorPage(db: Db, tenantId: string, filter: FactorListFilter, offset: number, limit: number) {
    const owned =
      filter.owner === 'platform'
        ? isNull(carbonFactors.tenantId)
        : filter.owner === 'tenant'
          ? eq(carbonFactors.tenantId, tenantId)
          : or(eq(carbonFactors.tenantId, tenantId), isNull(carbonFactors.tenantId));
    const conditions: (SQL | undefined)[] = [owned];
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      conditions.push(or(ilike(carbonFactors.name, pattern), ilike(carbonFactors.source, pattern)));
    }
    if (filter.category) conditions.push(eq(carbonFactors.category, filter.category));
    if (filter.gas) conditions.push(eq(carbonFactors.gas, filter.gas));
    if (filter.year) conditions.push(eq(carbonFactors.year, filter.year));
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select()
        .from(carbonFactors)
        .where(where)
        // the tenant's own first, then the library by category
        .orderBy(
          sql`${carbonFactors.tenantId} is null`,
          asc(carbonFactors.category),
          asc(carbonFactors.name),
          desc(carbonFactors.year),
          asc(carbonFactors.id),
        )
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(carbonFactors).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  /** A factor the tenant may use: its own or the platform's. */
  async readableFactor(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(carbonFactors)
      .where(
        and(
          eq(carbonFactors.id, id),
          or(eq(carbonFactors.tenantId, tenantId), isNull(carbonFactors.tenantId)),
        ),
      );
    return row;
  },

  readableFactors(db: Db, tenantId: string, ids: string[]) {
    if (!ids.length) return Promise.resolve([]);
    return db
      .select()
      .from(carbonFactors)
      .where(
        and(
          inArray(carbonFactors.id, ids),
          or(eq(carbonFactors.tenantId, tenantId), isNull(carbonFactors.tenantId)),
        ),
      );
  },

  async insertFactor(db: Db, values: typeof carbonFactors.$inferInsert) {
    const [row] = await db.insert(carbonFactors).values(values).returning();
    return row!;
  },

  async updateFactor(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof carbonFactors.$inferInsert>,
  ) {
    const [row] = await db
      .update(carbonFactors)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonFactors.tenantId, tenantId), eq(carbonFactors.id, id)))
      .returning();
    return row!;
  },

  /** The models whose sources use the factor, and the product paths whose inputs do. */
  async factorUsage(db: Db, tenantId: string, id: string) {
    const [models, paths] = await Promise.all([
      db
        .selectDistinct({ name: carbonModels.name, year: carbonModels.year })
        .from(carbonSources)
        .innerJoin(
          carbonModels,
          and(eq(carbonModels.tenantId, carbonSources.tenantId), eq(carbonModels.id, carbonSources.modelId)),
        )
        .where(and(eq(carbonSources.tenantId, tenantId), eq(carbonSources.factorId, id)))
        .orderBy(desc(carbonModels.year), asc(carbonModels.name))
        .limit(10),
      db
        .select({ name: carbonPaths.name })
        .from(carbonPaths)
        .where(
          and(
            eq(carbonPaths.tenantId, tenantId),
            sql`${carbonPaths.stages} @> ${JSON.stringify([{ inputs: [{ factorId: id }] }])}::jsonb`,
          ),
        )
        .orderBy(asc(carbonPaths.name))
        .limit(10),
    ]);
    return { models, paths };
  },

  async removeFactor(db: Db, tenantId: string, id: string) {
    await db.delete(carbonFactors).where(and(eq(carbonFactors.tenantId, tenantId), eq(carbonFactors.id, id)));
  },

  // ---- models ----

  async modelPage(db: Db, tenantId: string, filter: ModelListFilter, offset: number, limit: number) {
    const conditions: (SQL | undefined)[] = [eq(carbonModels.tenantId, tenantId)];
    if (filter.orgId) conditions.push(eq(carbonModels.orgId, filter.orgId));
    if (filter.year) conditions.push(eq(carbonModels.year, filter.year));
    if (filter.keyword) conditions.push(ilike(carbonModels.name, containsPattern(filter.keyword)));
    const where = and(...conditions);
    const [items, [total]] = await Promise.all([
      db
        .select(modelSummaryColumns)
        .from(carbonModels)
        .leftJoin(
          carbonOrgs,
          and(eq(carbonOrgs.tenantId, carbonModels.tenantId), eq(carbonOrgs.id, carbonModels.orgId)),
        )
        .where(where)
        .orderBy(desc(carbonModels.year), asc(carbonOrgs.sort), asc(carbonOrgs.name), asc(carbonModels.id))
        .offset(offset)
        .limit(limit),
      db.select({ n: count() }).from(carbonModels).where(where),
    ]);
    return { items, total: total?.n ?? 0 };
  },

  async model(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select(modelSummaryColumns)
      .from(carbonModels)
      .leftJoin(
        carbonOrgs,
        and(eq(carbonOrgs.tenantId, carbonModels.tenantId), eq(carbonOrgs.id, carbonModels.orgId)),
      )
      .where(and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.id, id)));
    return row;
  },

  /** The model row itself, locked for the rest of the transaction (saves and status changes queue up). */
  async modelForUpdate(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(carbonModels)
      .where(and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.id, id)))
      .for('update');
    return row;
  },

  async modelOfOrgYear(db: Db, tenantId: string, orgId: string, year: number) {
    const [row] = await db
      .select({ id: carbonModels.id, name: carbonModels.name })
      .from(carbonModels)
      .where(
        and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.orgId, orgId), eq(carbonModels.year, year)),
      );
    return row;
  },

  sources(db: Db, tenantId: string, modelId: string) {
    return db
      .select()
      .from(carbonSources)
      .where(and(eq(carbonSources.tenantId, tenantId), eq(carbonSources.modelId, modelId)))
      .orderBy(asc(carbonSources.sort), asc(carbonSources.name));
  },

  async insertModel(db: Db, values: typeof carbonModels.$inferInsert) {
    const [row] = await db.insert(carbonModels).values(values).returning({ id: carbonModels.id });
    return row!.id;
  },

  async updateModel(db: Db, tenantId: string, id: string, values: Partial<typeof carbonModels.$inferInsert>) {
    await db
      .update(carbonModels)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.id, id)));
  },

  /** The model's sources become these (the old ones are deleted). */
  async replaceSources(
    db: Db,
    tenantId: string,
    modelId: string,
    rows: (typeof carbonSources.$inferInsert)[],
  ) {
    await db
      .delete(carbonSources)
      .where(and(eq(carbonSources.tenantId, tenantId), eq(carbonSources.modelId, modelId)));
    if (rows.length) await db.insert(carbonSources).values(rows);
  },

  async verificationCount(db: Db, tenantId: string, modelId: string) {
    return countWhere(
      db,
      carbonVerifications,
      and(eq(carbonVerifications.tenantId, tenantId), eq(carbonVerifications.modelId, modelId)),
    );
  },

  async removeModel(db: Db, tenantId: string, id: string) {
    await db
      .delete(carbonSources)
      .where(and(eq(carbonSources.tenantId, tenantId), eq(carbonSources.modelId, id)));
    await db.delete(carbonModels).where(and(eq(carbonModels.tenantId, tenantId), eq(carbonModels.id, id)));
  },
};

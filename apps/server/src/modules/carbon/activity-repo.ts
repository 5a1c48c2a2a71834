// Queries of devices, their monthly readings, corrections and imports. Every query names its tenant;
// row-level security checks it again. Inside a transaction the caller passes `tx`.
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { containsPattern } from '../../db/like.js';
import { rowsOf } from '../../db/migrate.js';
import {
  carbonActivity,
  carbonActivityHistory,
  carbonDevices,
  carbonImports,
  carbonOrgs,
} from '../../db/schema/index.js';
import { memberName } from './members.js';

export type DeviceRow = typeof carbonDevices.$inferSelect;
export type ActivityRecord = typeof carbonActivity.$inferSelect;
export type ImportRow = typeof carbonImports.$inferSelect;
export type NewReading = typeof carbonActivity.$inferInsert;

const deviceColumns = {
  id: carbonDevices.id,
  orgId: carbonDevices.orgId,
  orgName: sql<string>`coalesce(${carbonOrgs.name}, '')`,
  code: carbonDevices.code,
  name: carbonDevices.name,
  activityKind: carbonDevices.activityKind,
  carrier: carbonDevices.carrier,
  unit: carbonDevices.unit,
  description: carbonDevices.description,
};

const activityColumns = {
  id: carbonActivity.id,
  orgId: carbonActivity.orgId,
  orgName: sql<string>`coalesce(${carbonOrgs.name}, '')`,
  deviceId: carbonActivity.deviceId,
  deviceCode: carbonDevices.code,
  deviceName: carbonDevices.name,
  year: carbonActivity.year,
  month: carbonActivity.month,
  value: carbonActivity.value,
  unit: carbonDevices.unit,
  evidence: carbonActivity.evidence,
  note: carbonActivity.note,
  updatedAt: carbonActivity.updatedAt,
  updatedBy: carbonActivity.updatedBy,
};
export interface ActivityListRow {
  id: string;
  orgId: string;
  orgName: string;
  deviceId: string;
  deviceCode: string;
  deviceName: string;
  year: number;
  month: number;
  value: string;
  unit: string;
  evidence: string[];
  note: string | null;
  updatedAt: Date;
  updatedBy: string | null;
}

/** `orgId` and every organisation below it. */
const subtree = (tenantId: string, orgId: string) => sql`(with recursive tree(id) as (
    select id from carbon_orgs where tenant_id = ${tenantId} and id = ${orgId}
    union all
    select o.id from carbon_orgs o join tree t on o.parent_id = t.id where o.tenant_id = ${tenantId}
  ) select id from tree)`;

export const activityRepo = {
  // Organisations ---------------------------------------------------------------------------------

  async org(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select({ id: carbonOrgs.id, name: carbonOrgs.name })
      .from(carbonOrgs)
      .where(and(eq(carbonOrgs.tenantId, tenantId), eq(carbonOrgs.id, id)));
    return row;
  },

  orgs(db: Db, tenantId: string) {
    return db
      .select({ id: carbonOrgs.id, name: carbonOrgs.name, code: carbonOrgs.code })
      .from(carbonOrgs)
      .where(eq(carbonOrgs.tenantId, tenantId));
  },

  /**
   * Organisations whose data of `year` is locked, with the status of the model that locks them (1
   * submitted, 2 verified; the highest when several do): those under (or at) the organisation of a
   * model of that year that is submitted for verification or verified.
   */
  async lockedOrgs(db: Db, tenantId: string, year: number): Promise<Map<string, number>> {
    const rows = rowsOf<{ id: string; status: number }>(
      await db.execute(sql`with recursive locked(id, status) as (
          select org_id, status from carbon_models
          where tenant_id = ${tenantId} and year = ${year} and status in (1, 2)
          union
          select o.id, l.status from carbon_orgs o join locked l on o.parent_id = l.id
          where o.tenant_id = ${tenantId}
        ) select id, max(status)::int as status from locked group by id`),
    );
    return new Map(rows.map((r) => [r.id, Number(r.status)]));
  },

  /** Activity rows named by a finding still open or answered of a verification in review: the company may correct those. */
  async underOpenFinding(db: Db, tenantId: string, activityId: string): Promise<boolean> {
    const rows = rowsOf<{ found: number }>(
      await db.execute(sql`select 1 as found from carbon_findings f
        join carbon_verifications v on v.tenant_id = f.tenant_id and v.id = f.verification_id
        where f.tenant_id = ${tenantId} and f.activity_id = ${activityId} and f.status in (0, 1) and v.status = 0
        limit 1`),
    );
    return rows.length > 0;
  },

  // Devices ---------------------------------------------------------------------------------------

  async devicePage(
    db: Db,
    tenantId: string,
    filter: { orgId?: string | undefined; keyword?: string | undefined },
    offset: number,
    limit: number,
  ) {
    const where: SQL[] = [eq(carbonDevices.tenantId, tenantId)];
    if (filter.orgId) where.push(sql`${carbonDevices.orgId} in ${subtree(tenantId, filter.orgId)}`);
    if (filter.keyword) {
      const pattern = containsPattern(filter.keyword);
      where.push(or(ilike(carbonDevices.code, pattern), ilike(carbonDevices.name, pattern))!);
    }
    const condition = and(...where);
    const [items, [total]] = await Promise.all([
      db
        .select(deviceColumns)
        .from(carbonDevices)
        .leftJoin(
          carbonOrgs,
          and(eq(carbonOrgs.tenantId, carbonDevices.tenantId), eq(carbonOrgs.id, carbonDevices.orgId)),
        )
        .where(condition)
        .orderBy(asc(carbonDevices.code))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(carbonDevices).where(condition),
    ]);
    return { items, total: total?.total ?? 0 };
  },

  async device(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select(deviceColumns)
      .from(carbonDevices)
      .leftJoin(
        carbonOrgs,
        and(eq(carbonOrgs.tenantId, carbonDevices.tenantId), eq(carbonOrgs.id, carbonDevices.orgId)),
      )
      .where(and(eq(carbonDevices.tenantId, tenantId), eq(carbonDevices.id, id)));
    return row;
  },

  async deviceByCode(db: Db, tenantId: string, code: string) {
    const [row] = await db
      .select({ id: carbonDevices.id })
      .from(carbonDevices)
      .where(and(eq(carbonDevices.tenantId, tenantId), eq(carbonDevices.code, code)));
    return row;
  },

  /** Every device of the tenant (imports look codes up in it). */
  allDevices(db: Db, tenantId: string) {
    return db
      .select({
        id: carbonDevices.id,
        orgId: carbonDevices.orgId,
        code: carbonDevices.code,
        name: carbonDevices.name,
        unit: carbonDevices.unit,
        orgName: sql<string>`coalesce(${carbonOrgs.name}, '')`,
      })
      .from(carbonDevices)
      .leftJoin(
        carbonOrgs,
        and(eq(carbonOrgs.tenantId, carbonDevices.tenantId), eq(carbonOrgs.id, carbonDevices.orgId)),
      )
      .where(eq(carbonDevices.tenantId, tenantId))
      .orderBy(asc(carbonDevices.code));
  },

  async insertDevice(db: Db, values: typeof carbonDevices.$inferInsert) {
    const [row] = await db.insert(carbonDevices).values(values).returning({ id: carbonDevices.id });
    return row!.id;
  },

  async updateDevice(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof carbonDevices.$inferInsert>,
  ) {
    await db
      .update(carbonDevices)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonDevices.tenantId, tenantId), eq(carbonDevices.id, id)));
  },

  async removeDevice(db: Db, tenantId: string, id: string) {
    await db.delete(carbonDevices).where(and(eq(carbonDevices.tenantId, tenantId), eq(carbonDevices.id, id)));
  },

  /** Inserts or, by code, updates devices (the device import). */
  async upsertDevices(db: Db, rows: (typeof carbonDevices.$inferInsert)[]) {
    if (!rows.length) return;
    await db
      .insert(carbonDevices)
      .values(rows)
      .onConflictDoUpdate({
        target: [carbonDevices.tenantId, carbonDevices.code],
        set: {
          orgId: sql`excluded.org_id`,
          name: sql`excluded.name`,
          activityKind: sql`excluded.activity_kind`,
          carrier: sql`excluded.carrier`,
          unit: sql`excluded.unit`,
          description: sql`excluded.description`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: sql`now()`,
        },
      });
  },

  async hasReadings(db: Db, tenantId: string, deviceId: string) {
    const [row] = await db
      .select({ id: carbonActivity.id })
      .from(carbonActivity)
      .where(and(eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.deviceId, deviceId)))
      .limit(1);
    return !!row;
  },

  /** Devices among `ids` that have readings. */
  async devicesWithReadings(db: Db, tenantId: string, ids: string[]): Promise<Set<string>> {
    if (!ids.length) return new Set();
    const rows = await db
      .selectDistinct({ id: carbonActivity.deviceId })
      .from(carbonActivity)
      .where(and(eq(carbonActivity.tenantId, tenantId), inArray(carbonActivity.deviceId, ids)));
    return new Set(rows.map((r) => r.id));
  },

  /** Names of the models whose sources read the device. */
  async modelsNaming(db: Db, tenantId: string, deviceId: string): Promise<string[]> {
    const rows = rowsOf<{ name: string }>(
      await db.execute(sql`select distinct m.name from carbon_sources s
        join carbon_models m on m.tenant_id = s.tenant_id and m.id = s.model_id
        where s.tenant_id = ${tenantId} and ${deviceId}::uuid = any(s.device_ids)
        order by m.name`),
    );
    return rows.map((r) => r.name);
  },

  // Activity data ---------------------------------------------------------------------------------

  async activityPage(
    db: Db,
    tenantId: string,
    filter: {
      orgId?: string | undefined;
      deviceId?: string | undefined;
      year: number;
      month?: number | undefined;
    },
    offset: number,
    limit: number,
  ) {
    const where: SQL[] = [eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.year, filter.year)];
    if (filter.orgId) where.push(sql`${carbonActivity.orgId} in ${subtree(tenantId, filter.orgId)}`);
    if (filter.deviceId) where.push(eq(carbonActivity.deviceId, filter.deviceId));
    if (filter.month) where.push(eq(carbonActivity.month, filter.month));
    const condition = and(...where);
    const [items, [total]] = await Promise.all([
      db
        .select(activityColumns)
        .from(carbonActivity)
        .innerJoin(
          carbonDevices,
          and(
            eq(carbonDevices.tenantId, carbonActivity.tenantId),
            eq(carbonDevices.id, carbonActivity.deviceId),
          ),
        )
        .leftJoin(
          carbonOrgs,
          and(eq(carbonOrgs.tenantId, carbonActivity.tenantId), eq(carbonOrgs.id, carbonActivity.orgId)),
        )
        .where(condition)
        .orderBy(asc(carbonDevices.code), asc(carbonActivity.month))
        .offset(offset)
        .limit(limit),
      db.select({ total: count() }).from(carbonActivity).where(condition),
    ]);
    return { items, total: total?.total ?? 0 };
  },

  async activity(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select(activityColumns)
      .from(carbonActivity)
      .innerJoin(
        carbonDevices,
        and(
          eq(carbonDevices.tenantId, carbonActivity.tenantId),
          eq(carbonDevices.id, carbonActivity.deviceId),
        ),
      )
      .leftJoin(
        carbonOrgs,
        and(eq(carbonOrgs.tenantId, carbonActivity.tenantId), eq(carbonOrgs.id, carbonActivity.orgId)),
      )
      .where(and(eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.id, id)));
    return row;
  },

  /** The reading of a device and month, if any. */
  async readingOf(db: Db, tenantId: string, deviceId: string, year: number, month: number) {
    const [row] = await db
      .select({ id: carbonActivity.id })
      .from(carbonActivity)
      .where(
        and(
          eq(carbonActivity.tenantId, tenantId),
          eq(carbonActivity.deviceId, deviceId),
          eq(carbonActivity.year, year),
          eq(carbonActivity.month, month),
        ),
      );
    return row;
  },

  /** `deviceId:month` of every reading of the year (imports refuse those already stored). */
  async storedMonths(db: Db, tenantId: string, year: number): Promise<Set<string>> {
    const rows = await db
      .select({ deviceId: carbonActivity.deviceId, month: carbonActivity.month })
      .from(carbonActivity)
      .where(and(eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.year, year)));
    return new Set(rows.map((r) => `${r.deviceId}:${r.month}`));
  },

  async insertReading(db: Db, values: NewReading) {
    const [row] = await db.insert(carbonActivity).values(values).returning({ id: carbonActivity.id });
    return row!.id;
  },

  async insertReadings(db: Db, rows: NewReading[]) {
    if (rows.length) await db.insert(carbonActivity).values(rows);
  },

  async updateReading(db: Db, tenantId: string, id: string, values: Partial<NewReading>) {
    await db
      .update(carbonActivity)
      .set({ ...values, updatedAt: new Date() })
      .where(and(eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.id, id)));
  },

  async removeReading(db: Db, tenantId: string, id: string) {
    await db
      .delete(carbonActivity)
      .where(and(eq(carbonActivity.tenantId, tenantId), eq(carbonActivity.id, id)));
  },

  async insertChange(db: Db, values: typeof carbonActivityHistory.$inferInsert) {
    await db.insert(carbonActivityHistory).values(values);
  },

  history(db: Db, tenantId: string, activityId: string) {
    return db
      .select({
        id: carbonActivityHistory.id,
        oldValue: carbonActivityHistory.oldValue,
        newValue: carbonActivityHistory.newValue,
        reason: carbonActivityHistory.reason,
        changedBy: carbonActivityHistory.changedBy,
        changedAt: carbonActivityHistory.changedAt,
      })
      .from(carbonActivityHistory)
      .where(
        and(eq(carbonActivityHistory.tenantId, tenantId), eq(carbonActivityHistory.activityId, activityId)),
      )
      .orderBy(desc(carbonActivityHistory.changedAt));
  },

  /** Which of `keys` are uploads of the tenant. */
  async uploadKeys(db: Db, tenantId: string, keys: string[]): Promise<Set<string>> {
    if (!keys.length) return new Set();
    const rows = rowsOf<{ key: string }>(
      await db.execute(
        sql`select key from uploads where tenant_id = ${tenantId} and key in (${sql.join(
          keys.map((k) => sql`${k}`),
          sql`, `,
        )})`,
      ),
    );
    return new Set(rows.map((r) => r.key));
  },

  // Imports ---------------------------------------------------------------------------------------

  async insertImport(db: Db, values: typeof carbonImports.$inferInsert) {
    const [row] = await db.insert(carbonImports).values(values).returning();
    return row!;
  },

  async importOf(db: Db, tenantId: string, id: string) {
    const [row] = await db
      .select()
      .from(carbonImports)
      .where(and(eq(carbonImports.tenantId, tenantId), eq(carbonImports.id, id)));
    return row;
  },

  async updateImport(
    db: Db,
    tenantId: string,
    id: string,
    values: Partial<typeof carbonImports.$inferInsert>,
  ) {
    await db
      .update(carbonImports)
      .set(values)
      .where(and(eq(carbonImports.tenantId, tenantId), eq(carbonImports.id, id)));
  },

  /** The display name of a tenant member, as stamps record it. */
  displayName: memberName,
};

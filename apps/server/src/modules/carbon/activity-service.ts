// Devices (meters) and their monthly readings: the rules of entry and correction. A reading is stored
// in its device's unit (an entry in another unit is converted with the units library), one per device
// and month; a correction or deletion keeps the old value, who and why in carbon_activity_history, in
// the same transaction. Readings of an organisation and year whose model is submitted or verified are
// locked, except the rows an open finding of the verification in review names (the verifier asked for
// their correction).
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import {
  ModelStatus,
  ResultCode,
  type ActivityChange,
  type ActivityRow,
  type CarbonDevice,
  type DataBody,
  type DeviceBody,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, conflict, notFound, refuse } from '../../http/errors.js';
import { joined, text } from '../../i18n/index.js';
import { activityRepo as repo, type ActivityListRow } from './activity-repo.js';
import { isUnit, unitMultiplier, UnitMismatch } from './units.js';

type DeviceInput = z.output<typeof DeviceBody>;
type DataInput = z.output<typeof DataBody>;

/** Readings are numeric(30, 10). */
export const READING_DECIMALS = 10;

/** `value` in `unit` as an amount in `deviceUnit`, or a 400 on `field`. */
export function inDeviceUnit(value: string, unit: string, deviceUnit: string, field: string): string {
  try {
    return new Decimal(value)
      .mul(unitMultiplier(unit, deviceUnit))
      .toDecimalPlaces(READING_DECIMALS)
      .toFixed();
  } catch (error) {
    if (!(error instanceof UnitMismatch)) throw error;
    if (error.unknown) refuse(field, text('carbon.activity.unitUnknown', { unit: error.unknown }));
    refuse(field, text('carbon.activity.unitMismatch', { unit, deviceUnit }));
  }
}

/** A stored figure as its shortest decimal text (numeric(30,10) answers trailing zeros). */
export const figureText = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

function toRow(row: ActivityListRow, locked: boolean): ActivityRow {
  return {
    ...row,
    value: figureText(row.value)!,
    evidence: row.evidence ?? [],
    updatedAt: row.updatedAt.toISOString(),
    locked,
  };
}

export function activityService(db: Db) {
  async function deviceOrThrow(tenantId: string, id: string) {
    return (await repo.device(db, tenantId, id)) ?? notFound(text('carbon.activity.deviceNotFound'));
  }

  /** Whether the reading of an organisation and year may not change now. */
  async function isLocked(d: Db, tenantId: string, orgId: string, year: number, activityId?: string) {
    const status = (await repo.lockedOrgs(d, tenantId, year)).get(orgId);
    if (status === undefined) return false;
    if (status === ModelStatus.verified || !activityId) return true;
    return !(await repo.underOpenFinding(d, tenantId, activityId));
  }

  async function assertEvidence(tenantId: string, keys: string[]) {
    const known = await repo.uploadKeys(db, tenantId, keys);
    const unknown = keys.find((k) => !known.has(k));
    if (unknown !== undefined)
      refuse('body.evidence', text('carbon.activity.evidenceUnknown', { key: unknown }));
  }

  const codeTaken = (code: string) =>
    new AppError(ResultCode.conflict, text('carbon.activity.codeTaken', { code }), [
      { field: 'body.code', reason: text('carbon.activity.codeTaken', { code }) },
    ]);

  return {
    async devices(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: { orgId?: string | undefined; keyword?: string | undefined },
    ): Promise<{ items: CarbonDevice[]; total: number }> {
      return repo.devicePage(db, ctx.tenantId, filter, (pageIndex - 1) * pageSize, pageSize) as Promise<{
        items: CarbonDevice[];
        total: number;
      }>;
    },

    async saveDevice(ctx: RequestContext, body: DeviceInput): Promise<CarbonDevice> {
      const tenantId = ctx.tenantId;
      if (!(await repo.org(db, tenantId, body.orgId)))
        refuse('body.orgId', text('carbon.activity.orgNotFound'));
      if (!isUnit(body.unit)) refuse('body.unit', text('carbon.activity.unitUnknown', { unit: body.unit }));
      const taken = await repo.deviceByCode(db, tenantId, body.code);
      if (taken && taken.id !== body.id) throw codeTaken(body.code);
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      const values = {
        orgId: body.orgId,
        code: body.code,
        name: body.name,
        activityKind: body.activityKind,
        carrier: body.carrier ?? null,
        unit: body.unit,
        description: body.description ?? null,
        updatedBy: by,
      };
      let id = body.id;
      try {
        if (id) {
          const before = await deviceOrThrow(tenantId, id);
          // Stored readings are in the device's unit: a new unit would silently rescale them.
          if (before.unit !== body.unit && (await repo.hasReadings(db, tenantId, id))) {
            conflict(text('carbon.activity.unitHasReadings'));
          }
          await repo.updateDevice(db, tenantId, id, values);
        } else {
          id = await repo.insertDevice(db, { ...values, tenantId, createdBy: by });
        }
      } catch (error) {
        if (isUniqueViolation(error)) throw codeTaken(body.code);
        throw error;
      }
      return (await deviceOrThrow(tenantId, id)) as CarbonDevice;
    },

    async removeDevice(ctx: RequestContext, id: string) {
      await deviceOrThrow(ctx.tenantId, id);
      if (await repo.hasReadings(db, ctx.tenantId, id)) conflict(text('carbon.activity.deviceHasReadings'));
      const models = await repo.modelsNaming(db, ctx.tenantId, id);
      if (models.length) conflict(text('carbon.activity.deviceInModel', { models: joined(models) }));
      await repo.removeDevice(db, ctx.tenantId, id);
    },

    async data(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: {
        orgId?: string | undefined;
        deviceId?: string | undefined;
        year: number;
        month?: number | undefined;
      },
    ): Promise<{ items: ActivityRow[]; total: number }> {
      const [page, locked] = await Promise.all([
        repo.activityPage(db, ctx.tenantId, filter, (pageIndex - 1) * pageSize, pageSize),
        repo.lockedOrgs(db, ctx.tenantId, filter.year),
      ]);
      return { items: page.items.map((r) => toRow(r, locked.has(r.orgId))), total: page.total };
    },

    async saveData(ctx: RequestContext, body: DataInput): Promise<ActivityRow> {
      const tenantId = ctx.tenantId;
      const device = await repo.device(db, tenantId, body.deviceId);
      if (!device) refuse('body.deviceId', text('carbon.activity.deviceNotFound'));
      const value = inDeviceUnit(body.value, body.unit ?? device.unit, device.unit, 'body.unit');
      await assertEvidence(tenantId, body.evidence);
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      const monthTaken = () =>
        new AppError(
          ResultCode.conflict,
          text('carbon.activity.monthTaken', { year: body.year, month: body.month }),
          [
            {
              field: 'body.month',
              reason: text('carbon.activity.monthTaken', { year: body.year, month: body.month }),
            },
          ],
        );
      const id = await db
        .transaction(async (tx) => {
          const d = tx as unknown as Db;
          const other = await repo.readingOf(d, tenantId, device.id, body.year, body.month);
          if (!body.id) {
            if (await isLocked(d, tenantId, device.orgId, body.year))
              conflict(text('carbon.activity.locked'));
            if (other) throw monthTaken();
            return repo.insertReading(d, {
              tenantId,
              orgId: device.orgId,
              deviceId: device.id,
              year: body.year,
              month: body.month,
              value,
              evidence: body.evidence,
              note: body.note ?? null,
              createdBy: by,
              updatedBy: by,
            });
          }
          const before = await repo.activity(d, tenantId, body.id);
          if (!before) notFound(text('carbon.activity.dataNotFound'));
          if (await isLocked(d, tenantId, before.orgId, before.year, before.id)) {
            conflict(text('carbon.activity.locked'));
          }
          // Moved to another organisation or year: that one must be open too.
          const elsewhere = before.orgId !== device.orgId || before.year !== body.year;
          if (elsewhere && (await isLocked(d, tenantId, device.orgId, body.year))) {
            conflict(text('carbon.activity.locked'));
          }
          if (other && other.id !== before.id) throw monthTaken();
          const moved = before.deviceId !== device.id;
          await repo.updateReading(d, tenantId, before.id, {
            ...(moved ? { deviceId: device.id, orgId: device.orgId } : {}),
            year: body.year,
            month: body.month,
            value,
            evidence: body.evidence,
            note: body.note ?? null,
            updatedBy: by,
          });
          await repo.insertChange(d, {
            tenantId,
            activityId: before.id,
            oldValue: before.value,
            newValue: value,
            reason: body.reason ?? null,
            changedBy: by,
          });
          return before.id;
        })
        .catch((error: unknown) => {
          // Another entry of the same month came in between the check and the insert.
          if (isUniqueViolation(error)) throw monthTaken();
          throw error;
        });
      return toRow((await repo.activity(db, tenantId, id))!, false);
    },

    async removeData(ctx: RequestContext, id: string, reason: string) {
      const tenantId = ctx.tenantId;
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      await db.transaction(async (tx) => {
        const d = tx as unknown as Db;
        const before = await repo.activity(d, tenantId, id);
        if (!before) notFound(text('carbon.activity.dataNotFound'));
        if (await isLocked(d, tenantId, before.orgId, before.year, before.id)) {
          conflict(text('carbon.activity.locked'));
        }
        await repo.removeReading(d, tenantId, id);
        await repo.insertChange(d, {
          tenantId,
          activityId: id,
          oldValue: before.value,
          newValue: null,
          reason,
          changedBy: by,
        });
      });
    },

    async history(ctx: RequestContext, id: string): Promise<ActivityChange[]> {
      const rows = await repo.history(db, ctx.tenantId, id);
      if (!rows.length && !(await repo.activity(db, ctx.tenantId, id))) {
        notFound(text('carbon.activity.dataNotFound'));
      }
      return rows.map((r) => ({
        ...r,
        oldValue: figureText(r.oldValue),
        newValue: figureText(r.newValue),
        changedAt: r.changedAt.toISOString(),
      }));
    },
  };
}

export type ActivityService = ReturnType<typeof activityService>;

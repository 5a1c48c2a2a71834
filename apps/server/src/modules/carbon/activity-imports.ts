// Imports of devices and monthly readings from .xlsx. The call answers at once with the import's row
// (status running); the file is read (the one xlsx reader: worker thread, limits), checked row by row
// and written in the background. Every refusal is reported as { row, field, reason } (the first
// REPORT_MAX kept). Mode `all` writes nothing when a row is refused; `good` writes the good rows.
// Rows are written in batches of one INSERT each, all in one transaction (so that `all` stays
// all-or-nothing and a failure leaves nothing half-written), yielding to the event loop between
// batches so that the server keeps answering.
//
// Progress is kept in memory while an import runs and read by the status call: the transaction's own
// writes are not visible outside it, and PGlite (one connection) could not answer a write of the
// import's row while the transaction holds it. The row gets its figures when the import ends.
import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { CARBON_NAME_MAX, CARBON_TEXT_MAX, ImportStatus, type CarbonImport } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { withTenantScope } from '../../db/tenant-scope.js';
import type { RequestContext } from '../../http/context.js';
import { AppError, notFound } from '../../http/errors.js';
import { render, t, text, type Language, type ServerKey, type TextParam } from '../../i18n/index.js';
import { activityRepo as repo, type ImportRow } from './activity-repo.js';
import { READING_DECIMALS } from './activity-service.js';
import {
  cellText,
  choices,
  DEVICE_KEYS,
  header,
  headerKeysOf,
  monthHeader,
  monthKeys,
  MONTHS,
  readImport,
  type ColumnKey,
} from './activity-sheets.js';
import { isUnit, unitMultiplier, UnitMismatch } from './units.js';

/** Refusals kept in an import's report. */
export const REPORT_MAX = 5000;
/** Readings per INSERT. */
const BATCH = 1000;
/** Rows checked between two yields to the event loop. */
const CHECK_SLICE = 1000;
/** Largest value a reading may have (numeric(30,10) holds 20 integer digits). */
const VALUE_MAX = new Decimal('1e19');

type Problem = { row: number; field: string; reason: string };

interface Progress {
  total: number;
  processed: number;
}

function toImport(row: ImportRow, progress?: Progress): CarbonImport {
  return {
    id: row.id,
    kind: row.kind as CarbonImport['kind'],
    mode: row.mode as CarbonImport['mode'],
    fileName: row.fileName,
    status: row.status,
    total: progress?.total ?? row.total,
    processed: progress?.processed ?? row.processed,
    accepted: row.accepted,
    refused: row.refused,
    report: row.report,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** Collects the refusals of an import, in the importer's language. */
class Report {
  readonly problems: Problem[] = [];
  readonly rows = new Set<number>();
  count = 0;

  constructor(private readonly language: Language) {}

  add(row: number, field: string, reason: ServerKey, params?: Record<string, TextParam>) {
    this.count++;
    this.rows.add(row);
    if (this.problems.length < REPORT_MAX) {
      this.problems.push({ row, field, reason: t(this.language, reason, params) });
    }
  }
}

/** A number typed in a cell, or why it is not one. */
function numberOf(cell: unknown): Decimal | 'notNumber' {
  if (typeof cell === 'number') return Number.isFinite(cell) ? new Decimal(cell) : 'notNumber';
  const written = cellText(cell as string).replace(/[,\s]/g, '');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(written)) return 'notNumber';
  return new Decimal(written);
}

/** A whole number in a cell (a year, a month), or null. */
function integerOf(cell: unknown): number | null {
  if (typeof cell === 'number') return Number.isInteger(cell) ? cell : null;
  const written = cellText(cell as string);
  return /^\d{1,4}$/.test(written) ? Number(written) : null;
}

const ONE = new Decimal(1);

/**
 * A reading in the device's unit as decimal text (rounded to the column's scale), or why it cannot be.
 * A plain number in the device's own unit (nearly every cell of a large import) goes to the database
 * as written, without decimal arithmetic: the column rounds it the same way.
 */
function amountOf(cell: unknown, multiplier: Decimal): string | 'notNumber' | 'negative' | 'tooLarge' {
  if (typeof cell === 'number' && multiplier === ONE) {
    if (!Number.isFinite(cell)) return 'notNumber';
    if (cell < 0) return 'negative';
    return cell >= 1e19 ? 'tooLarge' : String(cell);
  }
  const value = numberOf(cell);
  if (value === 'notNumber') return value;
  if (value.isNegative()) return 'negative';
  const amount = value.mul(multiplier).toDecimalPlaces(READING_DECIMALS);
  return amount.gte(VALUE_MAX) ? 'tooLarge' : amount.toFixed();
}

/** Multipliers between units, each computed once per import. */
function multipliers() {
  const known = new Map<string, Decimal | UnitMismatch>();
  return (from: string, to: string): Decimal | UnitMismatch => {
    if (from === to) return ONE;
    const key = `${from}\u0000${to}`;
    let found = known.get(key);
    if (!found) {
      try {
        found = unitMultiplier(from, to);
      } catch (error) {
        if (!(error instanceof UnitMismatch)) throw error;
        found = error;
      }
      known.set(key, found);
    }
    return found;
  };
}

const DATA_KEYS: ColumnKey[] = ['code', 'name', 'unit', 'year', 'month', 'value', 'note'];
type DataKey = ColumnKey | `m${number}`;
type DeviceKey = (typeof DEVICE_KEYS)[number];

interface Reading {
  row: number;
  orgId: string;
  deviceId: string;
  month: number;
  value: string;
  note: string | null;
}

export function activityImports(db: Db, log: FastifyBaseLogger) {
  const running = new Map<string, Progress>();

  /** Runs an import's work in the background, in the tenant's scope; a failure marks it failed. */
  function start(
    tenantId: string,
    id: string,
    language: Language,
    work: (progress: Progress) => Promise<void>,
  ) {
    const progress: Progress = { total: 0, processed: 0 };
    running.set(id, progress);
    void withTenantScope(tenantId, async () => {
      try {
        await work(progress);
      } catch (error) {
        const reason =
          error instanceof AppError
            ? render(language, error.problems[0]?.reason ?? error.words)
            : isUniqueViolation(error)
              ? t(language, 'carbon.activity.takenMeanwhile')
              : t(language, 'common.serverError');
        if (!(error instanceof AppError) && !isUniqueViolation(error))
          log.error({ err: error, importId: id }, 'carbon import failed');
        await repo.updateImport(db, tenantId, id, {
          status: ImportStatus.failed,
          error: t(language, 'carbon.activity.importFailed', { reason }),
          total: progress.total,
          processed: progress.processed,
          finishedAt: new Date(),
        });
      } finally {
        running.delete(id);
      }
    }).catch((error: unknown) => {
      // The database is gone: the status call reports the import as interrupted.
      log.error({ err: error, importId: id }, 'carbon import could not record its failure');
    });
  }

  async function finish(
    tenantId: string,
    id: string,
    status: number,
    report: Report,
    accepted: number,
    progress: Progress,
    d: Db = db,
  ) {
    await repo.updateImport(d, tenantId, id, {
      status,
      total: progress.total,
      processed: progress.total,
      accepted,
      refused: report.rows.size,
      report: report.problems.sort((a, b) => a.row - b.row),
      finishedAt: new Date(),
    });
  }

  /** Checks the readings of a data sheet; answers the good ones. */
  async function checkData(
    tenantId: string,
    year: number,
    file: Buffer,
    language: Language,
    report: Report,
    progress: Progress,
  ): Promise<Reading[]> {
    const sheetNames = ['zh-CN', 'en-US'].map((l) => t(l as Language, 'carbon.activity.sheet.data'));
    const keys = new Map<string, DataKey>([...headerKeysOf(DATA_KEYS), ...monthKeys()]);
    const sheet = await readImport<DataKey>(file, sheetNames, keys, [
      ['code', 'month', 'value'],
      ['code', ...MONTHS.map((m) => `m${m}` as const)],
    ]);
    const colOf = new Map([...sheet.columns].map(([col, key]) => [key, col]));
    const long = colOf.has('month') && colOf.has('value');
    const [devices, stored, locked] = await Promise.all([
      repo.allDevices(db, tenantId),
      repo.storedMonths(db, tenantId, year),
      repo.lockedOrgs(db, tenantId, year),
    ]);
    const byCode = new Map(devices.map((d) => [d.code, d]));
    const multiplier = multipliers();
    const firstRow = new Map<string, number>();
    // Headers are the report's field names, worded once.
    const H = Object.fromEntries(DATA_KEYS.map((key) => [key, header(language, key)])) as Record<
      ColumnKey,
      string
    >;
    const monthHeaders = MONTHS.map((m) => monthHeader(language, m));
    const readings: Reading[] = [];
    progress.total = long
      ? sheet.rows.length
      : sheet.rows.reduce(
          (n, r) => n + MONTHS.filter((m) => cellText(r.cells[colOf.get(`m${m}`) ?? -1]) !== '').length,
          0,
        );

    /** One reading's checks: its month, value, unit, duplicates and lock. */
    const check = (
      row: number,
      device: (typeof devices)[number],
      month: number,
      monthField: string,
      valueCell: unknown,
      valueField: string,
      unit: string,
      note: string | null,
    ) => {
      const m = multiplier(unit || device.unit, device.unit);
      if (m instanceof UnitMismatch) {
        return report.add(
          row,
          H.unit,
          m.unknown ? 'carbon.activity.unitUnknown' : 'carbon.activity.unitMismatch',
          { unit: m.unknown ?? unit, deviceUnit: device.unit },
        );
      }
      const amount = amountOf(valueCell, m);
      if (amount === 'notNumber' || amount === 'negative' || amount === 'tooLarge') {
        return report.add(row, valueField, `carbon.activity.problems.${amount}`);
      }
      if (locked.has(device.orgId)) return report.add(row, monthField, 'carbon.activity.problems.locked');
      const key = `${device.id}:${month}`;
      const first = firstRow.get(key);
      if (first !== undefined) {
        return report.add(row, monthField, 'carbon.activity.problems.repeatedInFile', { row: first });
      }
      firstRow.set(key, row);
      if (stored.has(key)) return report.add(row, monthField, 'carbon.activity.problems.stored', { month });
      readings.push({ row, orgId: device.orgId, deviceId: device.id, month, value: amount, note });
    };

    for (let i = 0; i < sheet.rows.length; i++) {
      if (i % CHECK_SLICE === CHECK_SLICE - 1) await yieldToEventLoop();
      const { row, cells } = sheet.rows[i]!;
      const cell = (key: DataKey) => cells[colOf.get(key) ?? -1] ?? null;
      const code = cellText(cell('code'));
      const unit = cellText(cell('unit'));
      const note = cellText(cell('note')).slice(0, CARBON_TEXT_MAX) || null;
      const monthCells = long ? [] : MONTHS.filter((m) => cellText(cell(`m${m}`)) !== '');
      if (!long && !monthCells.length) continue;
      let problems = false;
      if (!code) {
        report.add(row, H.code, 'carbon.activity.problems.required');
        problems = true;
      }
      const device = code ? byCode.get(code) : undefined;
      if (code && !device) {
        report.add(row, H.code, 'carbon.activity.problems.unknownDevice', { code });
        problems = true;
      }
      const yearCell = cellText(cell('year'));
      if (colOf.has('year') || long) {
        const written = integerOf(cell('year'));
        if (!yearCell) {
          if (long) {
            report.add(row, H.year, 'carbon.activity.problems.required');
            problems = true;
          }
        } else if (written !== year) {
          report.add(row, H.year, 'carbon.activity.problems.otherYear', { year });
          problems = true;
        }
      }
      if (long) {
        const monthText = cellText(cell('month'));
        const month = integerOf(cell('month'));
        if (!monthText) {
          report.add(row, H.month, 'carbon.activity.problems.required');
          problems = true;
        } else if (month === null || month < 1 || month > 12) {
          report.add(row, H.month, 'carbon.activity.problems.monthRange');
          problems = true;
        }
        if (cellText(cell('value')) === '') {
          report.add(row, H.value, 'carbon.activity.problems.required');
          problems = true;
        }
        if (!problems) check(row, device!, month!, H.month, cell('value'), H.value, unit, note);
      } else if (!problems) {
        for (const m of monthCells) {
          const field = monthHeaders[m - 1]!;
          check(row, device!, m, field, cell(`m${m}`), field, unit, note);
        }
      }
    }
    return readings;
  }

  /** Writes readings, a batch per INSERT, counting progress; runs inside the import's transaction. */
  async function insertReadings(
    tx: Db,
    tenantId: string,
    importId: string,
    by: string | null,
    year: number,
    readings: Reading[],
    progress: Progress,
  ) {
    const done = progress.total - readings.length;
    for (let at = 0; at < readings.length; at += BATCH) {
      const batch = readings.slice(at, at + BATCH).map((r) => ({
        org_id: r.orgId,
        device_id: r.deviceId,
        month: r.month,
        value: r.value,
        note: r.note,
      }));
      // One parameter for the batch: json_to_recordset keeps the statement small and its plan simple.
      await tx.execute(sql`insert into carbon_activity
          (tenant_id, org_id, device_id, year, month, value, note, import_id, created_by, updated_by)
        select ${tenantId}, x.org_id, x.device_id, ${year}, x.month, x.value, x.note, ${importId}, ${by}, ${by}
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as x(org_id uuid, device_id uuid, month smallint, value numeric, note text)`);
      progress.processed = done + Math.min(at + BATCH, readings.length);
      await yieldToEventLoop();
    }
  }

  /** Checks the rows of a device sheet and writes the good ones (insert, or update by code). */
  async function importDevices(
    tenantId: string,
    importId: string,
    mode: string,
    by: string | null,
    file: Buffer,
    language: Language,
    progress: Progress,
  ) {
    const report = new Report(language);
    const sheetNames = ['zh-CN', 'en-US'].map((l) => t(l as Language, 'carbon.activity.sheet.devices'));
    const sheet = await readImport(file, sheetNames, headerKeysOf<DeviceKey>([...DEVICE_KEYS]), [
      ['code', 'name', 'org', 'activityKind', 'unit'],
    ]);
    progress.total = sheet.rows.length;
    const colOf = new Map([...sheet.columns].map(([col, key]) => [key, col]));
    const [orgs, devices] = await Promise.all([repo.orgs(db, tenantId), repo.allDevices(db, tenantId)]);
    const orgByCode = new Map(orgs.filter((o) => o.code).map((o) => [o.code!, o.id]));
    const orgsByName = new Map<string, string[]>();
    for (const o of orgs) orgsByName.set(o.name, [...(orgsByName.get(o.name) ?? []), o.id]);
    const existing = new Map(devices.map((d) => [d.code, d]));
    const withReadings = await repo.devicesWithReadings(
      db,
      tenantId,
      devices.map((d) => d.id),
    );
    const kinds = choices('kinds');
    const carriers = choices('carriers');
    const h = (key: ColumnKey) => header(language, key);
    const firstRow = new Map<string, number>();
    const good: Parameters<typeof repo.upsertDevices>[1] = [];
    for (const { row, cells } of sheet.rows) {
      const cell = (key: DeviceKey) => cellText(cells[colOf.get(key) ?? -1]);
      const before = report.count;
      const required = (key: DeviceKey, max: number) => {
        const value = cell(key);
        if (!value) report.add(row, h(key), 'carbon.activity.problems.required');
        else if (value.length > max) report.add(row, h(key), 'carbon.activity.problems.tooLong', { max });
        return value;
      };
      const code = required('code', 64);
      const name = required('name', CARBON_NAME_MAX);
      const orgWritten = required('org', CARBON_NAME_MAX);
      const kindWritten = required('activityKind', CARBON_NAME_MAX);
      const unit = required('unit', 32);
      const carrierWritten = cell('carrier');
      const description = cell('description');
      if (description.length > CARBON_TEXT_MAX) {
        report.add(row, h('description'), 'carbon.activity.problems.tooLong', { max: CARBON_TEXT_MAX });
      }
      let orgId: string | undefined;
      if (orgWritten) {
        const named = orgsByName.get(orgWritten) ?? [];
        orgId = orgByCode.get(orgWritten) ?? (named.length === 1 ? named[0] : undefined);
        if (!orgId && named.length > 1) {
          report.add(row, h('org'), 'carbon.activity.problems.ambiguousOrg', { name: orgWritten });
        } else if (!orgId)
          report.add(row, h('org'), 'carbon.activity.problems.unknownOrg', { name: orgWritten });
      }
      const activityKind = kinds.get(kindWritten.toLowerCase());
      if (kindWritten && !activityKind) {
        report.add(row, h('activityKind'), 'carbon.activity.problems.unknownKind', { value: kindWritten });
      }
      const carrier = carrierWritten ? carriers.get(carrierWritten.toLowerCase()) : null;
      if (carrier === undefined) {
        report.add(row, h('carrier'), 'carbon.activity.problems.unknownCarrier', { value: carrierWritten });
      }
      if (unit && !isUnit(unit)) report.add(row, h('unit'), 'carbon.activity.unitUnknown', { unit });
      if (code) {
        const first = firstRow.get(code);
        if (first !== undefined) {
          report.add(row, h('code'), 'carbon.activity.problems.repeatedInFile', { row: first });
        } else {
          firstRow.set(code, row);
          const stored = existing.get(code);
          if (stored && unit && stored.unit !== unit && withReadings.has(stored.id)) {
            report.add(row, h('unit'), 'carbon.activity.unitHasReadings');
          }
        }
      }
      progress.processed++;
      if (report.count > before) continue;
      good.push({
        tenantId,
        orgId: orgId!,
        code,
        name,
        activityKind: activityKind!,
        carrier: carrier ?? null,
        unit,
        description: description || null,
        createdBy: by,
        updatedBy: by,
      });
    }
    if (mode === 'all' && report.count) {
      await finish(tenantId, importId, ImportStatus.refused, report, 0, progress);
      return;
    }
    await db.transaction(async (tx) => {
      for (let at = 0; at < good.length; at += BATCH) {
        await repo.upsertDevices(tx as unknown as Db, good.slice(at, at + BATCH));
        await yieldToEventLoop();
      }
      await finish(tenantId, importId, ImportStatus.done, report, good.length, progress, tx as unknown as Db);
    });
  }

  async function importData(
    tenantId: string,
    importId: string,
    mode: string,
    year: number,
    by: string | null,
    file: Buffer,
    language: Language,
    progress: Progress,
  ) {
    const report = new Report(language);
    const readings = await checkData(tenantId, year, file, language, report, progress);
    if (mode === 'all' && report.count) {
      await finish(tenantId, importId, ImportStatus.refused, report, 0, progress);
      return;
    }
    progress.processed = progress.total - readings.length;
    await db.transaction(async (tx) => {
      const d = tx as unknown as Db;
      await insertReadings(d, tenantId, importId, by, year, readings, progress);
      await finish(tenantId, importId, ImportStatus.done, report, readings.length, progress, d);
    });
  }

  return {
    /** Records the import and starts it; answers the running import. */
    async start(
      ctx: RequestContext,
      kind: 'device' | 'data',
      mode: 'all' | 'good',
      year: number | undefined,
      fileName: string,
      file: Buffer,
      language: Language,
    ): Promise<CarbonImport> {
      const tenantId = ctx.tenantId;
      const by = await repo.displayName(db, tenantId, ctx.tenantUserId);
      const row = await repo.insertImport(db, {
        tenantId,
        kind,
        mode,
        fileName,
        year: year ?? null,
        status: ImportStatus.running,
        createdBy: by,
      });
      start(tenantId, row.id, language, (progress) =>
        kind === 'device'
          ? importDevices(tenantId, row.id, mode, by, file, language, progress)
          : importData(tenantId, row.id, mode, year!, by, file, language, progress),
      );
      return toImport(row, { total: 0, processed: 0 });
    },

    async status(ctx: RequestContext, id: string, language: Language): Promise<CarbonImport> {
      const row =
        (await repo.importOf(db, ctx.tenantId, id)) ?? notFound(text('carbon.activity.importNotFound'));
      const progress = running.get(id);
      if (row.status === ImportStatus.running && !progress) {
        // Started by a server that has stopped since: nothing of it was committed.
        const error = t(language, 'carbon.activity.importInterrupted');
        await repo.updateImport(db, ctx.tenantId, id, {
          status: ImportStatus.failed,
          error,
          finishedAt: new Date(),
        });
        return toImport({ ...row, status: ImportStatus.failed, error, finishedAt: new Date() });
      }
      return toImport(row, row.status === ImportStatus.running ? progress : undefined);
    },

    /** Resolves when no import of this server is running (tests, shutdown). */
    async idle() {
      while (running.size) await new Promise((resolve) => setTimeout(resolve, 20));
    },
  };
}

export type ActivityImports = ReturnType<typeof activityImports>;

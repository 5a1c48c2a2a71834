// The inventory of an organisation and year (issue 20): a model's emission sources applied to the
// activity data of their devices, with totals by scope, ISO 14064-1 category, month, source and
// organisation, the previous year, intensity, energy in standard coal, and the activity rows behind
// any total (the drill-down). The report (S4) and verification (S5) read the figures from here.
//
// The database sums the readings (numeric: exact) per source, device unit, organisation and month in
// one GROUP BY query per model; the few hundred sums are then converted and multiplied with decimal.js.
// Emissions and standard coal are linear in the activity, so each source's factor is applied once to
// one unit of activity and the result multiplied by each sum.
import { Decimal } from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import {
  ENERGY_CARRIERS,
  type EmissionFigures,
  type EnergyFigures,
  type GwpSet,
  type SingleDataRow,
  type SourceResult,
} from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';
import { conflict } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { emissionOf, energyTceOf, NoGwp, UnitMismatch } from './calc.js';
import { unitMultiplier } from './units.js';

export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);
const SCOPE_LIST = [1, 2, 3] as const;
const ISO_LIST = [1, 2, 3, 4, 5, 6] as const;
const ZERO = new Decimal(0);

/** Figures travel as plain decimal text (no exponent), to the numeric columns' 10 places. */
export const figureText = (d: Decimal) => d.toDecimalPlaces(10).toFixed();
const percentText = (d: Decimal) => d.toDecimalPlaces(2).toFixed();

const arrayLiteral = (items: readonly string[]) =>
  `{${items.map((i) => `"${i.replace(/["\\]/g, '')}"`).join(',')}}`;
const uuidArray = (ids: readonly string[]) => sql`${arrayLiteral(ids)}::uuid[]`;

// ---- organisations ----

export interface OrgNode {
  id: string;
  parentId: string | null;
  name: string;
  sort: number;
}

/** The tenant's organisations (a tree of tens to a few hundred rows). */
export async function orgsOf(tx: Tx, tenantId: string): Promise<OrgNode[]> {
  return rowsOf<OrgNode>(
    await tx.execute(sql`select id, parent_id as "parentId", name, sort from carbon_orgs
      where tenant_id = ${tenantId} order by sort, name`),
  );
}

/** The organisation and everything under it. */
export function subtreeOf(orgs: OrgNode[], rootId: string): Set<string> {
  const children = new Map<string, string[]>();
  for (const o of orgs) {
    if (o.parentId) children.set(o.parentId, [...(children.get(o.parentId) ?? []), o.id]);
  }
  const found = new Set<string>();
  const stack = [rootId];
  while (stack.length) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return found;
}

/** For each organisation under root: the child of root it rolls up to (root itself for root). */
function rollUp(orgs: OrgNode[], rootId: string): Map<string, string> {
  const to = new Map<string, string>([[rootId, rootId]]);
  for (const child of orgs.filter((o) => o.parentId === rootId)) {
    for (const id of subtreeOf(orgs, child.id)) if (id !== rootId) to.set(id, child.id);
  }
  return to;
}

// ---- the model and its sources ----

interface ModelRow {
  id: string;
  gwpSet: GwpSet;
  outputValue: string | null;
  outputUnit: string | null;
}

interface SourceRow {
  id: string;
  name: string;
  activityKind: string;
  carrier: string | null;
  activityUnit: string;
  scope: number;
  isoCategory: number;
  scope3Category: number | null;
  factorId: string;
  factorName: string;
  factorValue: string;
  numeratorUnit: string;
  denominatorUnit: string;
  gas: string;
  ncv: string | null;
  ncvUnit: string | null;
  factorSource: string;
}

/** A source with what one unit of its activity gives. */
interface PricedSource extends SourceRow {
  perUnit: Decimal;
  unitConversion: Decimal;
  gwp: Decimal;
  tcePerUnit: Decimal | null;
}

async function modelOf(tx: Tx, tenantId: string, orgId: string, year: number) {
  const [model] = rowsOf<ModelRow>(
    await tx.execute(sql`select id, gwp_set as "gwpSet", output_value::text as "outputValue",
        output_unit as "outputUnit"
      from carbon_models where tenant_id = ${tenantId} and org_id = ${orgId} and year = ${year}`),
  );
  return model;
}

async function sourcesOf(tx: Tx, tenantId: string, model: ModelRow): Promise<PricedSource[]> {
  const rows = rowsOf<SourceRow>(
    await tx.execute(sql`select s.id, s.name, s.activity_kind as "activityKind", s.carrier,
        s.activity_unit as "activityUnit", s.scope, s.iso_category as "isoCategory",
        s.scope3_category as "scope3Category", s.factor_id as "factorId", f.name as "factorName",
        f.value::text as "factorValue", f.numerator_unit as "numeratorUnit",
        f.denominator_unit as "denominatorUnit", f.gas, f.ncv::text as ncv, f.ncv_unit as "ncvUnit",
        f.source as "factorSource"
      from carbon_sources s
      join carbon_factors f on f.id = s.factor_id and (f.tenant_id = s.tenant_id or f.tenant_id is null)
      where s.tenant_id = ${tenantId} and s.model_id = ${model.id}
      order by s.sort, s.name, s.id`),
  );
  return rows.map((s) => {
    try {
      const one = emissionOf({
        activity: new Decimal(1),
        activityUnit: s.activityUnit,
        factor: {
          value: s.factorValue,
          numeratorUnit: s.numeratorUnit,
          denominatorUnit: s.denominatorUnit,
          gas: s.gas,
          ncv: s.ncv,
          ncvUnit: s.ncvUnit,
        },
        gwpSet: model.gwpSet,
      });
      const tce = s.carrier ? energyTceOf(s.carrier, new Decimal(1), s.activityUnit) : null;
      return {
        ...s,
        perUnit: one.emission,
        unitConversion: one.unitConversion,
        gwp: one.gwp,
        tcePerUnit: tce,
      };
    } catch (error) {
      // model/save checks the units and gases; a factor changed since can still leave a source unusable.
      if (error instanceof UnitMismatch || error instanceof NoGwp) {
        conflict(text('carbon.figures.sourceUnusable', { name: s.name, reason: error.message }));
      }
      throw error;
    }
  });
}

/** What narrows the rows behind a total (getSingleData). */
export interface RowFilter {
  scope?: number | undefined;
  sourceId?: string | undefined;
  month?: number | undefined;
  /** Organisations whose devices count (a child organisation's subtree). */
  orgIds?: string[] | undefined;
}

function filterSql(filter: RowFilter): SQL {
  const parts: SQL[] = [];
  if (filter.scope) parts.push(sql` and s.scope = ${filter.scope}`);
  if (filter.sourceId) parts.push(sql` and s.id = ${filter.sourceId}`);
  if (filter.month) parts.push(sql` and a.month = ${filter.month}`);
  if (filter.orgIds) parts.push(sql` and d.org_id = any(${uuidArray(filter.orgIds)})`);
  return sql.join(parts, sql``);
}

/** The rows of a model's sources: each source's devices' readings of the year. */
const sourceRows = (tenantId: string, modelId: string, year: number, filter: RowFilter, orgs = sql``) => sql`
  from carbon_sources s
  cross join lateral unnest(s.device_ids) as sd(device_id)
  join carbon_devices d on d.tenant_id = s.tenant_id and d.id = sd.device_id
  join carbon_activity a on a.tenant_id = s.tenant_id and a.device_id = d.id and a.year = ${year}${orgs}
  where s.tenant_id = ${tenantId} and s.model_id = ${modelId}${filterSql(filter)}`;

const withOrgName = sql`
  join carbon_orgs o on o.tenant_id = d.tenant_id and o.id = d.org_id`;

interface SumRow {
  sourceId: string;
  unit: string;
  orgId: string;
  month: number;
  value: string;
  rows: number;
}

async function sums(tx: Tx, tenantId: string, modelId: string, year: number, filter: RowFilter) {
  return rowsOf<SumRow>(
    await tx.execute(sql`select s.id as "sourceId", d.unit, d.org_id as "orgId", a.month,
        sum(a.value)::text as value, count(*)::int as rows
      ${sourceRows(tenantId, modelId, year, filter)}
      group by s.id, d.unit, d.org_id, a.month`),
  );
}

/** Multipliers from device units to source units, each worked out once per call. */
function converter() {
  const known = new Map<string, Decimal>();
  return (from: string, to: string) => {
    const key = `${from}\u0000${to}`;
    let m = known.get(key);
    if (!m) {
      try {
        m = unitMultiplier(from, to);
      } catch (error) {
        // A device whose unit no longer fits its source (model/save checks it when the source is saved).
        if (error instanceof UnitMismatch) conflict(text('carbon.figures.unitMismatch', { from, to }));
        throw error;
      }
      known.set(key, m);
    }
    return m;
  };
}

// ---- emissions ----

interface Computed {
  model: ModelRow | undefined;
  sources: PricedSource[];
  /** per source: activity by month (index 0..11) in the source's unit */
  activity: Map<string, Decimal[]>;
  /** per organisation of the devices: emission */
  byDeviceOrg: Map<string, Decimal>;
  /** the last month with a reading (0 without any) */
  lastMonth: number;
}

async function compute(tx: Tx, tenantId: string, orgId: string, year: number): Promise<Computed> {
  const model = await modelOf(tx, tenantId, orgId, year);
  if (!model) return { model, sources: [], activity: new Map(), byDeviceOrg: new Map(), lastMonth: 0 };
  const sources = await sourcesOf(tx, tenantId, model);
  const byId = new Map(sources.map((s) => [s.id, s]));
  const activity = new Map(sources.map((s) => [s.id, MONTHS.map(() => ZERO)]));
  const byDeviceOrg = new Map<string, Decimal>();
  const convert = converter();
  let lastMonth = 0;
  for (const row of await sums(tx, tenantId, model.id, year, {})) {
    const source = byId.get(row.sourceId);
    if (!source) continue;
    lastMonth = Math.max(lastMonth, row.month);
    const amount = new Decimal(row.value).mul(convert(row.unit, source.activityUnit));
    const months = activity.get(source.id)!;
    months[row.month - 1] = months[row.month - 1]!.add(amount);
    byDeviceOrg.set(row.orgId, (byDeviceOrg.get(row.orgId) ?? ZERO).add(amount.mul(source.perUnit)));
  }
  return { model, sources, activity, byDeviceOrg, lastMonth };
}

function sourceResult(source: PricedSource, months: Decimal[], gwpSet: string): SourceResult {
  const activity = months.reduce((a, b) => a.add(b), ZERO);
  return {
    sourceId: source.id,
    name: source.name,
    scope: source.scope,
    isoCategory: source.isoCategory,
    scope3Category: source.scope3Category,
    activityKind: source.activityKind,
    carrier: source.carrier,
    activity: figureText(activity),
    activityUnit: source.activityUnit,
    factorId: source.factorId,
    factorName: source.factorName,
    factorValue: new Decimal(source.factorValue).toFixed(),
    factorUnit: `${source.numeratorUnit}/${source.denominatorUnit}`,
    factorSource: source.factorSource,
    gas: source.gas,
    gwp: source.gwp.toFixed(),
    gwpSet,
    unitConversion: source.unitConversion.toFixed(),
    emission: figureText(activity.mul(source.perUnit)),
    energyTce: source.tcePerUnit ? figureText(activity.mul(source.tcePerUnit)) : null,
    byMonth: months.map((m) => figureText(m.mul(source.perUnit))),
  };
}

/** The model's emission over months 1..upTo (the whole year by default). */
const totalOf = (c: Computed, upTo = 12) =>
  c.sources.reduce(
    (sum, s) =>
      sum.add(
        c.activity
          .get(s.id)!
          .slice(0, upTo)
          .reduce((a, b) => a.add(b), ZERO)
          .mul(s.perUnit),
      ),
    ZERO,
  );

/**
 * searchEmissionData: the inventory of an organisation's model for the year (zero figures with
 * modelId null when it has none). The organisation must be the tenant's (the caller checks).
 */
export async function emissionFigures(
  tx: Tx,
  tenantId: string,
  orgId: string,
  year: number,
): Promise<EmissionFigures> {
  const work = [
    () => orgsOf(tx, tenantId),
    () => compute(tx, tenantId, orgId, year),
    () => compute(tx, tenantId, orgId, year - 1),
  ] as const;
  // On the pool the two years are summed on two connections at once; a transaction's statements
  // (one connection) go one after the other.
  const [orgs, current, previous] =
    tx instanceof PgTransaction
      ? [await work[0](), await work[1](), await work[2]()]
      : await Promise.all([work[0](), work[1](), work[2]()]);
  const gwpSet = current.model?.gwpSet ?? 'AR6';
  const bySource = current.sources.map((s) => sourceResult(s, current.activity.get(s.id)!, gwpSet));
  const emissionOfSource = (s: PricedSource, month?: number) => {
    const months = current.activity.get(s.id)!;
    return (month ? months[month - 1]! : months.reduce((a, b) => a.add(b), ZERO)).mul(s.perUnit);
  };
  const sumWhere = (pick: (s: PricedSource) => boolean, month?: number) =>
    current.sources.filter(pick).reduce((sum, s) => sum.add(emissionOfSource(s, month)), ZERO);
  const total = totalOf(current);

  const up = rollUp(orgs, orgId);
  const perOrg = new Map<string, Decimal>();
  for (const [deviceOrg, emission] of current.byDeviceOrg) {
    const to = up.get(deviceOrg) ?? orgId;
    perOrg.set(to, (perOrg.get(to) ?? ZERO).add(emission));
  }
  const names = new Map(orgs.map((o) => [o.id, o.name]));
  const shownOrgs = [
    ...(perOrg.get(orgId)?.isZero() === false ? [orgId] : []),
    ...orgs.filter((o) => o.parentId === orgId).map((o) => o.id),
  ];

  const previousTotal = previous.model ? totalOf(previous) : null;
  // Part-way through a year (readings up to month N < 12), the change is against the previous
  // year's months 1..N, not its whole year; without readings it is the whole year.
  const comparedMonths = current.lastMonth > 0 ? current.lastMonth : 12;
  const previousCompared = previous.model ? totalOf(previous, comparedMonths) : null;
  const outputValue = current.model?.outputValue ?? null;
  return {
    orgId,
    year,
    gwpSet,
    modelId: current.model?.id ?? null,
    total: figureText(total),
    byScope: SCOPE_LIST.map((scope) => ({
      scope,
      emission: figureText(sumWhere((s) => s.scope === scope)),
    })),
    byIsoCategory: ISO_LIST.map((category) => ({
      category,
      emission: figureText(sumWhere((s) => s.isoCategory === category)),
    })),
    byMonth: MONTHS.map((month) => ({
      month,
      emission: figureText(sumWhere(() => true, month)),
      scope1: figureText(sumWhere((s) => s.scope === 1, month)),
      scope2: figureText(sumWhere((s) => s.scope === 2, month)),
      scope3: figureText(sumWhere((s) => s.scope === 3, month)),
    })),
    bySource,
    byOrg: shownOrgs.map((id) => ({
      orgId: id,
      orgName: names.get(id) ?? '',
      emission: figureText(perOrg.get(id) ?? ZERO),
    })),
    previousYearTotal: previousTotal ? figureText(previousTotal) : null,
    yearOverYear:
      previousCompared && !previousCompared.isZero()
        ? percentText(total.sub(previousCompared).div(previousCompared).mul(100))
        : null,
    outputValue: outputValue === null ? null : new Decimal(outputValue).toFixed(),
    outputUnit: current.model?.outputUnit ?? null,
    intensity:
      outputValue !== null && !new Decimal(outputValue).isZero() ? figureText(total.div(outputValue)) : null,
    comparedMonths,
  };
}

/** The emissions of some scopes of an organisation's model (null without a model): plans' progress. */
export async function scopeEmission(
  tx: Tx,
  tenantId: string,
  orgId: string,
  year: number,
  scopes: readonly number[],
): Promise<Decimal | null> {
  const c = await compute(tx, tenantId, orgId, year);
  if (!c.model) return null;
  return c.sources
    .filter((s) => scopes.includes(s.scope))
    .reduce(
      (sum, s) =>
        sum.add(
          c.activity
            .get(s.id)!
            .reduce((a, b) => a.add(b), ZERO)
            .mul(s.perUnit),
        ),
      ZERO,
    );
}

// ---- energy ----

const CARRIER_UNIT = new Map<string, string>(ENERGY_CARRIERS.map((c) => [c.key, c.unit]));

/**
 * searchEnergyData: the energy the organisation and its children used (every metered device with an
 * energy carrier, model or not), in tonnes of standard coal (GB/T 2589) by carrier and month.
 */
export async function energyFigures(
  tx: Tx,
  tenantId: string,
  orgId: string,
  year: number,
): Promise<EnergyFigures> {
  const orgIds = [...subtreeOf(await orgsOf(tx, tenantId), orgId)];
  const rows = rowsOf<{ year: number; carrier: string; unit: string; month: number; value: string }>(
    await tx.execute(sql`select a.year, d.carrier, d.unit, a.month, sum(a.value)::text as value
      from carbon_activity a
      join carbon_devices d on d.tenant_id = a.tenant_id and d.id = a.device_id
      where a.tenant_id = ${tenantId} and a.year in (${year - 1}, ${year})
        and a.org_id = any(${uuidArray(orgIds)}) and d.carrier is not null
      group by a.year, d.carrier, d.unit, a.month`),
  );
  const convert = converter();
  const tcePer = new Map<string, Decimal | null>();
  const tceOf = (carrier: string, unit: string, value: Decimal) => {
    const key = `${carrier}\u0000${unit}`;
    if (!tcePer.has(key)) tcePer.set(key, energyTceOf(carrier, new Decimal(1), unit));
    const per = tcePer.get(key);
    return per ? value.mul(per) : null;
  };
  // A carrier's activity is shown in its devices' unit when they share one (a heat meter in GJ
  // stays in GJ), else in the carrier's own unit.
  const unitsOf = new Map<string, Set<string>>();
  for (const row of rows) {
    if (row.year === year && tceOf(row.carrier, row.unit, ZERO)) {
      unitsOf.set(row.carrier, (unitsOf.get(row.carrier) ?? new Set()).add(row.unit));
    }
  }
  const shownUnit = (carrier: string, unit: string) => {
    const units = unitsOf.get(carrier)!;
    return units.size === 1 ? unit : (CARRIER_UNIT.get(carrier) ?? unit);
  };
  const carriers = new Map<string, { activity: Decimal; tce: Decimal; unit: string }>();
  const months = MONTHS.map(() => ZERO);
  let total = ZERO;
  let previous: Decimal | null = null;
  for (const row of rows) {
    const value = new Decimal(row.value);
    const tce = tceOf(row.carrier, row.unit, value);
    if (!tce) continue;
    if (row.year !== year) {
      previous = (previous ?? ZERO).add(tce);
      continue;
    }
    const unit = shownUnit(row.carrier, row.unit);
    const entry = carriers.get(row.carrier) ?? { activity: ZERO, tce: ZERO, unit };
    entry.activity = entry.activity.add(value.mul(convert(row.unit, unit)));
    entry.tce = entry.tce.add(tce);
    carriers.set(row.carrier, entry);
    months[row.month - 1] = months[row.month - 1]!.add(tce);
    total = total.add(tce);
  }
  return {
    orgId,
    year,
    totalTce: figureText(total),
    byCarrier: ENERGY_CARRIERS.filter((c) => carriers.has(c.key)).map((c) => ({
      carrier: c.key,
      activity: figureText(carriers.get(c.key)!.activity),
      unit: carriers.get(c.key)!.unit,
      tce: figureText(carriers.get(c.key)!.tce),
    })),
    byMonth: MONTHS.map((month) => ({ month, tce: figureText(months[month - 1]!) })),
    previousYearTce: previous ? figureText(previous) : null,
  };
}

// ---- the rows behind a total ----

export interface SingleSelection {
  orgId: string;
  year: number;
  scope?: number | undefined;
  sourceId?: string | undefined;
  month?: number | undefined;
  childOrgId?: string | undefined;
}

/**
 * getSingleData: the activity rows behind a total (of the whole model, a scope, a source, a month or
 * a child organisation), each with the factor applied and its emission; `emission` is the total of
 * the whole selection (every page), equal to the figure the caller opened.
 */
export async function singleData(
  tx: Tx,
  tenantId: string,
  selection: SingleSelection,
  pageIndex: number,
  pageSize: number,
): Promise<{ items: SingleDataRow[]; total: number; emission: string }> {
  const model = await modelOf(tx, tenantId, selection.orgId, selection.year);
  if (!model) return { items: [], total: 0, emission: '0' };
  const filter: RowFilter = {
    scope: selection.scope,
    sourceId: selection.sourceId,
    month: selection.month,
    orgIds: selection.childOrgId
      ? [...subtreeOf(await orgsOf(tx, tenantId), selection.childOrgId)]
      : undefined,
  };
  const sources = await sourcesOf(tx, tenantId, model);
  const byId = new Map(sources.map((s) => [s.id, s]));
  const convert = converter();
  let emission = ZERO;
  let total = 0;
  for (const row of await sums(tx, tenantId, model.id, selection.year, filter)) {
    const source = byId.get(row.sourceId);
    if (!source) continue;
    emission = emission.add(
      new Decimal(row.value).mul(convert(row.unit, source.activityUnit)).mul(source.perUnit),
    );
    total += row.rows;
  }
  const rows = rowsOf<{
    activityId: string;
    sourceId: string;
    orgName: string;
    deviceCode: string;
    deviceName: string;
    month: number;
    value: string;
    unit: string;
    evidence: string[];
  }>(
    await tx.execute(sql`select a.id as "activityId", s.id as "sourceId", o.name as "orgName",
        d.code as "deviceCode", d.name as "deviceName", a.month, a.value::text as value, d.unit,
        a.evidence
      ${sourceRows(tenantId, model.id, selection.year, filter, withOrgName)}
      order by s.sort, s.name, s.id, d.code, a.month
      limit ${pageSize} offset ${(pageIndex - 1) * pageSize}`),
  );
  return {
    items: rows.map((r) => {
      const source = byId.get(r.sourceId)!;
      return {
        activityId: r.activityId,
        orgName: r.orgName,
        deviceCode: r.deviceCode,
        deviceName: r.deviceName,
        month: r.month,
        value: new Decimal(r.value).toFixed(),
        unit: r.unit,
        sourceName: source.name,
        factorName: source.factorName,
        factorValue: new Decimal(source.factorValue).toFixed(),
        factorUnit: `${source.numeratorUnit}/${source.denominatorUnit}`,
        factorSource: source.factorSource,
        gwp: source.gwp.toFixed(),
        emission: figureText(
          new Decimal(r.value).mul(convert(r.unit, source.activityUnit)).mul(source.perUnit),
        ),
        evidence: r.evidence ?? [],
      };
    }),
    total,
    emission: figureText(emission),
  };
}

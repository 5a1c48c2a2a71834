// The factor library: the platform's public factors (tenant_id null, seeded, read-only for tenants)
// and each tenant's own. A factor's units must be ones the units library knows, its numerator a mass
// (emissions are counted in tonnes), and a factor in use by a model or a product path stays.
import { GWP_SETS, type CarbonFactor, type FactorBody, type FactorFilter } from '@platform/contract';
import { Decimal } from 'decimal.js';
import type { z } from 'zod';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { joined, text, type Text } from '../../i18n/index.js';
import type { CarbonAccess } from './access.js';
import { NoGwp, gwpOf } from './calc.js';
import type { CarbonDeps } from './deps.js';
import { structureRepo as repo, type FactorRow } from './structure-repo.js';
import { converts, isMassUnit, isUnit, productMultiplier } from './units.js';

type FactorInput = z.output<typeof FactorBody>;
type FactorQuery = Omit<z.output<typeof FactorFilter>, 'pageIndex' | 'pageSize'>;

/** A numeric column's text without its padding zeros: 74100.0000000000 → 74100. */
export const plainDecimal = (value: string) => new Decimal(value).toFixed();

export const toFactor = (r: FactorRow): CarbonFactor => ({
  id: r.id,
  platform: r.tenantId === null,
  name: r.name,
  category: r.category as CarbonFactor['category'],
  gas: r.gas as CarbonFactor['gas'],
  value: plainDecimal(r.value),
  numeratorUnit: r.numeratorUnit,
  denominatorUnit: r.denominatorUnit,
  ncv: r.ncv === null ? null : plainDecimal(r.ncv),
  ncvUnit: r.ncvUnit,
  carrier: r.carrier,
  source: r.source,
  year: r.year,
  region: r.region,
  description: r.description,
});

/** What an amount of fuel is measured in, for the NCV check: a mass or a volume. */
const FUEL_AMOUNTS = ['kg', 'm^3'];

/** Refuses a factor whose units the calculation could not use (400 naming the field). */
export function checkFactorUnits(body: {
  gas: string;
  numeratorUnit: string;
  denominatorUnit: string;
  ncv?: string | null | undefined;
  ncvUnit?: string | null | undefined;
}) {
  const unknown = (field: string, unit: string) =>
    refuse(`body.${field}`, text('carbon.structure.factor.unitUnknown', { unit }));
  if (!isUnit(body.numeratorUnit)) unknown('numeratorUnit', body.numeratorUnit);
  if (!isMassUnit(body.numeratorUnit)) {
    refuse('body.numeratorUnit', text('carbon.structure.factor.numeratorNotMass'));
  }
  if (!isUnit(body.denominatorUnit)) unknown('denominatorUnit', body.denominatorUnit);
  if (!body.ncv !== !body.ncvUnit) {
    refuse(body.ncv ? 'body.ncvUnit' : 'body.ncv', text('carbon.structure.factor.ncvIncomplete'));
  }
  if (body.ncvUnit) {
    if (!isUnit(body.ncvUnit)) unknown('ncvUnit', body.ncvUnit);
    // An NCV turns a mass or volume of fuel into what the factor is per (t × TJ/Gg → TJ).
    const fits = FUEL_AMOUNTS.some((amount) => {
      try {
        productMultiplier(amount, body.ncvUnit!, body.denominatorUnit);
        return true;
      } catch {
        return false;
      }
    });
    if (!fits || converts('kg', body.denominatorUnit) || converts('m^3', body.denominatorUnit)) {
      refuse(
        'body.ncvUnit',
        text('carbon.structure.factor.ncvMismatch', { unit: body.ncvUnit, to: body.denominatorUnit }),
      );
    }
  }
  // HFCs and PFCs are families without one GWP: their factors are entered in CO2e.
  try {
    for (const set of GWP_SETS) gwpOf(body.gas, set);
  } catch (error) {
    if (error instanceof NoGwp) refuse('body.gas', text('carbon.structure.factor.noGwp', { gas: body.gas }));
    throw error;
  }
}

export function factorService(deps: Pick<CarbonDeps, 'db'>, access: CarbonAccess) {
  const { db } = deps;

  /** The tenant's own factor, for a change: a platform factor is read-only (409), another tenant's unseen (404). */
  async function ownFactor(ctx: RequestContext, id: string): Promise<FactorRow> {
    const row = await repo.readableFactor(db, ctx.tenantId, id);
    if (!row) notFound(text('carbon.structure.factor.notFound'));
    if (row.tenantId === null) conflict(text('carbon.structure.factor.platformReadOnly', { name: row.name }));
    return row;
  }

  return {
    async page(
      ctx: RequestContext,
      pageIndex: number,
      pageSize: number,
      filter: FactorQuery,
    ): Promise<{ items: CarbonFactor[]; total: number }> {
      await access.assertCarbonUser(ctx);
      const { items, total } = await repo.factorPage(
        db,
        ctx.tenantId,
        filter,
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { items: items.map(toFactor), total };
    },

    async save(ctx: RequestContext, body: FactorInput): Promise<CarbonFactor> {
      await access.assertCarbonUser(ctx);
      if (body.id) await ownFactor(ctx, body.id);
      checkFactorUnits(body);
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      const values = {
        name: body.name,
        category: body.category,
        gas: body.gas,
        value: body.value,
        numeratorUnit: body.numeratorUnit,
        denominatorUnit: body.denominatorUnit,
        ncv: body.ncv ?? null,
        ncvUnit: body.ncv ? (body.ncvUnit ?? null) : null,
        carrier: body.carrier ?? null,
        source: body.source,
        year: body.year,
        region: body.region || null,
        description: body.description || null,
        updatedBy: by,
      };
      const row = body.id
        ? await repo.updateFactor(db, ctx.tenantId, body.id, values)
        : await repo.insertFactor(db, { ...values, tenantId: ctx.tenantId, createdBy: by });
      return toFactor(row);
    },

    async remove(ctx: RequestContext, id: string): Promise<void> {
      await access.assertCarbonUser(ctx);
      const row = await ownFactor(ctx, id);
      const usage = await repo.factorUsage(db, ctx.tenantId, id);
      const users: Text[] = [];
      if (usage.models.length) {
        const names = usage.models.map((m) =>
          text('carbon.structure.factor.modelOfYear', { name: m.name, year: m.year }),
        );
        users.push(text('carbon.structure.factor.usedByModels', { names: joined(names) }));
      }
      if (usage.paths.length) {
        users.push(
          text('carbon.structure.factor.usedByPaths', { names: joined(usage.paths.map((p) => p.name)) }),
        );
      }
      if (users.length)
        conflict(text('carbon.structure.factor.inUse', { name: row.name, users: joined(users) }));
      await repo.removeFactor(db, ctx.tenantId, id);
    },
  };
}

export type FactorService = ReturnType<typeof factorService>;

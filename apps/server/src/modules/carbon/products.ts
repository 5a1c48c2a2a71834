// Products, their life-cycle paths (ISO 14067) and border emissions (EU CBAM). A path stores its
// inputs only; the footprint is computed on every read from the factors as they are now, so a
// corrected factor corrects every path that names it: each input's amount × factor (unit conversion,
// net calorific value, GWP of the path's set) → per stage, the total and the footprint per declared unit.
import { Decimal } from 'decimal.js';
import type {
  BorderEmissions,
  CarbonPathDetail,
  CarbonProduct,
  GwpSet,
  PathBody,
  PathInputResult,
  ProductBody,
  SYSTEM_BOUNDARIES,
} from '@platform/contract';
import type { z } from 'zod';
import type { PathStageJson } from '../../db/schema/index.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { t, text, type Language } from '../../i18n/index.js';
import { carbonAccess } from './access.js';
import { emissionOf, NoGwp, UnitMismatch } from './calc.js';
import type { CarbonDeps } from './deps.js';
import { figureText } from './inventory.js';
import {
  factorIdsOf,
  productsRepo as repo,
  type FactorRow,
  type PathRow,
  type ProductRow,
} from './products-repo.js';
import { unitMultiplier } from './units.js';

type ProductInput = z.output<typeof ProductBody>;
type PathInputBody = z.output<typeof PathBody>;

/** Stages a system boundary covers (ISO 14067): a cradle-to-gate footprint ends at the factory gate. */
const STAGES_OF: Record<(typeof SYSTEM_BOUNDARIES)[number], readonly string[]> = {
  cradle_to_gate: ['raw_materials', 'production'],
  cradle_to_grave: ['raw_materials', 'production', 'distribution', 'use', 'end_of_life'],
};

/** What went wrong with one input of a path: which input, and whether its factor or its unit. */
interface InputProblem {
  stage: number;
  input: number;
  name: string;
  field: 'factorId' | 'unit';
  reason: ReturnType<typeof text>;
}

interface Footprint {
  stages: { stage: string; inputs: PathInputResult[]; emission: Decimal }[];
  total: Decimal;
  /** t CO2e by CBAM kind */
  byCbamKind: Record<string, Decimal>;
}

const factorUnitOf = (f: FactorRow) => `${f.numeratorUnit}/${f.denominatorUnit}`;

/** The footprint of a path's stages with the factors given; the first input that cannot be computed is named. */
function footprintOf(
  stages: PathStageJson[],
  factors: Map<string, FactorRow>,
  gwpSet: GwpSet,
): Footprint | InputProblem {
  const byCbamKind: Record<string, Decimal> = {};
  let total = new Decimal(0);
  const out: Footprint['stages'] = [];
  for (const [i, stage] of stages.entries()) {
    let stageTotal = new Decimal(0);
    const inputs: PathInputResult[] = [];
    for (const [j, input] of stage.inputs.entries()) {
      const at = { stage: i, input: j, name: input.name };
      const factor = factors.get(input.factorId);
      if (!factor) return { ...at, field: 'factorId', reason: text('carbon.products.factorUnknown') };
      let emission: Decimal;
      try {
        emission = emissionOf({ activity: input.amount, activityUnit: input.unit, factor, gwpSet }).emission;
      } catch (e) {
        if (e instanceof NoGwp) {
          return { ...at, field: 'factorId', reason: text('carbon.products.noGwp', { gas: e.gas, gwpSet }) };
        }
        if (e instanceof UnitMismatch) {
          return {
            ...at,
            field: 'unit',
            reason: text('carbon.products.unitMismatch', {
              unit: input.unit,
              factorUnit: factorUnitOf(factor),
            }),
          };
        }
        throw e;
      }
      stageTotal = stageTotal.plus(emission);
      byCbamKind[input.cbamKind] = (byCbamKind[input.cbamKind] ?? new Decimal(0)).plus(emission);
      inputs.push({
        name: input.name,
        amount: input.amount,
        unit: input.unit,
        factorId: input.factorId,
        cbamKind: input.cbamKind as PathInputResult['cbamKind'],
        note: input.note ?? null,
        factorName: factor.name,
        factorValue: figureText(new Decimal(factor.value)),
        factorUnit: factorUnitOf(factor),
        factorSource: factor.source,
        emission: figureText(emission),
      });
    }
    total = total.plus(stageTotal);
    out.push({ stage: stage.stage, inputs, emission: stageTotal });
  }
  return { stages: out, total, byCbamKind };
}

const isProblem = (f: Footprint | InputProblem): f is InputProblem => 'field' in f;

function toProduct(row: { product: ProductRow; pathCount: number }): CarbonProduct {
  const p = row.product;
  return {
    id: p.id,
    orgId: p.orgId,
    name: p.name,
    code: p.code,
    declaredUnit: p.declaredUnit,
    cbamGoods: p.cbamGoods,
    cnCode: p.cnCode,
    description: p.description,
    pathCount: row.pathCount,
    updatedAt: p.updatedAt.toISOString(),
  };
}

const emptyToNull = (v: string | null | undefined) => (v ? v : null);

export function productService(deps: Pick<CarbonDeps, 'db' | 'heldResources'>) {
  const { db } = deps;
  const access = carbonAccess(deps);

  async function productOf(ctx: RequestContext, id: string) {
    return (await repo.product(db, ctx.tenantId, id)) ?? notFound(text('carbon.products.productNotFound'));
  }

  /** A stored path with its footprint; a factor removed since it was saved is a conflict, not a 500. */
  async function detailOf(
    ctx: RequestContext,
    path: PathRow,
    product: ProductRow,
  ): Promise<CarbonPathDetail> {
    const factors = await repo.factors(db, ctx.tenantId, factorIdsOf(path.stages));
    const found = footprintOf(path.stages, factors, path.gwpSet as GwpSet);
    if (isProblem(found)) {
      conflict(
        text('carbon.products.pathBroken', { path: path.name, input: found.name, reason: found.reason }),
      );
    }
    return {
      id: path.id,
      productId: product.id,
      productName: product.name,
      declaredUnit: product.declaredUnit,
      name: path.name,
      year: path.year,
      boundary: path.boundary,
      gwpSet: path.gwpSet,
      outputAmount: figureText(new Decimal(path.outputAmount)),
      description: path.description,
      stages: found.stages.map((s) => ({ ...s, emission: figureText(s.emission) })),
      total: figureText(found.total),
      // t → kg, per one declared unit
      footprint: figureText(found.total.mul(1000).div(path.outputAmount)),
    };
  }

  /** Refuses a path body whose stages repeat, leave its boundary, or name inputs that cannot be computed. */
  async function checkPath(ctx: RequestContext, body: PathInputBody) {
    const seen = new Set<string>();
    for (const [i, stage] of body.stages.entries()) {
      if (seen.has(stage.stage)) refuse(`body.stages.${i}.stage`, text('carbon.products.stageTwice'));
      seen.add(stage.stage);
      if (!STAGES_OF[body.boundary].includes(stage.stage)) {
        refuse(`body.stages.${i}.stage`, text('carbon.products.stageOutsideBoundary'));
      }
    }
    const factors = await repo.factors(db, ctx.tenantId, factorIdsOf(body.stages));
    const found = footprintOf(body.stages, factors, body.gwpSet);
    if (isProblem(found))
      refuse(`body.stages.${found.stage}.inputs.${found.input}.${found.field}`, found.reason);
  }

  return {
    async list(ctx: RequestContext, pageIndex: number, pageSize: number, keyword: string | undefined) {
      await access.assertCarbonUser(ctx);
      const { items, total } = await repo.page(
        db,
        ctx.tenantId,
        keyword,
        (pageIndex - 1) * pageSize,
        pageSize,
      );
      return { items: items.map(toProduct), total };
    },

    async saveProduct(ctx: RequestContext, body: ProductInput): Promise<CarbonProduct> {
      await access.assertCarbonUser(ctx);
      if (body.orgId && !(await repo.orgExists(db, ctx.tenantId, body.orgId))) {
        refuse('body.orgId', text('carbon.products.orgNotFound'));
      }
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      const values = {
        orgId: body.orgId ?? null,
        name: body.name,
        code: emptyToNull(body.code),
        declaredUnit: body.declaredUnit,
        cbamGoods: body.cbamGoods ?? null,
        cnCode: emptyToNull(body.cnCode),
        description: emptyToNull(body.description),
        updatedBy: by,
      };
      let id = body.id;
      if (id) {
        await productOf(ctx, id);
        await repo.updateProduct(db, ctx.tenantId, id, values);
      } else {
        id = await repo.insertProduct(db, { ...values, tenantId: ctx.tenantId, createdBy: by });
      }
      return toProduct(await productOf(ctx, id));
    },

    async removeProduct(ctx: RequestContext, id: string) {
      await access.assertCarbonUser(ctx);
      const { product, pathCount } = await productOf(ctx, id);
      if (pathCount > 0) {
        conflict(text('carbon.products.productHasPaths', { name: product.name, count: pathCount }));
      }
      await repo.removeProduct(db, ctx.tenantId, id);
    },

    async paths(ctx: RequestContext, productId: string) {
      await access.assertCarbonUser(ctx);
      const { product } = await productOf(ctx, productId);
      const rows = await repo.paths(db, ctx.tenantId, productId);
      return Promise.all(rows.map((p) => detailOf(ctx, p, product)));
    },

    async path(ctx: RequestContext, id: string) {
      await access.assertCarbonUser(ctx);
      const path = (await repo.path(db, ctx.tenantId, id)) ?? notFound(text('carbon.products.pathNotFound'));
      const { product } = await productOf(ctx, path.productId);
      return detailOf(ctx, path, product);
    },

    async savePath(ctx: RequestContext, body: PathInputBody, mode: 'create' | 'update') {
      await access.assertCarbonUser(ctx);
      if (mode === 'update' && !body.id) refuse('body.id', text('carbon.products.idRequired'));
      if (mode === 'update' && !(await repo.path(db, ctx.tenantId, body.id!))) {
        notFound(text('carbon.products.pathNotFound'));
      }
      const found = await repo.product(db, ctx.tenantId, body.productId);
      if (!found) refuse('body.productId', text('carbon.products.productNotFound'));
      await checkPath(ctx, body);
      const by = await repo.displayName(db, ctx.tenantId, ctx.tenantUserId);
      const values = {
        productId: body.productId,
        name: body.name,
        year: body.year,
        boundary: body.boundary,
        gwpSet: body.gwpSet,
        outputAmount: body.outputAmount,
        stages: body.stages.map((s) => ({
          stage: s.stage,
          inputs: s.inputs.map((i) => ({ ...i, note: emptyToNull(i.note) })),
        })),
        description: emptyToNull(body.description),
        updatedBy: by,
      };
      let id: string;
      if (mode === 'update') {
        id = body.id!;
        await repo.updatePath(db, ctx.tenantId, id, values);
      } else {
        id = await repo.insertPath(db, { ...values, tenantId: ctx.tenantId, createdBy: by });
      }
      return detailOf(ctx, (await repo.path(db, ctx.tenantId, id))!, found.product);
    },

    async removePath(ctx: RequestContext, id: string) {
      await access.assertCarbonUser(ctx);
      if (!(await repo.path(db, ctx.tenantId, id))) notFound(text('carbon.products.pathNotFound'));
      await repo.removePath(db, ctx.tenantId, id);
    },

    /**
     * Embedded emissions of a product in a year, per tonne, as a CBAM declaration asks (Regulation (EU)
     * 2023/956 annex IV): the inputs marked direct, indirect and precursor, over the production in tonnes.
     */
    async borderEmissions(
      ctx: RequestContext,
      productId: string,
      year: number,
      language: Language,
    ): Promise<BorderEmissions> {
      await access.assertCarbonUser(ctx);
      const { product } = await productOf(ctx, productId);
      const path =
        (await repo.pathOfYear(db, ctx.tenantId, productId, year)) ??
        notFound(text('carbon.products.noPathOfYear', { name: product.name, year }));
      let perDeclaredUnit: Decimal;
      try {
        perDeclaredUnit = unitMultiplier(product.declaredUnit, 't');
      } catch (e) {
        if (!(e instanceof UnitMismatch)) throw e;
        conflict(text('carbon.products.cbamNeedsMass', { name: product.name, unit: product.declaredUnit }));
      }
      const factors = await repo.factors(db, ctx.tenantId, factorIdsOf(path.stages));
      const found = footprintOf(path.stages, factors, path.gwpSet as GwpSet);
      if (isProblem(found)) {
        conflict(
          text('carbon.products.pathBroken', { path: path.name, input: found.name, reason: found.reason }),
        );
      }
      const production = new Decimal(path.outputAmount).mul(perDeclaredUnit);
      const zero = new Decimal(0);
      const direct = found.byCbamKind.direct ?? zero;
      const indirect = found.byCbamKind.indirect ?? zero;
      const precursor = found.byCbamKind.precursor ?? zero;
      return {
        productId: product.id,
        productName: product.name,
        cnCode: product.cnCode,
        cbamGoods: product.cbamGoods,
        year,
        pathId: path.id,
        production: figureText(production),
        directEmissions: figureText(direct),
        indirectEmissions: figureText(indirect),
        precursorEmissions: figureText(precursor),
        specificDirect: figureText(direct.div(production)),
        specificIndirect: figureText(indirect.div(production)),
        specificTotal: figureText(direct.plus(indirect).plus(precursor).div(production)),
        method: t(language, 'carbon.products.cbamMethod', {
          path: path.name,
          gwpSet: path.gwpSet,
          amount: figureText(new Decimal(path.outputAmount)),
          unit: product.declaredUnit,
        }),
      };
    },
  };
}
export type ProductService = ReturnType<typeof productService>;

// The figures calls (data/searchEmissionData, searchEnergyData, getSingleData) and reduction plans
// (plan/*): who may ask, for which organisation, and a plan's progress against the year's inventory.
// The figures themselves are in inventory.ts.
import { Decimal } from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { CarbonPlan, PlanBody, SingleQuery } from '@platform/contract';
import type { z } from 'zod';
import { rowsOf } from '../../db/migrate.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { RequestContext } from '../../http/context.js';
import { conflict, notFound, refuse } from '../../http/errors.js';
import { text } from '../../i18n/index.js';
import { carbonAccess } from './access.js';
import type { CarbonDeps } from './deps.js';
import {
  emissionFigures,
  energyFigures,
  figureText,
  scopeEmission,
  singleData,
  type Tx,
} from './inventory.js';

interface PlanRow {
  id: string;
  orgId: string;
  orgName: string;
  year: number;
  baseYear: number;
  baseEmission: string;
  targetEmission: string;
  scopes: number[];
  measures: string | null;
}

/**
 * Progress of a plan: the reduction achieved as a percent of the reduction planned,
 * (base − actual) / (base − target) × 100; none without a model or when base equals target.
 */
export function planProgress(base: Decimal, target: Decimal, actual: Decimal | null): string | null {
  if (actual === null || base.eq(target)) return null;
  return base.sub(actual).div(base.sub(target)).mul(100).toDecimalPlaces(2).toFixed();
}

export function figuresService(deps: CarbonDeps) {
  const access = carbonAccess(deps);
  const { db } = deps;

  /** The organisation must be the caller's tenant's (another tenant's is not found). */
  async function assertOrg(tx: Tx, tenantId: string, orgId: string, field = 'query.orgId') {
    const [org] = rowsOf<{ id: string }>(
      await tx.execute(sql`select id from carbon_orgs where tenant_id = ${tenantId} and id = ${orgId}`),
    );
    if (!org) {
      if (field.startsWith('body.')) refuse(field, text('carbon.figures.orgNotFound'));
      notFound(text('carbon.figures.orgNotFound'));
    }
  }

  async function planRows(tx: Tx, tenantId: string, where: { orgId?: string; year?: number; id?: string }) {
    return rowsOf<PlanRow>(
      await tx.execute(sql`select p.id, p.org_id as "orgId", coalesce(o.name, '') as "orgName", p.year,
          p.base_year as "baseYear", p.base_emission::text as "baseEmission",
          p.target_emission::text as "targetEmission", p.scopes, p.measures
        from carbon_plans p
        left join carbon_orgs o on o.tenant_id = p.tenant_id and o.id = p.org_id
        where p.tenant_id = ${tenantId}
          ${where.orgId ? sql`and p.org_id = ${where.orgId}` : sql``}
          ${where.year ? sql`and p.year = ${where.year}` : sql``}
          ${where.id ? sql`and p.id = ${where.id}` : sql``}
        order by p.year desc, o.sort, o.name`),
    );
  }

  async function toPlan(tx: Tx, tenantId: string, row: PlanRow): Promise<CarbonPlan> {
    const actual = await scopeEmission(tx, tenantId, row.orgId, row.year, row.scopes);
    return {
      ...row,
      baseEmission: new Decimal(row.baseEmission).toFixed(),
      targetEmission: new Decimal(row.targetEmission).toFixed(),
      actualEmission: actual === null ? null : figureText(actual),
      progress: planProgress(new Decimal(row.baseEmission), new Decimal(row.targetEmission), actual),
    };
  }

  return {
    async emissions(ctx: RequestContext, orgId: string, year: number) {
      await access.assertCarbonUser(ctx);
      await assertOrg(db, ctx.tenantId, orgId);
      return emissionFigures(db, ctx.tenantId, orgId, year);
    },

    async energy(ctx: RequestContext, orgId: string, year: number) {
      await access.assertCarbonUser(ctx);
      await assertOrg(db, ctx.tenantId, orgId);
      return energyFigures(db, ctx.tenantId, orgId, year);
    },

    async single(ctx: RequestContext, query: z.output<typeof SingleQuery>) {
      await access.assertCarbonUser(ctx);
      await assertOrg(db, ctx.tenantId, query.orgId);
      if (query.childOrgId) await assertOrg(db, ctx.tenantId, query.childOrgId, 'query.childOrgId');
      const { pageIndex, pageSize, ...selection } = query;
      return singleData(db, ctx.tenantId, selection, pageIndex, pageSize);
    },

    async plans(ctx: RequestContext, orgId: string | undefined, year: number | undefined) {
      await access.assertCarbonUser(ctx);
      const rows = await planRows(db, ctx.tenantId, { orgId, year });
      const plans: CarbonPlan[] = [];
      for (const row of rows) plans.push(await toPlan(db, ctx.tenantId, row));
      return plans;
    },

    async savePlan(ctx: RequestContext, body: z.output<typeof PlanBody>) {
      await access.assertCarbonUser(ctx);
      if (body.baseYear >= body.year) refuse('body.baseYear', text('carbon.figures.baseYearBeforeYear'));
      const scopes = [...new Set(body.scopes)].sort();
      try {
        return await db.transaction(async (tx) => {
          await assertOrg(tx, ctx.tenantId, body.orgId, 'body.orgId');
          const by = sql`(select coalesce(nullif(u.realname, ''), u.username)
            from tenant_users tu join users u on u.id = tu.user_id
            where tu.tenant_id = ${ctx.tenantId} and tu.id = ${ctx.tenantUserId})`;
          const values = sql`${body.orgId}, ${body.year}, ${body.baseYear}, ${body.baseEmission}::numeric,
            ${body.targetEmission}::numeric, ${`{${scopes.join(',')}}`}::smallint[], ${body.measures ?? null}`;
          let id = body.id;
          if (id) {
            const updated = rowsOf<{ id: string }>(
              await tx.execute(sql`update carbon_plans set (org_id, year, base_year, base_emission,
                  target_emission, scopes, measures) = (${values}), updated_by = ${by}, updated_at = now()
                where tenant_id = ${ctx.tenantId} and id = ${id} returning id`),
            );
            if (!updated.length) notFound(text('carbon.figures.planNotFound'));
          } else {
            const [created] = rowsOf<{ id: string }>(
              await tx.execute(sql`insert into carbon_plans (tenant_id, org_id, year, base_year,
                  base_emission, target_emission, scopes, measures, created_by, updated_by)
                values (${ctx.tenantId}, ${values}, ${by}, ${by}) returning id`),
            );
            id = created!.id;
          }
          const [row] = await planRows(tx, ctx.tenantId, { id });
          return toPlan(tx, ctx.tenantId, row!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) conflict(text('carbon.figures.planExists', { year: body.year }));
        throw error;
      }
    },

    async removePlan(ctx: RequestContext, id: string) {
      await access.assertCarbonUser(ctx);
      const removed = rowsOf<{ id: string }>(
        await db.execute(
          sql`delete from carbon_plans where tenant_id = ${ctx.tenantId} and id = ${id} returning id`,
        ),
      );
      if (!removed.length) notFound(text('carbon.figures.planNotFound'));
    },
  };
}
export type FiguresService = ReturnType<typeof figuresService>;

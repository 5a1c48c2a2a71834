// The brand value other areas read (the signature stays): the royalty-relief valuation of a process with
// every input and step (the answer of ent/queryValuePrice). Each input comes from the body's saved
// inputs, else the enterprise's financial answers (`revenue` in 万元, `revenueGrowth` in %), else the
// tenant's settings or the platform's default; the strength score (strengthOf) places the royalty rate.
import {
  BRAND_DEFAULTS,
  BrandProcessStatus,
  type BrandBusinessType,
  type BrandValuation,
  type BrandValueInputValues,
  type BrandValueSource,
} from '@platform/contract';
import { Decimal } from 'decimal.js';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  brandAnswers,
  brandProcesses,
  brandQsGroups,
  brandQuestionnaires,
  brandValueInputs,
} from '../../db/schema/index.js';
import { conflict, notFound } from '../../http/errors.js';
import { text, type Language } from '../../i18n/index.js';
import { strengthOf } from './scores.js';
import { brandSettingsOf } from './settings.js';
import { DiscountNotAboveGrowth, sensitivityOf, valuate } from './valuation.js';

export type { BrandValuation } from '@platform/contract';

/** An answer's number as a decimal, or null when it holds none. */
function answerNumber(value: unknown): Decimal | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const s = String(value).trim();
  if (s === '') return null;
  try {
    const d = new Decimal(s);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

/**
 * The enterprise's financial figures: the first answer holding them, the financial group's
 * questionnaires first. Revenue in yuan, growth as a share.
 */
async function financialAnswers(db: Db, tenantId: string, processId: string) {
  const rows = await db
    .select({ data: brandAnswers.data, dimension: brandQsGroups.dimension })
    .from(brandAnswers)
    .leftJoin(
      brandQuestionnaires,
      and(
        eq(brandQuestionnaires.tenantId, brandAnswers.tenantId),
        eq(brandQuestionnaires.id, brandAnswers.qsId),
      ),
    )
    .leftJoin(
      brandQsGroups,
      and(
        eq(brandQsGroups.tenantId, brandQuestionnaires.tenantId),
        eq(brandQsGroups.id, brandQuestionnaires.groupId),
      ),
    )
    .where(and(eq(brandAnswers.tenantId, tenantId), eq(brandAnswers.processId, processId)))
    .orderBy(asc(brandQsGroups.sort), asc(brandQuestionnaires.sort));
  const ordered = [
    ...rows.filter((r) => r.dimension === 'financial'),
    ...rows.filter((r) => r.dimension !== 'financial'),
  ];
  let revenue: string | null = null;
  let growth: string | null = null;
  for (const { data } of ordered) {
    const r = answerNumber(data.revenue);
    if (revenue === null && r && !r.isNeg()) revenue = r.times(10000).toFixed();
    const g = answerNumber(data.revenueGrowth);
    if (growth === null && g) growth = g.div(100).toFixed();
  }
  return { revenue, growth };
}

/** The valuation of a process (run in the tenant's scope). 404 when missing; 409 when r ≤ g∞. */
export async function brandValueOf(
  db: Db,
  tenantId: string,
  processId: string,
  language: Language,
): Promise<BrandValuation> {
  const [process] = await db
    .select()
    .from(brandProcesses)
    .where(and(eq(brandProcesses.tenantId, tenantId), eq(brandProcesses.id, processId)));
  if (!process) notFound(text('brand.value.processMissing'));
  const [settings, [saved], answers, strength] = await Promise.all([
    brandSettingsOf(db, tenantId),
    db
      .select()
      .from(brandValueInputs)
      .where(and(eq(brandValueInputs.tenantId, tenantId), eq(brandValueInputs.processId, processId))),
    financialAnswers(db, tenantId, processId),
    strengthOf(db, tenantId, processId, language),
  ]);

  let inputs: BrandValueInputValues;
  let sources: BrandValuation['sources'];
  if (saved) {
    inputs = saved.inputs;
    sources = {
      baseRevenue: 'saved',
      growth: 'saved',
      royaltyMin: 'saved',
      royaltyMax: 'saved',
      taxRate: 'saved',
      discountRate: 'saved',
      terminalGrowth: 'saved',
    };
  } else {
    const growth = answers.growth ?? BRAND_DEFAULTS.revenueGrowth;
    inputs = {
      baseRevenue: answers.revenue ?? '0',
      growth: Array.from({ length: settings.forecastYears }, () => growth),
      royaltyMin: settings.royaltyMin,
      royaltyMax: settings.royaltyMax,
      taxRate: settings.taxRate,
      discountRate: settings.discountRate,
      terminalGrowth: settings.terminalGrowth,
    };
    const setting: BrandValueSource = 'settings';
    sources = {
      baseRevenue: answers.revenue === null ? 'missing' : 'answer',
      growth: answers.growth === null ? 'default' : 'answer',
      royaltyMin: setting,
      royaltyMax: setting,
      taxRate: setting,
      discountRate: setting,
      terminalGrowth: setting,
    };
  }

  let figures;
  try {
    figures = valuate(inputs, strength.score);
  } catch (err) {
    if (err instanceof DiscountNotAboveGrowth)
      conflict(
        text('brand.value.discountNotAboveGrowth', {
          discount: inputs.discountRate,
          growth: inputs.terminalGrowth,
        }),
      );
    throw err;
  }
  return {
    processId: process.id,
    no: process.no,
    brandName: process.brandName,
    entName: process.entName,
    businessType: process.businessType as BrandBusinessType,
    status: process.status,
    strength: {
      score: strength.score,
      level: strength.level,
      complete: strength.complete,
      experts: strength.experts,
    },
    inputs,
    sources,
    years: inputs.growth.length,
    ...figures,
    sensitivity: sensitivityOf(inputs, figures.royaltyRate),
    editable: !isClosed(process.status),
    inputsUpdatedBy: saved?.updatedBy ?? null,
    inputsUpdatedAt: saved?.updatedAt.toISOString() ?? null,
  };
}

/** A completed or withdrawn process keeps its value inputs. */
export function isClosed(status: number): boolean {
  return status === BrandProcessStatus.completed || status === BrandProcessStatus.withdrawn;
}

// The body's statistics of its brand assessments (getTaskStatistics, role 34 pages): the figures
// by status, business type, month, level and expert, and the average scores overall and per
// dimension. The SQL is in stats-repo.ts.
import { Decimal } from 'decimal.js';
import {
  BRAND_BUSINESS_TYPES,
  BRAND_DIMENSIONS,
  BRAND_LEVELS,
  DEFAULT_LANGUAGE,
  type BrandStatsType,
  type BrandTaskStatistics,
} from '@platform/contract';
import type { RequestContext } from '../../http/context.js';
import type { BrandAccess } from './access.js';
import type { BrandDeps } from './deps.js';
import { indicatorsOf } from './indicators.js';
import { brandStatsRepo, type DimensionRow, type IndicatorMax } from './stats-repo.js';

const MONTHS = 12;
const CHINA = 'Asia/Shanghai';

/** The last MONTHS months (YYYY-MM, China time), oldest first. */
export function lastMonths(now: Date = new Date()): string[] {
  const [y, m] = new Intl.DateTimeFormat('en-CA', { timeZone: CHINA, year: 'numeric', month: '2-digit' })
    .format(now)
    .split('-')
    .map(Number) as [number, number];
  const last = y * 12 + m - 1;
  return Array.from({ length: MONTHS }, (_, i) => {
    const n = last - (MONTHS - 1) + i;
    return `${Math.floor(n / 12)}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}

export function brandStatsService(deps: Pick<BrandDeps, 'db'>, access: BrandAccess) {
  const { db } = deps;

  /** Every bound questionnaire's indicators with their maxima (the pinned forms are few). */
  async function indicators(ctx: RequestContext): Promise<IndicatorMax[]> {
    const forms = await brandStatsRepo.indicatorForms(db, ctx.tenantId);
    return forms.flatMap((f) =>
      // Only the models and maxima are read: the labels' language does not matter.
      indicatorsOf(f.form_json, DEFAULT_LANGUAGE).map((i) => ({
        qsId: f.id,
        indicator: i.model,
        max: i.max,
      })),
    );
  }

  /**
   * The dimension averages read every score of every completed process (380,000 rows in the bench:
   * seconds, not the 100 ms budget), so they are kept per tenant and business type and made again
   * only when their fingerprint (the completed processes, questionnaires and groups) changes.
   */
  const kept = new Map<string, { print: string; rows: DimensionRow[] }>();
  async function dimensionsOf(ctx: RequestContext, type: BrandStatsType, print: string) {
    const key = `${ctx.tenantId}:${type}`;
    const hit = kept.get(key);
    if (hit?.print === print) return hit.rows;
    const rows = await brandStatsRepo.dimensions(db, ctx.tenantId, type, await indicators(ctx));
    kept.set(key, { print, rows });
    return rows;
  }

  return {
    async taskStatistics(ctx: RequestContext, businessType: BrandStatsType): Promise<BrandTaskStatistics> {
      await access.assertBody(ctx);
      const rows = await brandStatsRepo.figures(db, ctx.tenantId, businessType);
      const dimensions = await dimensionsOf(ctx, businessType, rows.find((r) => r.kind === 'print')!.key);
      const of = (kind: string) => rows.filter((r) => r.kind === kind);

      const byStatus = of('status')
        .map((r) => ({ status: Number(r.key), count: Number(r.n) }))
        .sort((a, b) => a.status - b.status);
      const typeCounts = new Map(of('type').map((r) => [r.key, Number(r.n)]));
      const types = [
        ...BRAND_BUSINESS_TYPES,
        ...[...typeCounts.keys()].filter((k) => !BRAND_BUSINESS_TYPES.includes(k as never)),
      ];

      const applied = new Map<string, Record<string, number>>();
      for (const r of of('month')) {
        const month = applied.get(r.key) ?? {};
        month[r.sub ?? ''] = Number(r.n);
        applied.set(r.key, month);
      }
      const completedIn = new Map(of('completedMonth').map((r) => [r.key, Number(r.n)]));
      const byMonth = lastMonths().map((month) => ({
        month,
        byType: Object.fromEntries(types.map((type) => [type, applied.get(month)?.[type] ?? 0])),
        completed: completedIn.get(month) ?? 0,
      }));

      const levels = of('level');
      const completed = levels.reduce((n, r) => n + Number(r.n), 0);
      const scoreSum = levels.reduce((s, r) => s.plus(r.total ?? 0), new Decimal(0));
      const scored = levels.filter((r) => r.total !== null).reduce((n, r) => n + Number(r.n), 0);
      const levelCounts = new Map(levels.map((r) => [r.key, Number(r.n)]));

      const experts = of('expert')
        .map((r) => ({
          expertId: r.key,
          expertName: r.sub ?? '',
          assigned: Number(r.n),
          submitted: Number(r.submitted),
          pending: Number(r.pending),
        }))
        .sort((a, b) => b.assigned - a.assigned || a.expertName.localeCompare(b.expertName, 'zh-CN'));

      const order = (d: string) => {
        const i = BRAND_DIMENSIONS.indexOf(d as never);
        return i < 0 ? BRAND_DIMENSIONS.length : i;
      };
      return {
        businessType,
        totals: {
          processes: byStatus.reduce((n, r) => n + r.count, 0),
          completed,
          averageScore: scored > 0 ? scoreSum.div(scored).toFixed(2) : null,
          experts: experts.length,
        },
        byStatus,
        byType: types.map((t) => ({ businessType: t, count: typeCounts.get(t) ?? 0 })),
        byMonth,
        byDimension: dimensions
          .map((d) => ({
            dimension: d.dimension,
            averageScore: new Decimal(d.score).toFixed(2),
            processes: Number(d.processes),
          }))
          .sort((a, b) => order(a.dimension) - order(b.dimension) || a.dimension.localeCompare(b.dimension)),
        byLevel: BRAND_LEVELS.map((l) => ({ level: l.level, count: levelCounts.get(l.level) ?? 0 })),
        experts,
      };
    },
  };
}

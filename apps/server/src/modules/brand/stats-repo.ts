// The SQL of the brand statistics (getTaskStatistics). Both queries filter tenant_id themselves
// (row-level security checks it again); bench/brand.ts keeps the call under 100 ms with 10,000
// processes and their experts' scores.
import { sql, type SQL } from 'drizzle-orm';
import { BrandProcessStatus, type BrandStatsType } from '@platform/contract';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/migrate.js';

/** The body works in China time: an application at 23:30 on 31 March counts in March. */
const tz = sql.raw(`'Asia/Shanghai'`);
const completed = sql.raw(String(BrandProcessStatus.completed));
/** Processes whose experts still have to score them. */
const awaitingScores = sql.raw(`(${BrandProcessStatus.submitted}, ${BrandProcessStatus.scoring})`);

const typeOf = (type: BrandStatsType): SQL => (type === 'all' ? sql`` : sql`and p.business_type = ${type}`);

export interface FigureRow {
  kind: 'status' | 'type' | 'month' | 'completedMonth' | 'level' | 'expert' | 'print';
  key: string;
  sub: string | null;
  n: number;
  submitted: number;
  pending: number;
  total: string | null;
}

export interface DimensionRow {
  dimension: string;
  score: string;
  processes: number;
}

/** One indicator of a bound questionnaire with its range (indicatorsOf of its pinned form). */
export interface IndicatorMax {
  qsId: string;
  indicator: string;
  max: number;
}

export const brandStatsRepo = {
  /**
   * Counts by status, business type, month (applications and completions of the last 12 months),
   * level (with the sum of strength scores) and expert, in one round trip; and a fingerprint (kind
   * `print`) of what the dimension averages are made of: the completed processes (a process's
   * scores no longer change once completed, and leaving that state touches updated_at), the
   * questionnaires and the groups.
   */
  async figures(db: Db, tenantId: string, type: BrandStatsType) {
    const since = sql`((date_trunc('month', now() at time zone ${tz}) - interval '11 months') at time zone ${tz})`;
    return rowsOf<FigureRow>(
      await db.execute(sql`
        with p as (
          select p.id, p.status, p.business_type, p.level, p.strength_score, p.created_at, p.completed_at,
              p.updated_at
            from brand_processes p where p.tenant_id = ${tenantId} ${typeOf(type)})
        select 'status' as kind, status::text as key, null as sub, count(*)::int as n, 0 as submitted,
            0 as pending, null as total
          from p group by status
        union all
        select 'type', business_type, null, count(*)::int, 0, 0, null from p group by business_type
        union all
        select 'month', to_char(created_at at time zone ${tz}, 'YYYY-MM'), business_type, count(*)::int, 0, 0, null
          from p where created_at >= ${since} group by 2, 3
        union all
        select 'completedMonth', to_char(completed_at at time zone ${tz}, 'YYYY-MM'), null, count(*)::int, 0, 0, null
          from p where status = ${completed} and completed_at >= ${since} group by 2
        union all
        select 'level', coalesce(level, ''), null, count(*)::int, 0, 0, sum(strength_score)::text
          from p where status = ${completed} group by level
        union all
        select 'expert', e.expert_id, max(e.expert_name), count(*)::int,
            count(e.submitted_at)::int,
            count(*) filter (where e.submitted_at is null and p.status in ${awaitingScores})::int, null
          from brand_experts e join p on p.id = e.process_id
          where e.tenant_id = ${tenantId} group by e.expert_id
        union all
        select 'print', concat_ws('|',
            (select count(*) || ':' || coalesce(max(updated_at)::text, '') from p where status = ${completed}),
            (select count(*) || ':' || coalesce(max(updated_at)::text, '') from brand_questionnaires
              where tenant_id = ${tenantId}),
            (select count(*) || ':' || coalesce(max(updated_at)::text, '') from brand_qs_groups
              where tenant_id = ${tenantId})), null, 0, 0, 0, null`),
    );
  },

  /**
   * The average group score per dimension over the completed processes: per indicator the
   * consensus of the experts' scores (the mean; from five experts on without the highest and the
   * lowest), per questionnaire their sum over the questionnaire's maximum × 100, per group the
   * questionnaires weighted, then the mean over the processes' groups of each dimension.
   */
  async dimensions(db: Db, tenantId: string, type: BrandStatsType, indicators: IndicatorMax[]) {
    if (indicators.length === 0) return [];
    return rowsOf<DimensionRow>(
      await db.execute(sql`
        with ind as (
          select (x->>'qsId')::uuid as qs_id, x->>'indicator' as indicator
            from jsonb_array_elements(${JSON.stringify(indicators)}::jsonb) x),
        qs_max as (
          select (x->>'qsId')::uuid as qs_id, sum((x->>'max')::numeric) as max
            from jsonb_array_elements(${JSON.stringify(indicators)}::jsonb) x group by 1),
        consensus as (
          select s.process_id, s.qs_id, s.indicator,
              case when count(*) >= 5 then (sum(s.score) - max(s.score) - min(s.score)) / (count(*) - 2)
                else avg(s.score) end as score
            from brand_scores s
            join brand_processes p on p.tenant_id = s.tenant_id and p.id = s.process_id
            where s.tenant_id = ${tenantId} and p.status = ${completed} ${typeOf(type)}
            group by s.process_id, s.qs_id, s.indicator),
        per_qs as (
          select c.process_id, c.qs_id, sum(c.score) / m.max * 100 as score
            from consensus c
            join ind i on i.qs_id = c.qs_id and i.indicator = c.indicator
            join qs_max m on m.qs_id = c.qs_id
            group by c.process_id, c.qs_id, m.max),
        per_group as (
          select q.process_id, g.dimension, sum(q.score * b.weight) / nullif(sum(b.weight), 0) as score
            from per_qs q
            join brand_questionnaires b on b.tenant_id = ${tenantId} and b.id = q.qs_id
            join brand_qs_groups g on g.tenant_id = ${tenantId} and g.id = b.group_id
            group by q.process_id, g.id, g.dimension)
        select dimension, round(avg(score), 2)::text as score, count(distinct process_id)::int as processes
          from per_group where score is not null group by dimension`),
    );
  },

  async indicatorForms(db: Db, tenantId: string) {
    return rowsOf<{ id: string; form_json: string }>(
      await db.execute(sql`select id, form_json from brand_questionnaires where tenant_id = ${tenantId}`),
    );
  },
};

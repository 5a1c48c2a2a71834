// Brand statistics through HTTP (issue 22, ccbd brand/ent/getTaskStatistics): east-cert's brand rows
// are replaced by known ones inserted by SQL (questionnaire groups with indicators, processes across
// statuses, business types and months, experts with and without submitted scores), and every figure
// is compared with what those rows make: counts by status, type, month and level, the average strength
// score, the per-dimension averages from the experts' consensus (five experts: the highest and lowest
// dropped), and each expert's workload. Another tenant's rows never count; callers without the body's
// pages are refused with 403.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandTaskStatistics } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { lastMonths } from '../src/modules/brand/stats-service.js';
import { field, template } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';
import { signIn } from './harness/tenants.js';

const URL = '/api/api-ccbd/brand/ent/getTaskStatistics';
let t: TestDatabase;
let app: App;
let east: string;
let green: string;
const token = {} as Record<'body' | 'client' | 'expert', string>;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const scored = (model: string, max: number) =>
  field({ type: 'textarea', label: model, model, options: { AnswerScore: max } });

async function statistics(businessType?: string, who: keyof typeof token = 'body') {
  return app.inject({
    method: 'GET',
    url: businessType ? `${URL}?businessType=${businessType}` : URL,
    headers: { authorization: `Bearer ${token[who]}` },
  });
}
async function figures(businessType?: string) {
  const res = await statistics(businessType);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as BrandTaskStatistics;
}

async function group(tenant: string, name: string, dimension: string, weight: string) {
  const [row] = await q<{ id: string }>(sql`insert into brand_qs_groups (tenant_id, name, dimension, weight)
    values (${tenant}, ${name}, ${dimension}, ${weight}) returning id`);
  return row!.id;
}
async function questionnaire(tenant: string, groupId: string, weight: string, items: [string, number][]) {
  const [row] = await q<{ id: string }>(sql`insert into brand_questionnaires (tenant_id, group_id, form_id,
      name, form_json, weight)
    values (${tenant}, ${groupId}, gen_random_uuid(), 'q', ${template(items.map(([m, max]) => scored(m, max)))},
      ${weight}) returning id`);
  return row!.id;
}

/** The 15th of this month (China time) moved by `monthsBack` months: well inside its month. */
const inMonth = (monthsBack: number) =>
  sql`((date_trunc('month', now() at time zone 'Asia/Shanghai') - ${`${monthsBack} months`}::interval
    + interval '14 days 12 hours') at time zone 'Asia/Shanghai')`;

async function process(
  tenant: string,
  no: string,
  businessType: string,
  status: number,
  monthsBack: number,
  result?: { score: string; level: string },
) {
  const [row] = await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id,
      business_type, brand_name, ent_name, credit_code, contact_name, contact_tel, status, strength_score,
      level, created_at, completed_at)
    values (${tenant}, ${no}, 'someone', ${businessType}, '品牌', '统计测试企业', '91320500MA1XXXXX0X', '联系人',
      '13800000000', ${status}, ${result?.score ?? null}, ${result?.level ?? null}, ${inMonth(monthsBack)},
      ${result ? inMonth(monthsBack) : null}) returning id`);
  return row!.id;
}
async function expert(tenant: string, processId: string, id: string, submitted: boolean) {
  await q(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name, submitted_at)
    values (${tenant}, ${processId}, ${id}, ${`专家${id}`}, ${submitted ? sql`now()` : null})`);
}
async function scores(
  tenant: string,
  processId: string,
  qsId: string,
  indicator: string,
  values: [string, string][],
) {
  for (const [expertId, score] of values)
    await q(sql`insert into brand_scores (tenant_id, process_id, expert_id, qs_id, indicator, score)
      values (${tenant}, ${processId}, ${expertId}, ${qsId}, ${indicator}, ${score})`);
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await app.ready();
  east = (await q<{ id: string }>(sql`select id from tenants where code = 'east-cert'`))[0]!.id;
  green = (await q<{ id: string }>(sql`select id from tenants where code = 'green-carbon'`))[0]!.id;
  token.body = await signIn(app, 'reviewer_a', 'Demo@123');
  token.client = await signIn(app, 'staff_a', 'Demo@123');
  token.expert = await signIn(app, 'expert_a', 'Demo@123');

  // Whatever the demo seed holds for east-cert's brand is replaced by the rows below.
  for (const table of [
    'brand_scores',
    'brand_experts',
    'brand_answers',
    'brand_reports',
    'brand_value_inputs',
    'brand_suggestions',
    'brand_processes',
    'brand_questionnaires',
    'brand_qs_groups',
  ])
    await q(sql`delete from ${sql.identifier(table)} where tenant_id = ${east}`);

  // Quality (one questionnaire, a ≤ 10, b ≤ 10) and innovation (c ≤ 20 weighted 1, d ≤ 10 weighted 3).
  const quality = await group(east, '质量', 'quality', '0.6');
  const innovation = await group(east, '创新', 'innovation', '0.4');
  const q1 = await questionnaire(east, quality, '1', [
    ['a', 10],
    ['b', 10],
  ]);
  const q2 = await questionnaire(east, innovation, '1', [['c', 20]]);
  const q3 = await questionnaire(east, innovation, '3', [['d', 10]]);

  // P1 valuation, completed: quality (7 + 10) / 20 = 85; innovation (75 × 1 + 50 × 3) / 4 = 56.25.
  const p1 = await process(east, 'BA-T-1', 'valuation', 5, 0, { score: '80.00', level: 'AAAA' });
  for (const e of ['E1', 'E2']) await expert(east, p1, e, true);
  await scores(east, p1, q1, 'a', [
    ['E1', '8'],
    ['E2', '6'],
  ]);
  await scores(east, p1, q1, 'b', [
    ['E1', '10'],
    ['E2', '10'],
  ]);
  await scores(east, p1, q2, 'c', [
    ['E1', '10'],
    ['E2', '20'],
  ]);
  await scores(east, p1, q3, 'd', [
    ['E1', '5'],
    ['E2', '5'],
  ]);
  // P2 rating, completed, five experts: a = mean of 5, 6, 7 (1 and 10 dropped) = 6; b = 10: quality 80.
  const p2 = await process(east, 'BA-T-2', 'rating', 5, 0, { score: '60.50', level: 'AA' });
  for (const e of ['E1', 'E2', 'E3', 'E4', 'E5']) await expert(east, p2, e, true);
  await scores(east, p2, q1, 'a', [
    ['E1', '1'],
    ['E2', '5'],
    ['E3', '6'],
    ['E4', '7'],
    ['E5', '10'],
  ]);
  await scores(
    east,
    p2,
    q1,
    'b',
    ['E1', 'E2', 'E3', 'E4', 'E5'].map((e) => [e, '10'] as [string, string]),
  );
  // P3 valuation, scoring: E1 submitted, E3 pending; its scores are not a result yet.
  const p3 = await process(east, 'BA-T-3', 'valuation', 3, 0);
  await expert(east, p3, 'E1', true);
  await expert(east, p3, 'E3', false);
  await scores(east, p3, q1, 'a', [['E1', '0']]);
  // P4 rating, submitted two months ago, E2 assigned (pending).
  const p4 = await process(east, 'BA-T-4', 'rating', 1, 2);
  await expert(east, p4, 'E2', false);
  // P5 valuation, answering, 13 months ago: outside the months.
  await process(east, 'BA-T-5', 'valuation', 0, 13);
  // P6 valuation, withdrawn with E4 assigned: E4 has nothing pending there.
  const p6 = await process(east, 'BA-T-6', 'valuation', 9, 0);
  await expert(east, p6, 'E4', false);

  // green-carbon's rows, with the same experts' ids and questionnaire shapes: never counted in east-cert.
  const otherGroup = await group(green, '质量', 'quality', '1');
  const other = await questionnaire(green, otherGroup, '1', [
    ['a', 10],
    ['b', 10],
  ]);
  for (const [i, status] of [5, 5, 3, 1, 0].entries()) {
    const id = await process(
      green,
      `BA-G-${i}`,
      'valuation',
      status,
      0,
      status === 5 ? { score: '10.00', level: 'A' } : undefined,
    );
    await expert(green, id, 'E1', false);
    await scores(green, id, other, 'a', [['E1', '1']]);
    await scores(green, id, q1, 'b', [['E1', '1']]);
  }
});

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('getTaskStatistics', () => {
  it('counts by status, type, month and level and averages the strength scores (all types)', async () => {
    const s = await figures();
    expect(s.businessType).toBe('all');
    expect(s.totals).toEqual({ processes: 6, completed: 2, averageScore: '70.25', experts: 5 });
    expect(s.byStatus).toEqual([
      { status: 0, count: 1 },
      { status: 1, count: 1 },
      { status: 3, count: 1 },
      { status: 5, count: 2 },
      { status: 9, count: 1 },
    ]);
    expect(s.byType).toEqual([
      { businessType: 'valuation', count: 4 },
      { businessType: 'rating', count: 2 },
    ]);
    const months = lastMonths();
    expect(s.byMonth.map((m) => m.month)).toEqual(months);
    expect(s.byMonth[11]).toEqual({ month: months[11], byType: { valuation: 3, rating: 1 }, completed: 2 });
    expect(s.byMonth[9]).toEqual({ month: months[9], byType: { valuation: 0, rating: 1 }, completed: 0 });
    expect(s.byMonth.reduce((n, m) => n + m.byType.valuation! + m.byType.rating!, 0)).toBe(5);
    expect(s.byLevel).toEqual([
      { level: 'AAAAA', count: 0 },
      { level: 'AAAA', count: 1 },
      { level: 'AAA', count: 0 },
      { level: 'AA', count: 1 },
      { level: 'A', count: 0 },
    ]);
  });

  it('averages each dimension over the completed processes from the consensus of the scores', async () => {
    const s = await figures('all');
    expect(s.byDimension).toEqual([
      { dimension: 'quality', averageScore: '82.50', processes: 2 },
      { dimension: 'innovation', averageScore: '56.25', processes: 1 },
    ]);
  });

  it("gives each expert's assigned, submitted and pending processes", async () => {
    const s = await figures();
    const load = Object.fromEntries(s.experts.map((e) => [e.expertId, e]));
    expect(Object.keys(load).sort()).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    expect(load.E1).toMatchObject({ expertName: '专家E1', assigned: 3, submitted: 3, pending: 0 });
    expect(load.E2).toMatchObject({ assigned: 3, submitted: 2, pending: 1 });
    expect(load.E3).toMatchObject({ assigned: 2, submitted: 1, pending: 1 });
    expect(load.E4).toMatchObject({ assigned: 2, submitted: 1, pending: 0 });
    expect(load.E5).toMatchObject({ assigned: 1, submitted: 1, pending: 0 });
  });

  it('filters every figure by business type', async () => {
    const valuation = await figures('valuation');
    expect(valuation.totals).toEqual({ processes: 4, completed: 1, averageScore: '80.00', experts: 4 });
    expect(valuation.byType).toEqual([
      { businessType: 'valuation', count: 4 },
      { businessType: 'rating', count: 0 },
    ]);
    expect(valuation.byDimension).toEqual([
      { dimension: 'quality', averageScore: '85.00', processes: 1 },
      { dimension: 'innovation', averageScore: '56.25', processes: 1 },
    ]);
    expect(valuation.byLevel.find((l) => l.level === 'AAAA')!.count).toBe(1);
    expect(valuation.byMonth[11]!.byType).toEqual({ valuation: 3, rating: 0 });

    const rating = await figures('rating');
    expect(rating.totals).toEqual({ processes: 2, completed: 1, averageScore: '60.50', experts: 5 });
    expect(rating.byDimension).toEqual([{ dimension: 'quality', averageScore: '80.00', processes: 1 }]);
    const e2 = rating.experts.find((e) => e.expertId === 'E2')!;
    expect(e2).toMatchObject({ assigned: 2, submitted: 1, pending: 1 });
  });

  it('refuses an unknown business type naming the field', async () => {
    const res = await statistics('system');
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('businessType');
  });

  it("refuses callers without the body's pages (enterprise, expert)", async () => {
    expect((await statistics('all', 'client')).statusCode).toBe(403);
    expect((await statistics('all', 'expert')).statusCode).toBe(403);
  });

  // Last: it changes the rows the other tests read.
  it('makes the dimension averages again once another process is completed', async () => {
    expect((await figures()).byDimension[0]).toEqual({
      dimension: 'quality',
      averageScore: '82.50',
      processes: 2,
    });
    // P3's only scores: E1's 0 on a (b unscored): quality 0 / 20.
    await q(sql`update brand_processes set status = 5, strength_score = 0, level = 'A', completed_at = now(),
      updated_at = now() where tenant_id = ${east} and no = 'BA-T-3'`);
    const s = await figures();
    expect(s.byDimension).toEqual([
      { dimension: 'quality', averageScore: '55.00', processes: 3 },
      { dimension: 'innovation', averageScore: '56.25', processes: 1 },
    ]);
    expect(s.totals).toMatchObject({ completed: 3, averageScore: '46.83' });
  });
});

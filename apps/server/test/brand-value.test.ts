// The brand value through HTTP (issue 22, flow step 4): east-cert's brand rows are replaced by known ones
// inserted by SQL — a quality and a financial group, one expert who scored every indicator at half its
// maximum (strength 50), the enterprise's financial answer (revenue 1,000 万元, growth 10 %) and settings
// making the unit test's hand-worked example (valuation.test.ts): value 3,543,750 yuan. Checks the
// figures and their sources, saved inputs and settings refused by field, r ≤ g∞ refused, 403 for the
// wrong pages, 404 for a missing or another's process, and the enterprise reading only its own
// completed process.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandSettings, BrandValuation } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { field, template } from '../src/seed/business.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';
import { signIn } from './harness/tenants.js';

const B = '/api/api-brand';
let t: TestDatabase;
let app: App;
let east: string;
let mine: string;
let other: string;
let stuck: string;
type Who = 'body' | 'client' | 'expert';
const token = {} as Record<Who, string>;

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));
const scored = (model: string, max: number) =>
  field({ type: 'textarea', label: model, model, options: { AnswerScore: max } });

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${B}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}
async function ok<T>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}
const value = (who: Who, processId: string) => call(who, 'GET', `ent/queryValuePrice?processId=${processId}`);
const fieldsOf = (res: { json(): { data: { errors: { field: string }[] } } }) =>
  res.json().data.errors.map((e) => e.field);

async function group(name: string, dimension: string, sort: number) {
  const [row] = await q<{
    id: string;
  }>(sql`insert into brand_qs_groups (tenant_id, name, dimension, weight, sort)
    values (${east}, ${name}, ${dimension}, '1', ${sort}) returning id`);
  return row!.id;
}
async function questionnaire(groupId: string, items: ReturnType<typeof field>[]) {
  const [row] = await q<{ id: string }>(sql`insert into brand_questionnaires (tenant_id, group_id, form_id,
      name, form_json, weight)
    values (${east}, ${groupId}, gen_random_uuid(), 'q', ${template(items)}, '1') returning id`);
  return row!.id;
}
async function process(no: string, applicant: string, status: number) {
  const [row] = await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id,
      business_type, brand_name, ent_name, credit_code, contact_name, contact_tel, status)
    values (${east}, ${no}, ${applicant}, 'valuation', '精工', '苏州精工机械有限公司', '91320500MA1XXXXX0X',
      '张明', '13800000000', ${status}) returning id`);
  return row!.id;
}
/** One submitted expert scoring every indicator at half its maximum: strength 50. */
async function scoredByOne(processId: string, scores: [string, string, string][]) {
  await q(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name, submitted_at)
    values (${east}, ${processId}, 'E1', '李华', now())`);
  for (const [qsId, indicator, score] of scores)
    await q(sql`insert into brand_scores (tenant_id, process_id, expert_id, qs_id, indicator, score)
      values (${east}, ${processId}, 'E1', ${qsId}, ${indicator}, ${score})`);
}

const inputs = {
  baseRevenue: '20000000',
  growth: ['0.1', '0.1', '0.1'],
  royaltyMin: '0.01',
  royaltyMax: '0.05',
  taxRate: '0.25',
  discountRate: '0.1',
  terminalGrowth: '0.02',
};
const settings = {
  deviationShare: '0.25',
  royaltyMin: '0.01',
  royaltyMax: '0.05',
  taxRate: '0.25',
  discountRate: '0.1',
  terminalGrowth: '0.02',
  forecastYears: 3,
};

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
  token.body = await signIn(app, 'reviewer_a', 'Demo@123');
  token.client = await signIn(app, 'staff_a', 'Demo@123');
  token.expert = await signIn(app, 'expert_a', 'Demo@123');
  const [staff] = await q<{
    id: string;
  }>(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
    where tu.tenant_id = ${east} and u.username = 'staff_a'`);

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
    'brand_settings',
  ])
    await q(sql`delete from ${sql.identifier(table)} where tenant_id = ${east}`);

  const quality = await group('质量', 'quality', 1);
  const financial = await group('财务', 'financial', 2);
  const q1 = await questionnaire(quality, [scored('a', 10), scored('b', 20)]);
  const q2 = await questionnaire(financial, [
    field({ type: 'number', label: '上年营业收入（万元）', model: 'revenue' }),
    field({ type: 'number', label: '预计年增长率（%）', model: 'revenueGrowth' }),
    scored('c', 10),
  ]);
  mine = await process('BA-V-1', staff!.id, 4);
  other = await process('BA-V-2', 'someone-else', 5);
  stuck = await process('BA-V-3', 'someone-else', 3);
  for (const p of [mine, other, stuck])
    await scoredByOne(p, [
      [q1, 'a', '5'],
      [q1, 'b', '10'],
      [q2, 'c', '5'],
    ]);
  await q(sql`insert into brand_answers (tenant_id, process_id, qs_id, data, draft)
    values (${east}, ${mine}, ${q2}, ${JSON.stringify({ revenue: 1000, revenueGrowth: 10, c: 'x' })}::jsonb, false)`);
  await ok('body', 'POST', 'settings/save', settings);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('brand value', () => {
  it("computes the hand-worked example from the enterprise's answers, the strength and the settings", async () => {
    const v = await ok<BrandValuation>('body', 'GET', `ent/queryValuePrice?processId=${mine}`);
    expect(v.strength.score).toBe('50.00');
    expect(v.royaltyRate).toBe('0.03');
    // The settings' shares are kept with 4 decimals.
    expect(v.inputs).toEqual({
      baseRevenue: '10000000',
      growth: ['0.1', '0.1', '0.1'],
      royaltyMin: '0.0100',
      royaltyMax: '0.0500',
      taxRate: '0.2500',
      discountRate: '0.1000',
      terminalGrowth: '0.0200',
    });
    expect(v.sources).toEqual({
      baseRevenue: 'answer',
      growth: 'answer',
      royaltyMin: 'settings',
      royaltyMax: 'settings',
      taxRate: 'settings',
      discountRate: 'settings',
      terminalGrowth: 'settings',
    });
    expect(v.steps.map((s) => [s.revenue, s.royalty, s.afterTax, s.presentValue])).toEqual([
      ['11000000', '330000', '247500', '225000'],
      ['12100000', '363000', '272250', '225000'],
      ['13310000', '399300', '299475', '225000'],
    ]);
    expect([v.presentValueSum, v.terminalValue, v.terminalPresentValue, v.value]).toEqual([
      '675000',
      '3818306.25',
      '2868750',
      '3543750',
    ]);
    expect(v.sensitivity.values[2]![2]).toBe(v.value);
    expect(v.editable).toBe(true);
  });

  it('takes the default growth and settings when the enterprise gave no figures', async () => {
    const v = await ok<BrandValuation>('body', 'GET', `ent/queryValuePrice?processId=${stuck}`);
    expect(v.sources.baseRevenue).toBe('missing');
    expect(v.sources.growth).toBe('default');
    expect(v.inputs.growth).toEqual(['0.05', '0.05', '0.05']);
    expect(v.value).toBe('0');
  });

  it('saves inputs checked by field, in the caller’s language, and answers the new value', async () => {
    const range = await call('body', 'POST', 'ent/saveValueInputs', {
      ...inputs,
      processId: mine,
      royaltyMin: '0.05',
      royaltyMax: '0.05',
    });
    expect(range.statusCode).toBe(400);
    expect(range.json().data.errors).toEqual([
      { field: 'body.royaltyMax', reason: '许可费率上限须大于下限' },
    ]);
    const english = await call(
      'body',
      'POST',
      'ent/saveValueInputs',
      { ...inputs, processId: mine, royaltyMin: '0.06' },
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toBe('must be greater than the minimum royalty rate');
    const discount = await call('body', 'POST', 'ent/saveValueInputs', {
      ...inputs,
      processId: mine,
      discountRate: '0.02',
    });
    expect(fieldsOf(discount)).toEqual(['body.discountRate']);
    const shape = await call('body', 'POST', 'ent/saveValueInputs', {
      ...inputs,
      processId: mine,
      baseRevenue: '-1',
      growth: ['0.1', 'x'],
      taxRate: '1.5',
    });
    expect(shape.statusCode).toBe(400);
    expect(fieldsOf(shape).sort()).toEqual(['body.baseRevenue', 'body.growth.1', 'body.taxRate']);
    const none = await call('body', 'POST', 'ent/saveValueInputs', {
      ...inputs,
      processId: mine,
      growth: [],
    });
    expect(fieldsOf(none)).toEqual(['body.growth']);

    const saved = await ok<BrandValuation>('body', 'POST', 'ent/saveValueInputs', {
      ...inputs,
      processId: mine,
    });
    // Twice the revenue, twice the value.
    expect(saved.value).toBe('7087500');
    expect(saved.sources.baseRevenue).toBe('saved');
    expect(saved.inputsUpdatedBy).toBeTruthy();
    const again = await ok<BrandValuation>('body', 'GET', `ent/queryValuePrice?processId=${mine}`);
    expect(again.value).toBe('7087500');
  });

  it('refuses a valuation whose discount rate does not exceed the terminal growth', async () => {
    await q(sql`insert into brand_value_inputs (tenant_id, process_id, inputs)
      values (${east}, ${stuck}, ${JSON.stringify({ ...inputs, discountRate: '0.02' })}::jsonb)`);
    const res = await value('body', stuck);
    expect(res.statusCode).toBe(409);
    expect(res.json().msg).toBe('折现率（0.02）须大于永续增长率（0.02），否则无法计算终值');
    await q(sql`delete from brand_value_inputs where tenant_id = ${east} and process_id = ${stuck}`);
  });

  it('checks the settings by field and serves them to the whole brand app', async () => {
    const wrong = await call('body', 'POST', 'settings/save', {
      ...settings,
      royaltyMin: '0.05',
      royaltyMax: '0.01',
      deviationShare: '0.12345',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['body.deviationShare']);
    const range = await call('body', 'POST', 'settings/save', {
      ...settings,
      royaltyMin: '0.05',
      royaltyMax: '0.01',
    });
    expect(fieldsOf(range)).toEqual(['body.royaltyMax']);
    const shares = await call('body', 'POST', 'settings/save', {
      ...settings,
      taxRate: '1.2',
      deviationShare: '-0.1',
      forecastYears: 11,
    });
    expect(fieldsOf(shares).sort()).toEqual(['body.deviationShare', 'body.forecastYears', 'body.taxRate']);
    const zero = await call('body', 'POST', 'settings/save', { ...settings, forecastYears: 0 });
    expect(fieldsOf(zero)).toEqual(['body.forecastYears']);

    const saved = await ok<BrandSettings>('body', 'POST', 'settings/save', { ...settings, taxRate: '0.2' });
    expect(saved.taxRate).toBe('0.2000');
    const read = await ok<BrandSettings>('expert', 'GET', 'settings/get');
    expect(read).toMatchObject({ taxRate: '0.2000', forecastYears: 3, revenueGrowth: '0.05' });
    await ok('body', 'POST', 'settings/save', settings);
  });

  it('refuses callers without the pages (403) and missing processes (404)', async () => {
    expect((await value('expert', mine)).statusCode).toBe(403);
    expect(
      (await call('client', 'POST', 'ent/saveValueInputs', { ...inputs, processId: mine })).statusCode,
    ).toBe(403);
    expect((await call('client', 'POST', 'settings/save', settings)).statusCode).toBe(403);
    expect((await call('expert', 'POST', 'settings/save', settings)).statusCode).toBe(403);
    expect((await value('body', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect(
      (
        await call('body', 'POST', 'ent/saveValueInputs', {
          ...inputs,
          processId: '00000000-0000-4000-8000-000000000000',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('shows the enterprise only its own completed process, whose inputs no longer change', async () => {
    expect((await value('client', other)).statusCode).toBe(404);
    const early = await value('client', mine);
    expect(early.statusCode).toBe(409);
    await q(sql`update brand_processes set status = 5 where tenant_id = ${east} and id = ${mine}`);
    const v = await ok<BrandValuation>('client', 'GET', `ent/queryValuePrice?processId=${mine}`);
    expect(v.value).toBe('7087500');
    expect(v.editable).toBe(false);
    const closed = await call('body', 'POST', 'ent/saveValueInputs', { ...inputs, processId: mine });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe('评价已完成，价值参数不能再修改');
  });
});

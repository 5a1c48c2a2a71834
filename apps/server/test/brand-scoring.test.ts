// Brand expert scoring through HTTP (issue 22, flow step 3): a process reaches `scoring` through the
// enterprise's and the body's calls with three experts assigned; each expert reads the score table, saves
// drafts (ranges and decimals refused naming scores.N.score), cannot read the others' scores before
// submitting, submits (every indicator needed, no change after); the last submission moves the process
// to reviewing and completes the step. The consensus of five experts drops the highest and lowest and
// flags deviating experts. Suggestions on a brand answer are read through cpn/expert/getSuggestList.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrandEveryExpertScore, BrandScoreTable } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withSystemScope, withTenantScope } from '../src/db/tenant-scope.js';
import { strengthOf } from '../src/modules/brand/scores.js';
import { seedDemo } from '../src/seed/index.js';
import { signIn } from './harness/tenants.js';
import { twoBrandGroups } from './brand-helpers.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-brand';
let t: TestDatabase;
let app: App;
let east: string;
const qs = { quality: '', service: '' };

type Who = 'client' | 'body' | 'e1' | 'e2' | 'e3' | 'auditor';
const token = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: url.startsWith('/') ? url : `${B}/${url}`,
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
const q = async <T>(query: ReturnType<typeof sql>) =>
  withSystemScope(async () => rowsOf<T>(await t.database.db.execute(query)));

let processId: string;
let instanceId: string;

/** Every indicator of both questionnaires: level (max 10) and note (max 5). */
const full = (level: string, note: string) => [
  { qsId: qs.quality, indicator: 'level', score: level, comment: '质量较好' },
  { qsId: qs.quality, indicator: 'note', score: note, comment: '' },
  { qsId: qs.service, indicator: 'level', score: level, comment: '' },
  { qsId: qs.service, indicator: 'note', score: note, comment: '' },
];

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
  Object.assign(qs, await twoBrandGroups(t.database.db, east, { quality: 0.6, service: 0.4 }));
  const users: Record<Who, string> = {
    client: 'staff_a',
    body: 'reviewer_a',
    e1: 'expert_a',
    e2: 'expert_a2',
    e3: 'expert_a3',
    auditor: 'auditor_a',
  };
  for (const [who, username] of Object.entries(users) as [Who, string][]) {
    token[who] = await signIn(app, username, 'Demo@123', east);
    ids[who] = (
      await q<{ id: string }>(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${east} and u.username = ${username}`)
    )[0]!.id;
  }
  // The process reaches scoring as the enterprise and the body take it there.
  const p = await ok<{ id: string; instanceId: string }>('client', 'POST', 'ent/saveWorkFlow', {
    businessType: 'rating',
    brandName: '精工',
    entName: '苏州精工机械有限公司',
    creditCode: '91110000600037341L',
    contactName: '张明',
    contactTel: '13800000001',
  });
  processId = p.id;
  instanceId = p.instanceId;
  for (const qsId of [qs.quality, qs.service])
    await ok('client', 'POST', 'paper/saveAnswer', {
      processId,
      qsId,
      data: { level: '1', note: '持续改进' },
      draft: false,
    });
  await ok('client', 'POST', 'ent/submit', { processId });
  await ok('body', 'POST', 'ent/assignExperts', { processId, expertIds: [ids.e1, ids.e2, ids.e3] });
  await ok('body', 'POST', 'ent/formalCheck', { processId, result: 'passed' });
}, 120_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('expert scoring', () => {
  it('lists the expert’s tasks and gives the score table with the answers', async () => {
    const tasks = await ok<{ items: { processId: string; submittedAt: string | null }[]; total: number }>(
      'e1',
      'POST',
      'expert/queryTaskPage?pageIndex=1&pageSize=10',
      { state: 'pending' },
    );
    expect(tasks.items.map((i) => i.processId)).toEqual([processId]);
    const done = await ok<{ total: number }>('e1', 'POST', 'expert/queryTaskPage', { state: 'submitted' });
    expect(done.total).toBe(0);
    const table = await ok<BrandScoreTable>('e1', 'GET', `expert/getScoreTable?processId=${processId}`);
    expect(table.submitted).toBe(false);
    expect(table.groups.map((g) => g.name)).toEqual(['质量', '服务']);
    const [quality] = table.groups[0]!.questionnaires;
    expect(quality!.answer).toEqual({ level: '1', note: '持续改进' });
    expect(quality!.indicators).toEqual([
      { model: 'level', label: '质量管理水平', max: '10', score: null, comment: '' },
      { model: 'note', label: '说明', max: '5', score: null, comment: '' },
    ]);
  });

  it('refuses scores out of range or with more than 2 decimals, naming the field', async () => {
    const over = await call('e1', 'POST', 'expert/saveScores', {
      processId,
      scores: [
        { qsId: qs.quality, indicator: 'level', score: '8' },
        { qsId: qs.quality, indicator: 'note', score: '5.5' },
      ],
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.errors).toEqual([{ field: 'scores.1.score', reason: '须在0到5之间' }]);
    const decimals = await call('e1', 'POST', 'expert/saveScores', {
      processId,
      scores: [{ qsId: qs.quality, indicator: 'level', score: '8.125' }],
    });
    expect(decimals.json().data.errors[0]).toEqual({ field: 'scores.0.score', reason: '最多2位小数' });
    const negative = await call(
      'e1',
      'POST',
      'expert/saveScores',
      { processId, scores: [{ qsId: qs.quality, indicator: 'level', score: -1 }] },
      'en-US',
    );
    expect(negative.json().data.errors[0]).toEqual({
      field: 'scores.0.score',
      reason: 'must be between 0 and 10',
    });
    const unknown = await call('e1', 'POST', 'expert/saveScores', {
      processId,
      scores: [{ qsId: qs.quality, indicator: 'nothing', score: 1 }],
    });
    expect(unknown.json().data.errors[0].field).toBe('scores.0.indicator');
  });

  it('saves drafts, hides the others’ scores before one’s own submission, needs every indicator', async () => {
    await ok('e1', 'POST', 'expert/saveScores', {
      processId,
      scores: [{ qsId: qs.quality, indicator: 'level', score: 8.5, comment: '质量较好' }],
    });
    const table = await ok<BrandScoreTable>('e1', 'GET', `expert/getScoreTable?processId=${processId}`);
    expect(table.groups[0]!.questionnaires[0]!.indicators[0]).toMatchObject({
      score: '8.50',
      comment: '质量较好',
    });
    const partial = await call('e1', 'POST', 'expert/saveScores', { processId, scores: [], submit: true });
    expect(partial.statusCode).toBe(409);
    expect(partial.json().msg).toContain('质量问卷 · 说明');

    await ok('e1', 'POST', 'expert/saveScores', { processId, scores: full('8', '4'), submit: true });
    const again = await call('e1', 'POST', 'expert/saveScores', { processId, scores: full('1', '1') });
    expect(again.statusCode).toBe(409);

    const hidden = await call('e2', 'GET', `expert/getEveryExpertScore?processId=${processId}`);
    expect(hidden.statusCode).toBe(403);
    const mine = await ok<BrandScoreTable>('e2', 'GET', `expert/getScoreTable?processId=${processId}`);
    expect(mine.groups[0]!.questionnaires[0]!.indicators[0]!.score).toBeNull();
    const seen = await ok<BrandEveryExpertScore>(
      'e1',
      'GET',
      `expert/getEveryExpertScore?processId=${processId}`,
    );
    expect(seen.groups[0]!.questionnaires[0]!.indicators[0]!.scores.map((s) => s.expertId)).toEqual([ids.e1]);
  });

  it('moves the process to reviewing at the last submission and completes the scoring step', async () => {
    await ok('e2', 'POST', 'expert/saveScores', { processId, scores: full('6', '4'), submit: true });
    expect(
      (await q<{ status: number }>(sql`select status from brand_processes where id = ${processId}`))[0]!
        .status,
    ).toBe(3);
    const result = await ok<{ reviewing: boolean }>('e3', 'POST', 'expert/saveScores', {
      processId,
      scores: full('1', '4'),
      submit: true,
    });
    expect(result.reviewing).toBe(true);
    expect(
      (await q<{ status: number }>(sql`select status from brand_processes where id = ${processId}`))[0]!
        .status,
    ).toBe(4);
    const open = await q<{ element_id: string }>(
      sql`select element_id from wf_tasks where instance_id = ${instanceId} and status = 'open'`,
    );
    expect(open.map((o) => o.element_id)).toEqual(['review']);
    const late = await call('e3', 'POST', 'expert/saveScores', { processId, scores: full('1', '1') });
    expect(late.statusCode).toBe(409);

    // level: 8, 6, 1 → mean 5; e3 (1) differs from (8 + 6) / 2 = 7 by 6 > 0.25 × 10; e1 (8) from 3.5 by 4.5.
    const every = await ok<BrandEveryExpertScore>(
      'body',
      'GET',
      `expert/getEveryExpertScore?processId=${processId}`,
    );
    const level = every.groups[0]!.questionnaires[0]!.indicators[0]!;
    expect(level).toMatchObject({ consensus: '5.00', trimmed: false });
    expect(
      level.scores
        .filter((s) => s.deviates)
        .map((s) => s.expertId)
        .sort(),
    ).toEqual([ids.e1, ids.e3].sort());
    // Each questionnaire: (5 + 4) / 15 × 100 = 60; the strength 60 → AA.
    expect(every.groups.map((g) => [g.score, g.weight])).toEqual([
      ['60.00', '0.6000'],
      ['60.00', '0.4000'],
    ]);
    expect(every).toMatchObject({ score: '60.00', level: 'AA', complete: true });
    const strength = await withTenantScope(east, () => strengthOf(t.database.db, east, processId, 'zh-CN'));
    expect(strength).toMatchObject({ score: '60.00', level: 'AA', complete: true, experts: 3 });
  });

  it('trims the highest and lowest score with five experts', async () => {
    const [p] = await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id,
        business_type, brand_name, ent_name, credit_code, contact_name, contact_tel, status)
      values (${east}, 'BA-2026-99999', ${ids.client}, 'rating', '五专家', '五专家公司', '91110000600037341L',
        '张明', '13800000001', 3) returning id`);
    const five = ['x1', 'x2', 'x3', 'x4', 'x5'];
    const levels = ['10', '7', '2', '8', '6'];
    for (const [n, expert] of five.entries()) {
      await q(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name, submitted_at)
        values (${east}, ${p!.id}, ${expert}, ${`专家${n + 1}`}, now())`);
      await q(sql`insert into brand_scores (tenant_id, process_id, expert_id, qs_id, indicator, score)
        values (${east}, ${p!.id}, ${expert}, ${qs.quality}, 'level', ${levels[n]})`);
    }
    const every = await ok<BrandEveryExpertScore>(
      'body',
      'GET',
      `expert/getEveryExpertScore?processId=${p!.id}`,
    );
    const level = every.groups[0]!.questionnaires[0]!.indicators[0]!;
    // kept 6, 7, 8 → 7; x3 (2) differs from (10 + 7 + 8 + 6) / 4 = 7.75 by 5.75 > 2.5 and x1 (10) from
    // 5.75 by 4.25: flagged; x4 (8) from 6.25 by 1.75: not.
    expect(level).toMatchObject({ consensus: '7.00', trimmed: true });
    expect(level.scores.filter((s) => s.deviates).map((s) => s.expertId)).toEqual(['x1', 'x3']);
    // Not an assigned expert of this process: 404.
    expect((await call('e1', 'GET', `expert/getEveryExpertScore?processId=${p!.id}`)).statusCode).toBe(404);
  });
});

describe('suggestions and access', () => {
  it('keeps suggestions per question, read through cpn/expert/getSuggestList', async () => {
    await q(sql`update brand_processes set status = 3 where id = ${processId}`);
    const saved = await ok<{ id: string; mine: boolean }>('e1', 'POST', 'expert/saveSuggestion', {
      processId,
      qsId: qs.quality,
      path: 'note',
      content: '补充质量认证证书',
    });
    expect(saved.mine).toBe(true);
    const bad = await call('e1', 'POST', 'expert/saveSuggestion', {
      processId,
      qsId: qs.quality,
      path: 'nothing',
      content: 'x',
    });
    expect(bad.json().data.errors[0].field).toBe('body.path');
    const url = `/api/api-compliance/cpn/expert/getSuggestList?processId=${processId}&qsId=${qs.quality}`;
    for (const who of ['client', 'body', 'e2'] as const) {
      const list = await ok<{ content: string; mine: boolean }[]>(who, 'GET', url);
      expect(list.map((s) => [s.content, s.mine])).toEqual([['补充质量认证证书', false]]);
    }
    expect((await call('auditor', 'GET', url)).statusCode).toBe(403);
    const noQs = await call(
      'body',
      'GET',
      `/api/api-compliance/cpn/expert/getSuggestList?processId=${processId}`,
    );
    expect(noQs.statusCode).toBe(400);
    expect(noQs.json().data.errors[0].field).toBe('query.qsId');
    expect((await call('e2', 'POST', 'expert/removeSuggestion', { id: saved.id })).statusCode).toBe(403);
    await ok('e1', 'POST', 'expert/removeSuggestion', { id: saved.id });
    expect(await ok('body', 'GET', url)).toEqual([]);
    await q(sql`update brand_processes set status = 4 where id = ${processId}`);
  });

  it('refuses callers without the pages and answers 404 for an unknown process', async () => {
    expect((await call('body', 'GET', `expert/getScoreTable?processId=${processId}`)).statusCode).toBe(403);
    expect((await call('client', 'POST', 'expert/saveScores', { processId, scores: [] })).statusCode).toBe(
      403,
    );
    expect(
      (await call('client', 'GET', `expert/getEveryExpertScore?processId=${processId}`)).statusCode,
    ).toBe(403);
    expect((await call('auditor', 'POST', 'expert/queryTaskPage', {})).statusCode).toBe(403);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await call('e1', 'GET', `expert/getScoreTable?processId=${unknown}`)).statusCode).toBe(404);
    expect((await call('body', 'GET', `expert/getEveryExpertScore?processId=${unknown}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps another tenant’s processes out of reach', async () => {
    const [green] = await q<{ id: string }>(sql`select id from tenants where code = 'green-carbon'`);
    const [other] = await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id,
        business_type, brand_name, ent_name, credit_code, contact_name, contact_tel, status)
      values (${green!.id}, 'BA-2026-00001', ${ids.client}, 'rating', '他人', '他人公司', '91110000600037341L',
        '张明', '13800000001', 3) returning id`);
    await q(sql`insert into brand_experts (tenant_id, process_id, expert_id, expert_name)
      values (${green!.id}, ${other!.id}, ${ids.e1}, '李华')`);
    expect((await call('body', 'GET', `expert/getEveryExpertScore?processId=${other!.id}`)).statusCode).toBe(
      404,
    );
    expect((await call('e1', 'GET', `expert/getScoreTable?processId=${other!.id}`)).statusCode).toBe(404);
    const tasks = await ok<{ items: { processId: string }[] }>('e1', 'POST', 'expert/queryTaskPage', {});
    expect(tasks.items.map((i) => i.processId)).toEqual([processId]);
  });
});

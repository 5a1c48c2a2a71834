// Scoring, experts' suggestions and questionnaire results through HTTP (issue 19): the experts' task
// list and scores (validation, who may score, the total with two experts), suggestions (who writes,
// reads and deletes them), a questionnaire's statistics and completion rate, and the streamed .xlsx
// export read back. Business items, papers and submissions are set up directly in the tables.
import crypto from 'node:crypto';
import ExcelJS from 'exceljs';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { bizSubmissions } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const B = '/api/api-brms/compliance';
const C = '/api/api-compliance/cpn/expert';
let t: TestDatabase;
let app: App;

type Who = 'staff' | 'reviewer' | 'expert' | 'expertC' | 'expertD' | 'green' | 'expertB';
const token = {} as Record<Who, string>;
const tenant: Record<string, string> = {};
/** Tenant user ids by username. */
const member: Record<string, string> = {};

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function refused(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  const res = await call(who, method, url, payload, language);
  const body = res.json();
  return { status: res.statusCode, msg: body.msg as string, errors: (body.data?.errors ?? []) as object[] };
}

async function signIn(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd: 'Demo@123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const query = (text: string, values: unknown[] = []) =>
  t.database.db.execute(sql.raw(text.replace(/\$(\d+)/g, (_, i: string) => literal(values[Number(i) - 1]))));
function literal(v: unknown): string {
  if (v === null || v === undefined) return 'null';
  if (typeof v === 'number') return String(v);
  if (Array.isArray(v)) return `array[${v.map(literal).join(',')}]::text[]`;
  const s = typeof v === 'string' ? v : JSON.stringify(v);
  return `'${s.replace(/'/g, "''")}'`;
}

const item = (type: string, model: string, label: string, options: object = {}, extra: object = {}) => ({
  type,
  label,
  model,
  key: `${type}_${model}`,
  options,
  rules: [],
  ...extra,
});
const choices = (...pairs: [string, string][]) => pairs.map(([value, label]) => ({ value, label }));

const scoringForm = JSON.stringify({
  list: [
    item('radio', 'q1', '单选题', {
      options: choices(['A', '甲'], ['B', '乙']),
      StandardAnswer: 'A',
      AnswerScore: 10,
    }),
    item('checkbox', 'q2', '多选题', {
      options: choices(['a', 'a'], ['b', 'b'], ['c', 'c']),
      StandardAnswer: ['a', 'b'],
      AnswerScore: 10,
    }),
    item('input', 'q3', '简答题', { AnswerScore: 20 }),
    item('textarea', 'q4', '论述题', { AnswerScore: 30 }),
  ],
  config: {},
});

const questionnaireForm = JSON.stringify({
  list: [
    item('radio', 'color', '喜欢的颜色', { options: choices(['r', '红'], ['g', '绿'], ['b', '蓝']) }),
    item('checkbox', 'fruit', '水果', { options: choices(['apple', '苹果'], ['pear', '梨']) }),
    item('number', 'age', '年龄', { min: 0, max: 200, step: 1 }),
    item('rate', 'stars', '满意度', { max: 5 }),
    item('input', 'remark', '意见'),
    item(
      'control',
      'members',
      '成员',
      {},
      { list: [item('input', 'name', '姓名'), item('number', 'years', '年限')] },
    ),
    item(
      'batch',
      'goods',
      '物品清单',
      { defrows: 1 },
      { list: [item('input', 'goodsName', '物品'), item('number', 'qty', '数量')] },
    ),
  ],
  config: {},
});

let bizId: string;
let scoringPaper: string;
let qsPaper: string;
let bulkPaper: string;
let qsFormId: string;
let scoredSubmission: string;
let draftScoring: string;
const qsSubmissions: string[] = [];
let qsDraft: string;

async function submission(
  paperId: string,
  submitter: { tenant: string; id: string; name: string },
  status: number,
  data: object,
  no: string,
) {
  const version = status === 0 ? 0 : 1;
  const [row] = rowsOf<{ id: string }>(
    await query(
      `insert into biz_submissions (tenant_id, no, biz_id, paper_id, submitter_tenant_id, submitter_id, submitter_name,
         submitter_tenant_name, status, data, version, submitted_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, ${version ? 'now()' : 'null'}) returning id`,
      [
        tenant.east,
        no,
        bizId,
        paperId,
        submitter.tenant,
        submitter.id,
        submitter.name,
        '单位',
        status,
        data,
        version,
      ],
    ),
  );
  if (version) {
    await query(
      `insert into biz_submission_versions (tenant_id, submission_id, version, submitter_tenant_id, data)
       values ($1, $2, 1, $3, $4::jsonb)`,
      [tenant.east, row!.id, submitter.tenant, data],
    );
  }
  return row!.id;
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  const db = t.database.db;
  for (const r of rowsOf<{ code: string; id: string }>(await db.execute(sql`select code, id from tenants`))) {
    tenant[r.code === 'east-cert' ? 'east' : r.code === 'green-carbon' ? 'green' : r.code] = r.id;
  }
  // Two more experts of east-cert, holding expert_a's roles: expert_c (assigned) and expert_d (not).
  for (const [username, realname] of [
    ['expert_c', '陈专家'],
    ['expert_d', '丁专家'],
  ]) {
    await query(
      `insert into users (username, realname, password_hash)
       select $1, $2, password_hash from users where username = 'expert_a'`,
      [username, realname],
    );
    await query(
      `insert into tenant_users (tenant_id, user_id, type) select $1, id, 2 from users where username = $2`,
      [tenant.east, username],
    );
    await query(
      `insert into tenant_user_roles (tenant_id, tenant_user_id, role_id)
       select tur.tenant_id, n.id, tur.role_id from tenant_user_roles tur
       join tenant_users a on a.tenant_id = tur.tenant_id and a.id = tur.tenant_user_id
       join users au on au.id = a.user_id and au.username = 'expert_a'
       join tenant_users n on n.tenant_id = tur.tenant_id
       join users nu on nu.id = n.user_id and nu.username = $1`,
      [username],
    );
  }
  for (const r of rowsOf<{ username: string; id: string }>(
    await db.execute(sql`select u.username, tu.id from tenant_users tu join users u on u.id = tu.user_id`),
  )) {
    member[r.username] = r.id;
  }

  [{ id: bizId }] = rowsOf<{ id: string }>(
    await query(
      `insert into biz_items (tenant_id, name, type, status, published_at) values ($1, '质量自评', 'QS1', 1, now())
       returning id`,
      [tenant.east],
    ),
  ) as [{ id: string }];
  for (const target of [tenant.east, tenant.green]) {
    await query(
      `insert into biz_tenants (tenant_id, biz_id, target_tenant_id, notified_at) values ($1, $2, $3, now())`,
      [tenant.east, bizId, target],
    );
  }
  [{ id: qsFormId }] = rowsOf<{ id: string }>(
    await query(
      `insert into forms (tenant_id, kind, form_name, description, json, qs_id) values ($1, 2, '满意度调查', '年度', $2, 'QS-1')
       returning id`,
      [tenant.east, questionnaireForm],
    ),
  ) as [{ id: string }];
  const paper = async (
    kind: number,
    formId: string,
    name: string,
    json: string,
    experts: string[],
    total = 'null',
  ) =>
    rowsOf<{ id: string }>(
      await query(
        `insert into biz_papers (tenant_id, biz_id, form_id, form_version, kind, form_name, form_json, experts, total)
         values ($1, $2, $3, 1, $4, $5, $6, $7, ${total}) returning id`,
        [tenant.east, bizId, formId, kind, name, json, experts],
      ),
    )[0]!.id;
  scoringPaper = await paper(3, crypto.randomUUID(), '评分表', scoringForm, ['expert_a', 'expert_c'], '70');
  qsPaper = await paper(2, qsFormId, '满意度调查', questionnaireForm, []);
  bulkPaper = await paper(2, crypto.randomUUID(), '大量答卷', questionnaireForm, []);

  const staffA = { tenant: tenant.east!, id: member.staff_a!, name: '张明' };
  const staffB = { tenant: tenant.green!, id: member.staff_b!, name: '周杰' };
  const someone = () => ({ tenant: tenant.green!, id: crypto.randomUUID(), name: '访客' });
  scoredSubmission = await submission(
    scoringPaper,
    staffA,
    1,
    { q1: 'A', q2: ['b', 'a'], q3: '质量方针', q4: '持续改进' },
    'BIZ-S-1',
  );
  draftScoring = await submission(scoringPaper, staffB, 0, { q1: 'B' }, 'BIZ-S-2');

  const answers = [
    {
      color: 'r',
      fruit: ['apple', 'pear'],
      age: 30,
      stars: 5,
      remark: '很好',
      members: [
        { _id: 'm1', seq: 0, name: '甲', years: 3 },
        { _id: 'm2', seq: 1, name: '乙', years: 5 },
      ],
      goods: [{ _id: 'g1', seq: 0, goodsName: '纸', qty: 10 }],
    },
    { color: 'r', fruit: ['pear'], age: 40, stars: 3, remark: '一般', members: [], goods: [] },
    { color: 'g', fruit: [], age: 50, stars: 4, remark: '' },
  ];
  qsSubmissions.push(await submission(qsPaper, staffA, 1, answers[0]!, 'BIZ-Q-1'));
  qsSubmissions.push(await submission(qsPaper, staffB, 3, answers[1]!, 'BIZ-Q-2'));
  qsSubmissions.push(await submission(qsPaper, someone(), 1, answers[2]!, 'BIZ-Q-3'));
  qsDraft = await submission(qsPaper, someone(), 0, { color: 'b' }, 'BIZ-Q-4');
  // 1,100 answers submitted at the same instant: the export's pages must follow the ids.
  await query(
    `insert into biz_submissions (tenant_id, no, biz_id, paper_id, submitter_tenant_id, submitter_id, submitter_name,
       submitter_tenant_name, status, data, version, submitted_at)
     select $1, 'BULK-' || lpad(g::text, 5, '0'), $2, $3, $4, gen_random_uuid(), '用户' || g, '单位', 1,
       jsonb_build_object('color', 'g', 'age', g, 'goods', jsonb_build_array(jsonb_build_object('goodsName', '物' || g, 'qty', g))),
       1, '2026-01-01T00:00:00.123456Z'
     from generate_series(1, 1100) g`,
    [tenant.east, bizId, bulkPaper, tenant.green],
  );

  app = await testApp(t.database);
  token.staff = await signIn('staff_a');
  token.reviewer = await signIn('reviewer_a');
  token.expert = await signIn('expert_a');
  token.expertC = await signIn('expert_c');
  token.expertD = await signIn('expert_d');
  token.green = await signIn('staff_b');
  token.expertB = await signIn('expert_b');
});
afterAll(async () => {
  await app?.close();
  await t.drop();
});

interface Summary {
  autoScore: number | null;
  expertScore: number | null;
  score: number | null;
  total: number | null;
  manualItems: { model: string; label: string; max: number | null }[];
  experts: { expertName: string; items: Record<string, number>; total: number; mine: boolean }[];
  waitingFor: string[];
}

describe('scoring', () => {
  it("lists an assigned expert's submitted scoring answers, pending or scored, and refuses non-experts", async () => {
    const page = await ok<{
      items: { id: string; myTotal: number | null; formName: string; bizName: string }[];
      total: number;
    }>('expert', 'GET', `${B}/score/list?pageIndex=1&pageSize=20`);
    expect(page.items.map((i) => i.id)).toEqual([scoredSubmission]);
    expect(page.items[0]).toMatchObject({ myTotal: null, formName: '评分表', bizName: '质量自评' });
    expect((await ok<{ total: number }>('expert', 'GET', `${B}/score/list?pending=true`)).total).toBe(1);
    expect((await ok<{ total: number }>('expert', 'GET', `${B}/score/list?pending=false`)).total).toBe(0);
    // Not assigned to the paper, or of another tenant: nothing to score.
    expect((await ok<{ total: number }>('expertD', 'GET', `${B}/score/list`)).total).toBe(0);
    expect((await ok<{ total: number }>('expertB', 'GET', `${B}/score/list`)).total).toBe(0);
    expect((await refused('staff', 'GET', `${B}/score/list`)).status).toBe(403);
  });

  it('refuses scores outside 0 … AnswerScore, missing or of automatic items, naming items.<model>', async () => {
    const save = (items: object, language?: string) =>
      refused('expert', 'POST', `${B}/score/save`, { submitId: scoredSubmission, items }, language);
    const tooHigh = await save({ q3: 10, q4: 31 });
    expect(tooHigh.status).toBe(400);
    expect(tooHigh.errors).toEqual([{ field: 'items.q4', reason: '不能超过30分' }]);
    expect(tooHigh.msg).toContain('items.q4');
    const english = await save({ q3: 10, q4: 31 }, 'en-US');
    expect(english.errors).toEqual([{ field: 'items.q4', reason: 'At most 30 points' }]);
    expect((await save({ q3: 10 })).errors).toEqual([{ field: 'items.q4', reason: '请为该项评分' }]);
    expect((await save({ q1: 10, q3: 1, q4: 1 })).errors).toEqual([
      { field: 'items.q1', reason: '该项不由专家评分' },
    ]);
    expect((await save({ q3: -1, q4: 1 })).status).toBe(400);
  });

  it('lets only assigned experts score submitted answers', async () => {
    const body = { submitId: scoredSubmission, items: { q3: 1, q4: 1 } };
    expect((await refused('expertD', 'POST', `${B}/score/save`, body)).status).toBe(403);
    expect((await refused('reviewer', 'POST', `${B}/score/save`, body)).status).toBe(403);
    expect((await refused('expertB', 'POST', `${B}/score/save`, body)).status).toBe(404);
    const draft = await refused('expert', 'POST', `${B}/score/save`, { ...body, submitId: draftScoring });
    expect(draft.status).toBe(409);
    expect(draft.msg).toBe('只能为已提交或已通过的答卷评分');
  });

  it('adds the mean of both experts to the automatic score once both have scored, and keeps it', async () => {
    const first = await ok<Summary>('expert', 'POST', `${B}/score/save`, {
      submitId: scoredSubmission,
      items: { q3: 15, q4: 20 },
    });
    expect(first).toMatchObject({
      autoScore: 20,
      expertScore: 35,
      score: null,
      total: 70,
      waitingFor: ['陈专家'],
    });
    expect(first.manualItems).toEqual([
      { model: 'q3', label: '简答题', max: 20 },
      { model: 'q4', label: '论述题', max: 30 },
    ]);
    const second = await ok<Summary>('expertC', 'POST', `${B}/score/save`, {
      submitId: scoredSubmission,
      items: { q3: 12, q4: 21 },
    });
    expect(second).toMatchObject({ autoScore: 20, expertScore: 34, score: 54, waitingFor: [] });
    expect(second.experts.map((e) => [e.expertName, e.total, e.mine])).toEqual([
      ['李华', 35, false],
      ['陈专家', 33, true],
    ]);
    const [kept] = await t.database.db
      .select({ score: bizSubmissions.score, autoScore: bizSubmissions.autoScore })
      .from(bizSubmissions)
      .where(and(eq(bizSubmissions.tenantId, tenant.east!), eq(bizSubmissions.id, scoredSubmission)));
    expect(kept).toEqual({ score: 54, autoScore: 20 });

    // Scoring again replaces the expert's own scores.
    const again = await ok<Summary>('expert', 'POST', `${B}/score/save`, {
      submitId: scoredSubmission,
      items: { q3: 20, q4: 30 },
    });
    expect(again).toMatchObject({ expertScore: 41.5, score: 61.5 });
    expect(again.experts).toHaveLength(2);
    const tasks = await ok<{ items: { myTotal: number | null }[] }>(
      'expert',
      'GET',
      `${B}/score/list?pending=false`,
    );
    expect(tasks.items.map((i) => i.myTotal)).toEqual([50]);
  });

  it('shows the scores to assigned experts, reviewers and the submitter only', async () => {
    const url = `${B}/score/detail?submitId=${scoredSubmission}`;
    const mine = await ok<Summary>('expert', 'GET', url);
    expect(mine.experts.find((e) => e.mine)?.expertName).toBe('李华');
    expect((await ok<Summary>('reviewer', 'GET', url)).score).toBe(61.5);
    const submitter = await ok<Summary>('staff', 'GET', url);
    expect(submitter).toMatchObject({ score: 61.5, waitingFor: [] });
    expect(submitter.experts).toHaveLength(2);
    expect((await refused('expertD', 'GET', url)).status).toBe(403);
    expect((await refused('expertB', 'GET', url)).status).toBe(404);
    expect((await refused('reviewer', 'GET', `${B}/score/detail?submitId=${qsSubmissions[0]}`)).status).toBe(
      404,
    );
  });
});

describe('suggestions', () => {
  it('experts suggest on fields; the experts, reviewers and the submitter read them; only the author deletes', async () => {
    const submitId = qsSubmissions[1]!;
    const saved = await ok<{ id: string; path: string; content: string; expertName: string; mine: boolean }>(
      'expert',
      'POST',
      `${C}/saveSuggest`,
      { submitId, path: 'members[0].name', content: '请补充全名' },
    );
    expect(saved).toMatchObject({
      path: 'members[0].name',
      content: '请补充全名',
      expertName: '李华',
      mine: true,
    });
    const unknown = await refused('expert', 'POST', `${C}/saveSuggest`, {
      submitId,
      path: 'nope',
      content: 'x',
    });
    expect(unknown).toMatchObject({
      status: 400,
      errors: [{ field: 'body.path', reason: '表单中没有该字段' }],
    });
    const english = await refused(
      'expert',
      'POST',
      `${C}/saveSuggest`,
      { submitId, path: 'nope', content: 'x' },
      'en-US',
    );
    expect(english.errors).toEqual([{ field: 'body.path', reason: 'The form has no such field' }]);
    expect(
      (
        await refused('expert', 'POST', `${C}/saveSuggest`, {
          submitId: qsDraft,
          path: 'color',
          content: 'x',
        })
      ).status,
    ).toBe(409);
    expect(
      (await refused('staff', 'POST', `${C}/saveSuggest`, { submitId, path: 'color', content: 'x' })).status,
    ).toBe(403);

    const list = `${C}/getSuggestList?submitId=${submitId}`;
    expect((await ok<{ id: string }[]>('reviewer', 'GET', list)).map((s) => s.id)).toEqual([saved.id]);
    expect((await ok<{ mine: boolean }[]>('expertC', 'GET', list))[0]!.mine).toBe(false);
    // staff_b submitted it from green-carbon.
    expect((await ok<{ content: string }[]>('green', 'GET', list)).map((s) => s.content)).toEqual([
      '请补充全名',
    ]);
    // staff_a is neither the submitter, an expert nor a reviewer.
    expect((await refused('staff', 'GET', list)).status).toBe(403);
    expect((await refused('expertB', 'GET', `${C}/getSuggestList?submitId=${qsSubmissions[0]}`)).status).toBe(
      404,
    );

    const notOwn = await refused('expertC', 'POST', `${C}/deleteSuggest`, { id: saved.id });
    expect(notOwn).toMatchObject({ status: 403, msg: '只能删除自己提出的建议' });
    await ok('expert', 'POST', `${C}/deleteSuggest`, { id: saved.id });
    expect(await ok('reviewer', 'GET', list)).toEqual([]);
    expect((await refused('expert', 'POST', `${C}/deleteSuggest`, { id: saved.id })).status).toBe(404);
  });
});

describe('questionnaire results', () => {
  /** Members of east-cert and green-carbon holding role 8 or 42. */
  async function invitedMembers() {
    const [row] = rowsOf<{ n: number }>(
      await query(
        `select count(distinct tu.id)::int as n from tenant_users tu
         join tenant_user_roles tur on tur.tenant_id = tu.tenant_id and tur.tenant_user_id = tu.id
         join roles r on r.id = tur.role_id
         where tu.tenant_id in ($1, $2) and tu.status = 1 and r.code in (8, 42)`,
        [tenant.east, tenant.green],
      ),
    );
    return row!.n;
  }

  it('counts each option, averages numbers and rates, keeps free texts, and rates completion', async () => {
    interface Q {
      model: string;
      options: { value: string; label: string; count: number }[];
      texts: string[];
      answered: number;
      mean: number | null;
    }
    const stats = await ok<{
      submitted: number;
      drafts: number;
      invited: number;
      completionRate: number;
      questions: Q[];
    }>('staff', 'GET', `${B}/qs/stats?paperId=${qsPaper}`);
    const invited = await invitedMembers();
    expect(invited).toBeGreaterThan(0);
    expect(stats).toMatchObject({ submitted: 3, drafts: 1, invited });
    expect(stats.completionRate).toBeCloseTo(Math.min(1, 3 / invited), 4);
    const q = Object.fromEntries(stats.questions.map((x) => [x.model, x]));
    expect(Object.keys(q)).toEqual(['color', 'fruit', 'age', 'stars', 'remark']);
    expect(q.color!.options).toEqual([
      { value: 'r', label: '红', count: 2 },
      { value: 'g', label: '绿', count: 1 },
      { value: 'b', label: '蓝', count: 0 },
    ]);
    expect(q.fruit!.options.map((o) => o.count)).toEqual([1, 2]);
    expect(q.fruit!.answered).toBe(2);
    expect(q.age!.mean).toBe(40);
    expect(q.stars!.mean).toBe(4);
    expect(q.remark!.texts.sort()).toEqual(['一般', '很好']);
    expect(q.remark!.answered).toBe(2);
    expect((await refused('expert', 'GET', `${B}/qs/stats?paperId=${qsPaper}`)).status).toBe(403);
    expect((await refused('staff', 'GET', `${B}/qs/stats?paperId=${crypto.randomUUID()}`)).status).toBe(404);
  });

  it("lists the tenant's questionnaires with the papers they are bound to", async () => {
    const page = await ok<{ items: Record<string, unknown>[]; total: number }>(
      'reviewer',
      'GET',
      `${B}/qs/list?keyword=满意`,
    );
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      formId: qsFormId,
      formName: '满意度调查',
      qsId: 'QS-1',
      types: ['QS1'],
      papers: [{ paperId: qsPaper, bizId, bizName: '质量自评', submitted: 3 }],
      submitted: 3,
      invited: await invitedMembers(),
    });
    expect((await ok<{ total: number }>('staff', 'GET', `${B}/qs/list?type=OTHER`)).total).toBe(0);
    expect((await refused('expert', 'GET', `${B}/qs/list`)).status).toBe(403);
  });

  it('exports every submitted answer, sub-forms and dynamic tables in sheets of their own', async () => {
    const res = await call('staff', 'GET', `${B}/qs/export?paperId=${qsPaper}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="_____.xlsx"; filename*=UTF-8''${encodeURIComponent('满意度调查.xlsx')}`,
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['答卷', '成员', '物品清单']);
    const values = (name: string) =>
      book
        .getWorksheet(name)!
        .getSheetValues()
        .slice(1)
        .map((r) => (r as unknown[]).slice(1));
    const main = values('答卷');
    expect(main[0]).toEqual([
      '提交编号',
      '提交单位',
      '提交人',
      '提交时间',
      '喜欢的颜色',
      '水果',
      '年龄',
      '满意度',
      '意见',
    ]);
    expect(main).toHaveLength(4);
    const first = main.find((r) => r[0] === 'BIZ-Q-1')!;
    expect(first.slice(4)).toEqual(['红', '苹果、梨', 30, 5, '很好']);
    expect(main.map((r) => r[0])).not.toContain('BIZ-Q-4');
    expect(values('成员')).toEqual([
      ['提交编号', '行号', '姓名', '年限'],
      ['BIZ-Q-1', 1, '甲', 3],
      ['BIZ-Q-1', 2, '乙', 5],
    ]);
    expect(values('物品清单')).toEqual([
      ['提交编号', '行号', '物品', '数量'],
      ['BIZ-Q-1', 1, '纸', 10],
    ]);

    const english = await call('staff', 'GET', `${B}/qs/export?paperId=${qsPaper}`, undefined, 'en-US');
    const englishBook = new ExcelJS.Workbook();
    await englishBook.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(englishBook.worksheets[0]!.name).toBe('Answers');
    expect((englishBook.worksheets[0]!.getRow(1).values as unknown[]).slice(1, 5)).toEqual([
      'Submission no.',
      'Submitting tenant',
      'Submitted by',
      'Submitted at',
    ]);
    expect((await refused('expert', 'GET', `${B}/qs/export?paperId=${qsPaper}`)).status).toBe(403);
  });

  it('exports answers over many pages once each, in order', async () => {
    const res = await call('reviewer', 'GET', `${B}/qs/export?paperId=${bulkPaper}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const nos = book.worksheets[0]!.getColumn(1).values.slice(2) as string[];
    expect(nos).toHaveLength(1100);
    expect(new Set(nos).size).toBe(1100);
    expect(book.getWorksheet('物品清单')!.rowCount).toBe(1101);
  });
});

// Brand assessment processes through HTTP (issue 22, flow step 2): staff_a (role 8, east-cert) applies
// (wrong fields named, numbered BA-YYYY-NNNNN, the brand-assessment process waits at `answer` for them),
// changes the application, answers the questionnaires (drafts keep anything, final answers pass the
// form's rules naming the field), submits (409 naming what is missing); reviewer_a (role 34) lists and
// reads it, returns it at the formal check (the enterprise is told), assigns experts and passes it
// (the experts are told), reviews the scored result (returned to scoring, then approved: strength and
// level kept, the enterprise told). Withdrawal before the formal check cancels the process. Another
// enterprise's process answers 404, callers without the pages 403, another tenant's process is absent.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { signIn } from './harness/tenants.js';
import { twoBrandGroups } from './brand-helpers.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-brand';
let t: TestDatabase;
let app: App;
let east: string;
const qs: { quality: string; service: string } = { quality: '', service: '' };

type Who = 'client' | 'otherClient' | 'body' | 'expert' | 'expert2' | 'auditor';
const token = {} as Record<Who, string>;
const ids = {} as Record<Who, string>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${B}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = Detail>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query));

interface Detail {
  id: string;
  no: string;
  status: number;
  brandName: string;
  instanceId: string | null;
  checkComment: string | null;
  strengthScore: string | null;
  level: string | null;
  answers: { qsId: string; answered: boolean; draft: boolean }[];
  experts: { expertId: string; expertName: string; submittedAt: string | null }[];
  canEdit: boolean;
  canSubmit: boolean;
  canWithdraw: boolean;
  canAssign: boolean;
  canCheck: boolean;
  canReview: boolean;
}

const application = (over: Record<string, unknown> = {}) => ({
  businessType: 'rating',
  brandName: '精工',
  entName: '苏州精工机械有限公司',
  creditCode: '91110000600037341L',
  industry: '通用设备制造业',
  contactName: '张明',
  contactTel: '13800000001',
  description: '精密机械零部件品牌',
  ...over,
});

const answer = { level: '1', note: '持续改进' };

async function openTask(instanceId: string) {
  return q<{ element_id: string }>(sql`select element_id from wf_tasks
    where instance_id = ${instanceId} and status = 'open'`).then((r) => r.map((x) => x.element_id));
}

async function messagesOf(username: string) {
  return q<{ title: string; target_type: number; param: { route: string; processId: string } | null }>(
    sql`select m.title, m.target_type, m.param::jsonb as param from messages m
      join tenant_users tu on tu.id = m.receiver_tenant_user_id and tu.tenant_id = m.tenant_id
      join users u on u.id = tu.user_id
      where u.username = ${username} and m.tenant_id = ${east} order by m.created_at, m.id`,
  );
}

async function answered(id: string) {
  for (const qsId of [qs.quality, qs.service])
    await ok('client', 'POST', 'paper/saveAnswer', { processId: id, qsId, data: answer, draft: false });
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
  Object.assign(qs, await twoBrandGroups(t.database.db, east));
  // A second enterprise of the body: staff_c, with staff_a's roles.
  await q(sql`insert into users (username, realname, password_hash)
    select 'staff_c', '王芳', password_hash from users where username = 'staff_a'`);
  await q(
    sql`insert into tenant_users (tenant_id, user_id, type) select ${east}, id, 2 from users where username = 'staff_c'`,
  );
  await q(sql`insert into tenant_user_roles (tenant_id, tenant_user_id, role_id)
    select tur.tenant_id, n.id, tur.role_id from tenant_user_roles tur
    join tenant_users a on a.tenant_id = tur.tenant_id and a.id = tur.tenant_user_id
    join users au on au.id = a.user_id and au.username = 'staff_a'
    join tenant_users n on n.tenant_id = tur.tenant_id
    join users nu on nu.id = n.user_id and nu.username = 'staff_c'`);
  const users: Record<Who, string> = {
    client: 'staff_a',
    otherClient: 'staff_c',
    body: 'reviewer_a',
    expert: 'expert_a',
    expert2: 'expert_a2',
    auditor: 'auditor_a',
  };
  for (const [who, username] of Object.entries(users) as [Who, string][]) {
    token[who] = await signIn(app, username, 'Demo@123', east);
    ids[who] = (
      await q<{ id: string }>(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
        where tu.tenant_id = ${east} and u.username = ${username}`)
    )[0]!.id;
  }
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('an application', () => {
  it('names the wrong fields, in the caller’s language', async () => {
    const res = await call(
      'client',
      'POST',
      'ent/saveWorkFlow',
      application({ creditCode: '91110000600037341X' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([{ field: 'body.creditCode', reason: '统一社会信用代码不正确' }]);
    const missing = await call('client', 'POST', 'ent/saveWorkFlow', application({ brandName: '' }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().data.errors[0].field).toBe('body.brandName');
    const english = await call(
      'client',
      'POST',
      'ent/saveWorkFlow',
      application({ creditCode: '91110000600037341X' }),
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toBe('Invalid unified social credit code');
  });

  it('is refused to callers without the enterprise page', async () => {
    expect((await call('body', 'POST', 'ent/saveWorkFlow', application())).statusCode).toBe(403);
    expect((await call('expert', 'POST', 'ent/saveWorkFlow', application())).statusCode).toBe(403);
    expect((await call('auditor', 'POST', 'ent/queryProcessPage', {})).statusCode).toBe(403);
    expect((await call('auditor', 'GET', 'ent/expertCandidates')).statusCode).toBe(403);
  });
});

describe('the whole flow', () => {
  let p: Detail;

  it('applies: numbered, answering, the process waits for the applicant', async () => {
    p = await ok('client', 'POST', 'ent/saveWorkFlow', application());
    expect(p.no).toMatch(new RegExp(`^BA-${new Date().getFullYear()}-\\d{5}$`));
    expect(p).toMatchObject({
      status: 0,
      canEdit: true,
      canSubmit: false,
      canWithdraw: true,
      canCheck: false,
    });
    expect(p.answers.map((a) => a.qsId)).toEqual([qs.quality, qs.service]);
    expect(p.instanceId).not.toBeNull();
    expect(await openTask(p.instanceId!)).toEqual(['answer']);
    const [task] = await q<{ assignee: string }>(sql`select u.username as assignee from wf_tasks w
      join tenant_users tu on tu.id = w.assignee_id join users u on u.id = tu.user_id
      where w.instance_id = ${p.instanceId} and w.status = 'open'`);
    expect(task?.assignee).toBe('staff_a');
    const changed = await ok('client', 'POST', 'ent/updateEntProcess', {
      ...application({ brandName: '精工智造' }),
      processId: p.id,
    });
    expect(changed.brandName).toBe('精工智造');
  });

  it('keeps drafts, checks final answers naming the field, and reads them back', async () => {
    const draft = await ok<{ draft: boolean }>('client', 'POST', 'paper/saveAnswer', {
      processId: p.id,
      qsId: qs.quality,
      data: { note: '草稿' },
    });
    expect(draft.draft).toBe(true);
    const wrong = await call('client', 'POST', 'paper/saveAnswer', {
      processId: p.id,
      qsId: qs.quality,
      data: { note: 'x' },
      draft: false,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.data.level']);
    expect(wrong.json().msg).toContain('质量管理水平');
    const english = await call(
      'client',
      'POST',
      'paper/saveAnswer',
      { processId: p.id, qsId: qs.quality, data: {}, draft: false },
      'en-US',
    );
    expect(english.json().msg).toMatch(/^The questionnaire has errors/);

    const early = await call('client', 'POST', 'ent/submit', { processId: p.id });
    expect(early.statusCode).toBe(409);
    expect(early.json().msg).toContain('质量问卷');
    expect(early.json().msg).toContain('服务问卷');

    await ok('client', 'POST', 'paper/saveAnswer', {
      processId: p.id,
      qsId: qs.quality,
      data: answer,
      draft: false,
    });
    const all = await ok<{ qsId: string; data: object; draft: boolean }[]>(
      'client',
      'POST',
      `paper/getASData?processId=${p.id}`,
    );
    expect(all).toEqual([expect.objectContaining({ qsId: qs.quality, data: answer, draft: false })]);
    const one = await ok<{ data: object } | null>(
      'client',
      'POST',
      `paper/getASDatas?processId=${p.id}&qsId=${qs.service}`,
    );
    expect(one).toBeNull();
    const missing = await call('client', 'POST', 'ent/submit', { processId: p.id });
    expect(missing.statusCode).toBe(409);
    expect(missing.json().msg).toContain('服务问卷');
    expect(missing.json().msg).not.toContain('质量问卷');
    const unknown = await call('client', 'POST', 'paper/saveAnswer', {
      processId: p.id,
      qsId: '00000000-0000-4000-8000-000000000000',
      data: {},
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('is hidden from another enterprise (404) and from the body’s steps while answering (409)', async () => {
    for (const [method, url, payload] of [
      ['GET', `ent/processDetail?processId=${p.id}`, undefined],
      ['POST', `paper/getASData?processId=${p.id}`, undefined],
      ['POST', 'paper/saveAnswer', { processId: p.id, qsId: qs.quality, data: {} }],
      ['POST', 'ent/submit', { processId: p.id }],
      ['POST', 'ent/withdraw', { processId: p.id }],
      ['POST', 'ent/updateEntProcess', { ...application(), processId: p.id }],
      ['GET', `/api/api-ccbd/brand/biz/getBizByProcess?processId=${p.id}`, undefined],
    ] as const)
      expect((await call('otherClient', method, url, payload)).statusCode, url).toBe(404);
    const others = await ok<{ total: number }>('otherClient', 'POST', 'ent/queryProcessPage', {});
    expect(others.total).toBe(0);
    const early = await call('body', 'POST', 'ent/formalCheck', { processId: p.id, result: 'passed' });
    expect(early.statusCode).toBe(409);
  });

  it('submits, and the formal check returns it with a comment', async () => {
    await answered(p.id);
    p = await ok('client', 'POST', 'ent/submit', { processId: p.id });
    expect(p).toMatchObject({ status: 1, canEdit: false, canWithdraw: true });
    expect(await openTask(p.instanceId!)).toEqual(['formalCheck']);

    const listed = await ok<{ items: { id: string }[]; total: number }>(
      'body',
      'POST',
      'ent/queryProcessPage?pageIndex=1&pageSize=10',
      { status: 1, businessType: 'rating', keyword: '精工智造' },
    );
    expect(listed.items.map((i) => i.id)).toEqual([p.id]);
    const none = await ok<{ total: number }>('body', 'POST', 'ent/queryProcessPage', {
      businessType: 'valuation',
    });
    expect(none.total).toBe(0);
    const detail = await ok('body', 'GET', `ent/processDetail?processId=${p.id}`);
    expect(detail).toMatchObject({ canCheck: true, canAssign: true, canEdit: false });
    const biz = await ok('body', 'GET', `/api/api-ccbd/brand/biz/getBizByProcess?processId=${p.id}`);
    expect(biz).toMatchObject({ id: p.id, entName: '苏州精工机械有限公司' });
    expect(
      (await call('client', 'POST', 'ent/formalCheck', { processId: p.id, result: 'passed' })).statusCode,
    ).toBe(403);

    const noExperts = await call('body', 'POST', 'ent/formalCheck', { processId: p.id, result: 'passed' });
    expect(noExperts.statusCode).toBe(409);
    const noComment = await call('body', 'POST', 'ent/formalCheck', { processId: p.id, result: 'returned' });
    expect(noComment.statusCode).toBe(400);
    expect(noComment.json().data.errors[0].field).toBe('body.comment');
    p = await ok('body', 'POST', 'ent/formalCheck', {
      processId: p.id,
      result: 'returned',
      comment: '服务问卷说明不足',
    });
    expect(p).toMatchObject({ status: 2, checkComment: '服务问卷说明不足' });
    expect(await openTask(p.instanceId!)).toEqual(['answer']);
    const [told] = (await messagesOf('staff_a')).filter((m) => m.param?.processId === p.id);
    expect(told).toMatchObject({ target_type: 21, param: { route: '/brandApply' } });
    expect(told!.title).toContain(p.no);
  });

  it('is answered again, submitted, assigned experts and passed', async () => {
    const mine = await ok('client', 'GET', `ent/processDetail?processId=${p.id}`);
    expect(mine).toMatchObject({ canEdit: true, canSubmit: true });
    await ok('client', 'POST', 'paper/saveAnswer', {
      processId: p.id,
      qsId: qs.service,
      data: { level: '2', note: '补充服务承诺说明' },
      draft: false,
    });
    p = await ok('client', 'POST', 'ent/submit', { processId: p.id });
    expect(p.status).toBe(1);

    const candidates = await ok<{ id: string; username: string }[]>('body', 'GET', 'ent/expertCandidates');
    expect(candidates.map((c) => c.username).sort()).toEqual(['expert_a', 'expert_a2', 'expert_a3']);
    const notExpert = await call('body', 'POST', 'ent/assignExperts', {
      processId: p.id,
      expertIds: [ids.client],
    });
    expect(notExpert.statusCode).toBe(400);
    expect(notExpert.json().data.errors[0].field).toBe('body.expertIds.0');
    p = await ok('body', 'POST', 'ent/assignExperts', {
      processId: p.id,
      expertIds: [ids.expert, ids.expert2],
    });
    expect(p.experts.map((e) => e.expertId).sort()).toEqual([ids.expert, ids.expert2].sort());
    // The enterprise follows the scoring without learning who scores.
    const seen = await ok('client', 'GET', `ent/processDetail?processId=${p.id}`);
    expect(seen.experts.map((e) => [e.expertId, e.expertName])).toEqual([
      ['1', ''],
      ['2', ''],
    ]);

    p = await ok('body', 'POST', 'ent/formalCheck', { processId: p.id, result: 'passed' });
    expect(p).toMatchObject({ status: 3, canCheck: false, canWithdraw: false });
    expect(await openTask(p.instanceId!)).toEqual(['scoring']);
    for (const expert of ['expert_a', 'expert_a2']) {
      const told = (await messagesOf(expert)).filter((m) => m.param?.processId === p.id);
      expect(told).toEqual([
        expect.objectContaining({ target_type: 21, param: { processId: p.id, route: '/0010' } }),
      ]);
    }
    // The assigned expert reads the answers; the enterprise can no longer withdraw.
    const read = await ok<unknown[]>('expert', 'POST', `paper/getASData?processId=${p.id}`);
    expect(read).toHaveLength(2);
    expect((await call('client', 'POST', 'ent/withdraw', { processId: p.id })).statusCode).toBe(409);
    expect(
      (await call('client', 'POST', 'paper/saveAnswer', { processId: p.id, qsId: qs.quality, data: {} }))
        .statusCode,
    ).toBe(409);
  });

  it('is reviewed once scored: returned to scoring, then approved with its strength and level', async () => {
    const scoreAll = async (who: Who, level: number) => {
      const scores = [qs.quality, qs.service].flatMap((qsId) => [
        { qsId, indicator: 'level', score: level, comment: '' },
        { qsId, indicator: 'note', score: 4, comment: '' },
      ]);
      await ok(who, 'POST', 'expert/saveScores', { processId: p.id, scores, submit: true });
    };
    await scoreAll('expert', 8);
    expect(
      (await call('body', 'POST', 'ent/review', { processId: p.id, result: 'approved' })).statusCode,
    ).toBe(409);
    await scoreAll('expert2', 10);
    p = await ok('body', 'GET', `ent/processDetail?processId=${p.id}`);
    expect(p).toMatchObject({ status: 4, canReview: true, canAssign: false });
    expect(
      (await call('body', 'POST', 'ent/assignExperts', { processId: p.id, expertIds: [ids.expert] }))
        .statusCode,
    ).toBe(409);

    p = await ok('body', 'POST', 'ent/review', {
      processId: p.id,
      result: 'returned',
      comment: '请复核评分',
    });
    expect(p.status).toBe(3);
    expect(p.experts.every((e) => e.submittedAt === null)).toBe(true);
    expect(await openTask(p.instanceId!)).toEqual(['scoring']);
    expect((await messagesOf('expert_a')).filter((m) => m.param?.processId === p.id)).toHaveLength(2);

    await scoreAll('expert', 8);
    await scoreAll('expert2', 10);
    p = await ok('body', 'POST', 'ent/review', { processId: p.id, result: 'approved' });
    // Per questionnaire: consensus (8 + 10) / 2 = 9 and 4 of 10 + 5 → 13 / 15; both groups alike.
    expect(p).toMatchObject({ status: 5, strengthScore: '86.67', level: 'AAAA' });
    expect(await openTask(p.instanceId!)).toEqual([]);
    const told = (await messagesOf('staff_a')).filter((m) => m.param?.processId === p.id);
    expect(told.at(-1)).toMatchObject({ target_type: 21, param: { route: '/brandApply' } });
  });
});

describe('a published valuation', () => {
  it('keeps the inputs its value was computed with when the settings change afterwards', async () => {
    const v = await ok(
      'client',
      'POST',
      'ent/saveWorkFlow',
      application({ businessType: 'valuation', brandName: '定值品牌' }),
    );
    await answered(v.id);
    await ok('client', 'POST', 'ent/submit', { processId: v.id });
    await ok('body', 'POST', 'ent/assignExperts', { processId: v.id, expertIds: [ids.expert] });
    await ok('body', 'POST', 'ent/formalCheck', { processId: v.id, result: 'passed' });
    const scores = [qs.quality, qs.service].flatMap((qsId) => [
      { qsId, indicator: 'level', score: 9, comment: '' },
      { qsId, indicator: 'note', score: 4, comment: '' },
    ]);
    await ok('expert', 'POST', 'expert/saveScores', { processId: v.id, scores, submit: true });
    const settings = await ok<{ discountRate: string }>('body', 'GET', 'settings/get');
    await ok('body', 'POST', 'ent/review', { processId: v.id, result: 'approved' });

    await ok('body', 'POST', 'settings/save', { ...settings, discountRate: '0.2' });
    const value = await ok<{ inputs: { discountRate: string }; sources: { discountRate: string } }>(
      'body',
      'GET',
      `ent/queryValuePrice?processId=${v.id}`,
    );
    expect(Number(value.inputs.discountRate)).toBe(Number(settings.discountRate));
    expect(value.sources.discountRate).toBe('saved');
    await ok('body', 'POST', 'settings/save', settings);
  });
});

describe('a withdrawal', () => {
  it('is possible before the formal check and cancels the process', async () => {
    const p = await ok('client', 'POST', 'ent/saveWorkFlow', application({ brandName: '撤回品牌' }));
    await answered(p.id);
    await ok('client', 'POST', 'ent/submit', { processId: p.id });
    const withdrawn = await ok('client', 'POST', 'ent/withdraw', { processId: p.id });
    expect(withdrawn).toMatchObject({ status: 9, canWithdraw: false, canEdit: false });
    const [instance] = await q<{ status: string }>(
      sql`select status from wf_instances where id = ${p.instanceId}`,
    );
    expect(instance?.status).not.toBe('running');
    expect(await openTask(p.instanceId!)).toEqual([]);
    expect((await call('client', 'POST', 'ent/withdraw', { processId: p.id })).statusCode).toBe(409);
    expect(
      (await call('body', 'POST', 'ent/formalCheck', { processId: p.id, result: 'passed' })).statusCode,
    ).toBe(409);
  });
});

describe('tenancy', () => {
  it('keeps another tenant’s process out of every list and detail', async () => {
    const [green] = await q<{ id: string }>(sql`select id from tenants where code = 'green-carbon'`);
    const [row] = await q<{ id: string }>(sql`insert into brand_processes (tenant_id, no, applicant_id,
        business_type, brand_name, ent_name, credit_code, contact_name, contact_tel)
      values (${green!.id}, 'BA-2026-99999', ${ids.client}, 'rating', '他人品牌', '他人企业',
        '91110000600037341L', '李', '1') returning id`);
    expect((await call('client', 'GET', `ent/processDetail?processId=${row!.id}`)).statusCode).toBe(404);
    expect((await call('body', 'GET', `ent/processDetail?processId=${row!.id}`)).statusCode).toBe(404);
    for (const who of ['client', 'body'] as const) {
      const page = await ok<{ items: { no: string }[] }>(
        who,
        'POST',
        'ent/queryProcessPage?pageSize=100',
        {},
      );
      expect(page.items.map((i) => i.no)).not.toContain('BA-2026-99999');
    }
  });
});

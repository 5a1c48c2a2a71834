// Business items through HTTP as the publishing tenant's reviewers and the target tenants' staff meet
// them (issue 19): items, papers pinned to a form version, target tenants, publishing with its
// messages, closing, and the papers published to a tenant with the caller's own status.
import crypto from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import {
  bizSubmissions,
  formVersions,
  forms,
  messages,
  operationLogs,
  tenants,
  users,
} from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const S = '/api/api-spacestation';
const IND = `${S}/ind`;
let t: TestDatabase;
let app: App;

type Who = 'admin' | 'reviewer' | 'staff' | 'expert' | 'green' | 'nobiz';
const token = {} as Record<Who, string>;
/** Tenant ids by code. */
const tenant: Record<string, string> = {};
/** Tenant user ids by `code:username`. */
const member: Record<string, string> = {};

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${IND}/${url}`,
    headers: { authorization: `Bearer ${token[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

/** The status, message and first problem of a refused call. */
async function refused(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  const res = await call(who, method, url, payload, language);
  const body = res.json();
  return { status: res.statusCode, msg: body.msg as string, error: body.data?.errors?.[0] };
}

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const input = (model: string, label = model) => ({
  type: 'input',
  label,
  model,
  key: `input_${model}`,
  options: {},
  rules: [],
});
const template = (...models: string[]) => JSON.stringify({ list: models.map((m) => input(m)), config: {} });

/** An indicator form of east-cert saved by staff_a (a form designer), at version 1. */
async function indicatorForm(formName: string, json = template('name')) {
  return ok<{ id: string; version: number }>('staff', 'POST', `${S}/sp/form/saveIDB`, { formName, json });
}

/** A form of another kind written directly (a scoring form or questionnaire of east-cert). */
async function storedForm(kind: 2 | 3, formName: string) {
  const json = template('score');
  const [row] = await t.database.db
    .insert(forms)
    .values({
      tenantId: tenant['east-cert']!,
      kind,
      formName,
      json,
      total: kind === 3 ? 10 : null,
      version: 1,
    })
    .returning();
  await t.database.db.insert(formVersions).values({
    tenantId: row!.tenantId,
    formId: row!.id,
    version: 1,
    formName,
    json,
    total: row!.total,
  });
  return row!;
}

interface Summary {
  id: string;
  name: string;
  type: string;
  typeName: string | null;
  status: number;
  paperCount: number;
  tenantCount: number;
  submittedCount: number;
  pendingCount: number;
  createdBy: string | null;
}
interface PaperOut {
  id: string;
  formId: string;
  formVersion: number;
  kind: number;
  formName: string;
  experts: string[];
  submissionCount: number;
  formJson?: string;
}
interface Published {
  paperId: string;
  bizId: string;
  bizName: string;
  typeName: string | null;
  publisherName: string;
  closed: boolean;
  submitId: string | null;
  status: number;
}

let itemNo = 0;
async function newItem(
  name = `业务${++itemNo}-${crypto.randomBytes(3).toString('hex')}`,
  extra: object = {},
) {
  return ok<Summary>('reviewer', 'POST', 'biz/addBiz', { name, type: 'QMS', ...extra });
}

async function bind(bizId: string, formId: string, extra: object = {}) {
  return ok<PaperOut>('reviewer', 'POST', 'biz/bindPaper', { bizId, formId, ...extra });
}

/** A submission of `paper` by a member, written as the compliance module would. */
async function submission(
  bizId: string,
  paperId: string,
  code: string,
  username: string,
  status = 1,
): Promise<string> {
  const [row] = await t.database.db
    .insert(bizSubmissions)
    .values({
      tenantId: tenant['east-cert']!,
      no: `BIZ${crypto.randomBytes(6).toString('hex')}`,
      bizId,
      paperId,
      submitterTenantId: tenant[code]!,
      submitterId: member[`${code}:${username}`]!,
      submitterName: username,
      submitterTenantName: code,
      status,
      version: status > 0 ? 1 : 0,
    })
    .returning({ id: bizSubmissions.id });
  return row!.id;
}

const published = async (who: Who, filter: object = {}) =>
  (
    await ok<{ items: Published[]; total: number }>(
      who,
      'POST',
      'paper/getPublishedPaperList?pageIndex=1&pageSize=100',
      filter,
    )
  ).items;

/** Messages about an item received in a tenant, by receiver username. */
async function receivers(code: string, itemName: string) {
  const rows = rowsOf<{ username: string; title: string; target_type: number; param: string }>(
    await t.database.db.execute(sql`select u.username, m.title, m.target_type, m.param from ${messages} m
      join tenant_users tu on tu.tenant_id = m.tenant_id and tu.id = m.receiver_tenant_user_id
      join users u on u.id = tu.user_id
      where m.tenant_id = ${tenant[code]!} and m.title like ${`%${itemName}%`}`),
  );
  return rows;
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
  for (const r of await t.database.db.select().from(tenants)) tenant[r.code] = r.id;
  const rows = rowsOf<{ id: string; username: string; code: string }>(
    await t.database.db.execute(sql`select tu.id, u.username, tn.code from tenant_users tu
      join users u on u.id = tu.user_id join tenants tn on tn.id = tu.tenant_id`),
  );
  for (const r of rows) member[`${r.code}:${r.username}`] = r.id;
  token.admin = await signIn('admin', 'Admin@123', tenant['east-cert']);
  token.reviewer = await signIn('reviewer_a', 'Demo@123');
  token.staff = await signIn('staff_a', 'Demo@123');
  token.expert = await signIn('expert_a', 'Demo@123');
  token.green = await signIn('staff_b', 'Demo@123');
  token.nobiz = await signIn('nobiz_a', 'Demo@123');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('business items', () => {
  it('creates, changes, lists and filters items with their counts and type names', async () => {
    const created = await call('reviewer', 'POST', 'biz/addBiz', {
      name: '2026年度质量体系自评',
      type: 'QMS',
      openDate: '2026-01-01',
      closeDate: '2026-12-31',
      description: '年度自评',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().msg).toBe('新增成功');
    const item = created.json().data as Summary;
    expect(item).toMatchObject({
      name: '2026年度质量体系自评',
      type: 'QMS',
      typeName: '质量管理体系认证',
      status: 0,
      paperCount: 0,
      tenantCount: 0,
      submittedCount: 0,
      pendingCount: 0,
      createdBy: '王芳',
    });
    const carbon = await newItem('碳排放核查资料', { type: 'CARBON' });

    const updated = await ok<Summary>('reviewer', 'POST', 'biz/updateBizById', {
      id: item.id,
      name: '2026年度质量体系自评（修订）',
      type: 'QMS',
      closeDate: '2026-11-30',
    });
    expect(updated).toMatchObject({
      name: '2026年度质量体系自评（修订）',
      closeDate: '2026-11-30',
      openDate: null,
    });

    const list = (filter: object, language?: string) =>
      call('reviewer', 'POST', 'biz/getBizListBySearch?pageIndex=1&pageSize=50', filter, language);
    const byName = (await list({ name: '质量体系' })).json().data;
    expect(byName.items.map((i: Summary) => i.id)).toEqual([item.id]);
    expect(byName.total).toBe(1);
    const byType = (await list({ type: 'CARBON' })).json().data.items.map((i: Summary) => i.id);
    expect(byType).toContain(carbon.id);
    expect(byType).not.toContain(item.id);
    expect((await list({ status: 1, name: '质量体系' })).json().data.total).toBe(0);
    const english = (await list({ name: '碳排放核查资料' }, 'en-US')).json().data.items[0];
    expect(english.typeName).toBe('Carbon emission verification');

    const detail = await ok<Summary & { papers: unknown[] }>(
      'reviewer',
      'GET',
      `biz/getBizById?bizId=${item.id}`,
    );
    expect(detail).toMatchObject({ id: item.id, papers: [] });

    const [logged] = await t.database.db
      .select()
      .from(operationLogs)
      .where(and(eq(operationLogs.targetId, item.id), like(operationLogs.action, '%addBiz')));
    expect(logged).toMatchObject({ summary: '新增业务', targetName: '2026年度质量体系自评' });
  });

  it("refuses bad input with 400 naming the field, in the caller's language", async () => {
    expect(await refused('reviewer', 'POST', 'biz/addBiz', { name: '', type: 'QMS' })).toMatchObject({
      status: 400,
      error: { field: 'body.name' },
    });
    expect(await refused('reviewer', 'POST', 'biz/addBiz', { name: '未知类型', type: 'NOPE' })).toMatchObject(
      {
        status: 400,
        error: { field: 'body.type', reason: '业务类型“NOPE”不存在' },
      },
    );
    const english = await refused('reviewer', 'POST', 'biz/addBiz', { name: 'x', type: 'NOPE' }, 'en-US');
    expect(english).toMatchObject({
      status: 400,
      error: { field: 'body.type', reason: 'The business type "NOPE" does not exist' },
    });
    expect(english.msg).toContain('does not exist');
    expect(
      await refused('reviewer', 'POST', 'biz/addBiz', {
        name: '日期颠倒',
        type: 'QMS',
        openDate: '2026-05-01',
        closeDate: '2026-04-01',
      }),
    ).toMatchObject({ status: 400, error: { field: 'body.closeDate', reason: '截止日期不能早于开始日期' } });
    expect(await refused('reviewer', 'GET', 'biz/getBizById?bizId=nope')).toMatchObject({
      status: 400,
      error: { field: 'query.bizId' },
    });
    expect(await refused('reviewer', 'GET', `biz/getBizById?bizId=${crypto.randomUUID()}`)).toMatchObject({
      status: 404,
      msg: '业务不存在',
    });
  });

  it('lets only holders of the management page manage items, and only holders of /business read papers', async () => {
    const item = await newItem();
    for (const who of ['staff', 'expert', 'green', 'nobiz'] as const) {
      expect((await call(who, 'POST', 'biz/getBizListBySearch?pageIndex=1&pageSize=10', {})).statusCode).toBe(
        403,
      );
      expect((await call(who, 'POST', 'biz/addBiz', { name: '越权', type: 'QMS' })).statusCode).toBe(403);
      expect((await call(who, 'POST', 'biz/publishBiz', { bizId: item.id })).statusCode).toBe(403);
      expect((await call(who, 'GET', `bizTenant/queryListByBizId?bizId=${item.id}`)).statusCode).toBe(403);
    }
    for (const who of ['expert', 'nobiz'] as const) {
      expect(
        (await call(who, 'POST', 'paper/getPublishedPaperList?pageIndex=1&pageSize=10', {})).statusCode,
      ).toBe(403);
    }
    expect(
      (await call('admin', 'POST', 'biz/getBizListBySearch?pageIndex=1&pageSize=10', {})).statusCode,
    ).toBe(200);
  });
});

describe('papers', () => {
  it('pins the form version it binds: later edits of the form leave the paper as it was', async () => {
    const item = await newItem();
    const v1 = template('name', 'phone');
    const form = await indicatorForm('企业基本信息', v1);
    const paper = await bind(item.id, form.id);
    expect(paper).toMatchObject({
      formId: form.id,
      formVersion: 1,
      kind: 1,
      formName: '企业基本信息',
      experts: [],
    });

    const v2 = template('name');
    await ok('staff', 'POST', `${S}/sp/form/saveIDB`, {
      id: form.id,
      formName: '企业基本信息（新）',
      json: v2,
    });
    const papers = await ok<PaperOut[]>('reviewer', 'GET', `biz/getPaperListByBizId?bizId=${item.id}`);
    expect(papers).toEqual([
      expect.objectContaining({ id: paper.id, formVersion: 1, formJson: v1, formName: '企业基本信息' }),
    ]);

    // Another item binds the new version by default, or the old one when asked.
    const other = await newItem();
    expect(await bind(other.id, form.id)).toMatchObject({ formVersion: 2, formName: '企业基本信息（新）' });
    const third = await newItem();
    await bind(third.id, form.id, { formVersion: 1 });
    const pinned = await ok<PaperOut[]>('reviewer', 'GET', `biz/getPaperListByBizId?bizId=${third.id}`);
    expect(pinned[0]).toMatchObject({ formVersion: 1, formJson: v1 });

    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', { bizId: item.id, formId: form.id }),
    ).toMatchObject({
      status: 409,
      msg: '表单“企业基本信息（新）”已绑定到该业务',
    });
    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', { bizId: item.id, formId: crypto.randomUUID() }),
    ).toMatchObject({ status: 404, msg: '表单不存在' });
    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', {
        bizId: other.id,
        formId: form.id,
        formVersion: 9,
      }),
    ).toMatchObject({ status: 400, error: { field: 'body.formVersion' } });
    // A form of another tenant is not found.
    const foreign = await ok<{ id: string }>('green', 'POST', `${S}/sp/form/saveIDB`, {
      formName: '他人的表单',
      json: template('x'),
    });
    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', { bizId: item.id, formId: foreign.id }),
    ).toMatchObject({ status: 404 });
  });

  it('assigns experts of the publishing tenant to scoring forms only', async () => {
    const item = await newItem();
    const scoring = await storedForm(3, '现场评分表');
    const questionnaire = await storedForm(2, '满意度问卷');
    const paper = await bind(item.id, scoring.id, { experts: ['expert_a', 'EXPERT_A'] });
    expect(paper).toMatchObject({ kind: 3, experts: ['expert_a'], total: 10 });
    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', {
        bizId: item.id,
        formId: questionnaire.id,
        experts: ['expert_a'],
      }),
    ).toMatchObject({ status: 400, error: { field: 'body.experts', reason: '只有评分表可以指定专家' } });
    expect(await bind(item.id, questionnaire.id)).toMatchObject({ kind: 2, experts: [] });

    const outsider = await refused('reviewer', 'POST', 'biz/updatePaper', {
      paperId: paper.id,
      experts: ['expert_a', 'expert_b', 'nobody_here'],
    });
    expect(outsider).toMatchObject({
      status: 400,
      error: { field: 'body.experts', reason: '以下专家不是本租户的用户：expert_b、nobody_here' },
    });
    expect(
      await ok<PaperOut>('reviewer', 'POST', 'biz/updatePaper', {
        paperId: paper.id,
        experts: ['reviewer_a'],
        sort: 5,
      }),
    ).toMatchObject({ experts: ['reviewer_a'], sort: 5 });
  });

  it("offers managers the tenant's forms of each kind to bind, with a preview, though they may not design forms", async () => {
    const indicator = await indicatorForm('供应商自评表');
    const scoring = await storedForm(3, '供方评分表');
    const choices = await ok<{ id: string; kind: number; version: number }[]>(
      'reviewer',
      'POST',
      'biz/getFormList',
      {
        kind: 1,
        keyword: '供应商',
      },
    );
    expect(choices).toEqual([expect.objectContaining({ id: indicator.id, kind: 1, version: 1 })]);
    const scored = await ok<{ id: string }[]>('reviewer', 'POST', 'biz/getFormList', { kind: 3 });
    expect(scored.map((f) => f.id)).toContain(scoring.id);
    expect(scored.map((f) => f.id)).not.toContain(indicator.id);
    const preview = await ok<{ json: string; formName: string }>(
      'reviewer',
      'GET',
      `biz/getFormById?formId=${indicator.id}`,
    );
    expect(preview).toMatchObject({ formName: '供应商自评表', json: template('name') });
    // The form list of the designer is not the reviewer's; the manager's list is not the designer's.
    expect(
      (await call('reviewer', 'POST', `${S}/sp/form/getIDBPageList?pageIndex=1&pageSize=10`, {})).statusCode,
    ).toBe(403);
    expect((await call('staff', 'POST', 'biz/getFormList', { kind: 1 })).statusCode).toBe(403);
    expect(await refused('reviewer', 'POST', 'biz/getFormList', { kind: 4 })).toMatchObject({
      status: 400,
      error: { field: 'body.kind' },
    });
    expect((await call('green', 'GET', `biz/getFormById?formId=${indicator.id}`)).statusCode).toBe(403);
  });

  it('refuses to unbind a paper, or delete its item, once a submission exists', async () => {
    const item = await newItem();
    const form = await indicatorForm('年度自评表');
    const paper = await bind(item.id, form.id);
    const submitted = await submission(item.id, paper.id, 'east-cert', 'staff_a');

    const unbind = await refused('reviewer', 'POST', 'biz/unbindPaper', {
      bizId: item.id,
      paperId: paper.id,
    });
    expect(unbind).toEqual({ status: 409, msg: '表单“年度自评表”已有1份填报，不能解绑', error: undefined });
    const english = await refused(
      'reviewer',
      'POST',
      'biz/unbindPaper',
      { bizId: item.id, paperId: paper.id },
      'en-US',
    );
    expect(english.msg).toBe('The form "年度自评表" has 1 submission(s) and cannot be unbound');
    expect(await refused('reviewer', 'POST', `biz/deleteBizById?bizId=${item.id}`)).toMatchObject({
      status: 409,
      msg: expect.stringContaining('已有1份填报，不能删除'),
    });
    expect(
      (await ok<PaperOut[]>('reviewer', 'GET', `biz/getPaperListByBizId?bizId=${item.id}`))[0],
    ).toMatchObject({
      submissionCount: 1,
    });

    await t.database.db.delete(bizSubmissions).where(eq(bizSubmissions.id, submitted));
    const done = await call('reviewer', 'POST', 'biz/unbindPaper', { bizId: item.id, paperId: paper.id });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().msg).toBe('解绑成功');
    expect(await ok<PaperOut[]>('reviewer', 'GET', `biz/getPaperListByBizId?bizId=${item.id}`)).toEqual([]);
    expect(await ok('reviewer', 'POST', `biz/deleteBizById?bizId=${item.id}`)).toBeNull();
    expect((await call('reviewer', 'GET', `biz/getBizById?bizId=${item.id}`)).statusCode).toBe(404);
  });
});

describe('publishing', () => {
  it('refuses an item without a paper or without a target tenant, naming what is missing', async () => {
    const item = await newItem();
    expect(await refused('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id })).toMatchObject({
      status: 400,
      error: { field: 'papers', reason: '请先为业务绑定至少一份表单' },
    });
    await bind(item.id, (await indicatorForm('发布校验表')).id);
    expect(await refused('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id })).toMatchObject({
      status: 400,
      error: { field: 'body.tenantIds', reason: '请先选择至少一个发布对象（租户）' },
    });
    expect(
      await refused('reviewer', 'POST', 'biz/publishBiz', {
        bizId: item.id,
        tenantIds: [crypto.randomUUID()],
      }),
    ).toMatchObject({ status: 400, error: { field: 'body.tenantIds' } });
    expect((await ok<Summary>('reviewer', 'GET', `biz/getBizById?bizId=${item.id}`)).status).toBe(0);
  });

  it("tells the target tenants' business staff only, and on republishing only the tenants added since", async () => {
    const name = `绿色工厂评价${crypto.randomBytes(2).toString('hex')}`;
    const item = await newItem(name, { closeDate: '2099-06-30' });
    await bind(item.id, (await indicatorForm('绿色工厂指标')).id);
    const options = await ok<{ id: string; code: string }[]>('reviewer', 'POST', 'biz/getTenantList', {
      keyword: 'green',
    });
    expect(options.map((o) => o.code)).toEqual(['green-carbon']);

    // staff_b reads English: their message is worded in it.
    await t.database.db.update(users).set({ language: 'en-US' }).where(eq(users.username, 'staff_b'));
    const first = await call('reviewer', 'POST', 'biz/publishBiz', {
      bizId: item.id,
      tenantIds: [tenant['green-carbon']],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ msg: '发布成功', data: { tenants: 1, notified: 1 } });
    const green = await receivers('green-carbon', name);
    // staff_b holds 42 (and 8); admin holds 8 in green-carbon; expert_b holds 33 only.
    expect(green.map((r) => r.username).sort()).toEqual(['admin', 'staff_b']);
    await t.database.db.update(users).set({ language: null }).where(eq(users.username, 'staff_b'));
    expect(Object.fromEntries(green.map((r) => [r.username, r.title]))).toEqual({
      admin: `新业务待办理：${name}`,
      staff_b: `New business item: ${name}`,
    });
    expect(green[0]!.target_type).toBe(21);
    expect(JSON.parse(green[0]!.param)).toMatchObject({ bizId: item.id, route: '/business' });
    expect(await receivers('east-cert', name)).toEqual([]);

    const summary = await ok<Summary>('reviewer', 'GET', `biz/getBizById?bizId=${item.id}`);
    expect(summary).toMatchObject({ status: 1, tenantCount: 1, paperCount: 1 });

    const added = await ok<{ tenantId: string; notifiedAt: string | null }[]>(
      'reviewer',
      'POST',
      'bizTenant/batchAddBizTenant',
      { bizId: item.id, tenantIds: [tenant['east-cert'], tenant['green-carbon']] },
    );
    expect(added.map((a) => [a.tenantId, a.notifiedAt === null])).toEqual([
      [tenant['green-carbon'], false],
      [tenant['east-cert'], true],
    ]);
    expect(await ok('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id })).toEqual({
      tenants: 2,
      notified: 1,
    });
    expect((await receivers('green-carbon', name)).length).toBe(2);
    expect((await receivers('east-cert', name)).map((r) => r.username).sort()).toEqual(['admin', 'staff_a']);
    // Nothing new: nobody is told again.
    expect(await ok('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id })).toEqual({
      tenants: 2,
      notified: 0,
    });
    expect((await receivers('east-cert', name)).length).toBe(2);
    const targets = await ok<{ notifiedAt: string | null }[]>(
      'reviewer',
      'GET',
      `bizTenant/queryListByBizId?bizId=${item.id}`,
    );
    expect(targets.every((x) => x.notifiedAt !== null)).toBe(true);
  });

  it('shows the papers to staff of the tenants published to, with their own status; not to others', async () => {
    const name = `供应商合规问卷${crypto.randomBytes(2).toString('hex')}`;
    const item = await newItem(name, { type: 'BRAND' });
    const paper = await bind(item.id, (await indicatorForm('供应商合规表')).id);
    const draft = await newItem(`${name}（草稿）`);
    await bind(draft.id, (await indicatorForm('草稿表')).id);
    await ok('reviewer', 'POST', 'bizTenant/batchAddBizTenant', {
      bizId: draft.id,
      tenantIds: [tenant['green-carbon']],
    });
    // Chosen but not yet published: not visible.
    await ok('reviewer', 'POST', 'bizTenant/batchAddBizTenant', {
      bizId: item.id,
      tenantIds: [tenant['green-carbon']],
    });
    expect((await published('green', { keyword: name })).map((p) => p.paperId)).toEqual([]);

    await ok('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id });
    const seen = await published('green', { keyword: name });
    expect(seen).toEqual([
      expect.objectContaining({
        paperId: paper.id,
        bizId: item.id,
        bizName: name,
        typeName: '品牌评价',
        publisherName: '华东质量认证中心',
        closed: false,
        submitId: null,
        status: -1,
      }),
    ]);
    // east-cert publishes it but is not a target: its staff do not see it.
    expect((await published('staff', { keyword: name })).map((p) => p.paperId)).toEqual([]);

    const mine = await submission(item.id, paper.id, 'green-carbon', 'staff_b', 1);
    expect(await published('green', { keyword: name })).toEqual([
      expect.objectContaining({ paperId: paper.id, submitId: mine, status: 1 }),
    ]);
    expect((await published('green', { keyword: name, status: -1 })).length).toBe(0);
    expect((await published('green', { keyword: name, status: 1 })).length).toBe(1);
    expect((await published('green', { keyword: name, type: 'QMS' })).length).toBe(0);
    const english = await call(
      'green',
      'POST',
      'paper/getPublishedPaperList?pageIndex=1&pageSize=10',
      { keyword: name },
      'en-US',
    );
    expect(english.json().data.items[0].typeName).toBe('Brand evaluation');

    const counts = await ok<Summary>('reviewer', 'GET', `biz/getBizById?bizId=${item.id}`);
    expect(counts).toMatchObject({ submittedCount: 1, pendingCount: 1 });

    // A tenant that submitted cannot be removed; closing shows the paper as closed.
    const [target] = await ok<{ id: string; submittedCount: number }[]>(
      'reviewer',
      'GET',
      `bizTenant/queryListByBizId?bizId=${item.id}`,
    );
    expect(target!.submittedCount).toBe(1);
    expect(
      await refused('reviewer', 'POST', 'bizTenant/batchDeleteByIds', { ids: [target!.id] }),
    ).toMatchObject({
      status: 409,
      msg: '绿源碳管理科技有限公司已有填报，不能移除',
    });
    expect(await ok('reviewer', 'POST', 'biz/closeBiz', { bizId: item.id })).toBeNull();
    expect(await published('green', { keyword: name })).toEqual([expect.objectContaining({ closed: true })]);
  });
});

describe('closing', () => {
  it('closes a published item; a closed item cannot be changed; a draft is deleted, not closed', async () => {
    const item = await newItem();
    const form = await indicatorForm('关闭测试表');
    await bind(item.id, form.id);
    expect(await refused('reviewer', 'POST', 'biz/closeBiz', { bizId: item.id })).toMatchObject({
      status: 409,
    });
    await ok('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id, tenantIds: [tenant['green-carbon']] });
    const closed = await call('reviewer', 'POST', 'biz/closeBiz', { bizId: item.id });
    expect(closed.json()).toMatchObject({ code: 200, msg: '业务已关闭' });
    expect(await ok<Summary>('reviewer', 'GET', `biz/getBizById?bizId=${item.id}`)).toMatchObject({
      status: 2,
    });

    const readOnly = { status: 409, msg: expect.stringContaining('已关闭，不能再修改') };
    expect(
      await refused('reviewer', 'POST', 'biz/updateBizById', { id: item.id, name: '改名', type: 'QMS' }),
    ).toMatchObject(readOnly);
    expect(
      await refused('reviewer', 'POST', 'biz/bindPaper', {
        bizId: item.id,
        formId: (await indicatorForm('关闭后绑定')).id,
      }),
    ).toMatchObject(readOnly);
    expect(await refused('reviewer', 'POST', 'biz/publishBiz', { bizId: item.id })).toMatchObject(readOnly);
    expect(
      await refused('reviewer', 'POST', 'bizTenant/batchAddBizTenant', {
        bizId: item.id,
        tenantIds: [tenant['east-cert']],
      }),
    ).toMatchObject(readOnly);
    const [paper] = await ok<PaperOut[]>('reviewer', 'GET', `biz/getPaperListByBizId?bizId=${item.id}`);
    expect(
      await refused('reviewer', 'POST', 'biz/unbindPaper', { bizId: item.id, paperId: paper!.id }),
    ).toMatchObject(readOnly);
  });
});

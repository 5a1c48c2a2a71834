// Filling in and reviewing business submissions through HTTP (issue 19): drafts kept on the server,
// submission checked against the pinned form version, review with field comments from 业务审查 and from
// the work queue (the biz-submission process), versions kept, submitters of another tenant, and the
// refusals (not published to the tenant, closed items, double review). Business items are set up by
// SQL; the job worker is driven round by round.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const B = '/api/api-brms/compliance/form';
let t: TestDatabase;
let app: App;

type Who = 'staff' | 'reviewer' | 'expert' | 'green' | 'auditor';
const token = {} as Record<Who, string>;
const tenant = {} as Record<'east' | 'green', string>;

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

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function signIn(username: string, pwd: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const field = (type: string, model: string, rules: unknown[] = [], options: object = {}) => ({
  type,
  label: model,
  model,
  key: `${type}_${model}`,
  options,
  rules,
});

const FORM = JSON.stringify({
  list: [
    field('input', 'name', [{ required: true }]),
    field('input', 'secret', [], { hidden: true }),
    {
      type: 'batch',
      label: 'rows',
      model: 'rows',
      key: 'batch_rows',
      options: {},
      list: [field('input', 'cell', [{ required: true }])],
    },
    field('uploadFile', 'files'),
  ],
  config: { outputHidden: false },
});

/** A business item of east-cert with one paper, published to `targets`. */
async function item(
  targets: string[],
  extra: { status?: number; closeDate?: string; openDate?: string; name?: string } = {},
) {
  const db = t.database.db;
  const [biz] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into biz_items (tenant_id, name, type, status, open_date, close_date, published_at)
      values (${tenant.east}, ${extra.name ?? '年度合规填报'}, 'QS1', ${extra.status ?? 1},
        ${extra.openDate ?? null}, ${extra.closeDate ?? null}, now()) returning id`),
  );
  const [paper] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into biz_papers (tenant_id, biz_id, form_id, form_version, kind, form_name, form_json)
      values (${tenant.east}, ${biz!.id}, gen_random_uuid(), 1, 1, '合规指标表', ${FORM}) returning id`),
  );
  for (const target of targets) {
    await db.execute(sql`insert into biz_tenants (tenant_id, biz_id, target_tenant_id, notified_at)
      values (${tenant.east}, ${biz!.id}, ${target}, now())`);
  }
  return { bizId: biz!.id, paperId: paper!.id };
}

interface Detail {
  id: string;
  status: number;
  version: number;
  data: Record<string, unknown>;
  draftSavedAt: string | null;
  canEdit: boolean;
  canReview: boolean;
  wfInstanceId: string | null;
  lastReview: { outcome: string; comment: string | null; fieldComments: Record<string, string> } | null;
  reviews: unknown[];
  paper: { formJson: string };
}

const detail = (who: Who, submitId: string) => ok<Detail>(who, 'GET', `detail?submitId=${submitId}`);

const valid = (name = '张三') => ({
  name,
  secret: 'kept out',
  rows: [{ _id: 'r1', seq: 0, cell: 'x' }],
  files: [],
});

/** The open review task of a submission's process. */
async function openTask(instanceId: string) {
  const rows = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select id from wf_tasks where instance_id = ${instanceId} and status = 'open'`,
    ),
  );
  expect(rows).toHaveLength(1);
  return rows[0]!.id;
}

async function runJobs() {
  await app.workflow.worker.runOnce();
}

async function messagesOf(username: string, tenantId: string) {
  return rowsOf<{ title: string; param: string | null }>(
    await t.database.db.execute(sql`select m.title, m.param::text as param from messages m
      join tenant_users tu on tu.id = m.receiver_tenant_user_id and tu.tenant_id = m.tenant_id
      join users u on u.id = tu.user_id
      where u.username = ${username} and m.tenant_id = ${tenantId} order by m.created_at`),
  );
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
  const rows = rowsOf<{ id: string; code: string }>(
    await t.database.db.execute(
      sql`select id, code from tenants where code in ('east-cert', 'green-carbon')`,
    ),
  );
  tenant.east = rows.find((r) => r.code === 'east-cert')!.id;
  tenant.green = rows.find((r) => r.code === 'green-carbon')!.id;
  token.staff = await signIn('staff_a', 'Demo@123');
  token.reviewer = await signIn('reviewer_a', 'Demo@123');
  token.expert = await signIn('expert_a', 'Demo@123');
  token.auditor = await signIn('auditor_a', 'Demo@123');
  token.green = await signIn('staff_b', 'Demo@123');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('the review process', () => {
  it('is deployed at start-up as a platform template, once', async () => {
    const rows = rowsOf<{ version: number }>(
      await t.database.db.execute(
        sql`select version from wf_definitions where key = 'biz-submission' and tenant_id is null`,
      ),
    );
    expect(rows).toEqual([{ version: 1 }]);
  });
});

describe('filling in and reviewing from 业务审查', () => {
  it('keeps drafts, checks the submission, and goes through return, resubmission and acceptance', async () => {
    const { bizId, paperId } = await item([tenant.east, tenant.green]);
    const ref = await ok<{ submitId: string; no: string }>('staff', 'POST', 'add', { bizId, paperId });
    expect(ref.no).toMatch(/^BIZ\d{8}\d{6}$/);
    // Adding again reopens the same submission.
    expect(await ok('staff', 'POST', 'add', { bizId, paperId })).toEqual(ref);
    const { submitId } = ref;

    const draft = { name: '草稿', rows: [] };
    const saved = await ok<{ savedAt: string }>('staff', 'POST', 'doanswer', { submitId, data: draft });
    expect(Date.parse(saved.savedAt)).not.toBeNaN();
    const reopened = await detail('staff', submitId);
    expect(reopened).toMatchObject({ status: 0, version: 0, data: draft, canEdit: true, canReview: false });
    expect(reopened.draftSavedAt).toBe(saved.savedAt);
    expect(JSON.parse(reopened.paper.formJson).list).toHaveLength(4);

    // A missing required field, in a dynamic-table row too: 400 naming the paths.
    const bad = await call('staff', 'POST', 'submit', {
      submitId,
      data: { name: ' ', rows: [{ _id: 'r1', seq: 0, cell: '' }] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.data.name',
      'body.data.rows[0].cell',
    ]);
    expect(bad.json().msg).toContain('共 2 处');
    const english = await call('staff', 'POST', 'submit', { submitId, data: { rows: [] } }, 'en-US');
    expect(english.statusCode).toBe(400);
    expect(english.json().msg).toMatch(/^The form has errors \(1 in all\): name: /);
    expect(english.json().data.errors[0]).toMatchObject({ field: 'body.data.name', reason: 'Required' });

    expect(await ok('staff', 'POST', 'submit', { submitId, data: valid() })).toEqual({
      submitId,
      version: 1,
      status: 1,
    });
    const submitted = await detail('staff', submitId);
    // The hidden field is stripped as the renderer strips it.
    expect(submitted.data).toEqual({ name: '张三', rows: [{ _id: 'r1', seq: 0, cell: 'x' }], files: [] });
    expect(submitted).toMatchObject({ status: 1, version: 1, canEdit: false });
    expect(submitted.wfInstanceId).toEqual(expect.any(String));
    // Submitted: no more drafts or submits until it is returned.
    expect((await call('staff', 'POST', 'doanswer', { submitId, data: draft })).statusCode).toBe(409);
    expect((await call('staff', 'POST', 'submit', { submitId, data: valid() })).statusCode).toBe(409);

    const page = await ok<{
      items: { id: string; status: number; bizName: string; formName: string }[];
      total: number;
    }>('reviewer', 'POST', 'list?pageIndex=1&pageSize=20', { bizId });
    expect(page.total).toBe(1);
    const byPaper = await ok<{ items: { id: string }[]; total: number }>(
      'reviewer',
      'POST',
      'list?pageIndex=1&pageSize=20',
      { paperId, status: 1 },
    );
    expect(byPaper).toMatchObject({ total: 1, items: [{ id: submitId }] });
    expect(page.items[0]).toMatchObject({
      id: submitId,
      status: 1,
      bizName: '年度合规填报',
      formName: '合规指标表',
    });
    expect((await ok<Detail>('reviewer', 'GET', `detail?submitId=${submitId}`)).canReview).toBe(true);

    // Returning needs a comment; then the field comment reaches the submitter.
    expect((await call('reviewer', 'POST', 'review', { submitId, outcome: 'returned' })).statusCode).toBe(
      400,
    );
    expect(
      await ok('reviewer', 'POST', 'review', {
        submitId,
        outcome: 'returned',
        comment: '请补充',
        fieldComments: { 'rows[0].cell': '数值不对' },
      }),
    ).toEqual({ submitId, version: 1, status: 2 });
    await runJobs();
    const returned = await detail('staff', submitId);
    expect(returned).toMatchObject({ status: 2, canEdit: true });
    expect(returned.lastReview).toMatchObject({
      outcome: 'returned',
      comment: '请补充',
      fieldComments: { 'rows[0].cell': '数值不对' },
    });
    const heard = await messagesOf('staff_a', tenant.east);
    expect(heard.at(-1)?.title).toBe('业务被退回：年度合规填报');
    expect(JSON.parse(heard.at(-1)!.param!)).toMatchObject({ route: '/business', submitId });

    // Edit, save and resubmit: version 2, both versions kept.
    await ok('staff', 'POST', 'doanswer', { submitId, data: { ...valid('李四') } });
    expect(await ok('staff', 'POST', 'submit', { submitId, data: valid('李四') })).toMatchObject({
      version: 2,
      status: 1,
    });
    const versions = await ok<{ items: { version: number; data: { name: string } }[] }>(
      'reviewer',
      'GET',
      `versions?submitId=${submitId}`,
    );
    expect(versions.items.map((v) => [v.version, v.data.name])).toEqual([
      [2, '李四'],
      [1, '张三'],
    ]);
    const first = await ok<Detail>('reviewer', 'GET', `detailwithanswer?submitId=${submitId}&version=1`);
    expect(first.data.name).toBe('张三');

    expect(
      await ok('reviewer', 'POST', 'review', { submitId, outcome: 'accepted', comment: '通过' }),
    ).toEqual({
      submitId,
      version: 2,
      status: 3,
    });
    // A second review of the same version: 409.
    expect((await call('reviewer', 'POST', 'review', { submitId, outcome: 'accepted' })).statusCode).toBe(
      409,
    );
    await runJobs();
    const accepted = await detail('staff', submitId);
    expect(accepted).toMatchObject({ status: 3, canEdit: false });
    expect(accepted.reviews).toHaveLength(2);
    expect((await messagesOf('staff_a', tenant.east)).at(-1)?.title).toBe('业务审查通过：年度合规填报');
    const mine = await ok<{ items: { id: string; status: number }[] }>(
      'staff',
      'POST',
      'mine?pageIndex=1&pageSize=20',
      {},
    );
    expect(mine.items).toContainEqual(expect.objectContaining({ id: submitId, status: 3 }));
  });
});

describe('reviewing from the work queue', () => {
  it('completing the task accepts, 退回 returns: the same statuses as 业务审查', async () => {
    const { bizId, paperId } = await item([tenant.east], { name: '队列审查' });
    const { submitId } = await ok<{ submitId: string }>('staff', 'POST', 'add', { bizId, paperId });
    await ok('staff', 'POST', 'submit', { submitId, data: valid() });
    const instance = (await detail('staff', submitId)).wfInstanceId!;
    const task = await openTask(instance);
    // The work queue knows the instance: detail finds the submission by its flowNo, and by its number.
    const fromQueue = await ok<Detail & { no: string }>('reviewer', 'GET', `detail?flowNo=${instance}`);
    expect(fromQueue).toMatchObject({ id: submitId, canReview: true, canEdit: false });
    expect((await ok<Detail>('reviewer', 'GET', `detail?no=${fromQueue.no}`)).id).toBe(submitId);
    const queue = await app.inject({
      method: 'POST',
      url: '/api/api-workflow/task/return',
      headers: { authorization: `Bearer ${token.reviewer}` },
      payload: { id: task, comment: '材料不全' },
    });
    expect(queue.statusCode, queue.body).toBe(200);
    await runJobs();
    const returned = await detail('staff', submitId);
    expect(returned).toMatchObject({ status: 2, canEdit: true });
    expect(returned.lastReview).toMatchObject({ outcome: 'returned', comment: '材料不全' });

    await ok('staff', 'POST', 'submit', { submitId, data: valid('王五') });
    const second = (await detail('staff', submitId)).wfInstanceId!;
    expect(second).not.toBe(instance);
    const done = await app.inject({
      method: 'POST',
      url: '/api/api-workflow/task/complete',
      headers: { authorization: `Bearer ${token.reviewer}` },
      payload: { id: await openTask(second) },
    });
    expect(done.statusCode, done.body).toBe(200);
    await runJobs();
    expect(await detail('staff', submitId)).toMatchObject({ status: 3, version: 2 });
    // The task is done: reviewing from 业务审查 now is a conflict.
    expect(
      (await call('reviewer', 'POST', 'review', { submitId, outcome: 'returned', comment: 'x' })).statusCode,
    ).toBe(409);
  });
});

describe('tenants and item states', () => {
  it('a submitter of another tenant works end to end; the publisher reviews it', async () => {
    const { bizId, paperId } = await item([tenant.green], { name: '跨租户填报' });
    const { submitId } = await ok<{ submitId: string }>('green', 'POST', 'add', { bizId, paperId });
    await ok('green', 'POST', 'doanswer', { submitId, data: { name: '绿碳' } });
    expect((await detail('green', submitId)).data).toEqual({ name: '绿碳' });
    await ok('green', 'POST', 'submit', { submitId, data: valid('绿碳') });
    const row = rowsOf<{ tenant_id: string; submitter_tenant_id: string }>(
      await t.database.db.execute(
        sql`select tenant_id, submitter_tenant_id from biz_submissions where id = ${submitId}`,
      ),
    )[0]!;
    expect(row).toEqual({ tenant_id: tenant.east, submitter_tenant_id: tenant.green });
    const page = await ok<{ items: { id: string; submitterTenantName: string }[] }>(
      'reviewer',
      'POST',
      'list?pageIndex=1&pageSize=20',
      { bizId },
    );
    expect(page.items.map((i) => i.id)).toEqual([submitId]);
    await ok('reviewer', 'POST', 'review', {
      submitId,
      outcome: 'returned',
      fieldComments: { name: '请写全称' },
    });
    await runJobs();
    const back = await detail('green', submitId);
    expect(back).toMatchObject({ status: 2, lastReview: { fieldComments: { name: '请写全称' } } });
    expect((await messagesOf('staff_b', tenant.green)).at(-1)?.title).toBe('业务被退回：跨租户填报');
    // A filler of the publishing tenant who is not a reviewer may not read it.
    expect((await call('staff', 'GET', `detail?submitId=${submitId}`)).statusCode).toBe(403);
  });

  it('a tenant the item is not published to gets 404; an unpublished tenant row does not count', async () => {
    const { bizId, paperId } = await item([tenant.east], { name: '仅东方' });
    expect((await call('green', 'POST', 'add', { bizId, paperId })).statusCode).toBe(404);
    const draft = await item([], { name: '草稿业务', status: 0 });
    expect((await call('staff', 'POST', 'add', draft)).statusCode).toBe(404);
  });

  it('a closed item, or one past its close date, refuses add and submit with 409', async () => {
    const open = await item([tenant.east], { name: '将关闭' });
    const { submitId } = await ok<{ submitId: string }>('staff', 'POST', 'add', open);
    await t.database.db.execute(sql`update biz_items set status = 2 where id = ${open.bizId}`);
    expect((await call('staff', 'POST', 'add', open)).statusCode).toBe(409);
    const closed = await call('staff', 'POST', 'submit', { submitId, data: valid() });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().msg).toBe('业务已关闭，不能再填报');
    const past = await item([tenant.east], { name: '已截止', closeDate: '2020-01-01' });
    expect((await call('staff', 'POST', 'add', past)).json().msg).toBe('业务已截止，截止日期 2020-01-01');
    const future = await item([tenant.east], { name: '未开始', openDate: '2999-01-01' });
    expect((await call('staff', 'POST', 'add', future)).statusCode).toBe(409);
  });

  it("uploads in the answers must be the submitter's own", async () => {
    const { bizId, paperId } = await item([tenant.east], { name: '附件' });
    const { submitId } = await ok<{ submitId: string }>('staff', 'POST', 'add', { bizId, paperId });
    const res = await call('staff', 'POST', 'submit', {
      submitId,
      data: {
        ...valid(),
        files: [{ name: 'a.pdf', url: '/api/api-system/data/upload/file/business/x/a.pdf' }],
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('body.data.files');
  });

  it("lets the publisher's reviewers download a submitting tenant's attachments once submitted, and nobody else", async () => {
    const { bizId, paperId } = await item([tenant.green], { name: '附件共享' });
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%%EOF\n')], { type: 'application/pdf' }),
      '体系证书.pdf',
    );
    const body = new Response(form);
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/upload/uploadfile',
      headers: { authorization: `Bearer ${token.green}`, 'content-type': body.headers.get('content-type')! },
      payload: Buffer.from(await body.arrayBuffer()),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const file = uploaded.json().data as { name: string; url: string };
    const download = (who: Who) =>
      app.inject({ method: 'GET', url: file.url, headers: { authorization: `Bearer ${token[who]}` } });
    expect((await download('green')).statusCode).toBe(200);
    // Before it is submitted, the file is the submitting tenant's alone.
    expect((await download('reviewer')).statusCode).toBe(404);
    const { submitId } = await ok<{ submitId: string }>('green', 'POST', 'add', { bizId, paperId });
    await ok('green', 'POST', 'submit', { submitId, data: { ...valid(), files: [file] } });
    const read = await download('reviewer');
    expect(read.statusCode).toBe(200);
    expect(read.body).toContain('%PDF-1.4');
    // A member of the publisher who neither reviews nor scores still finds nothing.
    expect((await download('staff')).statusCode).toBe(404);
  });

  it('only reviewers list and review; fillers and experts do not', async () => {
    expect((await call('staff', 'POST', 'list?pageIndex=1&pageSize=20', {})).statusCode).toBe(403);
    expect((await call('expert', 'POST', 'list?pageIndex=1&pageSize=20', {})).statusCode).toBe(403);
    expect((await call('auditor', 'POST', 'list?pageIndex=1&pageSize=20', {})).statusCode).toBe(403);
    expect((await call('reviewer', 'POST', 'add', await item([tenant.east]))).statusCode).toBe(403);
  });

  it('assigned experts read submitted answers; other experts may not', async () => {
    const paper = await item([tenant.east], { name: '专家可读' });
    const { submitId } = await ok<{ submitId: string }>('staff', 'POST', 'add', paper);
    await ok('staff', 'POST', 'submit', { submitId, data: valid('赵六') });
    expect((await call('expert', 'GET', `detailwithanswer?submitId=${submitId}`)).statusCode).toBe(403);
    await t.database.db.execute(
      sql`update biz_papers set experts = '{expert_a}' where id = ${paper.paperId}`,
    );
    const read = await ok<Detail>('expert', 'GET', `detailwithanswer?submitId=${submitId}`);
    expect(read).toMatchObject({ canEdit: false, canReview: false, data: { name: '赵六' } });
    const closed = await item([tenant.east], { name: 'closed', status: 2 });
    const english = await call('staff', 'POST', 'add', closed, 'en-US');
    expect(english.statusCode).toBe(409);
    expect(english.json().msg).toBe('The business item is closed: nothing more can be filled in');
  });
});

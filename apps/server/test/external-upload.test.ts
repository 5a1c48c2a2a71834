// External upload links (issue 23): staff make a signed, expiring link for a task they hold or a
// submission they may see; a person without an account reads it and uploads files under the upload
// rules, the link's types and file count, limited per address; the creator hears of each file; links
// and files stay inside their tenant.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXUPLOAD_PREFIX as X } from '@platform/contract';
import { WORKFLOW_PREFIX } from '@platform/contract/workflow-model';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
// Before seed/business.js: seed/content.js (loaded by the index) reads business.js's helpers at load.
import { seedDemo } from '../src/seed/index.js';
import { seedBusinessDemo } from '../src/seed/business.js';
import { EXUPLOAD_DEMO_TITLE, seedExUploadDemo } from '../src/seed/external-upload.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';
import { bpmn, flow } from './workflow-helpers.js';

let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};
let taskId = '';
let staffA = '';

async function signIn(username: string, pwd = 'Demo@123') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function call(who: string, method: 'GET' | 'POST', path: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${X}/${path}`,
    headers: { authorization: `Bearer ${token[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(who: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
  const res = await call(who, method, path, payload);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

const tokenOf = (url: string) => new URL(url, 'http://site').searchParams.get('token')!;

async function upload(
  linkToken: string,
  file: { name: string; content?: Buffer | string },
  fields: Record<string, string> = {
    uploaderName: '王经理',
    uploaderOrg: '苏州精密零件有限公司',
    uploaderPhone: '13800000000',
  },
  ip = '198.51.100.1',
  language?: string,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('file', new Blob([file.content ?? '%PDF-1.4\n%demo\n']), file.name);
  const body = new Response(form);
  return app.inject({
    method: 'POST',
    url: `${X}/public/upload?token=${encodeURIComponent(linkToken)}`,
    headers: {
      'content-type': body.headers.get('content-type')!,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: Buffer.from(await body.arrayBuffer()),
    remoteAddress: ip,
  });
}

function info(linkToken: string, ip = '198.51.100.1') {
  return app.inject({
    method: 'GET',
    url: `${X}/public/info?token=${encodeURIComponent(linkToken)}`,
    remoteAddress: ip,
  });
}

async function makeLink(payload: object = {}) {
  return ok<{ id: string; url: string; status: string }>('staff_a', 'POST', 'create', {
    targetKind: 'task',
    targetId: taskId,
    title: '请上传营业执照',
    ...payload,
  });
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
  await seedWorkflowDemo(app, t.database.db);
  await seedBusinessDemo(app, t.database.db);
  for (const u of ['staff_a', 'reviewer_a', 'staff_b']) token[u] = await signIn(u);
  token.admin = await signIn('admin', 'Admin@123');
  // A task staff_a is a candidate of.
  const xml = bpmn(
    'exu-collect',
    `<startEvent id="start" /><userTask id="collect" name="收集材料" pf:candidateUsers="staff_a" /><endEvent id="end" />${flow('f1', 'start', 'collect')}${flow('f2', 'collect', 'end')}`,
  );
  const wf = (path: string, payload: object) =>
    app.inject({
      method: 'POST',
      url: `${WORKFLOW_PREFIX}${path}`,
      headers: { authorization: `Bearer ${token.admin}` },
      payload,
    });
  expect((await wf('/definition/deploy', { xml })).statusCode).toBe(200);
  const started = await wf('/instance/start', { definitionKey: 'exu-collect', title: '外部上传测试' });
  expect(started.statusCode, started.body).toBe(200);
  const [task] = rowsOf<{ id: string }>(
    await t.database.db.execute(
      sql`select id from wf_tasks where instance_id = ${started.json().data.id as string}`,
    ),
  );
  taskId = task!.id;
  const [member] = rowsOf<{ id: string }>(
    await t.database.db.execute(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
      join tenants tn on tn.id = tu.tenant_id where u.username = 'staff_a' and tn.code = 'east-cert'`),
  );
  staffA = member!.id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('making a link', () => {
  it('answers the address with a 256-bit token once, keeps only its hash, and lists the link on its task', async () => {
    const link = await makeLink({ accept: ['.PDF', 'docx'], maxFiles: 3 });
    expect(link.url).toMatch(/^\/exupload\?token=[A-Za-z0-9_-]{43}$/);
    expect(link).toMatchObject({ status: 'active', accept: ['pdf', 'docx'], maxFiles: 3, fileCount: 0 });
    const days = (Date.parse((link as unknown as { expiresAt: string }).expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const [row] = rowsOf<{ token_hash: string }>(
      await t.database.db.execute(sql`select token_hash from external_upload_links where id = ${link.id}`),
    );
    expect(row!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.token_hash).not.toContain(tokenOf(link.url));
    const listed = await ok<{ id: string; url?: string }[]>(
      'staff_a',
      'GET',
      `ofTarget?targetKind=task&targetId=${taskId}`,
    );
    expect(listed.map((l) => l.id)).toContain(link.id);
    expect(listed[0]).not.toHaveProperty('url');
  });

  it('refuses bad input naming the field, in the caller’s language', async () => {
    const over = await call('staff_a', 'POST', 'create', {
      targetKind: 'task',
      targetId: taskId,
      title: 'x',
      expiresInDays: 31,
    });
    expect(over.statusCode).toBe(400);
    expect(over.json().data.errors[0].field).toBe('body.expiresInDays');
    const noTitle = await call('staff_a', 'POST', 'create', {
      targetKind: 'task',
      targetId: taskId,
      title: ' ',
    });
    expect(noTitle.json().data.errors[0]).toMatchObject({ field: 'body.title', reason: '不能为空' });
    const exe = await call('staff_a', 'POST', 'create', {
      targetKind: 'task',
      targetId: taskId,
      title: 'x',
      accept: ['exe'],
    });
    expect(exe.statusCode).toBe(400);
    expect(exe.json().data.errors[0].field).toBe('body.accept');
    expect(exe.json().msg).toContain('exe');
    const english = await call(
      'staff_a',
      'POST',
      'create',
      { targetKind: 'task', targetId: taskId, title: 'x', accept: ['exe'] },
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toContain(
      'The server does not accept these file types: exe',
    );
  });

  it('is refused for a task the caller does not hold, and for a submission they may not see', async () => {
    const other = await call('reviewer_a', 'POST', 'create', {
      targetKind: 'task',
      targetId: taskId,
      title: 'x',
    });
    expect(other.statusCode).toBe(403);
    const missing = await call('staff_a', 'POST', 'create', {
      targetKind: 'submission',
      targetId: '00000000-0000-4000-8000-000000000000',
      title: 'x',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('is made for a submission its reviewer may see', async () => {
    const [row] = rowsOf<{ id: string }>(
      await t.database.db
        .execute(sql`select s.id from biz_submissions s join tenants tn on tn.id = s.tenant_id
        where tn.code = 'east-cert' and s.version > 0 order by s.created_at limit 1`),
    );
    const made = await ok<{ targetKind: string }>('reviewer_a', 'POST', 'create', {
      targetKind: 'submission',
      targetId: row!.id,
      title: '补充材料',
    });
    expect(made.targetKind).toBe('submission');
  });
});

describe('the public page', () => {
  it('reads a link without a session: title, rules, tenant, files received', async () => {
    const link = await makeLink({ note: '盖章扫描件', accept: ['pdf'], maxFiles: 2 });
    const res = await info(tokenOf(link.url));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      title: '请上传营业执照',
      note: '盖章扫描件',
      tenantName: '华东质量认证中心',
      accept: ['pdf'],
      maxFiles: 2,
      received: 0,
    });
    expect((await info('no-such-token')).statusCode).toBe(404);
  });

  it('takes a file with the sender’s name, records who sent it from where, and tells the creator', async () => {
    const link = await makeLink({ accept: ['pdf'], maxFiles: 2 });
    const res = await upload(tokenOf(link.url), { name: '营业执照.pdf' }, undefined, '198.51.100.7');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: '营业执照.pdf', received: 1 });
    const files = await ok<
      { name: string; uploaderName: string; uploaderOrg: string; ip: string; url: string }[]
    >('staff_a', 'GET', `files?id=${link.id}`);
    expect(files).toEqual([
      expect.objectContaining({
        name: '营业执照.pdf',
        uploaderName: '王经理',
        uploaderOrg: '苏州精密零件有限公司',
        ip: '198.51.100.7',
      }),
    ]);
    // Stored in the link's tenant in its creator's name; the creator downloads it.
    const download = await app.inject({
      method: 'GET',
      url: files[0]!.url,
      headers: { authorization: `Bearer ${token.staff_a}` },
    });
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF');
    const [stored] = rowsOf<{ uploader_id: string }>(
      await t.database.db.execute(sql`select uploader_id from uploads where original_name = '营业执照.pdf'`),
    );
    expect(stored!.uploader_id).toBe(staffA);
    const [message] = rowsOf<{ title: string; param: string; target_type: number }>(
      await t.database.db.execute(sql`select title, param, target_type from messages
        where receiver_tenant_user_id = ${staffA} and title like '外部上传%' order by created_at desc limit 1`),
    );
    expect(message).toMatchObject({ title: '外部上传：请上传营业执照', target_type: 21 });
    expect(JSON.parse(message!.param)).toMatchObject({ linkId: link.id, taskId });
  });

  it('refuses a missing name, a type the link does not accept, and files past its count', async () => {
    const link = await makeLink({ accept: ['pdf'], maxFiles: 1 });
    const linkToken = tokenOf(link.url);
    const noName = await upload(linkToken, { name: 'a.pdf' }, { uploaderName: ' ' }, '198.51.100.20');
    expect(noName.statusCode).toBe(400);
    expect(noName.json().data.errors[0]).toMatchObject({ field: 'body.uploaderName', reason: '请填写姓名' });
    const docx = await upload(linkToken, { name: '说明.docx' }, undefined, '198.51.100.20');
    expect(docx.statusCode).toBe(400);
    expect(docx.json().data.errors[0].field).toBe('body.file');
    expect(docx.json().msg).toContain('.docx');
    const english = await upload(linkToken, { name: 'a.docx' }, undefined, '198.51.100.20', 'en-US');
    expect(english.json().data.errors[0].reason).toContain('This link does not accept .docx files');
    expect((await upload(linkToken, { name: 'a.pdf' }, undefined, '198.51.100.20')).statusCode).toBe(200);
    const full = await upload(linkToken, { name: 'b.pdf' }, undefined, '198.51.100.20');
    expect(full.statusCode).toBe(409);
    expect(full.json().msg).toContain('最多接收 1 个文件');
  });

  it('applies the upload module’s rules: content must match the extension', async () => {
    const link = await makeLink({ accept: [] });
    const fake = await upload(
      tokenOf(link.url),
      { name: 'photo.png', content: 'not a png' },
      undefined,
      '198.51.100.21',
    );
    expect(fake.statusCode).toBe(400);
  });

  it('answers 410 for a revoked or expired link, and the page says which', async () => {
    const link = await makeLink();
    const revoked = await ok<{ status: string }>('staff_a', 'POST', 'revoke', { id: link.id });
    expect(revoked.status).toBe('revoked');
    const read = await info(tokenOf(link.url));
    expect(read.statusCode).toBe(410);
    expect(read.json().msg).toBe('上传链接已被撤销');
    expect((await upload(tokenOf(link.url), { name: 'a.pdf' }, undefined, '198.51.100.22')).statusCode).toBe(
      410,
    );

    const old = await makeLink();
    await t.database.db.execute(
      sql`update external_upload_links set expires_at = now() - interval '1 minute' where id = ${old.id}`,
    );
    const expired = await info(tokenOf(old.url));
    expect(expired.statusCode).toBe(410);
    expect(expired.json().msg).toBe('上传链接已过期');
    const listed = await ok<{ items: { id: string; status: string }[] }>(
      'staff_a',
      'GET',
      'list?status=expired',
    );
    expect(listed.items.map((l) => l.id)).toContain(old.id);
  });

  it('limits upload attempts per address', async () => {
    const link = await makeLink();
    const codes: number[] = [];
    for (let i = 0; i < 31; i++) {
      codes.push(
        (await upload(tokenOf(link.url), { name: 'a.pdf' }, { uploaderName: '' }, '198.51.100.99'))
          .statusCode,
      );
    }
    expect(codes.slice(0, 30).every((c) => c === 400)).toBe(true);
    expect(codes[30]).toBe(429);
    // Another address is not held back.
    expect(
      (await upload(tokenOf(link.url), { name: 'a.pdf' }, { uploaderName: '' }, '198.51.100.98')).statusCode,
    ).toBe(400);
  });
});

describe('who sees and changes links', () => {
  it('shows system managers every link of the tenant and others their own; only the creator or a manager revokes', async () => {
    const mine = await makeLink({ title: '只属于 staff_a 的链接' });
    const reviewerList = await ok<{ items: { id: string }[] }>('reviewer_a', 'GET', 'list');
    expect(reviewerList.items.map((l) => l.id)).not.toContain(mine.id);
    const adminList = await ok<{ items: { id: string }[] }>('admin', 'GET', 'list?pageSize=100');
    expect(adminList.items.map((l) => l.id)).toContain(mine.id);
    expect((await call('reviewer_a', 'POST', 'revoke', { id: mine.id })).statusCode).toBe(403);
    expect((await call('admin', 'POST', 'revoke', { id: mine.id })).statusCode).toBe(200);
  });

  it('keeps another tenant out of the links and their files', async () => {
    const link = await makeLink();
    expect((await call('staff_b', 'GET', `files?id=${link.id}`)).statusCode).toBe(404);
    expect((await call('staff_b', 'POST', 'revoke', { id: link.id })).statusCode).toBe(404);
    expect((await call('staff_b', 'GET', `ofTarget?targetKind=task&targetId=${taskId}`)).statusCode).toBe(
      404,
    );
    const list = await ok<{ items: { id: string }[] }>('staff_b', 'GET', 'list?pageSize=100');
    expect(list.items.map((l) => l.id)).not.toContain(link.id);
  });
});

describe('demo seed', () => {
  it('gives staff_a a link on their submission with one received file, its message already read', async () => {
    await seedExUploadDemo(app, t.database.db);
    const list = await ok<{ items: { id: string; title: string; fileCount: number; targetKind: string }[] }>(
      'staff_a',
      'GET',
      'list',
    );
    const demo = list.items.find((l) => l.title === EXUPLOAD_DEMO_TITLE);
    expect(demo).toMatchObject({ fileCount: 1, targetKind: 'submission' });
    const [unread] = rowsOf<{ n: number }>(
      await t.database.db.execute(sql`select count(*)::int as n from messages
        where receiver_tenant_user_id = ${staffA} and status = 0 and param::jsonb->>'linkId' = ${demo!.id}`),
    );
    expect(unread!.n).toBe(0);
  });
});

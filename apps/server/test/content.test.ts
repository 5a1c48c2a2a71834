// Content pages and the report form (issue 23): versions (draft, publish, restore), sanitising, the
// public read with a tenant's override and the language fallback, the report submission checked
// against its form and limited per address, and who may edit what.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { apps, roles, tenants, tenantUserRoles, tenantUsers, users } from '../src/db/schema/index.js';
import { seedDocumentsDemo } from '../src/seed/documents.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
const C = `${P}/content`;
let t: TestDatabase;
let app: App;
const tenantId: Record<string, string> = {};
let admin = '';
let staffA = '';
let managerB = '';

async function signIn(username: string, pwd: string, tenant: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, tenantId: tenantId[tenant] },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

beforeAll(async () => {
  t = await migratedDatabase();
  const { db } = t.database;
  await seedDemo(db);
  await seedDocumentsDemo(db);
  for (const row of await db.select().from(tenants)) tenantId[row.code] = row.id;
  // staff_b manages green-carbon's system (a tenant manager who is not a platform administrator).
  const [system] = await db.select().from(apps).where(eq(apps.key, 'system'));
  const [role] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, system!.id), eq(roles.code, 1)));
  const [member] = await db
    .select({ id: tenantUsers.id })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .where(and(eq(users.username, 'staff_b'), eq(tenantUsers.tenantId, tenantId['green-carbon']!)));
  await db
    .insert(tenantUserRoles)
    .values({ tenantId: tenantId['green-carbon']!, tenantUserId: member!.id, roleId: role!.id });
  app = await testApp(t.database);
  admin = await signIn('admin', 'Admin@123', 'east-cert');
  staffA = await signIn('staff_a', 'Demo@123', 'east-cert');
  managerB = await signIn('staff_b', 'Demo@123', 'green-carbon');
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

function call(token: string, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${C}/${url}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

function anonymous(method: 'GET' | 'POST', url: string, ip: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${C}/public/${url}`,
    remoteAddress: ip,
    headers: language ? { 'accept-language': language } : {},
    ...(payload ? { payload } : {}),
  });
}

const draft = (over: object = {}) => ({
  scope: 'tenant',
  kind: 'privacypolicy',
  language: 'zh-CN',
  title: '华东隐私政策',
  body: '<p>第一版</p>',
  ...over,
});

describe('versions', () => {
  it('edits one draft in place, freezes it on publish, and starts the next version from the next save', async () => {
    const first = await call(admin, 'POST', 'saveDraft', draft());
    expect(first.statusCode, first.body).toBe(200);
    const v1 = first.json().data;
    expect(v1).toMatchObject({ version: 1, published: false, title: '华东隐私政策' });
    const again = (await call(admin, 'POST', 'saveDraft', draft({ body: '<p>第一版（修订）</p>' }))).json()
      .data;
    expect(again).toMatchObject({ id: v1.id, version: 1, body: '<p>第一版（修订）</p>' });

    const published = await call(admin, 'POST', 'publish', { id: v1.id });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({ published: true });
    expect(published.json().data.publishedAt).toBeTruthy();
    const twice = await call(admin, 'POST', 'publish', { id: v1.id });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().msg).toContain('已发布');

    const v2 = (await call(admin, 'POST', 'saveDraft', draft({ body: '<p>第二版</p>' }))).json().data;
    expect(v2).toMatchObject({ version: 2, published: false });
    const editor = (await call(admin, 'GET', 'editor?scope=tenant&kind=privacypolicy&language=zh-CN')).json()
      .data;
    expect(editor.current).toMatchObject({ id: v2.id, body: '<p>第二版</p>' });
    expect(editor.history.map((h: { version: number }) => h.version)).toEqual([2, 1]);

    // The old version stays as published; restoring copies it into the draft.
    const old = (await call(admin, 'GET', `version?id=${v1.id}`)).json().data;
    expect(old).toMatchObject({ version: 1, published: true, body: '<p>第一版（修订）</p>' });
    const restored = (await call(admin, 'POST', 'restore', { id: v1.id })).json().data;
    expect(restored).toMatchObject({
      id: v2.id,
      version: 2,
      published: false,
      body: '<p>第一版（修订）</p>',
    });
  });

  it('keeps headings, lists, tables, safe links and site images; drops scripts, handlers and javascript: links', async () => {
    const body = [
      '<h2 onclick="steal()">标题</h2>',
      '<script>alert(1)</script>',
      '<ul><li>一</li></ul>',
      '<table><tbody><tr><td colspan="2">格</td></tr></tbody></table>',
      '<a href="javascript:alert(1)">坏链接</a>',
      '<a href="https://example.org/a" target="_blank">好链接</a>',
      '<img src="https://evil.example/x.png" onerror="x()">',
      '<img src="/api/api-system/data/upload/file/a.png" alt="图">',
      '<iframe src="https://evil.example"></iframe>',
      '<style>body{display:none}</style>',
    ].join('');
    const saved = (
      await call(admin, 'POST', 'saveDraft', draft({ kind: 'comreport', title: '声明', body }))
    ).json().data.body as string;
    expect(saved).not.toMatch(/script|alert|onclick|onerror|javascript:|evil|iframe|style/i);
    expect(saved).toContain('<h2>标题</h2>');
    expect(saved).toContain('<ul><li>一</li></ul>');
    expect(saved).toContain('<td colspan="2">格</td>');
    expect(saved).toContain('<a>坏链接</a>');
    expect(saved).toContain('href="https://example.org/a"');
    expect(saved).toContain('<img src="/api/api-system/data/upload/file/a.png" alt="图">');
    expect(saved).not.toMatch(/href>|src>/);
  });
});

describe('public pages', () => {
  it("shows the named tenant's published text, else the platform's, in the reader's language with Chinese as fallback", async () => {
    const platform = await anonymous('GET', 'page?kind=privacypolicy', '10.1.0.1');
    expect(platform.statusCode, platform.body).toBe(200);
    expect(platform.json().data).toMatchObject({ title: '隐私政策', tenant: null, language: 'zh-CN' });
    expect(platform.headers['cache-control']).toBe('no-store');

    const english = await anonymous('GET', 'page?kind=privacypolicy', '10.1.0.1', undefined, 'en-US');
    expect(english.json().data).toMatchObject({ title: 'Privacy policy', language: 'en-US' });

    // east-cert published its own Chinese text above: it wins over the platform's, in English too.
    const east = (await anonymous('GET', 'page?kind=privacypolicy&tenant=east-cert', '10.1.0.1')).json().data;
    expect(east).toMatchObject({
      title: '华东隐私政策',
      version: 1,
      tenant: { code: 'east-cert', name: '华东质量认证中心' },
    });
    const eastEnglish = (
      await anonymous('GET', 'page?kind=privacypolicy&tenant=east-cert&language=en-US', '10.1.0.1')
    ).json().data;
    expect(eastEnglish).toMatchObject({ title: '华东隐私政策', language: 'zh-CN' });

    const green = (await anonymous('GET', 'page?kind=privacypolicy&tenant=green-carbon', '10.1.0.1')).json()
      .data;
    expect(green).toMatchObject({ title: '隐私政策', tenant: null });
    const unknown = (await anonymous('GET', 'page?kind=privacypolicy&tenant=nobody', '10.1.0.1')).json().data;
    expect(unknown).toMatchObject({ title: '隐私政策', tenant: null });
  });

  it('never shows a draft', async () => {
    // comreport of east-cert has only the draft saved above.
    const page = (await anonymous('GET', 'page?kind=comreport&tenant=east-cert', '10.1.0.2')).json().data;
    expect(page).toMatchObject({ title: '合规声明', tenant: null });
  });
});

describe('report form', () => {
  const page = async (query: string, ip: string) =>
    (await anonymous('GET', `page?kind=reportform${query}`, ip)).json().data;

  it('shows the form of the receiving tenant, and takes no submission where nobody receives it', async () => {
    const east = await page('&tenant=east-cert', '10.2.0.1');
    expect(east.receiver).toEqual({ code: 'east-cert', name: '华东质量认证中心' });
    expect(east.form).toMatchObject({ name: '举报投诉登记表', version: 1 });
    expect(JSON.parse(east.form.json).list.map((i: { model: string }) => i.model)).toEqual([
      'category',
      'subject',
      'description',
    ]);

    const nobody = await page('', '10.2.0.1');
    expect(nobody).toMatchObject({ title: '举报投诉', receiver: null, form: null });
    const refused = await anonymous('POST', 'report', '10.2.0.1', { formVersion: 1, data: {} });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().data.errors[0].field).toBe('query.tenant');

    const unknown = await anonymous('POST', 'report?tenant=nobody', '10.2.0.1', { formVersion: 1, data: {} });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().msg).toContain('机构不存在');

    // green-carbon holds no form of that id: the text shows, the form does not.
    const green = await page('&tenant=green-carbon', '10.2.0.1');
    expect(green).toMatchObject({ receiver: { code: 'green-carbon' }, form: null });
    const noForm = await anonymous('POST', 'report?tenant=green-carbon', '10.2.0.1', {
      formVersion: 1,
      data: {},
    });
    expect(noForm.statusCode).toBe(409);
  });

  it('checks a submission against the form, names every field in error, and in the caller language', async () => {
    const bad = await anonymous('POST', 'report?tenant=east-cert', '10.3.0.1', {
      formVersion: 1,
      data: { category: '', description: '' },
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().data.errors.map((e: { field: string }) => e.field);
    expect(fields).toEqual(expect.arrayContaining(['body.data.category', 'body.data.description']));
    expect(bad.json().msg).toMatch(/^提交的内容有 2 处错误：举报类别/);

    const english = await anonymous(
      'POST',
      'report?tenant=east-cert',
      '10.3.0.1',
      { formVersion: 1, data: { category: '1' } },
      'en-US',
    );
    expect(english.statusCode).toBe(400);
    expect(english.json().msg).toMatch(/^The submission has 1 error\(s\)/);

    const stale = await anonymous('POST', 'report?tenant=east-cert', '10.3.0.1', {
      formVersion: 7,
      data: { category: '1', description: '描述' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().msg).toContain('表单已更新');

    const badPhone = await anonymous('POST', 'report?tenant=east-cert', '10.3.0.1', {
      formVersion: 1,
      data: { category: '1', description: '描述' },
      contactPhone: 'call me',
    });
    expect(badPhone.statusCode).toBe(400);
  });

  it('stores a valid report in the receiving tenant, which lists it, reads it with its form and handles it', async () => {
    const sent = await anonymous('POST', 'report?tenant=east-cert', '10.4.0.9', {
      formVersion: 1,
      data: { category: '3', subject: '某检测公司', description: '检测报告数据与样品不符' },
      contactName: '王女士',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().msg).toBe('提交成功');
    const { id } = sent.json().data;

    const list = (await call(admin, 'GET', 'report/list?pageIndex=1&pageSize=10&status=0')).json().data;
    const mine = list.items.find((i: { id: string }) => i.id === id);
    expect(mine).toMatchObject({
      status: 0,
      contactName: '王女士',
      contactPhone: null,
      ip: '10.4.0.9',
      excerpt: '检测报告数据与样品不符',
    });
    // The seed's two submissions, one of them handled.
    expect(list.total).toBe(2);
    const handledSeed = (await call(admin, 'GET', 'report/list?status=2')).json().data;
    expect(handledSeed.total).toBe(1);

    const detail = (await call(admin, 'GET', `report/detail?id=${id}`)).json().data;
    expect(detail.data).toMatchObject({ category: '3', description: '检测报告数据与样品不符' });
    expect(detail.form).toMatchObject({ name: '举报投诉登记表', version: 1 });

    const handled = await call(admin, 'POST', 'report/handle', { id, status: 2, reply: '已转交核查' });
    expect(handled.statusCode, handled.body).toBe(200);
    expect(handled.json().data).toMatchObject({ status: 2, handledBy: '平台管理员' });
    const after = (await call(admin, 'GET', `report/detail?id=${id}`)).json().data;
    expect(after).toMatchObject({ status: 2, reply: '已转交核查' });

    const today = new Date().toISOString().slice(0, 10);
    const dated = (await call(admin, 'GET', `report/list?from=${today}&to=${today}`)).json().data;
    expect(dated.items.map((i: { id: string }) => i.id)).toEqual([id]);

    // Another tenant's manager neither lists nor reads it.
    const other = (await call(managerB, 'GET', 'report/list')).json().data;
    expect(other.total).toBe(0);
    expect((await call(managerB, 'GET', `report/detail?id=${id}`)).statusCode).toBe(404);
    expect((await call(managerB, 'POST', 'report/handle', { id, status: 1 })).statusCode).toBe(404);
  });

  it('limits submissions per address, invalid ones included', async () => {
    const send = () => anonymous('POST', 'report?tenant=east-cert', '10.5.0.1', { formVersion: 1, data: {} });
    for (let i = 0; i < 10; i++) expect((await send()).statusCode).toBe(400);
    expect((await send()).statusCode).toBe(429);
    // Another address is not held up.
    const other = await anonymous('POST', 'report?tenant=east-cert', '10.5.0.2', {
      formVersion: 1,
      data: {},
    });
    expect(other.statusCode).toBe(400);
  });
});

describe('who may edit', () => {
  it("lets only platform administrators write the platform's text, in system scope", async () => {
    const saved = await call(
      admin,
      'POST',
      'saveDraft',
      draft({
        scope: 'platform',
        kind: 'termsofservice',
        language: 'en-US',
        title: 'Terms v2',
        body: '<p>x</p>',
      }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ version: 2, published: false });
    expect((await call(admin, 'POST', 'publish', { id: saved.json().data.id })).statusCode).toBe(200);
    const read = await anonymous('GET', 'page?kind=termsofservice&language=en-US', '10.6.0.1');
    expect(read.json().data).toMatchObject({ title: 'Terms v2', version: 2 });

    const refused = await call(managerB, 'POST', 'saveDraft', draft({ scope: 'platform' }));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().msg).toBe('只有平台管理员可以编辑平台的内容页面');
    const english = await call(managerB, 'POST', 'saveDraft', draft({ scope: 'platform' }), 'en-US');
    expect(english.json().msg).toBe("Only platform administrators edit the platform's content pages");
    expect(
      (await call(managerB, 'GET', 'editor?scope=platform&kind=privacypolicy&language=zh-CN')).statusCode,
    ).toBe(403);
    // A platform version is not restored or published by a tenant manager either.
    expect((await call(managerB, 'POST', 'publish', { id: saved.json().data.id })).statusCode).toBe(403);
  });

  it("lets a tenant's system managers edit its own texts only", async () => {
    expect((await call(staffA, 'POST', 'saveDraft', draft())).statusCode).toBe(403);
    expect((await call(staffA, 'GET', 'report/list')).statusCode).toBe(403);

    const own = await call(managerB, 'POST', 'saveDraft', draft({ title: '绿源隐私政策' }));
    expect(own.statusCode, own.body).toBe(200);
    const eastVersion = (
      await call(admin, 'GET', 'editor?scope=tenant&kind=privacypolicy&language=zh-CN')
    ).json().data.current.id as string;
    expect((await call(managerB, 'GET', `version?id=${eastVersion}`)).statusCode).toBe(404);
    expect((await call(managerB, 'POST', 'restore', { id: eastVersion })).statusCode).toBe(404);
    expect((await call(managerB, 'POST', 'publish', { id: eastVersion })).statusCode).toBe(404);
  });

  it("offers the tenant's own forms for the report page and refuses a form elsewhere", async () => {
    const choices = (await call(admin, 'GET', 'formChoices')).json().data;
    const form = choices.find((c: { formName: string }) => c.formName === '举报投诉登记表');
    expect(form).toBeTruthy();
    const theirs = (await call(managerB, 'GET', 'formChoices')).json().data as { id: string }[];
    expect(theirs.map((c) => c.id)).not.toContain(form.id);
    const elsewhere = await call(
      managerB,
      'POST',
      'saveDraft',
      draft({ kind: 'reportform', title: '举报', formId: form.id }),
    );
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().data.errors[0].field).toBe('body.formId');
    const wrongKind = await call(admin, 'POST', 'saveDraft', draft({ formId: form.id }));
    expect(wrongKind.statusCode).toBe(400);
  });
});

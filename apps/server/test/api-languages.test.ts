// The API answers in the caller's language (issue 17): refusals (msg and data.errors[].reason), zod
// refusals of the contract's schemas, success messages, the user sheet and its import, the operation
// log's names and SMS codes; without an Accept-Language it keeps the spec's Chinese.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { outbox, tenants, users } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
const EN = 'en-US';
let t: TestDatabase;
let app: App;
let token = '';
let tenantUserId = '';

function call(method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${P}${url}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The same call in Chinese (no Accept-Language) and in English. */
async function inBoth(method: 'GET' | 'POST', url: string, payload?: object) {
  return { zh: await call(method, url, payload), en: await call(method, url, payload, EN) };
}

function expectRefusal(
  res: Awaited<ReturnType<typeof call>>,
  status: number,
  msg: string,
  error?: { field: string; reason: string },
) {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json().msg).toBe(msg);
  if (error) expect(res.json().data.errors).toEqual([error]);
}

async function readWorkbook(body: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook;
}

function headerRow(ws: ExcelJS.Worksheet): string[] {
  return (ws.getRow(1).values as unknown[]).slice(1).map(String);
}

/** Posts a multipart import as a browser form would. */
async function upload(file: Buffer, language?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'users.xlsx');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${P}/tenantuser/import`,
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': request.headers.get('content-type')!,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

const unknownId = () => crypto.randomUUID();

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  const [east] = await t.database.db.select().from(tenants).where(eq(tenants.code, 'east-cert'));
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username: 'admin', pwd: 'Admin@123', tenantId: east!.id },
  });
  token = res.json().data.token;
  tenantUserId = (await call('GET', '/tenantuser/getuserinfo?appKey=system')).json().data.tenantUserId;
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('account', () => {
  it('refuses a wrong password in the caller language', async () => {
    const login = (username: string, language?: string) =>
      app.inject({
        method: 'POST',
        url: `${P}/tenantuser/login`,
        headers: language ? { 'accept-language': language } : {},
        payload: { username, pwd: 'Wrong-password1' },
      });
    expectRefusal(await login('nobody_zh'), 400, '用户名或密码错误', {
      field: 'body.pwd',
      reason: '用户名或密码错误',
    });
    expectRefusal(await login('nobody_en', EN), 400, 'Wrong username or password', {
      field: 'body.pwd',
      reason: 'Wrong username or password',
    });
  });

  it('keeps the language on the account, and refuses one it does not know with the field', async () => {
    const { zh, en } = await inBoth('POST', '/tenantuser/setLanguage', { language: 'fr-FR' });
    expectRefusal(zh, 400, 'body.language：无效选项：期望以下之一 "zh-CN"|"en-US"', {
      field: 'body.language',
      reason: '无效选项：期望以下之一 "zh-CN"|"en-US"',
    });
    expectRefusal(en, 400, 'body.language: Invalid option: expected one of "zh-CN"|"en-US"', {
      field: 'body.language',
      reason: 'Invalid option: expected one of "zh-CN"|"en-US"',
    });

    const set = await call('POST', '/tenantuser/setLanguage', { language: 'en-US' });
    expect(set.json()).toEqual({ code: 200, msg: '操作成功', data: null });
    const info = await call('GET', '/tenantuser/getuserinfo?appKey=system');
    expect(info.json().data.language).toBe('en-US');
    await call('POST', '/tenantuser/setLanguage', { language: 'zh-CN' });
    expect((await call('GET', '/tenantuser/getuserinfo?appKey=system')).json().data.language).toBe('zh-CN');
  });

  it("words an SMS code in its number owner's language, else in the requester's", async () => {
    const db = t.database.db;
    const sms = async (mobile: string, language?: string) => {
      const res = await app.inject({
        method: 'GET',
        url: `${P}/sms/getCheckCode?mobile=${mobile}`,
        headers: language ? { 'accept-language': language } : {},
      });
      const [sent] = await db.select().from(outbox).where(eq(outbox.recipient, mobile));
      return { res, body: sent?.body };
    };
    await db.update(users).set({ language: 'en-US' }).where(eq(users.mobile, '13800000002'));
    const owners = await sms('13800000002');
    expect(owners.res.json().msg).toBe('验证码已发送');
    expect(owners.body).toMatch(/^Your sign-in verification code is \d{6}\. It is valid for 5 minutes/);

    const requesters = await sms('13800000003', EN);
    expect(requesters.res.json().msg).toBe('The code has been sent');
    expect(requesters.body).toMatch(/^Your sign-in verification code is \d{6}\./);

    const again = await app.inject({
      method: 'GET',
      url: `${P}/sms/getCheckCode?mobile=13800000003`,
      headers: { 'accept-language': EN },
    });
    expectRefusal(again, 429, 'Codes are being requested too often, please try again later');
  });
});

describe('system modules', () => {
  it('refuses a contract schema in the caller language', async () => {
    const { zh, en } = await inBoth('POST', '/position/add', { code: 'bad code!', name: '' });
    expect(zh.statusCode).toBe(400);
    expect(zh.json().data.errors).toEqual([
      { field: 'body.code', reason: '只能包含字母、数字、下划线和连字符' },
      { field: 'body.name', reason: '不能为空' },
    ]);
    expect(en.json().data.errors).toEqual([
      { field: 'body.code', reason: 'may contain only letters, digits, underscores and hyphens' },
      { field: 'body.name', reason: 'must not be empty' },
    ]);
    expect(en.json().msg).toBe(
      'body.code: may contain only letters, digits, underscores and hyphens; body.name: must not be empty',
    );

    const mobile = await call(
      'POST',
      '/tenantuser/add',
      { username: 'lang_bad_mobile', realname: 'Ann', password: 'Passw0rd1', mobile: '123' },
      EN,
    );
    expect(mobile.json().data.errors).toEqual([{ field: 'body.mobile', reason: 'invalid mobile number' }]);
  });

  it('answers a refusal of each module in the caller language', async () => {
    const cases: [string, 'GET' | 'POST', string, object | undefined, number, string, string][] = [
      ['role', 'POST', '/role/delete', { id: unknownId() }, 404, '角色不存在', 'The role does not exist'],
      [
        'tenant',
        'POST',
        '/tenant/add',
        { code: 'east-cert', name: 'Duplicate' },
        400,
        'body.code：租户编码已存在',
        'body.code: The tenant code already exists',
      ],
      [
        'dept',
        'POST',
        '/dept/addDept',
        { name: 'Quality', parentId: unknownId() },
        400,
        'body.parentId：上级部门不存在',
        'body.parentId: The parent department does not exist',
      ],
      [
        'position',
        'GET',
        `/position/getById?id=${unknownId()}`,
        undefined,
        404,
        '岗位不存在',
        'The position does not exist',
      ],
      [
        'page layout',
        'GET',
        `/resource/getPageLayout?id=${unknownId()}`,
        undefined,
        404,
        '页面布局不存在',
        'The page layout does not exist',
      ],
      [
        'tenant user',
        'POST',
        '/tenantuser/delete',
        { id: tenantUserId },
        400,
        'body.id：不能删除自己的账号',
        'body.id: You cannot delete your own account',
      ],
      [
        'audit notice',
        'GET',
        '/api/api-cert/gltxScheme/queryAuditNotifyBook?id=nope&phase=1',
        undefined,
        404,
        '审核方案不存在',
        'The audit scheme does not exist',
      ],
    ];
    for (const [module, method, url, payload, status, zhMsg, enMsg] of cases) {
      const { zh, en } = await inBoth(method, url, payload);
      expect(zh.json().msg, module).toBe(zhMsg);
      expect(zh.statusCode, module).toBe(status);
      expect(en.json().msg, module).toBe(enMsg);
      if (status === 400) {
        expect(en.json().data.errors[0].reason, module).toBe(enMsg.slice(enMsg.indexOf(': ') + 2));
      }
    }
  });

  it('says a success in the caller language', async () => {
    const en = await call('POST', '/position/add', { code: 'lang-en', name: 'Inspector' }, EN);
    expect(en.json().msg).toBe('Added');
    const zh = await call('POST', '/position/add', { code: 'lang-zh', name: '检验员' });
    expect(zh.json().msg).toBe('新增成功');
  });
});

describe('the user sheet', () => {
  it('exports headers, types and statuses in the caller language', async () => {
    const en = await call('POST', '/tenantuser/export', {}, EN);
    expect(en.statusCode).toBe(200);
    expect(en.headers['content-disposition']).toContain("filename*=UTF-8''users.xlsx");
    const ws = (await readWorkbook(en.rawPayload)).getWorksheet('Users')!;
    expect(headerRow(ws)).toEqual([
      'Username',
      'Name',
      'Mobile',
      'Email',
      'User type',
      'Department',
      'Position',
      'Roles',
      'Status',
      'Created at',
    ]);
    expect(ws.getColumn(9).values.slice(2)).toContain('Enabled');

    const zh = await call('POST', '/tenantuser/export', {});
    const zhSheet = (await readWorkbook(zh.rawPayload)).getWorksheet('用户')!;
    expect(headerRow(zhSheet)[0]).toBe('用户名');
  });

  it('imports a template downloaded in English, and reports its problems in English', async () => {
    const template = await call('GET', '/tenantuser/importTemplate', undefined, EN);
    expect(template.headers['content-disposition']).toContain("filename*=UTF-8''user-import-template.xlsx");
    const workbook = await readWorkbook(template.rawPayload);
    expect(workbook.worksheets.map((w) => w.name)).toEqual(['Users', 'Instructions']);
    const ws = workbook.getWorksheet('Users')!;
    expect(headerRow(ws)).toEqual([
      'Username',
      'Name',
      'Initial password',
      'Mobile',
      'Email',
      'User type',
      'Department',
      'Position',
      'Roles',
      'Status',
    ]);
    ws.getRow(2).values = ['en_import_1', 'Ann Lee', 'Passw0rd1', '', '', 'Expert', '', '', '', 'Disabled'];
    ws.getRow(3).values = ['en_import_2', 'Bo Li', 'Passw0rd1', '123', '', '', '', '', '', ''];
    const file = Buffer.from(await workbook.xlsx.writeBuffer());

    const res = await upload(file, EN);
    expect(res.json()).toEqual({
      code: 200,
      msg: 'Import finished: 1 succeeded, 1 failed',
      data: {
        imported: 1,
        errors: [{ row: 3, field: 'Mobile', reason: 'invalid mobile number: it must be 11 digits' }],
      },
    });
    const found = await call('POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=10', {
      keyword: 'en_import_1',
    });
    expect(found.json().data.items).toMatchObject([{ username: 'en_import_1', type: 2, status: 0 }]);

    // The same English sheet read by a Chinese caller: accepted, reported in Chinese.
    ws.getRow(2).values = ['en_import_3', 'Cy Wu', 'Passw0rd1'];
    const zh = await upload(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(zh.json().msg).toBe('导入完成：成功1条，失败1条');
    expect(zh.json().data.errors).toEqual([
      { row: 3, field: '手机号', reason: '手机号格式不正确，应为11位数字' },
    ]);
  });
});

describe('the operation log', () => {
  it("names each operation in the reader's language", async () => {
    const { zh, en } = await inBoth('POST', '/operlog/queryByPage?pageIndex=1&pageSize=50', {
      action: '/api/api-system/data/position/add',
    });
    expect(zh.json().data.items[0].summary).toBe('新增岗位');
    expect(en.json().data.items[0].summary).toBe('Add position');
  });
});

import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { apps, roles, tenants } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};
const appId: Record<string, string> = {};
const tenantId: Record<string, string> = {};

async function signIn(username: string, pwd = 'Demo@123', tenant?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenant ? { tenantId: tenant } : {}) },
  });
  return res;
}

function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function platformRole(appKey: string, code: number) {
  const [r] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId[appKey]!), eq(roles.code, code), isNull(roles.tenantId)));
  return r!.id;
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  for (const a of await t.database.db.select().from(apps)) appId[a.key] = a.id;
  for (const r of await t.database.db.select().from(tenants)) tenantId[r.code] = r.id;
  token.admin = (await signIn('admin', 'Admin@123', tenantId['east-cert'])).json().data.token;
  token.adminGreen = (await signIn('admin', 'Admin@123', tenantId['green-carbon'])).json().data.token;
  token.staff_a = (await signIn('staff_a')).json().data.token;
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('tenants', () => {
  it('creates a tenant, opens apps for it with their tenant app keys, and lists it', async () => {
    const created = await call('admin', 'POST', '/tenant/add', { code: 'north-lab', name: '华北检测实验室' });
    expect(created.json().data).toMatchObject({ code: 'north-lab', apps: [], userCount: 0 });
    const id = created.json().data.id;
    const opened = await call('admin', 'POST', '/tenant/subscribeApps', {
      tenantId: id,
      appIds: [appId.system, appId.quality],
    });
    const keys = opened
      .json()
      .data.apps.map((a: { appKey: string; tenantAppKey: string; status: number }) => [a.appKey, a.status]);
    expect(keys).toEqual([
      ['system', 1],
      ['quality', 1],
    ]);
    const firstKey = opened.json().data.apps[1].tenantAppKey;
    // Closing an app keeps its key for when it is opened again.
    const closed = await call('admin', 'POST', '/tenant/subscribeApps', {
      tenantId: id,
      appIds: [appId.system],
    });
    expect(closed.json().data.apps.find((a: { appKey: string }) => a.appKey === 'quality').status).toBe(0);
    const reopened = await call('admin', 'POST', '/tenant/subscribeApps', {
      tenantId: id,
      appIds: [appId.system, appId.quality],
    });
    expect(
      reopened.json().data.apps.find((a: { appKey: string }) => a.appKey === 'quality').tenantAppKey,
    ).toBe(firstKey);

    const page = (
      await call('admin', 'POST', '/tenant/queryByPage?pageIndex=1&pageSize=10', { keyword: '华北' })
    ).json().data;
    expect(page.items.map((x: { code: string }) => x.code)).toEqual(['north-lab']);
    const dup = await call('admin', 'POST', '/tenant/add', { code: 'north-lab', name: '重复' });
    expect(dup.json().data.errors[0]).toEqual({ field: 'body.code', reason: '租户编码已存在' });
    const bad = await call('admin', 'POST', '/tenant/add', { code: 'North Lab', name: '' });
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.code', 'body.name']);
  });

  it('disabling a tenant stops its users, sessions included', async () => {
    const id = (await call('admin', 'POST', '/tenant/add', { code: 'short-lived', name: '临时租户' })).json()
      .data.id;
    await call('admin', 'POST', '/tenant/subscribeApps', { tenantId: id, appIds: [appId.quality] });
    const adminHere = (await signIn('admin', 'Admin@123', id)).statusCode;
    expect(adminHere).toBe(400); // admin is not a member of the new tenant
    expect(
      (
        await call('admin', 'POST', '/tenant/update', {
          id: tenantId['green-carbon'],
          name: '绿源碳管理科技有限公司',
          status: 0,
        })
      ).statusCode,
    ).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: `${P}/app/getMyApps`,
      headers: { authorization: `Bearer ${token.adminGreen}` },
    });
    expect(refused.statusCode).toBe(401);
    await call('admin', 'POST', '/tenant/update', {
      id: tenantId['green-carbon'],
      name: '绿源碳管理科技有限公司',
      status: 1,
    });
  });

  it('is the platform administrator’s alone', async () => {
    expect(
      (await call('staff_a', 'POST', '/tenant/queryByPage?pageIndex=1&pageSize=10', {})).statusCode,
    ).toBe(403);
    expect((await call('staff_a', 'POST', '/tenant/add', { code: 'x-x', name: 'x' })).statusCode).toBe(403);
  });
});

describe('tenant users', () => {
  it('creates a user with a department, position and role, who then signs in and sees that menu', async () => {
    const dept = (await call('admin', 'POST', '/dept/addDept', { name: '审核部' })).json().data;
    const position = (
      await call('admin', 'POST', '/position/add', { code: 'AUDITOR', name: '审核员' })
    ).json().data;
    const created = await call('admin', 'POST', '/tenantuser/add', {
      username: 'new_auditor',
      realname: '钱进',
      password: 'Start123',
      mobile: '13900000001',
      deptId: dept.id,
      positionId: position.id,
      roleIds: [await platformRole('quality', 34)],
    });
    expect(created.statusCode).toBe(200);
    expect(created.json().data).toMatchObject({
      username: 'new_auditor',
      deptName: '审核部',
      positionName: '审核员',
      roles: [{ code: 34 }],
    });

    const session = (await signIn('new_auditor', 'Start123')).json().data.token;
    const menu = await app.inject({
      method: 'GET',
      url: `${P}/tenant/getresources?appkey=quality`,
      headers: { authorization: `Bearer ${session}` },
    });
    expect(menu.json().data.map((r: { path: string }) => r.path)).toContain('/businessReview');

    const found = (
      await call('admin', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=10', { keyword: '钱' })
    ).json().data;
    expect(found.items.map((u: { username: string }) => u.username)).toEqual(['new_auditor']);
    expect((await call('admin', 'POST', '/dept/delDeptById', { id: dept.id })).statusCode).toBe(400);
  });

  it('refuses taken usernames and mobiles, foreign departments and roles of unopened apps, by field', async () => {
    const base = { realname: '某人', password: 'Start123' };
    expect(
      (await call('admin', 'POST', '/tenantuser/add', { ...base, username: 'STAFF_A' })).json().data.errors[0]
        .field,
    ).toBe('body.username');
    expect(
      (
        await call('admin', 'POST', '/tenantuser/add', {
          ...base,
          username: 'someone',
          mobile: '13800000001',
        })
      ).json().data.errors[0].field,
    ).toBe('body.mobile');
    const greenDept = (await call('adminGreen', 'POST', '/dept/addDept', { name: '绿源部门' })).json().data;
    expect(
      (
        await call('admin', 'POST', '/tenantuser/add', { ...base, username: 'someone', deptId: greenDept.id })
      ).json().data.errors[0].field,
    ).toBe('body.deptId');
    // east-cert has not opened the carbon app.
    const carbonRole = await platformRole('carbon', 42);
    expect(
      (
        await call('admin', 'POST', '/tenantuser/add', {
          ...base,
          username: 'someone',
          roleIds: [carbonRole],
        })
      ).json().data.errors[0].field,
    ).toBe('body.roleIds');
    const weak = await call('admin', 'POST', '/tenantuser/add', {
      ...base,
      username: 'someone',
      password: 'short',
    });
    expect(weak.json().data.errors[0].field).toBe('body.password');
  });

  it('disables and re-enables a user, resets a password (ending sessions), and refuses to disable oneself', async () => {
    const page = (
      await call('admin', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', { keyword: 'expert_a' })
    ).json().data;
    const expert = page.items[0];
    const expertSession = (await signIn('expert_a')).json().data.token;
    expect(
      (await call('admin', 'POST', '/tenantuser/changeStatus', { id: expert.id, status: 0 })).json().data
        .status,
    ).toBe(0);
    expect((await signIn('expert_a')).statusCode).toBe(403);
    await call('admin', 'POST', '/tenantuser/changeStatus', { id: expert.id, status: 1 });

    expect(
      (await call('admin', 'POST', '/tenantuser/resetPwd', { id: expert.id, password: 'Reset2026x' }))
        .statusCode,
    ).toBe(200);
    const old = await app.inject({
      method: 'GET',
      url: `${P}/app/getMyApps`,
      headers: { authorization: `Bearer ${expertSession}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await signIn('expert_a', 'Reset2026x')).statusCode).toBe(200);

    const self = (
      await call('admin', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', { keyword: 'admin' })
    ).json().data.items[0];
    expect(
      (await call('admin', 'POST', '/tenantuser/changeStatus', { id: self.id, status: 0 })).json().data
        .errors[0].field,
    ).toBe('body.status');
  });

  it('never shows or changes another tenant’s users', async () => {
    const green = (
      await call('adminGreen', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', {})
    ).json().data.items;
    const staffB = green.find((u: { username: string }) => u.username === 'staff_b');
    const east = (await call('admin', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', {})).json()
      .data.items;
    expect(east.map((u: { username: string }) => u.username)).not.toContain('staff_b');
    expect((await call('admin', 'GET', `/tenantuser/getById?id=${staffB.id}`)).statusCode).toBe(404);
    expect(
      (await call('admin', 'POST', '/tenantuser/changeStatus', { id: staffB.id, status: 0 })).statusCode,
    ).toBe(404);
    expect(
      (await call('admin', 'POST', '/tenantuser/resetPwd', { id: staffB.id, password: 'Hacked123' }))
        .statusCode,
    ).toBe(404);
    expect((await signIn('staff_b')).statusCode).toBe(200);
    expect(
      (await call('staff_a', 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=10', {})).statusCode,
    ).toBe(403);
  });
});

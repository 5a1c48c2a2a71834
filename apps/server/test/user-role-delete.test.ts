// Deleting users and roles (tenantuser/delete, role/delete). A user is a membership of the tenant and,
// behind it, an account every tenant of the user shares: the membership goes, the account only when
// no other tenant has the user. A role somebody holds, in any tenant, stays until nobody does.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { apps, tenants, tenantUsers, users } from '../src/db/schema/index.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, seedDemo } from '../src/seed/index.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { P } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;
const tenantId: Record<string, string> = {};
const appId: Record<string, string> = {};
const token = { adminEast: '', adminGreen: '', greenAdmin: '' };

const limits = {
  ...defaultLimits,
  loginPerIp: { max: 10_000, windowSeconds: 60 },
  loginPerAccount: { max: 10_000, windowSeconds: 60 },
};

async function signIn(username: string, pwd: string, tenant?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenant ? { tenantId: tenantId[tenant] } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function call(session: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${session}` },
    ...(payload ? { payload } : {}),
  });
}

const alive = async (session: string) => (await call(session, 'GET', '/app/getMyApps')).statusCode;

async function member(session: string, username: string) {
  const res = await call(session, 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', {
    keyword: username,
  });
  return res.json().data.items.find((u: { username: string }) => u.username === username);
}

async function addUser(session: string, username: string, realname: string, roleIds: string[] = []) {
  const res = await call(session, 'POST', '/tenantuser/add', {
    username,
    realname,
    password: 'Start@2026',
    roleIds,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: string; userId: string };
}

const accountExists = async (username: string) =>
  (await db.select({ id: users.id }).from(users).where(eq(users.username, username))).length > 0;

function refusedWith(res: Awaited<ReturnType<typeof call>>, status: number, reason: RegExp) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(status === 400 ? body.data.errors[0].reason : body.msg).toMatch(reason);
}

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({ config: testConfig(), database: t.database, logger: false, limits });
  await app.ready();
  for (const r of await db.select().from(tenants)) tenantId[r.code] = r.id;
  for (const a of await db.select().from(apps)) appId[a.key] = a.id;
  token.adminEast = await signIn('admin', DEMO_ADMIN_PASSWORD, 'east-cert');
  token.adminGreen = await signIn('admin', DEMO_ADMIN_PASSWORD, 'green-carbon');
  const options = (await call(token.adminGreen, 'GET', '/tenantuser/options')).json().data;
  const manager = options.apps
    .find((a: { appName: string }) => a.appName === '系统管理')
    .roles.find((r: { code: number }) => r.code === 1);
  await addUser(token.adminGreen, 'green_admin', '绿源管理员', [manager.id]);
  token.greenAdmin = await signIn('green_admin', 'Start@2026');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('deleting a user', () => {
  it('deletes a user of this tenant alone: the account and its sessions go, and the log keeps the name', async () => {
    const created = await addUser(token.greenAdmin, 'temp_user', '临时用户');
    const session = await signIn('temp_user', 'Start@2026');
    const res = await call(token.greenAdmin, 'POST', '/tenantuser/delete', { id: created.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      msg: '删除成功',
      data: { username: 'temp_user', realname: '临时用户', accountDeleted: true },
    });
    expect(await alive(session)).toBe(401);
    expect(await accountExists('temp_user')).toBe(false);
    expect(await member(token.greenAdmin, 'temp_user')).toBeUndefined();

    const log = await call(token.greenAdmin, 'POST', '/operlog/queryByPage?pageIndex=1&pageSize=10', {
      action: 'tenantuser/delete',
    });
    expect(log.json().data.items[0]).toMatchObject({
      username: 'green_admin',
      targetId: created.id,
      targetName: '临时用户（temp_user）',
    });
  });

  it('removes a user who also belongs to another tenant from this tenant only', async () => {
    const created = await addUser(token.adminEast, 'two_homes', '两地用户');
    await db.insert(tenantUsers).values({ tenantId: tenantId['green-carbon']!, userId: created.userId });
    const inGreen = await signIn('two_homes', 'Start@2026', 'green-carbon');
    const inEast = await signIn('two_homes', 'Start@2026', 'east-cert');
    const here = await member(token.greenAdmin, 'two_homes');
    const res = await call(token.greenAdmin, 'POST', '/tenantuser/delete', { id: here.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.accountDeleted).toBe(false);
    expect(res.json().msg).toBe('已将该用户移出本租户，其账号保留');
    expect(await alive(inGreen)).toBe(401);
    expect(await alive(inEast)).toBe(200);
    expect(await accountExists('two_homes')).toBe(true);
    expect(await member(token.adminEast, 'two_homes')).toBeDefined();
  });

  it('refuses to delete oneself, and a tenant administrator to remove the platform administrator', async () => {
    const self = await member(token.greenAdmin, 'green_admin');
    refusedWith(await call(token.greenAdmin, 'POST', '/tenantuser/delete', { id: self.id }), 400, /自己/);
    const admin = await member(token.greenAdmin, 'admin');
    refusedWith(
      await call(token.greenAdmin, 'POST', '/tenantuser/delete', { id: admin.id }),
      403,
      /平台管理员/,
    );
    expect(await alive(token.adminGreen)).toBe(200);
    // Only a system manager deletes users.
    const staff = await signIn('staff_b', DEMO_PASSWORD);
    const expert = await member(token.greenAdmin, 'expert_b');
    expect((await call(staff, 'POST', '/tenantuser/delete', { id: expert.id })).statusCode).toBe(403);
  });
});

describe('deleting a role', () => {
  const roleIn = async (session: string, app: string, code: number) =>
    (await call(session, 'GET', `/role/getListByAppId?appId=${appId[app]}`))
      .json()
      .data.find((r: { code: number }) => r.code === code);

  it("deletes a tenant's own role nobody holds", async () => {
    const added = await call(token.greenAdmin, 'POST', '/role/add', {
      appId: appId.carbon,
      code: 900,
      name: '临时角色',
    });
    expect(added.statusCode, added.body).toBe(200);
    const res = await call(token.greenAdmin, 'POST', '/role/delete', { id: added.json().data.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ name: '临时角色', code: 900 });
    expect(await roleIn(token.greenAdmin, 'carbon', 900)).toBeUndefined();
    const log = await call(token.greenAdmin, 'POST', '/operlog/queryByPage?pageIndex=1&pageSize=10', {
      action: 'role/delete',
    });
    expect(log.json().data.items[0]).toMatchObject({ summary: '删除角色', targetName: '临时角色' });
  });

  it('refuses a role somebody holds, naming who', async () => {
    const role = (
      await call(token.greenAdmin, 'POST', '/role/add', { appId: appId.carbon, code: 901, name: '核查员' })
    ).json().data;
    await addUser(token.greenAdmin, 'checker', '钱核查', [role.id]);
    refusedWith(
      await call(token.greenAdmin, 'POST', '/role/delete', { id: role.id }),
      400,
      /钱核查（checker）/,
    );
    expect(await roleIn(token.greenAdmin, 'carbon', 901)).toBeDefined();
  });

  it("refuses a platform role held in another tenant than the administrator's, naming the tenant", async () => {
    const role = (
      await call(token.adminEast, 'POST', '/role/add', { appId: appId.quality, code: 902, name: '质量顾问' })
    ).json().data;
    expect(role.scope).toBe('platform');
    const staff = await member(token.adminGreen, 'staff_b');
    const granted = await call(token.adminGreen, 'POST', '/tenantuser/update', {
      id: staff.id,
      realname: staff.realname,
      mobile: staff.mobile,
      email: staff.email,
      type: staff.type,
      deptId: staff.deptId,
      positionId: staff.positionId,
      roleIds: [...staff.roles.map((r: { id: string }) => r.id), role.id],
      status: staff.status,
    });
    expect(granted.statusCode, granted.body).toBe(200);
    refusedWith(
      await call(token.adminEast, 'POST', '/role/delete', { id: role.id }),
      400,
      /周杰（staff_b，绿源碳管理科技有限公司）/,
    );
    // A tenant's administrator never deletes a platform role.
    refusedWith(await call(token.greenAdmin, 'POST', '/role/delete', { id: role.id }), 403, /平台角色/);
  });
});

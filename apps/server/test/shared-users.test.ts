// Rows shared by every tenant, written through one tenant: a user's identity (password, name, contacts)
// belongs to every tenant the user is a member of, and an application to every tenant that opened it.
// A tenant's administrator sees only their own tenant's memberships and subscriptions (row-level
// security), so every guard of such a write must look across tenants. Here a tenant administrator of
// green-carbon attacks the platform administrator (a member of both demo tenants) and a user shared
// with east-cert, and the platform administrator manages applications from inside east-cert.
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { tenants, tenantUsers, users } from '../src/db/schema/index.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, seedDemo } from '../src/seed/index.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { P, rows } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;
const tenantId: Record<string, string> = {};
const token = { adminEast: '', adminGreen: '', greenAdmin: '' };

// The tests sign the same accounts in many times within a minute.
const limits = {
  ...defaultLimits,
  loginPerIp: { max: 10_000, windowSeconds: 60 },
  loginPerAccount: { max: 10_000, windowSeconds: 60 },
};

async function login(username: string, pwd: string, tenant?: string) {
  return app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenant ? { tenantId: tenantId[tenant] } : {}) },
  });
}

async function signIn(username: string, pwd: string, tenant?: string) {
  const res = await login(username, pwd, tenant);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

function call(session: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: url.startsWith('/api/') ? url : `${P}${url}`,
    headers: { authorization: `Bearer ${session}` },
    ...(payload ? { payload } : {}),
  });
}

const alive = async (session: string) => (await call(session, 'GET', '/app/getMyApps')).statusCode;

/** The member row of `username` as the session's tenant lists it. */
async function member(session: string, username: string) {
  const res = await call(session, 'POST', '/tenantuser/queryByPage?pageIndex=1&pageSize=50', {
    keyword: username,
  });
  expect(res.statusCode, res.body).toBe(200);
  const found = res.json().data.items.find((u: { username: string }) => u.username === username);
  expect(found, username).toBeDefined();
  return found;
}

/** An update body that changes nothing: the member as the list shows it. */
const unchanged = (m: Record<string, unknown> & { roles: { id: string }[] }) => ({
  id: m.id,
  realname: m.realname,
  mobile: m.mobile,
  email: m.email,
  type: m.type,
  deptId: m.deptId,
  positionId: m.positionId,
  roleIds: m.roles.map((r) => r.id),
  status: m.status,
});

function expectForbidden(res: LightMyRequestResponse, msg: RegExp) {
  expect(res.statusCode, res.body).toBe(403);
  expect(res.json().msg).toMatch(msg);
}

async function userRow(username: string) {
  const [u] = await db.select().from(users).where(eq(users.username, username));
  return u!;
}

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({ config: testConfig(), database: t.database, logger: false, limits });
  await app.ready();
  for (const r of await db.select().from(tenants)) tenantId[r.code] = r.id;
  token.adminEast = await signIn('admin', DEMO_ADMIN_PASSWORD, 'east-cert');
  token.adminGreen = await signIn('admin', DEMO_ADMIN_PASSWORD, 'green-carbon');

  // green-carbon's own administrator: a member of green-carbon only, holding its system-management role.
  const options = (await call(token.adminGreen, 'GET', '/tenantuser/options')).json().data;
  const manager = options.apps
    .find((a: { appName: string }) => a.appName === '系统管理')
    .roles.find((r: { code: number }) => r.code === 1);
  const created = await call(token.adminGreen, 'POST', '/tenantuser/add', {
    username: 'green_admin',
    realname: '绿源管理员',
    password: 'Green@2026',
    roleIds: [manager.id],
  });
  expect(created.statusCode, created.body).toBe(200);
  token.greenAdmin = await signIn('green_admin', 'Green@2026');

  // A user of east-cert who is also a member of green-carbon (memberships across tenants are made by
  // the platform; no tenant call adds an existing user to a second tenant).
  const shared = await call(token.adminEast, 'POST', '/tenantuser/add', {
    username: 'shared_u',
    realname: '共享用户',
    mobile: '13700000001',
    password: 'Shared@2026',
  });
  expect(shared.statusCode, shared.body).toBe(200);
  await db
    .insert(tenantUsers)
    .values({ tenantId: tenantId['green-carbon']!, userId: shared.json().data.userId });
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('a tenant administrator and a user shared with other tenants', () => {
  it("cannot reset the platform administrator's password (a member of both demo tenants)", async () => {
    const admin = await member(token.greenAdmin, 'admin');
    const before = await userRow('admin');
    const res = await call(token.greenAdmin, 'POST', '/tenantuser/resetPwd', {
      id: admin.id,
      password: 'Taken0ver1',
    });
    expectForbidden(res, /平台管理员/);
    expect((await userRow('admin')).passwordHash).toBe(before.passwordHash);
    expect((await login('admin', DEMO_ADMIN_PASSWORD, 'green-carbon')).statusCode).toBe(200);
    expect(await alive(token.adminEast)).toBe(200);
  });

  it("cannot put their own mobile number, name or e-mail on the platform administrator's account", async () => {
    const admin = await member(token.greenAdmin, 'admin');
    const before = await userRow('admin');
    for (const change of [
      { mobile: '13911112222' },
      { realname: '冒名顶替' },
      { email: 'me@evil.example' },
    ]) {
      const res = await call(token.greenAdmin, 'POST', '/tenantuser/update', {
        ...unchanged(admin),
        ...change,
      });
      expectForbidden(res, /平台管理员/);
    }
    const after = await userRow('admin');
    expect({ mobile: after.mobile, realname: after.realname, email: after.email }).toEqual({
      mobile: before.mobile,
      realname: before.realname,
      email: before.email,
    });
    // So no SMS sign-in code for that number can open the administrator's account.
    const code = await app.inject({ method: 'GET', url: `${P}/sms/getCheckCode?mobile=13911112222` });
    expect(code.statusCode).toBeLessThan(500);
    const [sent] = await rows<{ n: number }>(
      db,
      sql`select count(*)::int as n from outbox where channel = 'sms' and recipient = '13911112222'`,
    );
    expect(sent!.n).toBe(0);
  });

  it('cannot reset the password or change the identity of a user who also belongs to another tenant', async () => {
    const shared = await member(token.greenAdmin, 'shared_u');
    const before = await userRow('shared_u');
    expect(shared.identityEditable).toBe(false);
    expectForbidden(
      await call(token.greenAdmin, 'POST', '/tenantuser/resetPwd', { id: shared.id, password: 'Taken0ver1' }),
      /其他租户/,
    );
    expectForbidden(
      await call(token.greenAdmin, 'POST', '/tenantuser/update', {
        ...unchanged(shared),
        mobile: '13911113333',
      }),
      /其他租户/,
    );
    const after = await userRow('shared_u');
    expect([after.mobile, after.passwordHash]).toEqual(['13700000001', before.passwordHash]);
    expect((await login('shared_u', 'Shared@2026', 'green-carbon')).statusCode).toBe(200);
  });

  it('still manages what belongs to the tenant: roles, department and status of a shared user', async () => {
    const shared = await member(token.greenAdmin, 'shared_u');
    const dept = (await call(token.greenAdmin, 'POST', '/dept/addDept', { name: '核查部' })).json().data;
    const options = (await call(token.greenAdmin, 'GET', '/tenantuser/options')).json().data;
    const carbonRole = options.apps
      .find((a: { appName: string }) => a.appName === '碳核算')
      .roles.find((r: { code: number }) => r.code === 33);
    const res = await call(token.greenAdmin, 'POST', '/tenantuser/update', {
      ...unchanged(shared),
      deptId: dept.id,
      roleIds: [carbonRole.id],
      status: 0,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ deptName: '核查部', status: 0, roles: [{ code: 33 }] });
    await call(token.greenAdmin, 'POST', '/tenantuser/changeStatus', { id: shared.id, status: 1 });
    // The tenant's own administrator sees the identity of a user of theirs alone as editable.
    expect((await member(token.greenAdmin, 'staff_b')).identityEditable).toBe(true);
    // The platform administrator may change anyone's.
    expect((await member(token.adminGreen, 'shared_u')).identityEditable).toBe(true);
  });

  it("resets a password of the tenant's own user and ends every session of that user, share keys and stream tickets too", async () => {
    const first = await signIn('staff_b', DEMO_PASSWORD);
    const second = await signIn('staff_b', DEMO_PASSWORD);
    const shareKey = (await call(first, 'GET', '/authcode/shareKey')).json().data.shareKey as string;
    const ticket = (await call(second, 'POST', '/msg/getStreamTicket')).json().data.ticket as string;

    const staff = await member(token.greenAdmin, 'staff_b');
    const before = await userRow('staff_b');
    const res = await call(token.greenAdmin, 'POST', '/tenantuser/resetPwd', {
      id: staff.id,
      password: 'Fresh2026x',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alive(first)).toBe(401);
    expect(await alive(second)).toBe(401);
    const byKey = await app.inject({
      method: 'POST',
      url: `${P}/tenantuser/loginByShareKey`,
      payload: { shareKey },
    });
    expect(byKey.statusCode).toBe(400);
    const stream = await app.inject({ method: 'GET', url: `${P}/msg/unreadStream?ticket=${ticket}` });
    expect(stream.statusCode).toBe(401);
    expect((await userRow('staff_b')).passwordHash).not.toBe(before.passwordHash);
    expect((await login('staff_b', 'Fresh2026x')).statusCode).toBe(200);
  });

  it("a platform administrator's reset ends the user's sessions in every tenant", async () => {
    const inGreen = await signIn('shared_u', 'Shared@2026', 'green-carbon');
    const inEast = await signIn('shared_u', 'Shared@2026', 'east-cert');
    const shared = await member(token.adminEast, 'shared_u');
    const res = await call(token.adminEast, 'POST', '/tenantuser/resetPwd', {
      id: shared.id,
      password: 'Shared@2027',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alive(inEast)).toBe(401);
    expect(await alive(inGreen)).toBe(401);
  });

  it("changing one's own password ends one's sessions in the other tenants", async () => {
    const inGreen = await signIn('shared_u', 'Shared@2027', 'green-carbon');
    const inEast = await signIn('shared_u', 'Shared@2027', 'east-cert');
    const res = await call(inEast, 'POST', '/tenantuser/updatePwd', {
      oldPassword: 'Shared@2027',
      newPassword: 'Shared@2028',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await alive(inGreen)).toBe(401);
  });
});

describe('applications opened by other tenants', () => {
  const apps = async (session: string) =>
    (await call(session, 'GET', '/app/list')).json().data as {
      id: string;
      key: string;
      tenantCount: number;
    }[];

  it('count the tenants that opened each application across all tenants', async () => {
    const list = await apps(token.adminEast);
    const count = Object.fromEntries(list.map((a) => [a.key, a.tenantCount]));
    expect(count).toMatchObject({ system: 2, quality: 2, carbon: 1, cert: 1, brand: 1, compliance: 1 });
  });

  it('refuse to delete an application another tenant uses, naming that tenant', async () => {
    const carbon = (await apps(token.adminEast)).find((a) => a.key === 'carbon')!;
    const res = await call(token.adminEast, 'POST', '/app/delete', { id: carbon.id });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.errors[0]).toEqual({
      field: 'body.id',
      reason: expect.stringContaining('绿源碳管理科技有限公司'),
    });
    // green-carbon keeps the application, and expert_b his business in it.
    const expert = await signIn('expert_b', DEMO_PASSWORD);
    const menu = await app.inject({
      method: 'GET',
      url: `${P}/tenant/getresources?appkey=carbon`,
      headers: { authorization: `Bearer ${expert}` },
    });
    expect(menu.statusCode, menu.body).toBe(200);
    expect(menu.json().data.length).toBeGreaterThan(0);
  });

  it('delete an application once no tenant has it open', async () => {
    const created = await call(token.adminEast, 'POST', '/app/add', { key: 'trial', name: '试用应用' });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id as string;
    const green = (
      await call(token.adminEast, 'GET', `/tenant/getById?id=${tenantId['green-carbon']}`)
    ).json().data as { apps: { appId: string; status: number }[] };
    const opened = green.apps.filter((a) => a.status === 1).map((a) => a.appId);
    const subscribe = (appIds: string[]) =>
      call(token.adminEast, 'POST', '/tenant/subscribeApps', { tenantId: tenantId['green-carbon'], appIds });
    expect((await subscribe([...opened, id])).statusCode).toBe(200);
    expect((await call(token.adminEast, 'POST', '/app/delete', { id })).statusCode).toBe(400);
    expect((await subscribe(opened)).statusCode).toBe(200);
    const res = await call(token.adminEast, 'POST', '/app/delete', { id });
    expect(res.statusCode, res.body).toBe(200);
  });
});

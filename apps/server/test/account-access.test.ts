// What a signed-in user sees and may reach (spec shell.md §7.1): menus per role, user info, the app
// list, role switches, share keys, tenant isolation and the public app look-ups, on the demo data.
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PREFIX, type MyApp, type RouteRecord } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { apps, resources, roleResources, roles, tenants } from '../src/db/schema/index.js';
import { DEMO_ADMIN_PASSWORD, DEMO_PASSWORD, seedDemo } from '../src/seed/index.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    // These tests sign the same demo accounts in many times within a minute; the per-account
    // limit itself is proven in account-signin.test.ts.
    limits: { ...defaultLimits, loginPerAccount: { max: 1000, windowSeconds: 60 } },
  });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

let addresses = 0;
function visitor() {
  const n = ++addresses;
  const ip = `10.${Math.floor(n / 250)}.${n % 250}.1`;
  const request = (
    method: 'GET' | 'POST',
    path: string,
    opts: { token?: string; payload?: object; headers?: Record<string, string> } = {},
  ) =>
    app.inject({
      method,
      url: `${ACCOUNT_PREFIX}/${path}`,
      remoteAddress: ip,
      ...(opts.payload ? { payload: opts.payload } : {}),
      headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...opts.headers },
    });
  return {
    get: (path: string, token?: string, headers?: Record<string, string>) =>
      request('GET', path, { token, headers }),
    post: (path: string, payload: object, token?: string) => request('POST', path, { token, payload }),
  };
}

/** Signs in from a new address and returns the client with its token. */
async function signedIn(username: string, extra: object = {}) {
  const v = visitor();
  const pwd = username === 'admin' ? DEMO_ADMIN_PASSWORD : DEMO_PASSWORD;
  const res = await v.post('tenantuser/login', { username, pwd, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  const token = res.json().data.token as string;
  return {
    token,
    get: (path: string, headers?: Record<string, string>) => v.get(path, token, headers),
    post: (path: string, payload: object) => v.post(path, payload, token),
    async menu(appKey: string): Promise<RouteRecord[]> {
      const r = await v.get(`tenant/getresources?appkey=${appKey}`, token);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
    async info(appKey: string) {
      const r = await v.get(`tenantuser/getuserinfo?appKey=${appKey}`, token);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
    async myApps(): Promise<MyApp[]> {
      const r = await v.get('app/getMyApps', token);
      expect(r.statusCode, r.body).toBe(200);
      return r.json().data;
    },
  };
}

function expectRefused(res: LightMyRequestResponse, status: number, msg: string | RegExp, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(status);
  expect(body.msg).toMatch(msg);
  if (field) expect(body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
}

const topTitles = (menu: RouteRecord[]) => menu.map((r) => r.meta.title);
const entry = (menu: RouteRecord[], path: string) => menu.find((r) => r.path === path);

async function tenantId(code: string) {
  const [row] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.code, code));
  return row!.id;
}

describe("each role's menu of an app", () => {
  it.each([
    {
      user: 'staff_a',
      sees: ['首页', '业务办理', '帮助文档'],
      // The certification pages are the cert app's only.
      not: ['业务审查', '专家评审', '待受理申请', '申请记录'],
    },
    {
      user: 'reviewer_a',
      sees: ['首页', '业务审查', '待审查申请', '待审批'],
      not: ['业务办理', '待受理申请', '合同管理', '申请管理', '认证工作台'],
    },
    { user: 'auditor_a', sees: ['首页', '待受理申请', '待评审'], not: ['业务办理', '业务审查'] },
    // Experts review in the 待评审 work queue too (the brand assessment's expert scoring).
    { user: 'expert_a', sees: ['首页', '专家评审', '待评审'], not: ['业务办理', '业务审查', '待受理申请'] },
  ])('shows $user the entries of their role in the quality app', async ({ user, sees, not }) => {
    const titles = topTitles(await (await signedIn(user)).menu('quality'));
    for (const title of sees) expect(titles).toContain(title);
    for (const title of not) expect(titles).not.toContain(title);
  });

  it.each([
    { user: 'staff_a', sees: ['申请记录', '我的证书', '认证公告'], not: ['申请管理', '碳排放概览'] },
    {
      user: 'reviewer_a',
      sees: [
        '认证工作台',
        '申请管理',
        '合同管理',
        '审核方案',
        '审核计划',
        '技术评审',
        '认证决定',
        '证书管理',
      ],
      not: ['申请记录', '碳排放概览', '计划管理', '审核任务'],
    },
    { user: 'auditor_a', sees: ['审核任务', '待受理申请'], not: ['申请管理'] },
    { user: 'expert_a', sees: ['审核任务', '专家评审'], not: ['申请管理'] },
  ])('shows $user the certification pages of their role in the cert app', async ({ user, sees, not }) => {
    const menu = await (await signedIn(user)).menu('cert');
    const titles = topTitles(menu);
    for (const title of sees) expect(titles).toContain(title);
    for (const title of not) expect(titles).not.toContain(title);
    if (user === 'reviewer_a')
      expect(entry(menu, '/plan')?.children?.[0]).toMatchObject({ component: 'cert/plan/index' });
  });

  it('gives each page its route record under its layout entry', async () => {
    const menu = await (await signedIn('staff_a')).menu('quality');
    expect(entry(menu, '/business')).toMatchObject({
      component: 'Layout',
      redirect: '/business/index',
      hidden: false,
      meta: { title: '业务办理' },
      children: [{ path: 'index', component: 'business/index', meta: { title: '业务办理', icon: 'form' } }],
    });
    expect(entry(menu, '/help')).toMatchObject({ type: 21, url: 'https://www.cnca.gov.cn/', blank: 3 });
  });

  it('gives an account without roles an empty menu', async () => {
    expect(await (await signedIn('nobiz_a')).menu('quality')).toEqual([]);
  });

  it('includes hidden entries, marked hidden', async () => {
    const menu = await (await signedIn('staff_a')).menu('quality');
    expect(entry(menu, '/profile')).toMatchObject({ hidden: true, meta: { title: '个人中心' } });
  });

  it('brings along the parent of a permitted page even when the role does not hold the parent', async () => {
    const [quality] = await db.select({ id: apps.id }).from(apps).where(eq(apps.key, 'quality'));
    const [parent] = await db
      .select({ id: resources.id })
      .from(resources)
      .where(and(eq(resources.appId, quality!.id), eq(resources.path, '/businessReview')));
    const [reviewerRole] = await db
      .select({ id: roles.id })
      .from(roles)
      .where(and(eq(roles.appId, quality!.id), eq(roles.code, 34)));
    const binding = { roleId: reviewerRole!.id, resourceId: parent!.id };
    await db
      .delete(roleResources)
      .where(and(eq(roleResources.roleId, binding.roleId), eq(roleResources.resourceId, binding.resourceId)));
    try {
      const menu = await (await signedIn('reviewer_a')).menu('quality');
      expect(entry(menu, '/businessReview')).toMatchObject({
        meta: { title: '业务审查' },
        children: [{ path: 'index', component: 'business/review/index' }],
      });
    } finally {
      await db.insert(roleResources).values(binding);
    }
  });

  it("shows the platform administrator the system app's 系统管理 with its pages, hidden ones marked", async () => {
    const menu = await (await signedIn('admin')).menu('system');
    const system = entry(menu, '/useManagement');
    expect(system?.meta.title).toBe('系统管理');
    const children = system!.children;
    expect(children.map((c) => c.path)).toEqual(
      expect.arrayContaining(['/use-management', '/use-tenant', '/resources', '/role']),
    );
    expect(children.find((c) => c.path === '/use-management')).toMatchObject({
      hidden: false,
      meta: { title: '应用管理' },
    });
    expect(children.find((c) => c.path === '/resources')).toMatchObject({
      hidden: true,
      meta: { title: '资源管理', activeMenu: '/use-management' },
    });
  });
});

describe('user info and app list', () => {
  it("tells the user's tenant, role codes and roles in the app", async () => {
    const info = await (await signedIn('staff_a')).info('quality');
    expect(info).toMatchObject({
      username: 'staff_a',
      name: '张明',
      mobile: '13800000001',
      tenantId: await tenantId('east-cert'),
      tenantName: '华东质量认证中心',
      roles: ['8'],
      roleList: [{ id: expect.any(String), code: 8, name: '企业业务人员' }],
      currentRoleId: null,
      isPlatformAdmin: false,
    });
  });

  it('lists every role the administrator holds in the app', async () => {
    const info = await (await signedIn('admin')).info('quality');
    expect(info.roles).toEqual(['8', '34']);
    expect(info.roleList.map((r: { name: string }) => r.name)).toEqual(['企业业务人员', '认证审核人员']);
    expect(info.isPlatformAdmin).toBe(true);
  });

  it("lists the tenant's opened apps, telling which ones the user holds a role in", async () => {
    const list = await (await signedIn('staff_a')).myApps();
    expect(list.map((a) => [a.key, a.hasAccess])).toEqual([
      ['system', false],
      ['quality', true],
      ['compliance', true],
      ['cert', true],
      ['brand', true],
    ]);
    expect(list.every((a) => a.tenantAppKey.length > 0)).toBe(true);
  });
});

describe('switching role', () => {
  it('gives a new session acting with only the chosen role, and ends the old one', async () => {
    const admin = await signedIn('admin');
    const before = await admin.info('quality');
    const reviewer = before.roleList.find((r: { code: number }) => r.code === 34);
    const res = await admin.post('tenantuser/switchRole', { roleId: reviewer.id });
    expect(res.json()).toMatchObject({ code: 200, msg: '切换成功', data: { token: expect.any(String) } });
    const token = res.json().data.token as string;
    const v = visitor();

    const info = await v.get('tenantuser/getuserinfo?appKey=quality', token);
    expect(info.json().data).toMatchObject({ roles: ['34'], currentRoleId: reviewer.id });
    expect(info.json().data.roleList).toHaveLength(2);
    const titles = topTitles((await v.get('tenant/getresources?appkey=quality', token)).json().data);
    expect(titles).toContain('业务审查');
    expect(titles).not.toContain('业务办理');

    expectRefused(await admin.get('app/getMyApps'), 401, '登录状态已失效，请重新登录');
  });

  it('goes back to acting with every role the user holds, and to every app they hold one in', async () => {
    const admin = await signedIn('admin');
    const reviewer = (await admin.info('quality')).roleList.find((r: { code: number }) => r.code === 34);
    const v = visitor();
    const acting = (await admin.post('tenantuser/switchRole', { roleId: reviewer.id })).json().data.token;
    const hasAccess = async (token: string) =>
      ((await v.get('app/getMyApps', token)).json().data as { key: string; hasAccess: boolean }[])
        .filter((a) => a.hasAccess)
        .map((a) => a.key);
    expect(await hasAccess(acting)).toEqual(['quality']);

    const res = await v.post('tenantuser/switchRole', { roleId: null }, acting);
    expect(res.json()).toMatchObject({ code: 200, msg: '切换成功', data: { token: expect.any(String) } });
    const all = res.json().data.token as string;

    const info = (await v.get('tenantuser/getuserinfo?appKey=quality', all)).json().data;
    expect(info).toMatchObject({ roles: ['8', '34'], currentRoleId: null });
    expect(await hasAccess(all)).toEqual(['system', 'quality']);
    const titles = topTitles((await v.get('tenant/getresources?appkey=quality', all)).json().data);
    expect(titles).toEqual(expect.arrayContaining(['业务审查', '业务办理']));
    expectRefused(await v.get('app/getMyApps', acting), 401, '登录状态已失效，请重新登录');
  });

  it('refuses a role the user does not hold', async () => {
    const auditorRoles = (await (await signedIn('auditor_a')).info('quality')).roleList;
    const staff = await signedIn('staff_a');
    expectRefused(
      await staff.post('tenantuser/switchRole', { roleId: auditorRoles[0].id }),
      400,
      '您未持有该角色',
      'body.roleId',
    );
    expect(await staff.info('quality')).toMatchObject({ roles: ['8'] });
  });
});

describe('share keys', () => {
  it('opens one session for the same user, once', async () => {
    const staff = await signedIn('staff_a');
    const key = await staff.get('authcode/shareKey');
    expect(key.json().data).toMatchObject({ shareKey: expect.any(String), expiresInSeconds: 60 });
    const { shareKey } = key.json().data;

    const v = visitor();
    const res = await v.post('tenantuser/loginByShareKey', { shareKey });
    expect(res.statusCode, res.body).toBe(200);
    const info = await v.get('tenantuser/getuserinfo?appKey=quality', res.json().data.token);
    expect(info.json().data).toMatchObject({ username: 'staff_a', tenantName: '华东质量认证中心' });

    expectRefused(
      await visitor().post('tenantuser/loginByShareKey', { shareKey }),
      400,
      '授权码无效或已过期',
      'body.shareKey',
    );
  });

  it('refuses a made-up key', async () => {
    expectRefused(
      await visitor().post('tenantuser/loginByShareKey', { shareKey: 'x'.repeat(43) }),
      400,
      '授权码无效或已过期',
      'body.shareKey',
    );
  });
});

describe('tenant isolation', () => {
  it("refuses an app the user's tenant has not opened", async () => {
    const staffB = await signedIn('staff_b');
    const NOT_OPENED = '当前租户未开通该应用';
    expectRefused(await staffB.get('tenantuser/getuserinfo?appKey=cert'), 403, NOT_OPENED);
    expectRefused(await staffB.get('tenant/getresources?appkey=cert'), 403, NOT_OPENED);
    expectRefused(await staffB.get('app/getMyApps', { appkey: 'cert' }), 403, NOT_OPENED);
    expect((await staffB.get('app/getMyApps', { appkey: 'carbon' })).statusCode).toBe(200);
  });

  it("refuses another tenant's app key", async () => {
    const eastKeys = (await (await signedIn('staff_a')).myApps()).map((a) => a.tenantAppKey);
    const staffB = await signedIn('staff_b');
    const ownQuality = (await staffB.myApps()).find((a) => a.key === 'quality')!;
    expect(eastKeys).not.toContain(ownQuality.tenantAppKey);
    for (const key of eastKeys) {
      expectRefused(await staffB.get('app/getMyApps', { tenantappkey: key }), 403, '租户应用标识无效');
    }
    const own = await staffB.get('app/getMyApps', {
      appkey: 'quality',
      tenantappkey: ownQuality.tenantAppKey,
    });
    expect(own.statusCode).toBe(200);
  });

  it('refuses a screen the user holds no role for, or a malformed screen id', async () => {
    const reviewMenu = await (await signedIn('reviewer_a')).menu('quality');
    const reviewPage = entry(reviewMenu, '/businessReview')!.children[0]!;
    const staffB = await signedIn('staff_b');
    const ownPage = entry(await staffB.menu('quality'), '/business')!.children[0]!;
    const headers = (resourceId: string) => ({ appkey: 'quality', resourceid: resourceId });

    expect((await staffB.get('app/getMyApps', headers(ownPage.resourceId))).statusCode).toBe(200);
    expectRefused(await staffB.get('app/getMyApps', headers(reviewPage.resourceId)), 403, '当前操作没有权限');
    expectRefused(await staffB.get('app/getMyApps', headers('not-a-uuid')), 403, '当前操作没有权限');
  });

  it('keeps the tenant of the session whatever tenant a call names', async () => {
    const staffB = await signedIn('staff_b');
    const east = await tenantId('east-cert');
    const res = await staffB.get(`tenantuser/getuserinfo?appKey=quality&tenantId=${east}`);
    expect(res.json().data).toMatchObject({
      tenantId: await tenantId('green-carbon'),
      tenantName: '绿源碳管理科技有限公司',
    });
    expect((await staffB.myApps()).map((a) => a.key)).toEqual(['system', 'quality', 'carbon']);
  });

  it('refuses to sign in to a tenant the user is not a member of', async () => {
    const res = await visitor().post('tenantuser/login', {
      username: 'staff_b',
      pwd: DEMO_PASSWORD,
      tenantId: await tenantId('east-cert'),
    });
    expectRefused(res, 400, '您不是该租户的成员', 'body.tenantId');
  });

  it('signs a member of several tenants in to the one chosen', async () => {
    const green = await tenantId('green-carbon');
    const admin = await signedIn('admin', { tenantId: green });
    expect(await admin.info('quality')).toMatchObject({
      tenantId: green,
      tenantName: '绿源碳管理科技有限公司',
    });
    expect((await admin.myApps()).map((a) => a.key)).toContain('carbon');
  });
});

describe('public look-ups', () => {
  it('answers app info by key without a session, with config as a JSON string', async () => {
    const v = visitor();
    for (const path of ['app/queryByAppKey?appKey=quality', 'data/app/getSSOApp?key=quality']) {
      const res = await v.get(path);
      expect(res.statusCode, res.body).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ key: 'quality', name: '质量管理', ssoUrl: '/sso' });
      expect(typeof data.config).toBe('string');
      expect(JSON.parse(data.config)).toMatchObject({ layout: '1', tagsView: true });
    }
  });

  it('answers 404 for an unknown app', async () => {
    const v = visitor();
    expectRefused(await v.get('app/queryByAppKey?appKey=nothing'), 404, '应用不存在');
    expectRefused(await v.get('data/app/getSSOApp?key=nothing'), 404, '应用不存在');
  });

  it('answers the sign-on address by its fixed key, and 404 for any other key', async () => {
    const v = visitor();
    expect((await v.get('config/getByKey?key=sso.login.url')).json()).toMatchObject({
      code: 200,
      data: { key: 'sso.login.url', value: '/sso' },
    });
    expectRefused(await v.get('config/getByKey?key=db.password'), 404, '配置项不存在');
  });
});

describe('malformed requests of a signed-in user', () => {
  it('names a role id that is not a uuid', async () => {
    const staff = await signedIn('staff_a');
    expectRefused(
      await staff.post('tenantuser/switchRole', { roleId: '8' }),
      400,
      /body\.roleId/,
      'body.roleId',
    );
  });

  it('names a missing app key', async () => {
    const staff = await signedIn('staff_a');
    expectRefused(await staff.get('tenantuser/getuserinfo'), 400, /query\.appKey/, 'query.appKey');
  });
});

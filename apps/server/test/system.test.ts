import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { apps, roles, tenants, tenantUserRoles, tenantUsers, users } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};
const appId: Record<string, string> = {};
const tenantId: Record<string, string> = {};

async function signIn(username: string, pwd = 'Demo@123') {
  const res = await app.inject({ method: 'POST', url: `${P}/tenantuser/login`, payload: { username, pwd } });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

function call(who: string, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function memberOf(username: string, tenantCode: string) {
  const [row] = await t.database.db
    .select({ id: tenantUsers.id })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .where(and(eq(users.username, username), eq(tenantUsers.tenantId, tenantId[tenantCode]!)));
  return row!.id;
}

const resource = (overrides: object) => ({
  appId: appId.quality,
  path: '/lab',
  name: 'Lab',
  title: '实验室',
  type: 2,
  ...overrides,
});

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  for (const a of await t.database.db.select().from(apps)) appId[a.key] = a.id;
  for (const r of await t.database.db.select().from(tenants)) tenantId[r.code] = r.id;
  // staff_b becomes a system manager of its own tenant (not a platform administrator).
  const [systemRole] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, appId.system!), isNull(roles.tenantId)));
  await t.database.db.insert(tenantUserRoles).values({
    tenantId: tenantId['green-carbon']!,
    tenantUserId: await memberOf('staff_b', 'green-carbon'),
    roleId: systemRole!.id,
  });
  token.admin = await signIn('admin', 'Admin@123');
  token.staff_a = await signIn('staff_a');
  token.staff_b = await signIn('staff_b');
  token.expert_b = await signIn('expert_b');
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('resources', () => {
  it('lets the platform administrator build and reshape an app menu', async () => {
    const parent = (
      await call('admin', 'POST', '/resource/createresource', resource({ type: 1, component: 'Layout' }))
    ).json().data;
    const child = (
      await call(
        'admin',
        'POST',
        '/resource/createresource',
        resource({
          parentId: parent.id,
          path: 'samples',
          name: 'Samples',
          title: '样品管理',
          component: 'lab/samples/index',
        }),
      )
    ).json().data;
    expect(child.meta).toMatchObject({ title: '样品管理', resourceId: child.id });

    const tree = (await call('admin', 'GET', `/resource/getresources?appid=${appId.quality}`)).json().data;
    const lab = tree.find((n: { id: string }) => n.id === parent.id);
    expect(lab.children.map((c: { title: string }) => c.title)).toEqual(['样品管理']);
    expect(
      (await call('admin', 'GET', `/resource/getresource?resourceid=${child.id}`)).json().data.path,
    ).toBe('samples');

    const cycle = await call('admin', 'POST', '/resource/saveresource', {
      ...resource({ type: 1 }),
      id: parent.id,
      parentId: child.id,
    });
    expect(cycle.json().data.errors[0]).toEqual({
      field: 'body.parentId',
      reason: '上级资源不能是该资源的下级资源',
    });
    const foreignParent = await call(
      'admin',
      'POST',
      '/resource/createresource',
      resource({ appId: appId.cert, parentId: parent.id }),
    );
    expect(foreignParent.json().data.errors[0].field).toBe('body.parentId');
    const external = await call('admin', 'POST', '/resource/createresource', resource({ type: 21 }));
    expect(external.json().data.errors[0]).toEqual({
      field: 'body.url',
      reason: '外链类型的资源必须填写链接地址',
    });
    const badName = await call(
      'admin',
      'POST',
      '/resource/createresource',
      resource({ name: '9 bad', sort: -1 }),
    );
    expect(
      badName
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.name', 'body.sort']);

    const renamed = await call('admin', 'POST', '/resource/saveresource', {
      ...resource({ type: 1 }),
      id: parent.id,
      title: '检测实验室',
      sort: 9,
    });
    expect(renamed.json().data).toMatchObject({ title: '检测实验室', sort: 9 });

    // Deleting the parent takes its subtree with it.
    expect((await call('admin', 'POST', '/resource/delresource', { id: parent.id })).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/resource/getresource?resourceid=${child.id}`)).statusCode).toBe(404);
  });

  it('keeps menus read-only for tenant system managers and hidden from everyone else', async () => {
    expect((await call('staff_b', 'POST', '/resource/createresource', resource({}))).statusCode).toBe(403);
    expect((await call('staff_b', 'GET', `/resource/getresources?appid=${appId.quality}`)).statusCode).toBe(
      200,
    );
    // green-carbon has not opened the cert app.
    expect((await call('staff_b', 'GET', `/resource/getresources?appid=${appId.cert}`)).statusCode).toBe(404);
    expect((await call('staff_b', 'GET', '/resource/getAllResources')).statusCode).toBe(403);
    expect((await call('staff_a', 'GET', `/resource/getresources?appid=${appId.quality}`)).statusCode).toBe(
      403,
    );
  });
});

describe('roles', () => {
  it('gives a tenant its own role, bound to part of a menu, and the holder sees exactly that', async () => {
    const role = await call('staff_b', 'POST', '/role/add', {
      appId: appId.quality,
      code: 901,
      name: '实验室检测员',
    });
    expect(role.json().data).toMatchObject({ code: 901, scope: 'tenant' });
    const roleId = role.json().data.id;

    const tree = (await call('staff_b', 'GET', `/resource/getresources?appid=${appId.quality}`)).json().data;
    const business = tree.find((n: { path: string }) => n.path === '/business');
    const bound = [business.id, business.children[0].id];
    expect(
      (await call('staff_b', 'POST', '/role/bindResources', { roleId, resourceIds: bound })).statusCode,
    ).toBe(200);
    const held = (await call('staff_b', 'GET', `/role/getResourcesByRoleId?roleId=${roleId}`)).json().data;
    expect(held.map((r: { id: string }) => r.id).sort()).toEqual([...bound].sort());

    // Granting the role: expert_b's menu in the quality app now holds exactly the bound entries.
    await t.database.db.insert(tenantUserRoles).values({
      tenantId: tenantId['green-carbon']!,
      tenantUserId: await memberOf('expert_b', 'green-carbon'),
      roleId,
    });
    const menu = (
      await app.inject({
        method: 'GET',
        url: `${P}/tenant/getresources?appkey=quality`,
        headers: { authorization: `Bearer ${token.expert_b}` },
      })
    ).json().data;
    expect(menu.map((r: { path: string }) => r.path)).toEqual(['/business']);

    const foreign = (await call('admin', 'GET', `/resource/getresources?appid=${appId.cert}`)).json().data[0]
      .id;
    const wrongApp = await call('staff_b', 'POST', '/role/bindResources', { roleId, resourceIds: [foreign] });
    expect(wrongApp.json().data.errors[0].field).toBe('body.resourceIds');

    const dup = await call('staff_b', 'POST', '/role/add', { appId: appId.quality, code: 901, name: '重复' });
    expect(dup.json().data.errors[0]).toEqual({ field: 'body.code', reason: '该应用下已有相同编码的角色' });
  });

  it('lists platform roles and the caller’s tenant roles only; platform roles change only by the platform administrator', async () => {
    const [eastRole] = await t.database.db
      .insert(roles)
      .values({ appId: appId.quality!, tenantId: tenantId['east-cert']!, code: 902, name: '华东专属角色' })
      .returning();
    const list = (await call('staff_b', 'GET', `/role/getListByAppId?appId=${appId.quality}`)).json().data;
    const codes = list.map((r: { code: number }) => r.code);
    expect(codes).toEqual(expect.arrayContaining([8, 33, 34, 42, 47]));
    expect(codes).not.toContain(902);
    expect(
      (await call('staff_b', 'GET', `/role/getResourcesByRoleId?roleId=${eastRole!.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('staff_b', 'POST', '/role/update', { id: eastRole!.id, code: 902, name: '改' })).statusCode,
    ).toBe(404);

    const platform = list.find((r: { code: number }) => r.code === 8);
    expect(
      (await call('staff_b', 'POST', '/role/update', { id: platform.id, code: 8, name: '改名' })).statusCode,
    ).toBe(403);
    expect(
      (await call('staff_b', 'POST', '/role/bindResources', { roleId: platform.id, resourceIds: [] }))
        .statusCode,
    ).toBe(403);
    const renamed = await call('admin', 'POST', '/role/update', {
      id: platform.id,
      code: 8,
      name: '企业业务人员（平台）',
    });
    expect(renamed.json().data).toMatchObject({ name: '企业业务人员（平台）', scope: 'platform' });

    expect(
      (await call('staff_b', 'GET', `/role/getListByAppId?appId=${appId.cert}`)).json().data.errors[0].field,
    ).toBe('query.appId');
    expect((await call('staff_a', 'GET', `/role/getListByAppId?appId=${appId.quality}`)).statusCode).toBe(
      403,
    );
  });

  it('names bad role input', async () => {
    const res = await call('admin', 'POST', '/role/add', { appId: 'x', code: 0, name: '' });
    expect(
      res
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.appId', 'body.code', 'body.name']);
  });
});

describe('applications', () => {
  it('lets the platform administrator add, edit and delete an app, whose info then reaches the shell', async () => {
    const added = await call('admin', 'POST', '/app/add', {
      key: 'lab',
      name: '检测实验室',
      config: { layout: '3', menuBg: '#304156' },
      showTenantName: true,
    });
    expect(added.json().data).toMatchObject({ key: 'lab', tenantCount: 0, config: { layout: '3' } });
    const id = added.json().data.id;
    const info = await app.inject({ method: 'GET', url: `${P}/app/queryByAppKey?appKey=lab` });
    expect(JSON.parse(info.json().data.config)).toEqual({ layout: '3', menuBg: '#304156' });

    const edited = await call('admin', 'POST', '/app/update', {
      id,
      name: '检测实验室平台',
      config: { layout: '1' },
      sort: 9,
    });
    expect(edited.json().data).toMatchObject({ name: '检测实验室平台', sort: 9, key: 'lab' });
    expect(
      (await call('admin', 'GET', '/app/list')).json().data.map((a: { key: string }) => a.key),
    ).toContain('lab');

    const dup = await call('admin', 'POST', '/app/add', { key: 'lab', name: '重复' });
    expect(dup.json().data.errors[0]).toEqual({ field: 'body.key', reason: '应用标识已存在' });
    const bad = await call('admin', 'POST', '/app/add', {
      key: 'Lab App',
      name: '',
      config: { layout: '9' },
    });
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.config.layout', 'body.key', 'body.name']);

    // An app tenants use cannot disappear under them.
    expect((await call('admin', 'POST', '/app/delete', { id: appId.quality })).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/app/delete', { id })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `${P}/app/queryByAppKey?appKey=lab` })).statusCode).toBe(
      404,
    );
  });

  it('is the platform administrator’s alone', async () => {
    expect((await call('staff_b', 'GET', '/app/list')).statusCode).toBe(403);
    expect((await call('staff_b', 'POST', '/app/add', { key: 'mine', name: '我的' })).statusCode).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { tenants, tenantUsers, users } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
/** admin signed into each demo tenant, and a tenant user without the system app. */
const token: Record<'east' | 'green' | 'staff', string> = { east: '', green: '', staff: '' };

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

function call(who: keyof typeof token, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  const byCode = Object.fromEntries((await t.database.db.select().from(tenants)).map((r) => [r.code, r.id]));
  token.east = await signIn('admin', 'Admin@123', byCode['east-cert']);
  token.green = await signIn('admin', 'Admin@123', byCode['green-carbon']);
  token.staff = await signIn('staff_a', 'Demo@123');
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('departments', () => {
  it('builds a tree, refuses a duplicate sibling name, a missing parent and a cycle, and deletes only empty departments', async () => {
    const root = (await call('east', 'POST', '/dept/addDept', { name: '质量部', sort: 1 })).json().data;
    const child = (
      await call('east', 'POST', '/dept/addDept', { name: '体系审核组', parentId: root.id })
    ).json().data;
    const grandchild = (
      await call('east', 'POST', '/dept/addDept', { name: '一组', parentId: child.id })
    ).json().data;

    const tree = (await call('east', 'GET', '/dept/getDeptTree')).json().data;
    expect(tree).toHaveLength(1);
    expect(tree[0].children[0].children[0]).toMatchObject({ id: grandchild.id, name: '一组', children: [] });

    const dup = await call('east', 'POST', '/dept/addDept', { name: '体系审核组', parentId: root.id });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data.errors[0]).toEqual({ field: 'body.name', reason: '同一上级部门下已有同名部门' });

    const orphan = await call('east', 'POST', '/dept/addDept', {
      name: '孤儿',
      parentId: crypto.randomUUID(),
    });
    expect(orphan.json().data.errors[0]).toEqual({ field: 'body.parentId', reason: '上级部门不存在' });

    const cycle = await call('east', 'POST', '/dept/updateDept', {
      id: root.id,
      name: '质量部',
      parentId: grandchild.id,
    });
    expect(cycle.statusCode).toBe(400);
    expect(cycle.json().data.errors[0].field).toBe('body.parentId');

    const nonEmpty = await call('east', 'POST', '/dept/delDeptById', { id: child.id });
    expect(nonEmpty.statusCode).toBe(400);
    expect(nonEmpty.json().msg).toContain('该部门下还有子部门或用户，无法删除');

    expect((await call('east', 'POST', '/dept/delDeptById', { id: grandchild.id })).statusCode).toBe(200);
    expect((await call('east', 'GET', `/dept/getDeptById?id=${grandchild.id}`)).statusCode).toBe(404);
  });

  it('keeps a department with users, and the tree tells how many users each department holds', async () => {
    const dept = (await call('east', 'POST', '/dept/addDept', { name: '认证部' })).json().data;
    const team = (await call('east', 'POST', '/dept/addDept', { name: '认证一组', parentId: dept.id })).json()
      .data;
    const [staff] = await t.database.db.select().from(users).where(eq(users.username, 'staff_a'));
    await t.database.db.update(tenantUsers).set({ deptId: dept.id }).where(eq(tenantUsers.userId, staff!.id));
    const res = await call('east', 'POST', '/dept/delDeptById', { id: dept.id });
    expect(res.statusCode).toBe(400);

    const tree = (await call('east', 'GET', '/dept/getDeptTree')).json().data;
    expect(tree.find((d: { id: string }) => d.id === dept.id)).toMatchObject({
      userCount: 1,
      children: [{ id: team.id, userCount: 0, children: [] }],
    });
  });

  it('names bad fields: empty name, negative sort, bad e-mail', async () => {
    const res = await call('east', 'POST', '/dept/addDept', { name: ' ', sort: -1, email: 'nope' });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .data.errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['body.email', 'body.name', 'body.sort']);
  });

  it('never shows or changes another tenant’s departments', async () => {
    const east = (await call('east', 'POST', '/dept/addDept', { name: '华东专属部门' })).json().data;
    const tree = (await call('green', 'GET', '/dept/getDeptTree')).json().data;
    expect(JSON.stringify(tree)).not.toContain('华东专属部门');
    expect((await call('green', 'GET', `/dept/getDeptById?id=${east.id}`)).statusCode).toBe(404);
    expect((await call('green', 'POST', '/dept/updateDept', { id: east.id, name: '改名' })).statusCode).toBe(
      404,
    );
    expect((await call('green', 'POST', '/dept/delDeptById', { id: east.id })).statusCode).toBe(404);
    const asParent = await call('green', 'POST', '/dept/addDept', { name: '挂靠', parentId: east.id });
    expect(asParent.json().data.errors[0]).toEqual({ field: 'body.parentId', reason: '上级部门不存在' });
    expect((await call('east', 'GET', `/dept/getDeptById?id=${east.id}`)).json().data.name).toBe(
      '华东专属部门',
    );
  });

  it('refuses users without system management', async () => {
    expect((await call('staff', 'GET', '/dept/getDeptTree')).statusCode).toBe(403);
    expect((await call('staff', 'POST', '/dept/addDept', { name: '越权' })).statusCode).toBe(403);
  });
});

describe('positions', () => {
  it('creates, pages with a filter, edits and deletes positions; codes are unique per tenant', async () => {
    for (const [code, name, sort] of [
      ['QM', '质量经理', 1],
      ['AUD', '审核员', 2],
      ['AUD-LEAD', '审核组长', 3],
    ] as const) {
      expect((await call('east', 'POST', '/position/add', { code, name, sort })).statusCode).toBe(200);
    }
    const page = (
      await call('east', 'POST', '/position/queryByPage?pageIndex=1&pageSize=2', { code: 'aud' })
    ).json().data;
    expect(page.total).toBe(2);
    expect(page.items.map((p: { code: string }) => p.code)).toEqual(['AUD', 'AUD-LEAD']);

    const dup = await call('east', 'POST', '/position/add', { code: 'QM', name: '重复' });
    expect(dup.json().data.errors[0]).toEqual({ field: 'body.code', reason: '岗位编码已存在' });
    // The same code in another tenant is fine.
    expect((await call('green', 'POST', '/position/add', { code: 'QM', name: '质量经理' })).statusCode).toBe(
      200,
    );

    const qm = page.items[0];
    const edited = await call('east', 'POST', '/position/update', {
      id: qm.id,
      code: 'AUD',
      name: '审核员（高级）',
      sort: 5,
    });
    expect(edited.json().data).toMatchObject({ name: '审核员（高级）', sort: 5 });
    expect((await call('east', 'GET', `/position/getById?id=${qm.id}`)).json().data.name).toBe(
      '审核员（高级）',
    );
    expect((await call('east', 'POST', '/position/delById', { id: qm.id })).statusCode).toBe(200);
    expect((await call('east', 'GET', `/position/getById?id=${qm.id}`)).statusCode).toBe(404);
  });

  it('names bad input: page size, code characters, status', async () => {
    const paging = await call('east', 'POST', '/position/queryByPage?pageIndex=0&pageSize=100000', {});
    expect(
      paging
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['query.pageIndex', 'query.pageSize']);
    const bad = await call('east', 'POST', '/position/add', { code: '岗 位', name: 'x', status: 7 });
    expect(
      bad
        .json()
        .data.errors.map((e: { field: string }) => e.field)
        .sort(),
    ).toEqual(['body.code', 'body.status']);
  });

  it('never shows or changes another tenant’s positions, and refuses users without system management', async () => {
    const east = (await call('east', 'POST', '/position/add', { code: 'EAST-ONLY', name: '华东岗位' })).json()
      .data;
    const page = (await call('green', 'POST', '/position/queryByPage?pageIndex=1&pageSize=50', {})).json()
      .data;
    expect(page.items.map((p: { code: string }) => p.code)).not.toContain('EAST-ONLY');
    expect((await call('green', 'GET', `/position/getById?id=${east.id}`)).statusCode).toBe(404);
    expect(
      (await call('green', 'POST', '/position/update', { id: east.id, code: 'X', name: 'x' })).statusCode,
    ).toBe(404);
    expect((await call('green', 'POST', '/position/delById', { id: east.id })).statusCode).toBe(404);
    expect(
      (await call('staff', 'POST', '/position/queryByPage?pageIndex=1&pageSize=10', {})).statusCode,
    ).toBe(403);
  });
});

describe('operation log', () => {
  it('records who changed what in which tenant, only successful writes, visible to that tenant only', async () => {
    const dept = (await call('east', 'POST', '/dept/addDept', { name: '日志测试部' })).json().data;
    await call('east', 'POST', '/dept/updateDept', { id: dept.id, name: '日志测试部（改）' });
    await call('east', 'POST', '/dept/addDept', { name: '' }); // refused: not an operation
    const log = (
      await call('east', 'POST', '/operlog/queryByPage?pageIndex=1&pageSize=50', { action: 'dept/' })
    ).json().data;
    const forDept = log.items.filter((e: { targetId: string }) => e.targetId === dept.id);
    expect(forDept.map((e: { action: string }) => e.action)).toEqual([
      'POST /api/api-system/data/dept/updateDept',
      'POST /api/api-system/data/dept/addDept',
    ]);
    expect(forDept[0]).toMatchObject({
      username: 'admin',
      summary: '修改部门',
      status: 200,
    });
    expect(log.items.every((e: { status: number }) => e.status === 200)).toBe(true);

    const green = (await call('green', 'POST', '/operlog/queryByPage?pageIndex=1&pageSize=50', {})).json()
      .data;
    expect(green.items.map((e: { targetId: string }) => e.targetId)).not.toContain(dept.id);
    expect((await call('staff', 'POST', '/operlog/queryByPage?pageIndex=1&pageSize=10', {})).statusCode).toBe(
      403,
    );
  });
});

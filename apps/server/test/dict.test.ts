import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import {
  apps,
  dicts,
  operationLogs,
  roles,
  tenants,
  tenantUserRoles,
  tenantUsers,
  users,
} from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data/resource';
let t: TestDatabase;
let app: App;
const tenantId: Record<string, string> = {};
/**
 * admin: the platform administrator signed into green-carbon; green: staff_b, made a system manager
 * of green-carbon; east: nobiz_a, made a system manager of east-cert; staff: staff_a of east-cert,
 * without system management.
 */
const token: Record<'admin' | 'green' | 'east' | 'staff', string> = {
  admin: '',
  green: '',
  east: '',
  staff: '',
};
type Who = keyof typeof token;

async function signIn(username: string, pwd: string, tenant?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd, ...(tenant ? { tenantId: tenantId[tenant] } : {}) },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.token as string;
}

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
}

async function data(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data;
}

const fieldsOf = (res: { json(): { data: { errors: { field: string }[] } } }) =>
  res
    .json()
    .data.errors.map((e) => e.field)
    .sort();

async function makeSystemManager(username: string, tenantCode: string) {
  const [system] = await t.database.db.select().from(apps).where(eq(apps.key, 'system'));
  const [role] = await t.database.db
    .select()
    .from(roles)
    .where(and(eq(roles.appId, system!.id), isNull(roles.tenantId)));
  const [member] = await t.database.db
    .select({ id: tenantUsers.id })
    .from(tenantUsers)
    .innerJoin(users, eq(users.id, tenantUsers.userId))
    .where(and(eq(users.username, username), eq(tenantUsers.tenantId, tenantId[tenantCode]!)));
  await t.database.db
    .insert(tenantUserRoles)
    .values({ tenantId: tenantId[tenantCode]!, tenantUserId: member!.id, roleId: role!.id });
}

/** Saves an entry as `who` and answers it. */
const save = (who: Who, entry: object) => data(who, 'POST', '/saveDict', entry);

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  for (const r of await t.database.db.select().from(tenants)) tenantId[r.code] = r.id;
  await makeSystemManager('staff_b', 'green-carbon');
  await makeSystemManager('nobiz_a', 'east-cert');
  token.admin = await signIn('admin', 'Admin@123', 'green-carbon');
  token.green = await signIn('staff_b', 'Demo@123');
  token.east = await signIn('nobiz_a', 'Demo@123');
  token.staff = await signIn('staff_a', 'Demo@123');
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('platform dictionaries', () => {
  it('are seeded with QSBITYPE and CERT_FIELD and read by every member of every tenant', async () => {
    for (const who of ['admin', 'green', 'east', 'staff'] as const) {
      const types = await data(who, 'GET', '/getDictDatas?code=QSBITYPE');
      expect(types.map((d: { name: string }) => d.name)).toEqual([
        '质量管理体系认证',
        '环境管理体系认证',
        '职业健康安全管理体系认证',
        '碳排放核查',
        '品牌评价',
      ]);
      expect(types[0]).toMatchObject({ level: 2, scope: 'platform', status: 1 });
    }
    const fields = await data('staff', 'GET', '/getDictDatas?code=CERT_FIELD');
    expect(fields).toHaveLength(5);
    expect(await data('staff', 'GET', '/getDictByCode?code=CERT_FIELD')).toMatchObject({
      name: '认证领域',
      level: 1,
      parentId: null,
      scope: 'platform',
    });
  });

  it('are changed by the platform administrator only', async () => {
    const qsbitype = await data('green', 'GET', '/getDictByCode?code=QSBITYPE');
    const [item] = await data('green', 'GET', '/getDictDatas?code=QSBITYPE');
    const own = await save('green', { code: 'GREEN_OWN', name: '本租户字典' });

    expect((await call('green', 'POST', '/saveDict', { ...qsbitype, name: '改名' })).statusCode).toBe(403);
    const addUnder = await call('green', 'POST', '/saveDict', {
      code: 'GREEN_QS',
      name: '租户问卷类型',
      parentId: qsbitype.id,
    });
    expect(addUnder.statusCode).toBe(403);
    expect(addUnder.json().msg).toBe('平台字典只能由平台管理员维护');
    expect((await call('green', 'POST', `/delDict?dictId=${item.id}`)).statusCode).toBe(403);
    expect((await call('green', 'GET', `/changeDictParent?dictId=${item.id}`)).statusCode).toBe(403);
    expect(
      (await call('green', 'POST', '/BindDictItems', { parentId: qsbitype.id, itemIds: [own.id] }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('green', 'POST', '/importDictDataV2', {
          parentId: qsbitype.id,
          items: [{ code: 'GREEN_QS', name: '租户问卷类型' }],
        })
      ).statusCode,
    ).toBe(403);

    const added = await save('admin', { code: 'QSBITYPE_LAB', name: '实验室认可', parentId: qsbitype.id });
    expect(added).toMatchObject({ scope: 'platform', level: 2 });
    const seen = await data('east', 'GET', '/getDictDatas?code=QSBITYPE');
    expect(seen.map((d: { code: string }) => d.code)).toContain('QSBITYPE_LAB');
    expect((await call('admin', 'POST', `/delDict?dictId=${added.id}`)).statusCode).toBe(200);
    expect(await data('east', 'GET', '/getDictDatas?code=QSBITYPE')).toHaveLength(5);
  });
});

describe('tenant dictionaries', () => {
  it('builds a tree and reads it by code: whole, by levels, items, children, lazily and by ids', async () => {
    const root = await save('green', { code: 'LAB_TYPE', name: '实验室类型', remark: '检测机构分类' });
    expect(root).toMatchObject({ level: 1, scope: 'tenant', parentId: null, sort: 0, status: 1 });
    const chem = await save('green', {
      code: 'LAB_CHEM',
      name: '化学实验室',
      value: 'chem',
      sort: 2,
      parentId: root.id,
    });
    const phys = await save('green', {
      code: 'LAB_PHYS',
      name: '物理实验室',
      value: 'phys',
      sort: 1,
      parentId: root.id,
      status: 0,
    });
    const organic = await save('green', { code: 'LAB_CHEM_ORG', name: '有机化学', parentId: chem.id });
    expect(organic.level).toBe(3);

    const tree = await data('green', 'GET', '/getDictTree?code=LAB_TYPE');
    expect(tree).toMatchObject({ id: root.id, level: 1, remark: '检测机构分类' });
    expect(tree.children.map((c: { code: string }) => c.code)).toEqual(['LAB_PHYS', 'LAB_CHEM']);
    expect(tree.children[1].children[0]).toMatchObject({ id: organic.id, level: 3, children: [] });

    const oneLevel = await data('green', 'GET', '/getChildTreeByLevel?code=LAB_TYPE&level=1');
    expect(oneLevel.children.map((c: { children: unknown[] }) => c.children)).toEqual([[], []]);
    const twoLevels = await data('green', 'GET', '/getChildTreeByLevel?code=LAB_TYPE&level=2');
    expect(twoLevels.children[1].children[0].code).toBe('LAB_CHEM_ORG');

    // Items offered to business screens are the enabled ones; the management calls list them all.
    expect(
      (await data('green', 'GET', '/getDictDatas?code=LAB_TYPE')).map((d: { id: string }) => d.id),
    ).toEqual([chem.id]);
    expect(
      (await data('green', 'POST', '/getDictsByParentCode?code=LAB_TYPE')).map((d: { id: string }) => d.id),
    ).toEqual([phys.id, chem.id]);
    expect(await data('green', 'GET', `/getDictItemsIdByParentId?parentDictId=${root.id}`)).toEqual([
      phys.id,
      chem.id,
    ]);
    expect(await data('green', 'GET', '/getDictByCode?code=LAB_CHEM')).toMatchObject({
      id: chem.id,
      value: 'chem',
      level: 2,
    });

    const tops = await data('green', 'GET', '/getChildDictWithDefer');
    expect(tops.find((d: { code: string }) => d.code === 'LAB_TYPE')).toMatchObject({ hasChildren: true });
    expect(tops.find((d: { code: string }) => d.code === 'QSBITYPE')).toMatchObject({
      hasChildren: true,
      scope: 'platform',
    });
    const below = await data('green', 'GET', `/getChildDictWithDefer?parentId=${root.id}`);
    expect(below.map((d: { code: string; hasChildren: boolean }) => [d.code, d.hasChildren])).toEqual([
      ['LAB_PHYS', false],
      ['LAB_CHEM', true],
    ]);

    const items = await data('green', 'POST', '/getDictItemPageList?pageIndex=2&pageSize=1', {
      code: 'LAB_TYPE',
    });
    expect(items).toMatchObject({ total: 2, items: [{ id: chem.id }] });
    const disabled = await data('green', 'POST', '/getDictItemPageList?pageIndex=1&pageSize=10', {
      code: 'LAB_TYPE',
      status: 0,
    });
    expect(disabled.items.map((d: { id: string }) => d.id)).toEqual([phys.id]);

    const byCode = await data('green', 'POST', '/getDictsByParam?pageIndex=1&pageSize=10', {
      code: 'lab_chem',
    });
    expect(byCode.items.map((d: { code: string }) => d.code).sort()).toEqual(['LAB_CHEM', 'LAB_CHEM_ORG']);
    const tops2 = await data('green', 'POST', '/getDictsByParam?pageIndex=1&pageSize=50', { parentId: null });
    expect(tops2.items.map((d: { code: string }) => d.code)).toEqual(
      expect.arrayContaining(['LAB_TYPE', 'QSBITYPE', 'CERT_FIELD']),
    );
    const underChem = await data('green', 'POST', '/getDictsByParam?pageIndex=1&pageSize=10', {
      parentId: chem.id,
      name: '有机',
    });
    expect(underChem).toMatchObject({ total: 1, items: [{ id: organic.id, level: 3 }] });

    // Changing an entry without naming its parent leaves it where it is.
    const renamed = await save('green', { id: chem.id, code: 'LAB_CHEM', name: '化学分析实验室', sort: 3 });
    expect(renamed).toMatchObject({ parentId: root.id, name: '化学分析实验室', level: 2 });
  });

  it('names the field and reason of bad input', async () => {
    const bad = await call('green', 'POST', '/saveDict', { code: 'a b', name: ' ', sort: -1, status: 3 });
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['body.code', 'body.name', 'body.sort', 'body.status']);
    expect(fieldsOf(await call('green', 'GET', '/getChildTreeByLevel?code=LAB_TYPE&level=0'))).toEqual([
      'query.level',
    ]);
    expect(fieldsOf(await call('green', 'GET', '/getDictDatas'))).toEqual(['query.code']);
    expect(fieldsOf(await call('green', 'POST', '/delDict?dictId=nope'))).toEqual(['query.dictId']);
    expect(fieldsOf(await call('green', 'GET', '/changeDictParent?dictId=x&parentId=y'))).toEqual([
      'query.dictId',
      'query.parentId',
    ]);
    expect(fieldsOf(await call('green', 'POST', '/getDictsByParam?pageIndex=0&pageSize=1', {}))).toEqual([
      'query.pageIndex',
    ]);
    expect(fieldsOf(await call('green', 'POST', '/BindDictItems', { parentId: 'x', itemIds: [] }))).toEqual([
      'body.itemIds',
      'body.parentId',
    ]);
    expect(fieldsOf(await call('green', 'POST', '/exportDictByIds', { ids: [] }))).toEqual(['body.ids']);
    const nested = await call('green', 'POST', '/importDictDataV2', {
      items: [{ code: 'OK_CODE', name: '好', children: [{ code: 'bad code', name: '' }] }],
    });
    expect(fieldsOf(nested)).toEqual(['body.items.0.children.0.code', 'body.items.0.children.0.name']);
    expect((await call('green', 'GET', '/getDictByCode?code=NO_SUCH_CODE')).statusCode).toBe(404);
  });

  it('keeps codes unique within a scope and apart from the platform’s', async () => {
    const dup = await call('green', 'POST', '/saveDict', { code: 'LAB_TYPE', name: '重复' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json().data.errors).toEqual([{ field: 'body.code', reason: '字典编码已存在' }]);
    const platform = await call('green', 'POST', '/saveDict', { code: 'QSBITYPE', name: '遮盖平台字典' });
    expect(platform.json().data.errors).toEqual([{ field: 'body.code', reason: '字典编码已被平台字典使用' }]);
    // Another tenant may use the same code; the platform may not use a tenant's.
    expect((await save('east', { code: 'GREEN_OWN', name: '华东同编码字典' })).scope).toBe('tenant');
    const taken = await call('admin', 'POST', '/saveDict', { code: 'GREEN_OWN', name: '平台字典' });
    expect(taken.json().data.errors).toEqual([{ field: 'body.code', reason: '字典编码已被租户字典使用' }]);
  });

  it('refuses missing parents and cycles when saving, moving and binding entries', async () => {
    const root = await save('green', { code: 'AREA', name: '区域' });
    const east = await save('green', { code: 'AREA_EAST', name: '华东', parentId: root.id });
    const sh = await save('green', { code: 'AREA_SH', name: '上海', parentId: east.id });
    const west = await save('green', { code: 'AREA_WEST', name: '西部', parentId: root.id });

    const orphan = await call('green', 'POST', '/saveDict', {
      code: 'ORPHAN',
      name: '孤儿',
      parentId: crypto.randomUUID(),
    });
    expect(orphan.json().data.errors).toEqual([{ field: 'body.parentId', reason: '上级字典不存在' }]);
    const self = await call('green', 'POST', '/saveDict', {
      id: root.id,
      code: 'AREA',
      name: '区域',
      parentId: root.id,
    });
    expect(self.json().data.errors).toEqual([{ field: 'body.parentId', reason: '上级字典不能是字典自身' }]);
    const cycle = await call('green', 'POST', '/saveDict', {
      id: root.id,
      code: 'AREA',
      name: '区域',
      parentId: sh.id,
    });
    expect(cycle.json().data.errors).toEqual([
      { field: 'body.parentId', reason: '上级字典不能是该字典的下级字典' },
    ]);

    const moveCycle = await call('green', 'GET', `/changeDictParent?dictId=${east.id}&parentId=${sh.id}`);
    expect(moveCycle.statusCode).toBe(400);
    expect(moveCycle.json().data.errors[0].field).toBe('query.parentId');
    const moveOrphan = await call(
      'green',
      'GET',
      `/changeDictParent?dictId=${east.id}&parentId=${crypto.randomUUID()}`,
    );
    expect(moveOrphan.json().data.errors).toEqual([{ field: 'query.parentId', reason: '上级字典不存在' }]);
    expect(await data('green', 'GET', `/changeDictParent?dictId=${sh.id}&parentId=${west.id}`)).toMatchObject(
      {
        id: sh.id,
        parentId: west.id,
        level: 3,
      },
    );
    expect(await data('green', 'GET', `/changeDictParent?dictId=${sh.id}`)).toMatchObject({
      parentId: null,
      level: 1,
    });

    const bindCycle = await call('green', 'POST', '/BindDictItems', {
      parentId: east.id,
      itemIds: [root.id],
    });
    expect(bindCycle.json().data.errors).toEqual([
      { field: 'body.itemIds', reason: '不能把字典移到它自身或它的下级字典之下' },
    ]);
    const bindOrphan = await call('green', 'POST', '/BindDictItems', {
      parentId: crypto.randomUUID(),
      itemIds: [sh.id],
    });
    expect(bindOrphan.json().data.errors).toEqual([{ field: 'body.parentId', reason: '上级字典不存在' }]);
    const bindMissing = await call('green', 'POST', '/BindDictItems', {
      parentId: west.id,
      itemIds: [sh.id, crypto.randomUUID()],
    });
    expect(bindMissing.json().data.errors).toEqual([{ field: 'body.itemIds', reason: '包含不存在的字典' }]);
    expect(await data('green', 'GET', `/getDictItemsIdByParentId?parentDictId=${west.id}`)).toEqual([]);

    await data('green', 'POST', '/BindDictItems', { parentId: west.id, itemIds: [sh.id, east.id] });
    const tree = await data('green', 'GET', '/getDictTree?code=AREA');
    expect(tree.children.map((c: { code: string }) => c.code)).toEqual(['AREA_WEST']);
    expect(
      tree.children[0].children.map((c: { code: string; level: number }) => [c.code, c.level]).sort(),
    ).toEqual([
      ['AREA_EAST', 3],
      ['AREA_SH', 3],
    ]);
  });

  it('deletes only entries without children, saying why', async () => {
    const root = await data('green', 'GET', '/getDictByCode?code=AREA');
    const refused = await call('green', 'POST', `/delDict?dictId=${root.id}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().msg).toContain('该字典下还有字典项，无法删除');
    expect(refused.json().data.errors[0].field).toBe('query.dictId');

    const sh = await data('green', 'GET', '/getDictByCode?code=AREA_SH');
    expect((await call('green', 'POST', `/delDict?dictId=${sh.id}`)).statusCode).toBe(200);
    expect((await call('green', 'GET', '/getDictByCode?code=AREA_SH')).statusCode).toBe(404);
    expect((await call('green', 'POST', `/delDict?dictId=${sh.id}`)).statusCode).toBe(404);
  });

  it('exports subtrees in a portable form and imports them under another parent as the same tree', async () => {
    const labType = await data('green', 'GET', '/getDictByCode?code=LAB_TYPE');
    const chem = await data('green', 'GET', '/getDictByCode?code=LAB_CHEM');
    // An entry below another chosen one comes with it, once.
    const exported = await data('green', 'POST', '/exportDictByIds', { ids: [labType.id, chem.id] });
    expect(exported).toHaveLength(1);
    expect(exported[0]).toMatchObject({ code: 'LAB_TYPE', name: '实验室类型', remark: '检测机构分类' });
    expect(exported[0]).not.toHaveProperty('id');
    expect(exported[0].children.map((c: { code: string }) => c.code)).toEqual(['LAB_PHYS', 'LAB_CHEM']);
    expect(exported[0].children[0]).toMatchObject({ status: 0, value: 'phys' });

    // Into the same tenant again: every code is taken, each row says so and nothing is stored.
    const countGreen = async () =>
      (
        await t.database.db
          .select({ n: count() })
          .from(dicts)
          .where(eq(dicts.tenantId, tenantId['green-carbon']!))
      )[0]!.n;
    const before = await countGreen();
    const again = await call('green', 'POST', '/importDictDataV2', { items: exported });
    expect(again.statusCode).toBe(400);
    expect(again.json().data).toEqual({
      imported: 0,
      errors: [1, 2, 3, 4].map((row) => ({ row, field: 'code', reason: '字典编码已存在' })),
    });
    expect(await countGreen()).toBe(before);
    const twice = await call('green', 'POST', '/importDictDataV2', {
      items: [
        { code: 'NEW_A', name: '甲' },
        { code: 'NEW_B', name: '乙', children: [{ code: 'NEW_A', name: '甲again' }] },
      ],
    });
    expect(twice.json().data.errors).toEqual([{ row: 3, field: 'code', reason: '与第1行编码重复' }]);
    expect(await countGreen()).toBe(before);

    // Into another tenant, under one of its entries: the same subtree, one level deeper.
    const holder = await save('east', { code: 'IMPORTED', name: '导入的字典' });
    const report = await data('east', 'POST', '/importDictDataV2', { parentId: holder.id, items: exported });
    expect(report).toEqual({ imported: 4, errors: [] });
    const imported = await data('east', 'GET', '/getDictTree?code=IMPORTED');
    expect(imported.children[0]).toMatchObject({ code: 'LAB_TYPE', level: 2, scope: 'tenant' });
    expect(imported.children[0].children[1].children[0]).toMatchObject({ code: 'LAB_CHEM_ORG', level: 4 });
    const reexported = await data('east', 'POST', '/exportDictByIds', { ids: [imported.children[0].id] });
    expect(reexported).toEqual(exported);

    // Twenty levels at most, however they are reached.
    const chain = (depth: number, prefix: string) => {
      let node: object = { code: `${prefix}${depth}`, name: '层' };
      for (let i = depth - 1; i >= 1; i--) node = { code: `${prefix}${i}`, name: '层', children: [node] };
      return node;
    };
    const deep = await call('east', 'POST', '/importDictDataV2', { items: [chain(21, 'DEEP')] });
    expect(deep.json().data.errors).toEqual([{ field: 'body.items', reason: '字典最多20层' }]);
    expect(await data('east', 'POST', '/importDictDataV2', { items: [chain(20, 'DEEP')] })).toMatchObject({
      imported: 20,
    });
    const deepest = await data('east', 'GET', '/getDictByCode?code=DEEP20');
    expect(deepest.level).toBe(20);
    const below = await call('east', 'POST', '/saveDict', {
      code: 'DEEP21',
      name: '层',
      parentId: deepest.id,
    });
    expect(below.json().data.errors).toEqual([{ field: 'body.parentId', reason: '字典最多20层' }]);
    const underDeep = await call(
      'east',
      'GET',
      `/changeDictParent?dictId=${holder.id}&parentId=${deepest.id}`,
    );
    expect(underDeep.json().data.errors).toEqual([{ field: 'query.parentId', reason: '字典最多20层' }]);

    const orphan = await call('east', 'POST', '/importDictDataV2', {
      parentId: crypto.randomUUID(),
      items: [{ code: 'X1', name: 'x' }],
    });
    expect(orphan.json().data.errors).toEqual([{ field: 'body.parentId', reason: '上级字典不存在' }]);
  });

  it('never shows or changes another tenant’s entries', async () => {
    const mine = await save('green', { code: 'GREEN_MINE', name: '绿源字典' });
    const theirs = await save('east', { code: 'EAST_ONLY', name: '华东专属字典' });
    const theirItem = await save('east', { code: 'EAST_ONLY_1', name: '华东专属项', parentId: theirs.id });

    for (const who of ['green', 'admin'] as const) {
      expect((await call(who, 'GET', '/getDictByCode?code=EAST_ONLY')).statusCode).toBe(404);
      expect((await call(who, 'GET', '/getDictTree?code=EAST_ONLY')).statusCode).toBe(404);
      expect((await call(who, 'GET', '/getDictDatas?code=EAST_ONLY')).statusCode).toBe(404);
      expect((await call(who, 'POST', '/getDictsByParentCode?code=EAST_ONLY')).statusCode).toBe(404);
      const found = await data(who, 'POST', '/getDictsByParam?pageIndex=1&pageSize=500', {});
      expect(found.items.map((d: { code: string }) => d.code)).not.toContain('EAST_ONLY');
      expect(found.items.map((d: { code: string }) => d.code)).not.toContain('IMPORTED');
    }
    expect((await call('green', 'GET', `/getChildDictWithDefer?parentId=${theirs.id}`)).statusCode).toBe(404);
    expect(
      (await call('green', 'GET', `/getDictItemsIdByParentId?parentDictId=${theirs.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call('green', 'POST', '/saveDict', { id: theirs.id, code: 'EAST_ONLY', name: '改' })).statusCode,
    ).toBe(404);
    const under = await call('green', 'POST', '/saveDict', {
      code: 'SNEAK',
      name: '挂靠',
      parentId: theirs.id,
    });
    expect(under.json().data.errors).toEqual([{ field: 'body.parentId', reason: '上级字典不存在' }]);
    expect((await call('green', 'POST', `/delDict?dictId=${theirItem.id}`)).statusCode).toBe(404);
    expect((await call('green', 'GET', `/changeDictParent?dictId=${theirItem.id}`)).statusCode).toBe(404);
    expect(
      (await call('green', 'GET', `/changeDictParent?dictId=${mine.id}&parentId=${theirs.id}`)).json().data
        .errors[0].field,
    ).toBe('query.parentId');
    expect(
      (await call('green', 'POST', '/BindDictItems', { parentId: mine.id, itemIds: [theirItem.id] })).json()
        .data.errors[0].field,
    ).toBe('body.itemIds');
    expect(
      (await call('green', 'POST', '/BindDictItems', { parentId: theirs.id, itemIds: [mine.id] })).json().data
        .errors[0].field,
    ).toBe('body.parentId');
    expect(
      (await call('green', 'POST', '/exportDictByIds', { ids: [theirs.id] })).json().data.errors[0].field,
    ).toBe('body.ids');
    expect(
      (
        await call('green', 'POST', '/importDictDataV2', {
          parentId: theirs.id,
          items: [{ code: 'S', name: 's' }],
        })
      ).json().data.errors[0].field,
    ).toBe('body.parentId');

    // Still intact for its own tenant.
    const tree = await data('east', 'GET', '/getDictTree?code=EAST_ONLY');
    expect(tree).toMatchObject({
      name: '华东专属字典',
      children: [{ id: theirItem.id, parentId: theirs.id }],
    });
  });

  it('lets every member read dictionaries by code but only system managers browse or change them', async () => {
    const theirs = await data('east', 'GET', '/getDictByCode?code=EAST_ONLY');
    for (const url of [
      '/getDictTree?code=EAST_ONLY',
      '/getChildTreeByLevel?code=EAST_ONLY&level=1',
      '/getDictDatas?code=EAST_ONLY',
      '/getDictByCode?code=EAST_ONLY',
    ]) {
      expect((await call('staff', 'GET', url)).statusCode).toBe(200);
    }
    expect((await call('staff', 'POST', '/getDictsByParentCode?code=EAST_ONLY')).statusCode).toBe(200);

    const denied: ['GET' | 'POST', string, object?][] = [
      ['GET', '/getChildDictWithDefer'],
      ['GET', `/getDictItemsIdByParentId?parentDictId=${theirs.id}`],
      ['GET', `/changeDictParent?dictId=${theirs.id}`],
      ['POST', '/saveDict', { code: 'STAFF', name: '越权' }],
      ['POST', `/delDict?dictId=${theirs.id}`],
      ['POST', '/getDictsByParam?pageIndex=1&pageSize=10', {}],
      ['POST', '/getDictItemPageList?pageIndex=1&pageSize=10', { code: 'EAST_ONLY' }],
      ['POST', '/exportDictByIds', { ids: [theirs.id] }],
      ['POST', '/importDictDataV2', { items: [{ code: 'STAFF', name: '越权' }] }],
      ['POST', '/BindDictItems', { parentId: theirs.id, itemIds: [theirs.id] }],
    ];
    for (const [method, url, body] of denied) {
      const res = await call('staff', method, url, body);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await data('east', 'GET', '/getDictByCode?code=EAST_ONLY')).name).toBe('华东专属字典');
  });

  it('records changes, including the GET changeDictParent, in the operation log', async () => {
    const parent = await save('green', { code: 'LOG_PARENT', name: '日志上级' });
    const child = await save('green', { code: 'LOG_CHILD', name: '日志下级' });
    await data('green', 'GET', `/changeDictParent?dictId=${child.id}&parentId=${parent.id}`);
    await data('green', 'POST', `/delDict?dictId=${child.id}`);
    const logged = await t.database.db
      .select()
      .from(operationLogs)
      .where(eq(operationLogs.targetId, child.id))
      .orderBy(operationLogs.createdAt);
    expect(logged.map((l) => l.action)).toEqual([
      `POST ${P}/saveDict`,
      `GET ${P}/changeDictParent`,
      `POST ${P}/delDict`,
    ]);
    expect(logged.every((l) => l.tenantId === tenantId['green-carbon'])).toBe(true);
  });
});

describe('page layouts', () => {
  const schema = (title: string) => JSON.stringify({ type: 'page', title, body: [{ type: 'form' }] });

  it('are saved, listed, read with the body as a JSON string, bound to one page each and deleted', async () => {
    const first = await data('green', 'POST', '/savePageLayout', {
      name: '碳排放填报页',
      body: schema('填报'),
    });
    expect(first).toMatchObject({ name: '碳排放填报页', pageId: null, status: 1 });
    const second = await data('green', 'POST', '/savePageLayout', {
      name: '碳排放审核页',
      body: schema('审核'),
      pageId: 'carbon-review',
    });

    const read = await data('green', 'GET', `/getPageLayout?id=${first.id}`);
    expect(typeof read.body).toBe('string');
    expect(JSON.parse(read.body)).toEqual({ type: 'page', title: '填报', body: [{ type: 'form' }] });

    const list = await data('green', 'POST', '/getPageLayoutList?pageIndex=1&pageSize=10', {
      name: '碳排放',
    });
    expect(list.total).toBe(2);
    expect(list.items[0]).not.toHaveProperty('body');
    const one = await data('green', 'POST', '/getPageLayoutList?pageIndex=1&pageSize=10', { name: '审核' });
    expect(one.items.map((l: { id: string }) => l.id)).toEqual([second.id]);

    expect(await data('green', 'GET', '/getPageLayoutS?pageId=carbon-review')).toMatchObject({
      id: second.id,
    });
    expect(await data('green', 'GET', '/getPageLayoutS?pageId=nothing-here')).toBeNull();

    // Binding a page takes it from the layout that had it.
    const bound = await data('green', 'POST', '/bindPageLayout?pageId=carbon-review', { layoutId: first.id });
    expect(bound).toMatchObject({ id: first.id, pageId: 'carbon-review' });
    expect((await data('green', 'GET', '/getPageLayoutS?pageId=carbon-review')).id).toBe(first.id);
    expect((await data('green', 'GET', `/getPageLayout?id=${second.id}`)).pageId).toBeNull();

    const clash = await call('green', 'POST', '/savePageLayout', {
      id: second.id,
      name: '碳排放审核页',
      body: schema('审核'),
      pageId: 'carbon-review',
    });
    expect(clash.json().data.errors).toEqual([{ field: 'body.pageId', reason: '该页面已绑定其他页面布局' }]);

    const edited = await data('green', 'POST', '/savePageLayout', {
      id: second.id,
      name: '碳排放审核页（新）',
      body: schema('新审核'),
      status: 0,
    });
    expect(edited).toMatchObject({ name: '碳排放审核页（新）', status: 0 });

    expect((await call('green', 'POST', `/delPageLayout?id=${second.id}`)).statusCode).toBe(200);
    expect((await call('green', 'GET', `/getPageLayout?id=${second.id}`)).statusCode).toBe(404);
    expect((await call('green', 'POST', `/delPageLayout?id=${second.id}`)).statusCode).toBe(404);
    const missing = await call('green', 'POST', '/bindPageLayout?pageId=carbon-review', {
      layoutId: second.id,
    });
    expect(missing.statusCode).toBe(404);
    expect((await data('green', 'GET', '/getPageLayoutS?pageId=carbon-review')).id).toBe(first.id);
  });

  it('refuses a body that is not JSON and other bad input, naming the field', async () => {
    const invalid = await call('green', 'POST', '/savePageLayout', {
      name: '坏布局',
      body: '{"type": "page",',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().data.errors).toEqual([{ field: 'body.body', reason: '不是有效的 JSON' }]);
    const empty = await call('green', 'POST', '/savePageLayout', { name: ' ', body: '' });
    expect(fieldsOf(empty)).toEqual(['body.body', 'body.name']);
    expect(fieldsOf(await call('green', 'GET', '/getPageLayout?id=nope'))).toEqual(['query.id']);
    expect(fieldsOf(await call('green', 'GET', '/getPageLayoutS'))).toEqual(['query.pageId']);
    expect(fieldsOf(await call('green', 'POST', '/bindPageLayout?pageId=p1', { layoutId: 'x' }))).toEqual([
      'body.layoutId',
    ]);
    expect(
      fieldsOf(await call('green', 'POST', '/getPageLayoutList?pageIndex=1&pageSize=100000', {})),
    ).toEqual(['query.pageSize']);
  });

  it('never shows or changes another tenant’s layouts', async () => {
    const theirs = await data('east', 'POST', '/savePageLayout', {
      name: '华东专属布局',
      body: schema('华东'),
      pageId: 'east-page',
    });
    expect((await call('green', 'GET', `/getPageLayout?id=${theirs.id}`)).statusCode).toBe(404);
    expect(await data('green', 'GET', '/getPageLayoutS?pageId=east-page')).toBeNull();
    const list = await data('green', 'POST', '/getPageLayoutList?pageIndex=1&pageSize=100', {});
    expect(list.items.map((l: { id: string }) => l.id)).not.toContain(theirs.id);
    expect(
      (await call('green', 'POST', '/savePageLayout', { id: theirs.id, name: '改', body: '{}' })).statusCode,
    ).toBe(404);
    expect(
      (await call('green', 'POST', '/bindPageLayout?pageId=green-page', { layoutId: theirs.id })).statusCode,
    ).toBe(404);
    expect((await call('green', 'POST', `/delPageLayout?id=${theirs.id}`)).statusCode).toBe(404);
    // The same page id is free in another tenant.
    const mine = await data('green', 'POST', '/savePageLayout', {
      name: '绿源布局',
      body: '{}',
      pageId: 'east-page',
    });
    expect(mine.pageId).toBe('east-page');
    expect(await data('east', 'GET', `/getPageLayout?id=${theirs.id}`)).toMatchObject({
      name: '华东专属布局',
      pageId: 'east-page',
    });
  });

  it('are read by every member of the tenant but listed and changed by system managers only', async () => {
    const layout = await data('east', 'GET', '/getPageLayoutS?pageId=east-page');
    expect((await data('staff', 'GET', `/getPageLayout?id=${layout.id}`)).body).toBe(layout.body);
    expect((await data('staff', 'GET', '/getPageLayoutS?pageId=east-page')).id).toBe(layout.id);
    expect((await call('staff', 'POST', '/getPageLayoutList?pageIndex=1&pageSize=10', {})).statusCode).toBe(
      403,
    );
    expect((await call('staff', 'POST', '/savePageLayout', { name: '越权', body: '{}' })).statusCode).toBe(
      403,
    );
    expect(
      (await call('staff', 'POST', '/bindPageLayout?pageId=x', { layoutId: layout.id })).statusCode,
    ).toBe(403);
    expect((await call('staff', 'POST', `/delPageLayout?id=${layout.id}`)).statusCode).toBe(403);
  });
});

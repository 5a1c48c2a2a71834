// The system pages in two languages (issue 17). Menu entries, dictionary entries and apps carry an
// optional English name that is stored, returned and carried into the menu, the app list, dictionary
// look-ups and dictionary export and import (the web picks it in English pages); the answers of the
// resource, app and dictionary calls are in the caller's language (Accept-Language), Chinese without one.
import crypto from 'node:crypto';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { apps, dicts, resources } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
let token = '';
const appId: Record<string, string> = {};

function call(method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

/** The same call in English and without a language: the answers' `msg` and `data`. */
async function inBothLanguages(method: 'GET' | 'POST', url: string, payload?: object) {
  const english = await call(method, url, payload, 'en-US');
  const chinese = await call(method, url, payload);
  expect(english.statusCode).toBe(chinese.statusCode);
  return { en: english.json(), zh: chinese.json() };
}

async function data(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(method, url, payload);
  expect(res.json()).toMatchObject({ code: 200 });
  return res.json().data;
}

interface MenuRecord {
  resourceId: string;
  meta: { title: string; titleEn?: string | null };
  children: MenuRecord[];
}
const flat = (records: MenuRecord[]): MenuRecord[] => records.flatMap((r) => [r, ...flat(r.children)]);

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  for (const a of await t.database.db.select().from(apps)) appId[a.key] = a.id;
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username: 'admin', pwd: 'Admin@123' },
  });
  token = res.json().data.token;
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('English names', () => {
  it('are seeded for every menu entry, dictionary entry and app', async () => {
    const db = t.database.db;
    expect(await db.select().from(resources).where(isNull(resources.titleEn))).toEqual([]);
    expect(await db.select().from(dicts).where(isNull(dicts.nameEn))).toEqual([]);
    expect(await db.select().from(apps).where(isNull(apps.nameEn))).toEqual([]);
    const [quality] = await db.select().from(apps).where(eq(apps.key, 'quality'));
    expect(quality).toMatchObject({ name: '质量管理', nameEn: 'Quality management' });
  });

  it('of a menu entry are kept, returned and carried into the menu', async () => {
    const created = await data('POST', '/resource/createresource', {
      appId: appId.system,
      path: '/lab',
      name: 'Lab',
      title: '实验室',
      titleEn: '  Laboratory  ',
      component: 'lab/index',
    });
    expect(created).toMatchObject({
      title: '实验室',
      titleEn: 'Laboratory',
      meta: { titleEn: 'Laboratory' },
    });
    expect(await data('GET', `/resource/getresource?resourceid=${created.id}`)).toMatchObject({
      titleEn: 'Laboratory',
    });

    const { titleEn: _, meta: __, ...unnamed } = created;
    const cleared = await data('POST', '/resource/saveresource', { ...unnamed, titleEn: '' });
    expect(cleared).toMatchObject({ titleEn: null, meta: { titleEn: null } });

    const tooLong = await call('POST', '/resource/saveresource', { ...unnamed, titleEn: 'x'.repeat(51) });
    expect(tooLong.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.titleEn']);

    // The signed-in menu names both; a renamed entry shows its new English name at once.
    const menu = async () => flat(await data('GET', '/tenant/getresources?appkey=system'));
    const system = (await menu()).find((r) => r.meta.title === '系统管理');
    expect(system?.meta.titleEn).toBe('System');
    const dict = (await menu()).find((r) => r.meta.title === '字典管理')!;
    const row = await data('GET', `/resource/getresource?resourceid=${dict.resourceId}`);
    const { meta: ___, ...dictBody } = row;
    await data('POST', '/resource/saveresource', { ...dictBody, titleEn: 'Data dictionaries' });
    expect((await menu()).find((r) => r.resourceId === dict.resourceId)?.meta.titleEn).toBe(
      'Data dictionaries',
    );
  });

  it('of an app are kept, returned and carried into the app list and app info', async () => {
    const added = await data('POST', '/app/add', { key: 'lab', name: '检测实验室', nameEn: 'Lab' });
    expect(added).toMatchObject({ name: '检测实验室', nameEn: 'Lab' });
    const edited = await data('POST', '/app/update', {
      id: added.id,
      name: '检测实验室',
      nameEn: 'Testing lab',
    });
    expect(edited.nameEn).toBe('Testing lab');
    expect((await data('GET', '/app/list')).find((a: { key: string }) => a.key === 'lab').nameEn).toBe(
      'Testing lab',
    );
    const info = await app.inject({ method: 'GET', url: `${P}/app/queryByAppKey?appKey=lab` });
    expect(info.json().data).toMatchObject({ name: '检测实验室', nameEn: 'Testing lab' });
    const mine = await data('GET', '/app/getMyApps');
    expect(mine.find((a: { key: string }) => a.key === 'system')).toMatchObject({
      name: '系统管理',
      nameEn: 'System',
    });
    // Where a tenant's apps are listed (its subscriptions, the roles a user may get), with both names.
    const tenants = await data('POST', '/tenant/queryByPage', { pageIndex: 1, pageSize: 50 });
    const subscriptions = tenants.items.flatMap((tenant: { apps: object[] }) => tenant.apps);
    expect(subscriptions).toContainEqual(
      expect.objectContaining({ appKey: 'quality', appName: '质量管理', appNameEn: 'Quality management' }),
    );
    const options = await data('GET', '/tenantuser/options');
    expect(options.apps).toContainEqual(
      expect.objectContaining({ appName: '系统管理', appNameEn: 'System' }),
    );
  });

  it('of a dictionary entry are kept, looked up, exported and imported', async () => {
    const kind = await data('POST', '/resource/saveDict', {
      code: 'LAB_KIND',
      name: '实验室类型',
      nameEn: 'Lab types',
    });
    expect(kind.nameEn).toBe('Lab types');
    const chem = await data('POST', '/resource/saveDict', {
      code: 'LAB_KIND_CHEM',
      name: '化学',
      nameEn: 'Chemistry',
      parentId: kind.id,
      sort: 1,
    });
    await data('POST', '/resource/saveDict', {
      code: 'LAB_KIND_BIO',
      name: '生物',
      parentId: kind.id,
      sort: 2,
    });
    const items = await data('GET', '/resource/getDictDatas?code=LAB_KIND');
    expect(items.map((i: { name: string; nameEn: string | null }) => [i.name, i.nameEn])).toEqual([
      ['化学', 'Chemistry'],
      ['生物', null],
    ]);
    expect((await data('GET', '/resource/getDictTree?code=QSBITYPE')).children[0]).toMatchObject({
      name: '质量管理体系认证',
      nameEn: 'Quality management system certification',
    });

    const renamed = await data('POST', '/resource/saveDict', { ...chem, nameEn: 'Chemical' });
    expect(renamed.nameEn).toBe('Chemical');
    const found = await data('POST', '/resource/getDictItemPageList?pageIndex=1&pageSize=10', {
      code: 'LAB_KIND',
      name: 'chem',
    });
    expect(found.items.map((i: { name: string }) => i.name)).toEqual(['化学']);

    const exported = await data('POST', '/resource/exportDictByIds', { ids: [kind.id] });
    expect(exported[0]).toMatchObject({ nameEn: 'Lab types', children: [{ nameEn: 'Chemical' }, {}] });
    const holder = await data('POST', '/resource/saveDict', { code: 'HOLDER', name: '容器' });
    const relabelled = exported.map((n: { code: string; children: { code: string }[] }) => ({
      ...n,
      code: `${n.code}_2`,
      children: n.children.map((c) => ({ ...c, code: `${c.code}_2` })),
    }));
    await data('POST', '/resource/importDictDataV2', { parentId: holder.id, items: relabelled });
    const imported = await data('GET', '/resource/getDictTree?code=LAB_KIND_2');
    expect(imported).toMatchObject({
      nameEn: 'Lab types',
      children: [{ nameEn: 'Chemical' }, { nameEn: null }],
    });
  });
});

describe('answers', () => {
  const lab = (overrides: object) => ({
    appId: appId.quality,
    path: '/lab2',
    name: 'Lab2',
    title: '实验室',
    ...overrides,
  });

  it('of resource calls are in the caller’s language', async () => {
    const external = await inBothLanguages('POST', '/resource/createresource', lab({ type: 21 }));
    expect(external.en).toMatchObject({
      code: 400,
      msg: 'body.url: An external link resource needs a link address',
      data: { errors: [{ field: 'body.url', reason: 'An external link resource needs a link address' }] },
    });
    expect(external.zh).toMatchObject({
      msg: 'body.url：外链类型的资源必须填写链接地址',
      data: { errors: [{ field: 'body.url', reason: '外链类型的资源必须填写链接地址' }] },
    });
    const created = await call('POST', '/resource/createresource', lab({}), 'en-US');
    expect(created.json().msg).toBe('Added');
    const missing = await inBothLanguages('GET', `/resource/getresource?resourceid=${crypto.randomUUID()}`);
    expect([missing.en.msg, missing.zh.msg]).toEqual(['The resource does not exist', '资源不存在']);
  });

  it('of app calls are in the caller’s language, naming the tenants as they are', async () => {
    const opened = await inBothLanguages('POST', '/app/delete', { id: appId.quality });
    expect(opened.en.data.errors[0].reason).toBe(
      'These tenants have opened the app; close it for them before deleting it: 华东质量认证中心, 绿源碳管理科技有限公司',
    );
    expect(opened.zh.data.errors[0].reason).toBe(
      '以下租户已开通该应用，请先为其关闭后再删除：华东质量认证中心、绿源碳管理科技有限公司',
    );
    const system = await inBothLanguages('POST', '/app/delete', { id: appId.system });
    expect([system.en.msg, system.zh.msg]).toEqual([
      'body.id: The system management app cannot be deleted',
      'body.id：系统管理应用不能删除',
    ]);
  });

  it('of dictionary calls are in the caller’s language, an import’s rows too', async () => {
    const kind = await data('POST', '/resource/saveDict', { code: 'LANG_KIND', name: '语言' });
    await data('POST', '/resource/saveDict', { code: 'LANG_KIND_EN', name: '英语', parentId: kind.id });
    const inUse = await inBothLanguages('POST', `/resource/delDict?dictId=${kind.id}`);
    expect([inUse.en.data.errors[0].reason, inUse.zh.data.errors[0].reason]).toEqual([
      'The dictionary still has items and cannot be deleted',
      '该字典下还有字典项，无法删除',
    ]);
    const twice = await inBothLanguages('POST', '/resource/importDictDataV2', {
      items: [
        { code: 'LANG_A', name: '甲' },
        { code: 'LANG_A', name: '乙' },
      ],
    });
    expect(twice.en).toMatchObject({
      msg: 'Import failed with 1 error(s): row 2 code: Same code as row 1',
      data: { imported: 0, errors: [{ row: 2, field: 'code', reason: 'Same code as row 1' }] },
    });
    expect(twice.zh).toMatchObject({
      msg: '导入失败，共1处错误：第2行 code：与第1行编码重复',
      data: { errors: [{ row: 2, field: 'code', reason: '与第1行编码重复' }] },
    });
    const imported = await call(
      'POST',
      '/resource/importDictDataV2',
      { items: [{ code: 'LANG_B', name: '乙' }] },
      'en-US',
    );
    expect(imported.json().msg).toBe('Imported');
  });
});

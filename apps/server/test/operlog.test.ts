import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { tenants } from '../src/db/schema/index.js';
import { seedDemo } from '../src/db/seed.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
let token = '';

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  const [east] = (await t.database.db.select().from(tenants)).filter((r) => r.code === 'east-cert');
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username: 'admin', pwd: 'Admin@123', tenantId: east!.id },
  });
  token = res.json().data.token;
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

interface Entry {
  action: string;
  targetId: string | null;
  username: string;
  createdAt: string;
}

async function log(filter: object = {}, page = '?pageIndex=1&pageSize=100') {
  const res = await call('POST', `/operlog/queryByPage${page}`, filter);
  expect(res.statusCode).toBe(200);
  return res.json().data as { items: Entry[]; total: number };
}

it('records writes but not the lists and searches that take their filter in a POST body', async () => {
  const before = (await log()).total;
  const dict = (await call('POST', '/resource/saveDict', { code: 'OPLOG_A', name: '日志字典' })).json().data;
  await call('POST', '/resource/saveDict', { code: 'OPLOG_A_1', name: '项', parentId: dict.id });
  await call('POST', '/resource/getDictItemPageList?pageIndex=1&pageSize=10', { code: 'OPLOG_A' });
  await call('POST', '/resource/getDictsByParam?pageIndex=1&pageSize=10', { name: '日志' });
  await call('POST', '/resource/getDictsByParentCode?code=OPLOG_A');
  await call('POST', '/resource/exportDictByIds', { ids: [dict.id] });
  await call('POST', '/resource/getPageLayoutList?pageIndex=1&pageSize=10', {});

  const { items, total } = await log();
  expect(total).toBe(before + 2);
  expect(items.slice(0, 2).map((e) => e.action)).toEqual([
    `POST ${P}/resource/saveDict`,
    `POST ${P}/resource/saveDict`,
  ]);
});

it('filters by operator, call, target id and time range, newest first', async () => {
  const layout = (
    await call('POST', '/resource/savePageLayout', { name: '日志布局', body: '{"type":"page"}' })
  ).json().data;
  await call('POST', '/resource/savePageLayout', { id: layout.id, name: '日志布局2', body: '{}' });
  await call('POST', '/resource/bindPageLayout?pageId=oplog-page', { layoutId: layout.id });

  const forLayout = await log({ targetId: layout.id });
  expect(forLayout.items.map((e) => e.action)).toEqual([
    `POST ${P}/resource/bindPageLayout`,
    `POST ${P}/resource/savePageLayout`,
    `POST ${P}/resource/savePageLayout`,
  ]);
  expect(forLayout.items.every((e) => e.username === 'admin')).toBe(true);
  // The target id is matched whole, not as a part.
  expect((await log({ targetId: layout.id.slice(0, 8) })).total).toBe(0);

  expect((await log({ targetId: layout.id, action: 'bindPageLayout' })).total).toBe(1);
  expect((await log({ targetId: layout.id, username: 'adm' })).total).toBe(3);
  expect((await log({ targetId: layout.id, username: 'staff' })).total).toBe(0);

  const newest = forLayout.items[0]!.createdAt;
  const oldest = forLayout.items[2]!.createdAt;
  expect((await log({ targetId: layout.id, from: newest })).total).toBe(1);
  expect((await log({ targetId: layout.id, to: oldest })).total).toBe(1);
  expect((await log({ targetId: layout.id, from: oldest, to: newest })).total).toBe(3);

  const second = await log({ targetId: layout.id }, '?pageIndex=2&pageSize=2');
  expect(second).toMatchObject({ total: 3 });
  expect(second.items.map((e) => e.action)).toEqual([`POST ${P}/resource/savePageLayout`]);
});

it('names the field of a bad filter', async () => {
  const res = await call('POST', '/operlog/queryByPage?pageIndex=1&pageSize=10', { from: 'yesterday' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.from']);
});

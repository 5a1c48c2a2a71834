import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { operationLogs, tenants } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
let token = '';
let eastId = '';

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  const [east] = (await t.database.db.select().from(tenants)).filter((r) => r.code === 'east-cert');
  eastId = east!.id;
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
  summary: string;
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
  for (const list of [
    '/position/queryByPage?pageIndex=1&pageSize=10',
    '/tenant/queryByPage?pageIndex=1&pageSize=10',
    '/tenantuser/queryByPage?pageIndex=1&pageSize=10',
    '/tenantuser/export',
  ]) {
    const res = await call('POST', list, {});
    expect(res.statusCode, `${list}: ${res.body.slice(0, 200)}`).toBe(200);
  }

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

it('names each operation in Chinese, also in entries recorded before it had a Chinese name', async () => {
  const tenant = await call('POST', '/tenant/update', { id: eastId, name: '华东质量认证中心', status: 1 });
  expect(tenant.statusCode, tenant.body).toBe(200);
  const [updated] = (await log({ action: '/tenant/update' })).items;
  expect(updated).toMatchObject({ action: `POST ${P}/tenant/update`, summary: '修改租户' });

  const earlier = { tenantId: eastId, userId: crypto.randomUUID(), username: 'admin', status: 200 };
  await t.database.db.insert(operationLogs).values([
    { ...earlier, action: `POST ${P}/tenant/update`, summary: 'Rename, enable or disable a tenant' },
    { ...earlier, action: `POST ${P}/elsewhere/unnamed`, summary: 'A call without a Chinese name' },
  ]);
  const summaries = (await log({ username: 'admin' })).items.map((e) => e.summary);
  expect(summaries).not.toContain('Rename, enable or disable a tenant');
  expect(summaries.filter((s) => s === '修改租户')).toHaveLength(2);
  expect(summaries).toContain('A call without a Chinese name');
});

it('names the field of a bad filter', async () => {
  const res = await call('POST', '/operlog/queryByPage?pageIndex=1&pageSize=10', { from: 'yesterday' });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual(['body.from']);
});

it('names the form every forms write was about, a new form by the id in the answer', async () => {
  const S = '/api/api-spacestation/sp';
  const forms = (url: string, payload?: object) =>
    app.inject({
      method: 'POST',
      url: `${S}${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const template = (label: string) =>
    JSON.stringify({
      list: [{ type: 'input', label, model: 'name', key: 'input_name', options: {}, rules: [] }],
      config: {},
    });

  const created = await forms('/form/saveIDB', { formName: '日志表单', json: template('名称') });
  expect(created.statusCode, created.body).toBe(200);
  const form = created.json().data as { id: string };
  await forms('/form/saveIDB', { id: form.id, formName: '日志表单', json: template('企业名称') });
  expect((await forms('/form/restoreIDBVersion', { idbId: form.id, version: 1 })).statusCode).toBe(200);
  expect((await forms(`/form/deleteIDB?idbId=${form.id}`)).statusCode).toBe(200);

  const forForm = await log({ targetId: form.id });
  expect(forForm.items.map((e) => e.action)).toEqual([
    `POST ${S}/form/deleteIDB`,
    `POST ${S}/form/restoreIDBVersion`,
    `POST ${S}/form/saveIDB`,
    `POST ${S}/form/saveIDB`,
  ]);

  const detail = (
    await forms('/qs/saveQsDetail', { qsId: 'QS-LOG', name: '日志问卷', jsonData: template('问题') })
  ).json().data as { id: string };
  await forms('/qs/saveQsDetail', { qsDetailId: detail.id, jsonData: template('问题一') });
  await forms('/form/updateQsDetailFormStyle', { qsDetailId: detail.id, formStyle: { labelWidth: 120 } });
  expect((await log({ targetId: detail.id })).items.map((e) => e.action)).toEqual([
    `POST ${S}/form/updateQsDetailFormStyle`,
    `POST ${S}/qs/saveQsDetail`,
    `POST ${S}/qs/saveQsDetail`,
  ]);

  // A scoring form is saved by its number; the log names the form, as its deletion does.
  const scoring = {
    bizType: '100',
    type: 2,
    isAuto: 1,
    form: { formName: '日志评分表', json: JSON.stringify({ list: [], config: {} }), total: 0 },
  };
  const score = (await forms('/score/saveScoreForm', scoring)).json().data as { id: string; no: string };
  await forms('/score/saveScoreForm', { ...scoring, no: score.no });
  await forms(`/form/deleteIDB?idbId=${score.id}`);
  expect((await log({ targetId: score.id })).items.map((e) => e.action)).toEqual([
    `POST ${S}/form/deleteIDB`,
    `POST ${S}/score/saveScoreForm`,
    `POST ${S}/score/saveScoreForm`,
  ]);
});

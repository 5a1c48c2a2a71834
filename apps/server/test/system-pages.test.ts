// What the system-management pages rely on beyond system.test.ts: a role's description (permission
// page: name, code, description) and menu links that cannot run script.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { apps } from '../src/db/schema/index.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
let t: TestDatabase;
let app: App;
let token: string;
let qualityId: string;

function call(method: 'GET' | 'POST', url: string, payload?: object) {
  return app.inject({
    method,
    url: `${P}${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  qualityId = (await t.database.db.select().from(apps)).find((a) => a.key === 'quality')!.id;
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

it('keeps a role’s description through add, list and update, and clears it when left out', async () => {
  const added = await call('POST', '/role/add', {
    appId: qualityId,
    code: 950,
    name: '质量主管',
    description: '  审核质量体系文件  ',
  });
  expect(added.json().data).toMatchObject({ code: 950, description: '审核质量体系文件' });
  const id = added.json().data.id;

  const listed = (await call('GET', `/role/getListByAppId?appId=${qualityId}`)).json().data;
  expect(listed.find((r: { id: string }) => r.id === id).description).toBe('审核质量体系文件');

  const changed = await call('POST', '/role/update', {
    id,
    code: 950,
    name: '质量主管',
    description: '新说明',
  });
  expect(changed.json().data.description).toBe('新说明');
  const cleared = await call('POST', '/role/update', { id, code: 950, name: '质量主管' });
  expect(cleared.json().data.description).toBeNull();
});

it('refuses a description longer than 200 characters, naming the field', async () => {
  const res = await call('POST', '/role/add', {
    appId: qualityId,
    code: 951,
    name: '过长说明',
    description: '说'.repeat(201),
  });
  expect(res.statusCode).toBe(400);
  expect(res.json().data.errors).toEqual([{ field: 'body.description', reason: '最多200个字符' }]);
});

it('refuses a menu link that is not an http(s) address, since the shell opens it as it is', async () => {
  const base = { appId: qualityId, path: '/help-x', name: 'HelpX', title: '帮助', type: 21 };
  for (const url of [
    'javascript:alert(document.cookie)',
    'data:text/html,<script>1</script>',
    'ftp://x.example.com/',
  ]) {
    const res = await call('POST', '/resource/createresource', { ...base, url });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'body.url', reason: '链接地址须以 http:// 或 https:// 开头' },
    ]);
  }
  const ok = await call('POST', '/resource/createresource', { ...base, url: 'https://www.cnca.gov.cn/' });
  expect(ok.json().data).toMatchObject({ type: 21, url: 'https://www.cnca.gov.cn/' });
});

// The server-driven page renderer (issue 23): the page-layout save refuses a body that is not a valid
// page schema, naming each place and why (in the caller's language); the demo layout bound to the
// system menu's 页面渲染示例 validates and its list call answers the rows it binds; the renderer's
// style files are served per application from /sdk.
import { pageSchemaProblems } from '@platform/contract/page-schema';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { tenants } from '../src/db/schema/index.js';
import { seedDocumentsDemo } from '../src/seed/documents.js';
import { seedDemo } from '../src/seed/index.js';
import { PAGE_RENDER_DEMO_DICT, PAGE_RENDER_DEMO_PAGE } from '../src/seed/page-render.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

const P = '/api/api-system/data';
const R = `${P}/resource`;
let t: TestDatabase;
let app: App;
let admin = '';

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  await seedDocumentsDemo(t.database.db);
  const [east] = (await t.database.db.select().from(tenants)).filter((r) => r.code === 'east-cert');
  app = await testApp(t.database);
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    payload: { username: 'admin', pwd: 'Admin@123', tenantId: east!.id },
  });
  admin = res.json().data.token as string;
}, 120_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

function call(method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${admin}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

const badPage = JSON.stringify({
  title: '坏页面',
  blocks: [
    { type: 'actions', buttons: [{ label: '去', action: 'route', to: '/x' }] },
    { type: 'list', query: { url: 'https://evil.example/api/x' }, columns: [{ name: 'a', label: 'A' }] },
    { type: 'chart' },
  ],
});

describe('page layouts and the page schema', () => {
  it('refuses to save a body that is not a valid page, naming each place (400)', async () => {
    const res = await call('POST', `${R}/savePageLayout`, { name: '坏布局', body: badPage });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors).toEqual([
      { field: 'body.body', reason: 'blocks[1].query.url：须为本站的 /api/ 地址（不能带协议、主机或 ..）' },
      { field: 'body.body', reason: 'blocks[2].type：区块类型须为 form、list、actions 之一' },
    ]);
    expect(res.json().msg).toContain('页面配置有 2 处错误');
    expect(res.json().msg).toContain('blocks[1].query.url');

    const english = await call('POST', `${R}/savePageLayout`, { name: 'bad', body: badPage }, 'en-US');
    expect(english.statusCode).toBe(400);
    expect(english.json().data.errors[0]).toEqual({
      field: 'body.body',
      reason: 'blocks[1].query.url: Must be an /api/ address of this site (no scheme, host or ..)',
    });
    expect(english.json().msg).toContain('The page schema has 2 problem(s)');

    const notObject = await call('POST', `${R}/savePageLayout`, { name: '数组', body: '[]' });
    expect(notObject.json().data.errors).toEqual([
      { field: 'body.body', reason: '页面：页面须为 JSON 对象' },
    ]);
    // Not JSON at all keeps the contract's own refusal.
    const notJson = await call('POST', `${R}/savePageLayout`, { name: '坏', body: '{' });
    expect(notJson.json().data.errors).toEqual([{ field: 'body.body', reason: '不是有效的 JSON' }]);
    // A valid page is saved.
    const good = await call('POST', `${R}/savePageLayout`, {
      name: '好布局',
      body: JSON.stringify({
        title: '好',
        blocks: [{ type: 'actions', buttons: [{ label: '去', action: 'route', to: '/dict' }] }],
      }),
    });
    expect(good.statusCode).toBe(200);
  });

  it('seeds a valid demo layout bound to the demo menu page, whose list call answers its rows', async () => {
    const bound = await call('GET', `${R}/getPageLayoutS?pageId=${PAGE_RENDER_DEMO_PAGE}`);
    const layout = bound.json().data;
    expect(layout).toMatchObject({ name: '供应商等级页', status: 1 });
    const page = JSON.parse(layout.body);
    expect(pageSchemaProblems(page, 'zh-CN')).toEqual([]);
    expect((await call('GET', `${R}/getPageLayout?id=${layout.id}`)).json().data.body).toBe(layout.body);

    const list = page.blocks.find((b: { type: string }) => b.type === 'list');
    const rows = await call('POST', `${list.query.url}?pageIndex=1&pageSize=10`, {
      ...list.query.params,
      name: 'A 级',
    });
    expect(rows.json().data).toMatchObject({ total: 1, items: [{ code: `${PAGE_RENDER_DEMO_DICT}_a` }] });

    // The menu entry whose route name the layout is bound to, rendered by the page renderer.
    const menu = await app.inject({
      method: 'GET',
      url: `${P}/tenant/getresources?appkey=system`,
      headers: { authorization: `Bearer ${admin}`, appkey: 'system' },
    });
    expect(JSON.stringify(menu.json().data)).toContain(`"name":"${PAGE_RENDER_DEMO_PAGE}"`);
    expect(JSON.stringify(menu.json().data)).toContain('"component":"page-render/index"');
  });

  it('serves the renderer style per application from /sdk', async () => {
    const shared = await app.inject({ method: 'GET', url: '/sdk/page-renderer.css' });
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['content-type']).toContain('text/css');
    expect(shared.body).toContain('.page-render');
    const cert = await app.inject({ method: 'GET', url: '/sdk/cert/page-renderer.css' });
    expect(cert.body.startsWith(shared.body)).toBe(true);
    expect(cert.body.length).toBeGreaterThan(shared.body.length);
    const system = await app.inject({ method: 'GET', url: '/sdk/system/page-renderer.css' });
    expect(system.body).toBe(shared.body);
    expect((await app.inject({ method: 'GET', url: '/sdk/..%2F/page-renderer.css' })).statusCode).toBe(404);
  });
});

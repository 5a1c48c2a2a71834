import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { App } from '../src/app.js';
import { refuse } from '../src/http/errors.js';
import { ok } from '../src/http/envelope.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testApp, type TestDatabase } from './helpers.js';

// A route shaped like every module route (zod body and query), registered on the real app, so the
// validation glue and the envelope are exercised exactly as modules will use them.
const PageBody = z.object({
  pageIndex: z.number().int().min(1),
  pageSize: z.number().int().min(1).max(500),
  queryData: z.object({ status: z.enum(['0', '1']) }).optional(),
});

let t: TestDatabase;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await testApp(t.database);
  app.post(
    '/api/test/page',
    { schema: { body: PageBody, querystring: z.object({ id: z.uuid().optional() }) } },
    async (req) => {
      if (req.body.queryData?.status === '0' && req.body.pageIndex > 100)
        refuse('body.pageIndex', '页码超出范围');
      return ok({ echoed: req.body });
    },
  );
  app.get('/api/test/boom', async () => {
    throw new Error('secret internal detail');
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('reply envelope and error mapping', () => {
  it('wraps success in {code:200, msg, data}', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      payload: { pageIndex: 1, pageSize: 10 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      code: 200,
      msg: '操作成功',
      data: { echoed: { pageIndex: 1, pageSize: 10 } },
    });
  });

  it('answers an unknown API route with a 404 envelope naming the route', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/api-system/data/nothing/here?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      code: 404,
      msg: '接口不存在：GET /api/api-system/data/nothing/here',
      data: null,
    });
  });

  it('answers a malformed JSON body with 400 saying the body is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      headers: { 'content-type': 'application/json' },
      payload: '{"pageIndex": 1,',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 400, msg: expect.stringContaining('JSON') });
  });

  it('answers a wrong type with 400 naming the field and the reason', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      payload: { pageIndex: '1', pageSize: 10 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe(400);
    expect(body.msg).toContain('body.pageIndex');
    expect(body.data.errors).toEqual([
      { field: 'body.pageIndex', reason: expect.stringMatching(/期望 数字/) },
    ]);
  });

  it('names every missing or invalid field, nested ones by their dotted path', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      payload: { pageSize: 9999, queryData: { status: 'x' } },
    });
    expect(res.statusCode).toBe(400);
    const fields = res
      .json()
      .data.errors.map((e: { field: string }) => e.field)
      .sort();
    expect(fields).toEqual(['body.pageIndex', 'body.pageSize', 'body.queryData.status']);
  });

  it('validates the query string and names it as query.<field>', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page?id=not-a-uuid',
      payload: { pageIndex: 1, pageSize: 10 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors[0].field).toBe('query.id');
  });

  it('maps a service refusal to 400 with the field and its reason', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      payload: { pageIndex: 101, pageSize: 10, queryData: { status: '0' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 400,
      msg: 'body.pageIndex：页码超出范围',
      data: { errors: [{ field: 'body.pageIndex', reason: '页码超出范围' }] },
    });
  });

  it('refuses an unsupported content type with 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/test/page',
      headers: { 'content-type': 'application/x-unknown' },
      payload: 'abc',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe(415);
  });

  it('answers an unexpected failure with a 500 envelope that leaks no internals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 500, msg: '服务器内部错误，请联系管理员', data: null });
    expect(res.body).not.toContain('secret');
  });
});

describe('JSON bodies', () => {
  const json = { 'content-type': 'application/json' };

  it('takes an empty JSON body as {}: logout works for clients that always send the JSON type', async () => {
    const login = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/login',
      payload: { username: 'staff_a', pwd: 'Demo@123' },
    });
    const token = login.json().data.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const out = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/logout',
      headers: { ...json, ...auth },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().msg).toBe('退出成功');
    const after = await app.inject({
      method: 'GET',
      url: '/api/api-system/data/app/getMyApps',
      headers: auth,
    });
    expect(after.statusCode).toBe(401);
  });

  it('answers an empty JSON body on a call that needs fields with the 400 naming them', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/test/page', headers: json });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.errors.map((e: { field: string }) => e.field)).toEqual([
      'body.pageIndex',
      'body.pageSize',
    ]);
  });
});

describe('request ids and security headers', () => {
  it('gives every answer a request id, keeping a sane one sent by the caller', async () => {
    const generated = await app.inject({ method: 'GET', url: '/api/health' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'lb-42.7' },
    });
    expect(kept.headers['x-request-id']).toBe('lb-42.7');
    const replaced = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'a b<script>' },
    });
    expect(replaced.headers['x-request-id']).not.toContain('<');
  });

  it('sends a Content-Security-Policy that forbids eval and inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'/);
    // JavaScript eval stays forbidden; only WebAssembly compilation (the form script sandbox) is allowed.
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp.match(/script-src [^;]*/)?.[0]).toContain("'wasm-unsafe-eval'");
    expect(csp.match(/script-src [^;]*/)?.[0]).not.toContain('unsafe-inline');
    // The form engine's script worker is a same-origin file: no blob: or data: workers.
    expect(csp.match(/worker-src [^;]*/)?.[0]).toBe("worker-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends the same security headers with refusals, failures and unknown paths', async () => {
    const ok = await app.inject({ method: 'GET', url: '/api/health' });
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/api/test/page', payload: { pageIndex: 0, pageSize: 1 } }),
      app.inject({ method: 'GET', url: '/api/test/boom' }),
      app.inject({ method: 'GET', url: '/api/nothing-here' }),
      app.inject({ method: 'GET', url: '/api/api-system/data/tenant/getresources?appkey=x' }),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([400, 500, 404, 401]);
    for (const res of answers) {
      for (const name of [
        'content-security-policy',
        'x-content-type-options',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
        'cross-origin-opener-policy',
      ]) {
        expect(res.headers[name], name).toBe(ok.headers[name]);
      }
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('cross-origin isolation headers', () => {
  const isolation = (res: { headers: Record<string, unknown> }) => ({
    coop: res.headers['cross-origin-opener-policy'],
    oac: res.headers['origin-agent-cluster'],
    csp: typeof res.headers['content-security-policy'],
  });
  const sent = { coop: 'same-origin', oac: '?1', csp: 'string' };
  const left = { coop: undefined, oac: undefined, csp: 'string' };

  it('are sent on localhost and left out on a plain-HTTP intranet address, where browsers only log errors', async () => {
    for (const host of ['localhost:8080', '127.0.0.1:8080', '[::1]:8080', 'app.localhost']) {
      const res = await app.inject({ method: 'GET', url: '/api/health', headers: { host } });
      expect(isolation(res), host).toEqual(sent);
    }
    for (const host of ['10.0.0.5:8080', 'platform.intranet']) {
      const res = await app.inject({ method: 'GET', url: '/api/nothing-here', headers: { host } });
      expect(isolation(res), host).toEqual(left);
    }
  });

  it('are sent over HTTPS, as a trusted proxy that ends TLS forwards it', async () => {
    const proxied = await testApp(t.database, { trustProxy: true });
    try {
      const at = (headers: Record<string, string>) =>
        proxied.inject({
          method: 'GET',
          url: '/api/health',
          headers: { host: 'platform.example.com', ...headers },
        });
      expect(isolation(await at({ 'x-forwarded-proto': 'https' }))).toEqual(sent);
      expect(isolation(await at({ 'x-forwarded-proto': 'http' }))).toEqual(left);
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY nobody's x-forwarded-proto is believed.
    const res = await app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { host: 'platform.example.com', 'x-forwarded-proto': 'https' },
    });
    expect(isolation(res)).toEqual(left);
  });
});

describe('OpenAPI documentation', () => {
  it('publishes the OpenAPI document generated from the route schemas', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health'].get).toBeDefined();
    const body = doc.paths['/api/test/page'].post.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(expect.arrayContaining(['pageIndex', 'pageSize']));
  });

  it('serves the documentation UI at /api/docs', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });
});

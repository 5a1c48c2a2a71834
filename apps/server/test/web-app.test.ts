import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { migratedDatabase, tempDir, testApp, type TestDatabase } from './helpers.js';

// A built web app as Vite lays it out: index.html at the top, content-hashed files under assets/.
function fakeBuild(): string {
  const dist = tempDir('web-dist');
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>企业质量合规综合服务平台</title>');
  fs.writeFileSync(path.join(dist, 'assets', 'index-C3x9aF1b.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets', 'index-C3x9aF1b.js.br'), 'brotli bytes');
  fs.writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dist;
}

let t: TestDatabase;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  app = await testApp(t.database, { webDist: fakeBuild() });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('serving the built web app', () => {
  it('serves index.html at / and revalidates it on every load', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('企业质量合规综合服务平台');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('falls back to index.html for client-side routes, so a reload on a deep link works', async () => {
    const res = await app.inject({ method: 'GET', url: '/useManagement/use-user?id=3' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-C3x9aF1b.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed variant of an asset to a browser that accepts it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-C3x9aF1b.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.body).toBe('brotli bytes');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const plain = await app.inject({ method: 'GET', url: '/assets/index-C3x9aF1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('serves top-level files without long caching', async () => {
    const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404 instead of the page (a stale bundle must fail loudly)', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-gone.js' });
    expect(res.statusCode).toBe(404);
  });

  it('keeps API 404s as envelopes, never the page', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/unknown' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 404 });
  });

  it('does not serve files outside the build folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/..%2f..%2fetc%2fpasswd' });
    expect([400, 403, 404]).toContain(res.statusCode);
    expect(res.body).not.toContain('root:');
  });
});

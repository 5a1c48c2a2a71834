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

  it('serves a new release put in place under the running server: its page and its new assets', async () => {
    const dist = fakeBuild();
    const server = await testApp(t.database, { webDist: dist });
    try {
      expect((await server.inject({ method: 'GET', url: '/' })).body).toContain('<title>');
      // A rebuild empties dist/ and writes the new release, with new asset names.
      fs.rmSync(path.join(dist, 'assets'), { recursive: true });
      fs.mkdirSync(path.join(dist, 'assets'));
      fs.writeFileSync(path.join(dist, 'assets', 'index-N3wR3l5e.js'), 'console.log(2)');
      fs.writeFileSync(path.join(dist, 'assets', 'index-N3wR3l5e.js.br'), 'new brotli bytes');
      fs.writeFileSync(
        path.join(dist, 'index.html'),
        '<!doctype html><title>新版本</title><script type="module" src="/assets/index-N3wR3l5e.js"></script>',
      );

      for (const url of ['/', '/useManagement/use-user']) {
        const page = await server.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.body).toContain('/assets/index-N3wR3l5e.js');
      }
      const script = await server.inject({ method: 'GET', url: '/assets/index-N3wR3l5e.js' });
      expect(script.statusCode).toBe(200);
      expect(script.body).toBe('console.log(2)');
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const compressed = await server.inject({
        method: 'GET',
        url: '/assets/index-N3wR3l5e.js',
        headers: { 'accept-encoding': 'br' },
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.body).toBe('new brotli bytes');
      expect((await server.inject({ method: 'GET', url: '/assets/index-C3x9aF1b.js' })).statusCode).toBe(404);
    } finally {
      await server.close();
    }
  });
});

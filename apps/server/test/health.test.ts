import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres, testApp, type TestDatabase } from './helpers.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await freshDatabase();
});
afterAll(async () => {
  await t.drop();
});

describe('GET /api/health', () => {
  it('reports the service and the database up, with the engine in use', async () => {
    const app = await testApp(t.database);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.code).toBe(200);
    expect(body.data).toMatchObject({
      status: 'up',
      database: { status: 'up', kind: onPostgres ? 'postgres' : 'pglite' },
    });
    expect(body.data.database.latencyMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 and reports the database down when it cannot be reached', async () => {
    const lost = await freshDatabase();
    await lost.database.close();
    const app = await testApp(lost.database);
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    await app.close();
    await lost.drop();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      code: 503,
      data: { status: 'down', database: { status: 'down', latencyMs: null, error: expect.any(String) } },
    });
  });
});

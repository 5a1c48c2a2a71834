// Sessions made from another session (a role switch, a share key) end when the session they came from
// would have: chaining them cannot keep an account signed in for ever.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { sessions } from '../src/db/schema/index.js';
import { DEMO_ADMIN_PASSWORD, seedDemo } from '../src/seed/index.js';
import { sha256 } from '../src/security/secrets.js';
import { P, signIn } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({ config: testConfig(), database: t.database, logger: false });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

async function expiryOf(token: string) {
  const [s] = await db
    .select({ expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(eq(sessions.tokenHash, sha256(token)));
  return s!.expiresAt;
}

/** Moves a session's end `ms` from now, as if it had been opened long ago. */
async function endsIn(token: string, ms: number) {
  await db
    .update(sessions)
    .set({ expiresAt: new Date(Date.now() + ms) })
    .where(eq(sessions.tokenHash, sha256(token)));
}

const get = (token: string, path: string) =>
  app.inject({ method: 'GET', url: `${P}${path}`, headers: { authorization: `Bearer ${token}` } });

async function switchRole(token: string) {
  const info = (await get(token, '/tenantuser/getuserinfo?appKey=quality')).json().data;
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/switchRole`,
    headers: { authorization: `Bearer ${token}` },
    payload: { roleId: info.roleList[0].id },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

async function share(token: string) {
  const key = (await get(token, '/authcode/shareKey')).json().data.shareKey as string;
  const res = await app.inject({
    method: 'POST',
    url: `${P}/tenantuser/loginByShareKey`,
    payload: { shareKey: key },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

describe('a derived session', () => {
  it('ends when the session it was switched or shared from would have, however long the chain', async () => {
    const origin = await signIn(app, 'admin', DEMO_ADMIN_PASSWORD);
    await endsIn(origin, 10 * 60_000);
    const end = await expiryOf(origin);

    const switched = await switchRole(origin);
    expect((await expiryOf(switched)).getTime()).toBe(end.getTime());
    const shared = await share(switched);
    expect((await expiryOf(shared)).getTime()).toBe(end.getTime());
    const again = await switchRole(await share(shared));
    expect((await expiryOf(again)).getTime()).toBe(end.getTime());
  });

  it('is refused once its origin would have expired', async () => {
    const origin = await signIn(app, 'staff_a', 'Demo@123');
    await endsIn(origin, 1_500);
    const shared = await share(origin);
    expect((await get(shared, '/app/getMyApps')).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1_600));
    const late = await get(shared, '/app/getMyApps');
    expect(late.statusCode).toBe(401);
    expect(late.json().msg).toBe('登录状态已过期，请重新登录');
  });

  it('of a fresh sign-in still lasts the full session time', async () => {
    const origin = await signIn(app, 'expert_a', 'Demo@123');
    const shared = await share(origin);
    const full = Date.now() + testConfig().sessionTtlMs;
    expect(Math.abs((await expiryOf(shared)).getTime() - full)).toBeLessThan(60_000);
  });
});

// What an attacker with a browser and a script tries against sign-in, sessions and uploads: guessing
// passwords and tokens, replaying tokens after logout, carrying a session to another app or tenant
// app, and uploading hostile files. (The narrower rules each of these rests on are tested in
// account-signin.test.ts and upload.test.ts; here they are attacked as a whole.)
import crypto from 'node:crypto';
import fs from 'node:fs';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { seedDemo } from '../src/seed/index.js';
import { multipart, P, PNG, rows, signIn } from './harness/tenants.js';
import { quickChallengeLimits, solve } from './harness/challenge.js';
import { migratedDatabase, tempDir, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
let dataDir: string;

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  dataDir = tempDir('attacks');
  const base = testConfig();
  app = await buildApp({
    config: { ...base, dataDir, upload: { ...base.upload, maxBytes: 64 * 1024 } },
    database: t.database,
    logger: false,
    limits: quickChallengeLimits,
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `${P}${url}`, headers });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Does the work of the challenge the server asks of this address and account, if it asks one. */
async function solvedChallenge(ip: string, username: string) {
  const res = await app.inject({
    method: 'GET',
    url: `${P}/verify/verifyCode?username=${username}`,
    remoteAddress: ip,
  });
  const { challenge } = res.json().data;
  return challenge ? { code: (await solve(challenge)).code } : {};
}

function login(username: string, pwd: string, ip: string, extra: object = {}) {
  return app.inject({
    method: 'POST',
    url: `${P}/tenantuser/login`,
    remoteAddress: ip,
    payload: { username, pwd, ...extra },
  });
}

describe('password guessing', () => {
  it('never reaches the right password: without the work every guess is refused, with it the address is locked first', async () => {
    const guesses = ['123456', 'password', 'Demo@1234', 'qwerty', 'Demo@12', 'Admin@123', 'Demo@123'];
    // A script that does not do the challenge's work: after the first failure every attempt, the
    // right one included, is refused before the password is looked at.
    const blind: number[] = [];
    for (const pwd of [...guesses, ...guesses])
      blind.push((await login('expert_a', pwd, '10.9.0.1')).statusCode);
    expect(blind.filter((s) => s === 200)).toEqual([]);
    expect(new Set(blind)).toEqual(new Set([400, 429]));

    // One that does the work of every challenge and waits out every delay: the fifth wrong password
    // locks the account at its address, so the right one, seventh in the list, is refused too.
    const working: number[] = [];
    for (const pwd of guesses) {
      await rows(t.database.db, sql`delete from throttles where starts_with(key, 'hold:wait:reviewer_a|')`);
      const solved = await solvedChallenge('10.9.0.2', 'reviewer_a');
      working.push((await login('reviewer_a', pwd, '10.9.0.2', solved)).statusCode);
    }
    expect(working).toEqual([400, 400, 400, 400, 423, 423, 423]);
    // The owner, at another address, is not locked out.
    expect((await login('reviewer_a', 'Demo@123', '10.9.0.3')).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one with a wrong password', async () => {
    const known = await login('auditor_a', 'Wrong@123', '10.9.1.1');
    const unknown = await login('no_such_user', 'Wrong@123', '10.9.1.2');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
  });
});

describe('session tokens', () => {
  it('cannot be guessed: random tokens of the right shape, and near-misses of a real one, are refused', async () => {
    const real = await signIn(app, 'staff_a', 'Demo@123');
    expect(Buffer.from(real, 'base64url')).toHaveLength(32);
    // Only the hash is stored: the database cannot hand a token out.
    const stored = await rows<{ token_hash: string }>(t.database.db, sql`select token_hash from sessions`);
    expect(stored.some((s) => s.token_hash === real)).toBe(false);
    const flip = (s: string, i: number) => s.slice(0, i) + (s[i] === 'A' ? 'B' : 'A') + s.slice(i + 1);
    const near = [
      flip(real, 0),
      flip(real, real.length - 1),
      real.slice(0, -1),
      `${real}A`,
      real.toUpperCase(),
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('base64url')),
          fc.constantFrom(...near, '', 'null', 'undefined', '0', "' or 1=1 --", 'Bearer'),
        ),
        async (guess) => {
          const res = await get('/app/getMyApps', bearer(guess));
          expect(res.statusCode).toBe(401);
        },
      ),
      { numRuns: 40 },
    );
    expect((await get('/app/getMyApps', bearer(real))).statusCode).toBe(200);
  });

  it('are dead after logout, by header and by the session cookie, and a role switch retires the old one', async () => {
    const token = await signIn(app, 'staff_a', 'Demo@123');
    const other = await signIn(app, 'staff_a', 'Demo@123');
    const form = await multipart({}, { name: 'mine.png', body: PNG });
    const uploaded = await app.inject({
      method: 'POST',
      url: `${P}/upload/uploadfile?dir=image`,
      headers: { ...bearer(token), ...form.headers },
      payload: form.payload,
    });
    const fileUrl = uploaded.json().data.url as string;
    expect((await get(fileUrl.slice(P.length), { cookie: `bizadmin-token=${token}` })).statusCode).toBe(200);
    const out = await app.inject({ method: 'POST', url: `${P}/tenantuser/logout`, headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect((await get('/app/getMyApps', bearer(token))).statusCode).toBe(401);
    expect((await get(fileUrl.slice(P.length), { cookie: `bizadmin-token=${token}` })).statusCode).toBe(401);
    // Logging out again, or the share key route, does not bring it back.
    expect(
      (await app.inject({ method: 'POST', url: `${P}/tenantuser/logout`, headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect((await get('/authcode/shareKey', bearer(token))).statusCode).toBe(401);
    // The user's other session is untouched.
    expect((await get('/app/getMyApps', bearer(other))).statusCode).toBe(200);

    const info = (await get('/tenantuser/getuserinfo?appKey=quality', bearer(other))).json().data;
    const switched = await app.inject({
      method: 'POST',
      url: `${P}/tenantuser/switchRole`,
      headers: bearer(other),
      payload: { roleId: info.roleList[0].id },
    });
    expect(switched.statusCode).toBe(200);
    expect((await get('/app/getMyApps', bearer(other))).statusCode).toBe(401);
  });

  it('turns a share key into one session only', async () => {
    const token = await signIn(app, 'staff_a', 'Demo@123');
    const key = (await get('/authcode/shareKey', bearer(token))).json().data.shareKey as string;
    const use = () =>
      app.inject({ method: 'POST', url: `${P}/tenantuser/loginByShareKey`, payload: { shareKey: key } });
    expect((await use()).statusCode).toBe(200);
    expect((await use()).statusCode).toBe(400);
  });
});

describe('a session carried to another app or tenant app', () => {
  it('is refused with an app its tenant has not opened, or with another tenant app key', async () => {
    const staffB = await signIn(app, 'staff_b', 'Demo@123');
    const staffA = await signIn(app, 'staff_a', 'Demo@123');
    const keyOf = async (token: string, appKey: string) =>
      (
        (await get('/app/getMyApps', bearer(token))).json().data as { key: string; tenantAppKey: string }[]
      ).find((a) => a.key === appKey)!.tenantAppKey;
    const aQuality = await keyOf(staffA, 'quality');
    const aCert = await keyOf(staffA, 'cert');
    const bQuality = await keyOf(staffB, 'quality');

    // green-carbon has not opened 认证服务 (cert).
    expect((await get('/app/getMyApps', { ...bearer(staffB), appkey: 'cert' })).statusCode).toBe(403);
    expect((await get('/tenantuser/getuserinfo?appKey=cert', bearer(staffB))).statusCode).toBe(403);
    // Tenant A's tenant app key with B's session, and A's own key of another app than AppKey.
    expect((await get('/app/getMyApps', { ...bearer(staffB), tenantappkey: aQuality })).statusCode).toBe(403);
    expect(
      (await get('/app/getMyApps', { ...bearer(staffA), appkey: 'quality', tenantappkey: aCert })).statusCode,
    ).toBe(403);
    // The matching pairs work, so the refusals above are about the keys.
    expect((await get('/app/getMyApps', { ...bearer(staffB), tenantappkey: bQuality })).statusCode).toBe(200);
    expect(
      (await get('/app/getMyApps', { ...bearer(staffA), appkey: 'quality', tenantappkey: aQuality }))
        .statusCode,
    ).toBe(200);
  });
});

describe('hostile uploads', () => {
  const hostileNames = fc.oneof(
    fc.constantFrom(
      '../../../../etc/passwd.png',
      '..\\..\\..\\windows\\win.ini.png',
      '/etc/passwd.png',
      '%2e%2e%2f%2e%2e%2fescape.png',
      '<img src=x onerror=alert(1)>.png',
      '"><script>alert(1)</script>.png',
      'page.html',
      'page.htm',
      'image.svg',
      'run.js',
      'x.png.html',
      'x.html%00.png',
      'x.png\u0000.html',
      '.htaccess',
      'CON.png',
      '\u202egnp.html',
      `${'长'.repeat(300)}.png`,
      `${'𠀀'.repeat(130)}.png`,
      '',
    ),
    fc
      .tuple(fc.string({ unit: 'grapheme', maxLength: 30 }), fc.constantFrom('.png', '.html', '.svg', ''))
      .map(([s, ext]) => `${s}${ext}`),
  );

  it('stores a file only under a cleaned key in its tenant folder, never as an active type, and never outside the object folder', async () => {
    const token = await signIn(app, 'staff_a', 'Demo@123');
    const tenantA = (await get('/tenantuser/getuserinfo?appKey=quality', bearer(token))).json().data.tenantId;
    await fc.assert(
      fc.asyncProperty(hostileNames, async (name) => {
        const form = await multipart({}, { name, body: PNG });
        const res = await app.inject({
          method: 'POST',
          url: `${P}/upload/uploadfile?dir=file`,
          headers: { ...bearer(token), ...form.headers },
          payload: form.payload,
        });
        expect(res.statusCode, `${name}: ${res.body}`).toBeLessThan(500);
        if (res.statusCode !== 200) {
          expect(res.statusCode).toBeGreaterThanOrEqual(400);
          return;
        }
        const file = res.json().data as { key: string; url: string; type: string };
        expect(file.key.startsWith(`${tenantA}/file/`)).toBe(true);
        expect(file.key.split('/')).not.toContain('..');
        for (const bad of ['<', '>', '"', '\\', '\u0000', '\u202e']) expect(file.key).not.toContain(bad);
        expect(file.key).not.toMatch(/\.(html?|svg|js)$/i);
        const download = await app.inject({ method: 'GET', url: file.url, headers: bearer(token) });
        expect(download.statusCode).toBe(200);
        expect(download.headers['content-type']).not.toMatch(/html|svg|javascript/);
        expect(download.headers['x-content-type-options']).toBe('nosniff');
      }),
      // Always among the runs: names that once answered 500 (empty; longer than a path segment holds).
      { numRuns: 40, examples: [[''], [`${'长'.repeat(300)}.png`], [`${'𠀀'.repeat(130)}.png`]] },
    );
    // Nothing landed outside the object folder.
    expect(fs.readdirSync(dataDir)).toEqual(['objects']);
  });

  it('refuses a file over the limit and a body over the server limit without storing anything', async () => {
    const token = await signIn(app, 'staff_a', 'Demo@123');
    const before = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from uploads`);
    const big = await multipart({}, { name: 'big.png', body: crypto.randomBytes(65 * 1024) });
    const res = await app.inject({
      method: 'POST',
      url: `${P}/upload/uploadfile?dir=image`,
      headers: { ...bearer(token), ...big.headers },
      payload: big.payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe(413);
    const after = await rows<{ n: number }>(t.database.db, sql`select count(*)::int as n from uploads`);
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("refuses a policy issued to tenant B when tenant A's folder is written into the form", async () => {
    const tokenB = await signIn(app, 'staff_b', 'Demo@123');
    const tokenA = await signIn(app, 'staff_a', 'Demo@123');
    const policyB = (await get('/upload/applyPolicy?dir=image', bearer(tokenB))).json().data;
    const policyA = (await get('/upload/applyPolicy?dir=image', bearer(tokenA))).json().data;
    const form = await multipart(
      { ...policyB.fields, key: `${policyA.dir}${Math.floor(Date.now() / 1000)}x.png` },
      { name: 'x.png', body: PNG },
    );
    const res = await app.inject({ method: 'POST', url: `${P}/upload/object`, ...form });
    expect(res.statusCode).toBe(403);
  });
});

// Signing in and staying signed in (spec shell.md §7.1): password and SMS sign-in, the proof-of-work
// challenge after a failure, waits and locks per account and address, rate limits, sessions and
// password changes, against the demo data.
import crypto from 'node:crypto';
import { createChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PREFIX, type CaptchaData } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { outbox, sessions, signInChallenges, smsCodes, users } from '../src/db/schema/index.js';
import { DEMO_PASSWORD, seedDemo } from '../src/seed/index.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { outboxSmsSender, type SmsSender } from '../src/security/sms.js';
import { quickChallengeLimits, solve } from './harness/challenge.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

/** Every SMS the platform sent, as the recipient would read it. */
const sent: { mobile: string; text: string }[] = [];
const recordingSms: SmsSender = {
  async send(db, mobile, text, meta) {
    sent.push({ mobile, text });
    await outboxSmsSender.send(db, mobile, text, meta);
  },
};

let t: TestDatabase;
let db: Db;
let app: App;

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    sms: recordingSms,
    limits: quickChallengeLimits,
  });
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

/** A client at its own address, so that one test's failures and counters never reach another. */
let addresses = 0;
function visitor(a = app) {
  const n = ++addresses;
  const ip = `10.${Math.floor(n / 250)}.${n % 250}.1`;
  const request = (method: 'GET' | 'POST', path: string, payload?: object, token?: string) =>
    a.inject({
      method,
      url: `${ACCOUNT_PREFIX}/${path}`,
      remoteAddress: ip,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const v = {
    ip,
    get: (path: string, token?: string) => request('GET', path, undefined, token),
    post: (path: string, payload: object, token?: string) => request('POST', path, payload, token),
    login: (username: string, pwd: string, extra: object = {}) =>
      v.post('tenantuser/login', { username, pwd, ...extra }),
    /** What verify/verifyCode tells this client about signing in as `username`. */
    async challenge(username?: string): Promise<CaptchaData> {
      const res = await v.get(`verify/verifyCode${username ? `?username=${username}` : ''}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as CaptchaData;
    },
    async captchaEnabled(username?: string) {
      return (await v.challenge(username)).captchaEnabled;
    },
    /** A challenge issued to this client for `username`, solved: the login body's `code`. */
    async solved(username?: string) {
      const c = await v.challenge(username);
      expect(c.challenge, 'a challenge is asked').not.toBeNull();
      return { code: (await solve(c.challenge!)).code };
    },
    /** Signs in as a browser does: solving the challenge first when the server asks for one. */
    async loginSolving(username: string, pwd: string) {
      const c = await v.challenge(username);
      return v.login(username, pwd, c.challenge ? { code: (await solve(c.challenge)).code } : {});
    },
    async signIn(username: string, pwd = DEMO_PASSWORD) {
      const res = await v.login(username, pwd);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.token as string;
    },
    /** Whether the token still opens a protected call. */
    async probe(token: string) {
      return (await v.get('app/getMyApps', token)).statusCode;
    },
  };
  return v;
}

function expectRefused(res: LightMyRequestResponse, status: number, msg: string | RegExp, field?: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.code).toBe(status);
  expect(body.msg).toMatch(msg);
  if (field) expect(body.data.errors.map((e: { field: string }) => e.field)).toContain(field);
}

/**
 * A new account of 华东质量认证中心 with the demo password and its own mobile number, for tests
 * whose failures, locks, codes or password changes must not touch anyone else.
 */
let accounts = 0;
async function freshAccount() {
  const n = ++accounts;
  const username = `member_${n}`;
  const mobile = `1390000${String(n).padStart(4, '0')}`;
  await db.execute(sql`
    with u as (
      insert into users (username, realname, mobile, password_hash)
      select ${username}, ${'成员' + n}, ${mobile}, password_hash from users where username = 'staff_a'
      returning id)
    insert into tenant_users (tenant_id, user_id)
    select tenants.id, u.id from u, tenants where tenants.code = 'east-cert'`);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return { username, mobile, id: user!.id };
}

/** The code in the newest SMS sent to the number. */
function lastCode(mobile: string): string {
  const message = sent.filter((m) => m.mobile === mobile).at(-1);
  const code = message?.text.match(/\d{6}/)?.[0];
  expect(code, `an SMS code sent to ${mobile}`).toBeDefined();
  return code!;
}

/** Time passes until the waits (and with `locks`, the locks) of the account's addresses are over. */
async function timePasses(username: string, { locks = false } = {}) {
  const ended = sql`now() - interval '1 second'`;
  await db.execute(sql`update throttles set window_started_at = ${ended}
    where starts_with(key, ${`hold:wait:${username}|`})
       or (${locks} and starts_with(key, ${`hold:lock:${username}|`}))`);
}

/** Fails `times` sign-ins of the account from the visitor, waiting out each delay in between. */
async function failTimes(v: ReturnType<typeof visitor>, username: string, times: number) {
  const answers: LightMyRequestResponse[] = [];
  for (let i = 0; i < times; i++) {
    await timePasses(username);
    answers.push(await v.loginSolving(username, `Wrong@${i}`));
  }
  return answers;
}

const BAD_CREDENTIALS = '用户名或密码错误';
const CHALLENGE_REFUSED = '验证码错误或已过期';

/** A challenge payload as the login body's `code` carries it, and back. */
const payload = (challenge: unknown, solution: unknown) =>
  Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
const decoded = (code: string) => JSON.parse(Buffer.from(code, 'base64').toString());

describe('signing in with username and password', () => {
  it('gives a token that opens the user info of the signed-in user', async () => {
    const v = visitor();
    const res = await v.login('staff_a', DEMO_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: 200, msg: '登录成功', data: { token: expect.any(String) } });
    const info = await v.get('tenantuser/getuserinfo?appKey=quality', res.json().data.token);
    expect(info.statusCode).toBe(200);
    expect(info.json().data).toMatchObject({ username: 'staff_a', realname: '张明' });
  });

  it('accepts the username with surrounding spaces and in any case', async () => {
    const v = visitor();
    const token = await v.signIn('  STAFF_A ');
    const info = await v.get('tenantuser/getuserinfo?appKey=quality', token);
    expect(info.json().data.username).toBe('staff_a');
  });

  it('refuses a wrong password naming the password field', async () => {
    const { username } = await freshAccount();
    const res = await visitor().login(username, 'Wrong@123');
    expectRefused(res, 400, BAD_CREDENTIALS, 'body.pwd');
    expect(res.json().data.token).toBeUndefined();
  });

  it('answers an unknown username exactly as a wrong password, so accounts cannot be discovered', async () => {
    const { username } = await freshAccount();
    const wrongPassword = await visitor().login(username, 'Wrong@123');
    const unknownUser = await visitor().login('nobody_known', 'Wrong@123');
    expect(unknownUser.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownUser.json()).toEqual(wrongPassword.json());
  });

  it('after a failure asks the challenge of an unknown username as of a real one, at that address only', async () => {
    const { username } = await freshAccount();
    const here = visitor();
    await here.login(username, 'Wrong@123');
    await here.login('nobody_tried', 'Wrong@123');
    expect(await here.captchaEnabled(username)).toBe(true);
    expect(await here.captchaEnabled('nobody_tried')).toBe(true);
    const real = await here.login(username, 'Wrong@456');
    const unknown = await here.login('nobody_tried', 'Wrong@456');
    expectRefused(real, 400, '请输入验证码', 'body.code');
    expect(unknown.json()).toEqual(real.json());
    const elsewhere = visitor();
    expect(await elsewhere.captchaEnabled(username)).toBe(false);
    expect(await elsewhere.captchaEnabled('nobody_tried')).toBe(false);
  });
});

describe('the proof-of-work challenge after a failed sign-in', () => {
  it('is not asked of a clean address and account', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    expect(await v.challenge()).toEqual({ captchaEnabled: false, uuid: null, level: 0, challenge: null });
    expect(await v.captchaEnabled(username)).toBe(false);
    await v.signIn(username);
  });

  it('is asked of that account at that address only: colleagues behind the address and the owner elsewhere sign in as before', async () => {
    const { username } = await freshAccount();
    const colleague = await freshAccount();
    const office = visitor();
    expectRefused(await office.login(username, 'Wrong@123'), 400, BAD_CREDENTIALS);
    expect(await office.captchaEnabled(username)).toBe(true);
    expect(await office.captchaEnabled(colleague.username)).toBe(false);
    expect(await office.captchaEnabled()).toBe(false);
    expect((await office.login(colleague.username, DEMO_PASSWORD)).statusCode).toBe(200);
    expectRefused(await office.login(username, DEMO_PASSWORD), 400, '请输入验证码', 'body.code');
    expect((await visitor().login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('is an HMAC-signed, expiring ALTCHA challenge, and its solution signs in', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    await v.login(username, 'Wrong@123');
    const c = await v.challenge(username);
    expect(c).toMatchObject({ captchaEnabled: true, uuid: expect.any(String), level: 1 });
    expect(c.challenge!.parameters).toMatchObject({
      algorithm: 'PBKDF2/SHA-256',
      data: { id: c.uuid, level: 1 },
      keyPrefix: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    expect(c.challenge!.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(c.challenge!.parameters.expiresAt! * 1000).toBeGreaterThan(Date.now() + 4 * 60_000);
    const res = await v.login(username, DEMO_PASSWORD, { code: (await solve(c.challenge!)).code });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('is passed only by doing the work: a guessed, forged or malformed solution is refused', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    await v.login(username, 'Wrong@123');
    const refused = async (code: string) =>
      expectRefused(await v.login(username, DEMO_PASSWORD, { code }), 400, CHALLENGE_REFUSED, 'body.code');

    // A guess: a counter and key made up without the work. The key prefix the challenge shows is
    // only half of the key, so it does not stand in for it.
    const shown = (await v.challenge(username)).challenge!;
    await refused(payload(shown, { counter: 7, derivedKey: shown.parameters.keyPrefix.repeat(2) }));
    // Forged: a real solution sent with a challenge whose expiry was pushed back (the signature no
    // longer matches), and a challenge the client signed itself.
    const real = (await v.challenge(username)).challenge!;
    const { solution } = decoded((await solve(real)).code);
    await refused(
      payload(
        { ...real, parameters: { ...real.parameters, expiresAt: real.parameters.expiresAt! + 3600 } },
        solution,
      ),
    );
    const unspent = (await v.challenge(username)).challenge!;
    const own = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 1,
      counter: 0,
      deriveKey,
      data: unspent.parameters.data!,
      hmacSignatureSecret: 'guessed-secret',
      hmacKeySignatureSecret: 'guessed-secret-2',
    });
    await refused((await solve(own)).code);
    // Not base64 JSON of a payload: refused the same way, never a 500.
    await refused('not-a-payload');
    await refused(Buffer.from('{"challenge":1}').toString('base64'));
    // None of these was counted as a password failure; the work done right passes.
    expect((await v.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('is spent by its first use and refused once expired', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    await v.login(username, 'Wrong@123');
    const once = await v.solved(username);
    expectRefused(await v.login(username, 'Wrong@456', once), 400, BAD_CREDENTIALS);
    await timePasses(username);
    expectRefused(await v.login(username, DEMO_PASSWORD, once), 400, CHALLENGE_REFUSED, 'body.code');
    // Solved, but sent after its five minutes.
    const late = await v.solved(username);
    const { id } = decoded(late.code).challenge.parameters.data;
    await db
      .update(signInChallenges)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(signInChallenges.id, id));
    expectRefused(await v.login(username, DEMO_PASSWORD, late), 400, CHALLENGE_REFUSED, 'body.code');
    expect((await v.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('asks more work after each failure, and a cheaper solution no longer passes', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    expectRefused(await v.login(username, 'Wrong@1'), 400, BAD_CREDENTIALS);
    const first = await v.challenge(username);
    const cheap = await solve(first.challenge!);
    await failTimes(v, username, 2);
    const third = await v.challenge(username);
    expect([first.level, third.level]).toEqual([1, 3]);
    // Level 3 asks four times the tries of level 1, each drawn from ±50% of its mean: never fewer.
    expect((await solve(third.challenge!)).counter).toBeGreaterThan(cheap.counter);
    await timePasses(username);
    expectRefused(
      await v.login(username, DEMO_PASSWORD, { code: cheap.code }),
      400,
      CHALLENGE_REFUSED,
      'body.code',
    );
  });

  it('is no longer asked once the account signs in successfully', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    await v.login(username, 'Wrong@123');
    expect((await v.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
    expect(await v.captchaEnabled(username)).toBe(false);
  });

  it('is demanded on the very first attempt when CAPTCHA_ALWAYS is set, at the production cost', async () => {
    const strict = await buildApp({
      config: testConfig({ captchaAlways: true }),
      database: t.database,
      logger: false,
      sms: recordingSms,
      limits: defaultLimits,
    });
    try {
      const { username } = await freshAccount();
      const v = visitor(strict);
      expect(await v.challenge()).toMatchObject({ captchaEnabled: true, level: 1 });
      expectRefused(await v.login(username, DEMO_PASSWORD), 400, '请输入验证码', 'body.code');
      const c = await v.challenge(username);
      expect(c.challenge!.parameters.cost).toBe(1000);
      const solved = await solve(c.challenge!);
      expect(solved.counter).toBeGreaterThanOrEqual(250);
      const res = await v.login(username, DEMO_PASSWORD, { code: solved.code });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      await strict.close();
    }
  });
});

describe('waits and locks after repeated wrong passwords', () => {
  it('makes the account wait 2, 4, 8 seconds at that address, answering earlier attempts without counting them', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    expectRefused(await v.login(username, 'Wrong@1'), 400, BAD_CREDENTIALS);
    // No wait after the first failure: only the challenge.
    expectRefused(await v.loginSolving(username, 'Wrong@2'), 400, BAD_CREDENTIALS);
    for (const seconds of [2, 4]) {
      const early = await v.loginSolving(username, DEMO_PASSWORD);
      expectRefused(early, 429, new RegExp(`^尝试过于频繁，请[1-${seconds}]秒后再试$`));
      await timePasses(username);
      expectRefused(await v.loginSolving(username, `Wrong@${seconds}x`), 400, BAD_CREDENTIALS);
    }
    expectRefused(await v.loginSolving(username, DEMO_PASSWORD), 429, /^尝试过于频繁，请[1-8]秒后再试$/);
    // The owner at another address does not wait.
    expect((await visitor().login(username, DEMO_PASSWORD)).statusCode).toBe(200);
    // The refused early attempts were not failures: the fifth failure, not an earlier one, locks.
    await timePasses(username);
    expect((await v.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('locks the account at that address on the fifth wrong password, refuses even the right one there, and opens when the lock ends', async () => {
    const { username } = await freshAccount();
    const stranger = visitor();
    const answers = await failTimes(stranger, username, 5);
    expect(answers.map((a) => a.statusCode)).toEqual([400, 400, 400, 400, 423]);
    expectRefused(answers[4]!, 423, '密码错误次数过多，账号已锁定15分钟');
    expectRefused(await stranger.loginSolving(username, DEMO_PASSWORD), 423, '账号已锁定，请15分钟后再试');
    // Fifteen minutes later:
    await timePasses(username, { locks: true });
    expect((await stranger.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it("does not lock the owner out: a stranger's failures at one address leave the owner's other address open", async () => {
    const { username } = await freshAccount();
    const stranger = visitor();
    await failTimes(stranger, username, 5);
    expectRefused(await stranger.loginSolving(username, DEMO_PASSWORD), 423, /锁定/);
    const owner = visitor();
    expect(await owner.captchaEnabled(username)).toBe(false);
    expect((await owner.login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('answers an unknown account exactly as a known one, lock included', async () => {
    const { username } = await freshAccount();
    const answersOf = async (name: string) => {
      const v = visitor();
      const answers = [...(await failTimes(v, name, 6)), await v.loginSolving(name, DEMO_PASSWORD)];
      return answers.map((a) => ({ status: a.statusCode, body: a.json() }));
    };
    const known = await answersOf(username);
    const unknown = await answersOf('nobody_locked');
    expect(known.map((a) => a.status)).toEqual([400, 400, 400, 400, 423, 423, 423]);
    expect(unknown).toEqual(known);
  });

  it('never locks an account for failures from many addresses, but makes every attempt on it solve a challenge', async () => {
    const { username } = await freshAccount();
    // Ten addresses, one wrong password each (a distributed guess).
    for (let i = 0; i < 10; i++)
      expectRefused(await visitor().login(username, `Wrong@${i}`), 400, BAD_CREDENTIALS);
    const owner = visitor();
    const asked = await owner.challenge(username);
    expect(asked).toMatchObject({ captchaEnabled: true, level: 1 });
    expectRefused(await owner.login(username, DEMO_PASSWORD), 400, '请输入验证码', 'body.code');
    expect((await owner.loginSolving(username, DEMO_PASSWORD)).statusCode).toBe(200);
    // Another account from the owner's address is not asked.
    const other = await freshAccount();
    expect(await owner.captchaEnabled(other.username)).toBe(false);
  });

  it('asks the challenge of any account at an address that failed at ten accounts (spraying)', async () => {
    const sprayer = visitor();
    for (let i = 0; i < 10; i++)
      expectRefused(await sprayer.login(`sprayed_${i}`, 'Summer2024'), 400, BAD_CREDENTIALS);
    const { username } = await freshAccount();
    expect(await sprayer.challenge(username)).toMatchObject({ captchaEnabled: true, level: 1 });
    expect(await sprayer.challenge()).toMatchObject({ captchaEnabled: true, level: 1 });
    expect(await visitor().captchaEnabled(username)).toBe(false);
  });

  it('ends the locks of every address when the password is reset by SMS', async () => {
    const { username, mobile } = await freshAccount();
    const stranger = visitor();
    await failTimes(stranger, username, 5);
    await stranger.get(`sms/getSmsCheckCode?mobile=${mobile}`);
    const reset = await visitor().post('tenantuser/updatePwd', {
      mobile,
      code: lastCode(mobile),
      newPassword: 'Reset2024',
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await stranger.captchaEnabled(username)).toBe(false);
    expect((await stranger.login(username, 'Reset2024')).statusCode).toBe(200);
  });
});

describe('housekeeping of failures and challenges', () => {
  it('drops counters, holds and challenges that no longer count, and keeps the rest', async () => {
    const fresh = await buildApp({
      config: testConfig(),
      database: t.database,
      logger: false,
      limits: quickChallengeLimits,
    });
    try {
      await db.execute(sql`insert into throttles (key, count, window_started_at) values
        ('fail:pair:gone|10.250.0.1', 3, now() - interval '2 days'),
        ('hold:lock:gone|10.250.0.1', 0, now() - interval '2 days'),
        ('fail:pair:kept|10.250.0.1', 1, now() - interval '1 minute'),
        ('hold:lock:kept|10.250.0.1', 0, now() + interval '10 minutes')`);
      const expired = crypto.randomUUID();
      const live = crypto.randomUUID();
      await db.insert(signInChallenges).values([
        { id: expired, hmacKeys: 'a.b', expiresAt: sql`now() - interval '2 minutes'` },
        { id: live, hmacKeys: 'a.b', expiresAt: sql`now() + interval '4 minutes'` },
      ]);
      expectRefused(await visitor(fresh).login('nobody_pruned', 'Wrong@123'), 400, BAD_CREDENTIALS);
      const keys = rowsOf<{ key: string }>(
        await db.execute(sql`select key from throttles where key like '%|10.250.0.1' order by key`),
      );
      expect(keys.map((r) => r.key)).toEqual(['fail:pair:kept|10.250.0.1', 'hold:lock:kept|10.250.0.1']);
      const challenges = await db.select({ id: signInChallenges.id }).from(signInChallenges);
      expect(challenges.map((c) => c.id)).toContain(live);
      expect(challenges.map((c) => c.id)).not.toContain(expired);
    } finally {
      await fresh.close();
    }
  });
});

describe('rate limits on signing in', () => {
  it('answers 429 to an address, and to an account at one address, that try too often, even with the right password', async () => {
    const TOO_OFTEN = '操作过于频繁，请稍后再试';
    // Per address: 30 attempts a minute, whatever the accounts.
    const busy = visitor();
    const target = await freshAccount();
    for (let i = 0; i < 30; i++) await busy.login(`nobody_${i}`, 'Wrong@123');
    expectRefused(await busy.login(target.username, DEMO_PASSWORD), 429, TOO_OFTEN);
    expect((await visitor().login(target.username, DEMO_PASSWORD)).statusCode).toBe(200);

    // Per account and address: 10 attempts a minute; the account at another address is not limited.
    const { username } = await freshAccount();
    const v = visitor();
    for (let i = 0; i < 10; i++) await v.signIn(username);
    expectRefused(await v.login(username, DEMO_PASSWORD), 429, TOO_OFTEN);
    expect((await visitor().login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('sessions', () => {
  it('ends at logout: the token no longer opens anything', async () => {
    const v = visitor();
    const token = await v.signIn('expert_a');
    const res = await v.post('tenantuser/logout', {}, token);
    expect(res.json()).toMatchObject({ code: 200, msg: '退出成功' });
    const after = await v.get('app/getMyApps', token);
    expectRefused(after, 401, '登录状态已失效，请重新登录');
  });

  it('refuses an expired session, saying the sign-in has expired', async () => {
    const { username, id } = await freshAccount();
    const v = visitor();
    const token = await v.signIn(username);
    expect(await v.probe(token)).toBe(200);
    await db
      .update(sessions)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(sessions.userId, id));
    // Changed by hand, not by a call: the server's kept session goes once the change's notice is in.
    await app.messaging.hub.sync();
    expectRefused(await v.get('app/getMyApps', token), 401, /^登录状态已过期/);
  });

  it('refuses a missing, malformed or made-up token with 401', async () => {
    const v = visitor();
    const UNAUTHENTICATED = '认证失败，无法访问系统资源';
    expectRefused(await v.get('app/getMyApps'), 401, UNAUTHENTICATED);
    expectRefused(await v.get('app/getMyApps', 'made-up-token'), 401, UNAUTHENTICATED);
    const basic = await app.inject({
      method: 'GET',
      url: `${ACCOUNT_PREFIX}/app/getMyApps`,
      remoteAddress: v.ip,
      headers: { authorization: 'Basic YWRtaW46QWRtaW5AMTIz' },
    });
    expectRefused(basic, 401, UNAUTHENTICATED);
  });

  it('ends the sessions of a user who is disabled, and refuses their sign-in', async () => {
    const { username, id } = await freshAccount();
    const v = visitor();
    const token = await v.signIn(username);
    await db.update(users).set({ status: 0 }).where(eq(users.id, id));
    expectRefused(await v.get('app/getMyApps', token), 401, '账号已停用，无法访问系统资源');
    expectRefused(await v.login(username, DEMO_PASSWORD), 403, '账号已停用，请联系管理员');
  });
});

describe('changing the password while signed in', () => {
  it('ends the other sessions of the user, keeps the current one, and the new password signs in', async () => {
    const { username } = await freshAccount();
    const here = visitor();
    const there = visitor();
    const current = await here.signIn(username);
    const other = await there.signIn(username);
    const res = await here.post(
      'tenantuser/updatePwd',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2024' },
      current,
    );
    expect(res.json()).toMatchObject({ code: 200, msg: '密码修改成功' });
    expect(await here.probe(current)).toBe(200);
    expect(await there.probe(other)).toBe(401);
    expect((await visitor().login(username, 'Fresh2024')).statusCode).toBe(200);
    expectRefused(await visitor().login(username, DEMO_PASSWORD), 400, BAD_CREDENTIALS);
  });

  it('refuses a wrong old password naming it, and leaves the password as it was', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    const token = await v.signIn(username);
    expectRefused(
      await v.post('tenantuser/updatePwd', { oldPassword: 'Wrong@123', newPassword: 'Fresh2024' }, token),
      400,
      '原密码错误',
      'body.oldPassword',
    );
    expect((await visitor().login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a weak new password naming the new password', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    const token = await v.signIn(username);
    for (const weak of ['Ab1', 'onlyletters', '12345678']) {
      expectRefused(
        await v.post('tenantuser/updatePwd', { oldPassword: DEMO_PASSWORD, newPassword: weak }, token),
        400,
        /body\.newPassword/,
        'body.newPassword',
      );
    }
  });

  it('waits and locks after wrong old passwords as sign-in does, so a session cannot guess the password', async () => {
    const { username } = await freshAccount();
    const v = visitor();
    const token = await v.signIn(username);
    const change = (oldPassword: string) =>
      v.post('tenantuser/updatePwd', { oldPassword, newPassword: 'Fresh2024' }, token);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const early = i === 2 ? await change(DEMO_PASSWORD) : undefined;
      if (early) expectRefused(early, 429, /^尝试过于频繁，请\d+秒后再试$/);
      await timePasses(username);
      statuses.push((await change(`Wrong@${i}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 423]);
    expectRefused(await change(DEMO_PASSWORD), 423, '账号已锁定，请15分钟后再试');
    // Signing in from that address is locked with it; the owner elsewhere is not.
    expectRefused(await v.login(username, DEMO_PASSWORD), 423, /锁定/);
    const elsewhere = visitor();
    const res = await elsewhere.post(
      'tenantuser/updatePwd',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Fresh2024' },
      await elsewhere.signIn(username),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  it('needs a session when the old password is given', async () => {
    const { username } = await freshAccount();
    const res = await visitor().post('tenantuser/updatePwd', {
      oldPassword: DEMO_PASSWORD,
      newPassword: 'Fresh2024',
    });
    expectRefused(res, 401, '认证失败，无法访问系统资源');
    expect((await visitor().login(username, DEMO_PASSWORD)).statusCode).toBe(200);
  });
});

describe('signing in with an SMS code', () => {
  it('sends a 6-digit code to a known mobile that signs in once', async () => {
    const mobile = '13800000001';
    const v = visitor();
    const res = await v.get(`sms/getCheckCode?mobile=${mobile}`);
    expect(res.json()).toEqual({
      code: 200,
      msg: '验证码已发送',
      data: { expiresInSeconds: 300, resendAfterSeconds: 60 },
    });
    const messages = await db.select().from(outbox).where(eq(outbox.recipient, mobile));
    expect(messages).toHaveLength(1);
    const code = lastCode(mobile);
    expect(messages[0]!.body).toContain(code);

    const signedIn = await v.post('tenantuser/loginByMobile', { mobile, code });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    const info = await v.get('tenantuser/getuserinfo?appKey=quality', signedIn.json().data.token);
    expect(info.json().data.username).toBe('staff_a');

    expectRefused(
      await v.post('tenantuser/loginByMobile', { mobile, code }),
      400,
      '验证码已过期，请重新获取',
      'body.code',
    );
  });

  it('asks a solved challenge before sending a code from an address that failed at many accounts', async () => {
    const { mobile } = await freshAccount();
    const sprayer = visitor();
    for (let i = 0; i < 10; i++) await sprayer.login(`sprayed_sms_${i}`, 'Summer2024');
    expectRefused(await sprayer.get(`sms/getCheckCode?mobile=${mobile}`), 400, '请输入验证码', 'query.code');
    expect(sent.filter((m) => m.mobile === mobile)).toHaveLength(0);
    const { code } = await sprayer.solved();
    const res = await sprayer.get(`sms/getCheckCode?mobile=${mobile}&code=${encodeURIComponent(code)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
  });

  it('refuses a second code to the same number within a minute', async () => {
    const { mobile } = await freshAccount();
    expect((await visitor().get(`sms/getCheckCode?mobile=${mobile}`)).statusCode).toBe(200);
    expectRefused(
      await visitor().get(`sms/getCheckCode?mobile=${mobile}`),
      429,
      '验证码发送过于频繁，请稍后再试',
    );
    expect(sent.filter((m) => m.mobile === mobile)).toHaveLength(1);
  });

  it('spends the code after five wrong tries, so that even the right code is then refused', async () => {
    const { mobile } = await freshAccount();
    const v = visitor();
    await v.get(`sms/getCheckCode?mobile=${mobile}`);
    const code = lastCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      expectRefused(
        await v.post('tenantuser/loginByMobile', { mobile, code: wrong }),
        400,
        /：验证码错误$/,
        'body.code',
      );
    }
    expectRefused(
      await v.post('tenantuser/loginByMobile', { mobile, code }),
      400,
      '验证码错误次数过多，请重新获取',
      'body.code',
    );
  });

  it('refuses an expired code', async () => {
    const { mobile } = await freshAccount();
    const v = visitor();
    await v.get(`sms/getCheckCode?mobile=${mobile}`);
    await db
      .update(smsCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(smsCodes.mobile, mobile));
    expectRefused(
      await v.post('tenantuser/loginByMobile', { mobile, code: lastCode(mobile) }),
      400,
      '验证码已过期，请重新获取',
      'body.code',
    );
  });

  it('answers an unknown mobile as a known one but sends nothing', async () => {
    const known = await freshAccount();
    const unknown = '13999999999';
    const toKnown = await visitor().get(`sms/getCheckCode?mobile=${known.mobile}`);
    const toUnknown = await visitor().get(`sms/getCheckCode?mobile=${unknown}`);
    expect(toUnknown.statusCode).toBe(toKnown.statusCode);
    expect(toUnknown.json()).toEqual(toKnown.json());
    expect(await db.select().from(outbox).where(eq(outbox.recipient, known.mobile))).toHaveLength(1);
    expect(await db.select().from(outbox).where(eq(outbox.recipient, unknown))).toHaveLength(0);
    expectRefused(
      await visitor().post('tenantuser/loginByMobile', { mobile: unknown, code: '123456' }),
      400,
      '验证码已过期，请重新获取',
      'body.code',
    );
  });
});

describe('resetting a forgotten password by SMS', () => {
  it('sets the new password while signed out and ends every session of the user', async () => {
    const { username, mobile } = await freshAccount();
    const v = visitor();
    const session = await visitor().signIn(username);
    const res = await v.get(`sms/getSmsCheckCode?mobile=${mobile}`);
    expect(res.json()).toMatchObject({ code: 200, msg: '验证码已发送' });
    const code = lastCode(mobile);
    // A reset code is not a sign-in code.
    expectRefused(await v.post('tenantuser/loginByMobile', { mobile, code }), 400, /验证码/, 'body.code');

    const reset = await v.post('tenantuser/updatePwd', { mobile, code, newPassword: 'Reset2024' });
    expect(reset.json()).toMatchObject({ code: 200, msg: '密码修改成功' });
    expect(await v.probe(session)).toBe(401);
    expect((await visitor().login(username, 'Reset2024')).statusCode).toBe(200);
    expectRefused(await visitor().login(username, DEMO_PASSWORD), 400, BAD_CREDENTIALS);
    expectRefused(
      await v.post('tenantuser/updatePwd', { mobile, code, newPassword: 'Again2024' }),
      400,
      '验证码已过期，请重新获取',
      'body.code',
    );
  });
});

describe('malformed sign-in requests', () => {
  it('names the missing username', async () => {
    expectRefused(
      await visitor().post('tenantuser/login', { pwd: DEMO_PASSWORD }),
      400,
      /body\.username/,
      'body.username',
    );
  });

  it('names a password that is not a string', async () => {
    expectRefused(
      await visitor().post('tenantuser/login', { username: 'staff_a', pwd: 123 }),
      400,
      /body\.pwd/,
      'body.pwd',
    );
  });

  it('names an invalid mobile number', async () => {
    const v = visitor();
    expectRefused(await v.get('sms/getCheckCode?mobile=12345'), 400, '手机号格式不正确', 'query.mobile');
    expectRefused(
      await v.post('tenantuser/loginByMobile', { mobile: 'abc', code: '123456' }),
      400,
      '手机号格式不正确',
      'body.mobile',
    );
  });
});

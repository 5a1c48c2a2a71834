// The live unread count: a server-sent-events stream per session, opened with a one-time ticket (or
// the bearer header), updated when a message arrives or is read, kept alive by heartbeats, ended by
// logout and shutdown, without leaking subscriptions; across two server instances on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.js';
import type { Db } from '../src/db/client.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { LISTENER_NAME } from '../src/live/unread-hub.js';
import { migratedDatabase, onPostgres, type TestDatabase } from './helpers.js';
import {
  bearer,
  countOf,
  memberId,
  messagesApp,
  openSse,
  P,
  secondInstance,
  signIn,
  unreadEvent,
  until,
  type SseClient,
} from './messages-helpers.js';

let t: TestDatabase;
let db: Db;
let app: App;
let base: string;
const tokens: Record<string, string> = {};
const open: SseClient[] = [];

async function ticketFor(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: `${P}/msg/getStreamTicket`,
    headers: bearer(tokens[username]!),
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { ticket: string; expiresInSeconds: number };
}

async function stream(username: string, into = base) {
  const { ticket } = await ticketFor(username);
  const s = await openSse(into, `${P}/msg/unreadStream?ticket=${ticket}`);
  open.push(s);
  return s;
}

const unreadNow = async (username: string) =>
  (
    await app.inject({ method: 'GET', url: `${P}/msg/getUnreadMsgCount`, headers: bearer(tokens[username]!) })
  ).json().data.count as number;

async function sendTo(usernames: string[], title: string, via = app) {
  const ids = [];
  for (const u of usernames) ids.push((await memberId(db, u)).id);
  const res = await via.inject({
    method: 'POST',
    url: `${P}/msg/sendMsg`,
    headers: bearer(tokens.admin!),
    payload: { title, content: title, channels: [1], receivers: { type: 'users', tenantUserIds: ids } },
  });
  expect(res.statusCode).toBe(200);
}

beforeAll(async () => {
  t = await migratedDatabase();
  db = t.database.db;
  await seedDemo(db);
  app = await messagesApp(t.database, { worker: false, stream: { heartbeatMs: 150, maxPerSession: 8 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  for (const u of ['admin', 'staff_a', 'expert_a', 'reviewer_a']) tokens[u] = await signIn(app, u);
});
afterEach(() => {
  open.splice(0).forEach((s) => s.close());
});
afterAll(async () => {
  await app.close();
  await t.drop();
});

describe('the unread stream', () => {
  it('opens with a one-time ticket and sends the count at once', async () => {
    const s = await stream('staff_a');
    expect(s.status).toBe(200);
    expect(s.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    expect(s.headers['cache-control']).toContain('no-cache');
    expect(countOf(await s.next(unreadEvent))).toBe(await unreadNow('staff_a'));
    s.close();
  });

  it('refuses a spent, unknown or missing ticket and a call without a session', async () => {
    const { ticket, expiresInSeconds } = await ticketFor('staff_a');
    expect(expiresInSeconds).toBe(60);
    const first = await openSse(base, `${P}/msg/unreadStream?ticket=${ticket}`);
    open.push(first);
    expect(first.status).toBe(200);
    for (const path of [
      `${P}/msg/unreadStream?ticket=${ticket}`,
      `${P}/msg/unreadStream?ticket=forged-ticket`,
      `${P}/msg/unreadStream`,
    ]) {
      const s = await openSse(base, path);
      expect(s.status).toBe(401);
      expect(JSON.parse(await s.body())).toMatchObject({ code: 401 });
    }
    // The session token itself is not accepted as a ticket.
    const token = await openSse(base, `${P}/msg/unreadStream?ticket=${tokens.staff_a}`);
    expect(token.status).toBe(401);
    const noSession = await app.inject({ method: 'POST', url: `${P}/msg/getStreamTicket` });
    expect(noSession.statusCode).toBe(401);
    first.close();
  });

  it('also opens with the bearer header (fetch clients)', async () => {
    const s = await openSse(base, `${P}/msg/unreadStream`, bearer(tokens.expert_a!));
    open.push(s);
    expect(s.status).toBe(200);
    expect(countOf(await s.next(unreadEvent))).toBe(await unreadNow('expert_a'));
    const bad = await openSse(base, `${P}/msg/unreadStream`, bearer('not-a-token'));
    expect(bad.status).toBe(401);
    s.close();
  });

  it('pushes the new count when a message arrives and when one is read, to the receiver only', async () => {
    const staff = await stream('staff_a');
    const reviewer = await stream('reviewer_a');
    const start = countOf(await staff.next(unreadEvent));
    const reviewerStart = countOf(await reviewer.next(unreadEvent));

    await sendTo(['staff_a'], '实时角标 1');
    expect(countOf(await staff.next(unreadEvent))).toBe(start + 1);
    await sendTo(['staff_a', 'expert_a'], '实时角标 2');
    expect(countOf(await staff.next(unreadEvent))).toBe(start + 2);

    const page = await app.inject({
      method: 'POST',
      url: `${P}/msg/getPageReceiverMsgList`,
      headers: bearer(tokens.staff_a!),
      payload: { pageIndex: 1, pageSize: 1, queryData: { status: 0 } },
    });
    await app.inject({
      method: 'GET',
      url: `${P}/msg/getMsg?id=${page.json().data.items[0].id}`,
      headers: bearer(tokens.staff_a!),
    });
    expect(countOf(await staff.next(unreadEvent))).toBe(start + 1);

    // The reviewer heard nothing of it; their next event is their own new message.
    await sendTo(['reviewer_a'], '实时角标 3');
    expect(countOf(await reviewer.next(unreadEvent))).toBe(reviewerStart + 1);
    staff.close();
    reviewer.close();
  });

  it('pushes a whole-tenant send to every open stream of the tenant', async () => {
    const streams = await Promise.all(['staff_a', 'expert_a', 'reviewer_a'].map((u) => stream(u)));
    const starts = await Promise.all(streams.map(async (s) => countOf(await s.next(unreadEvent))));
    const res = await app.inject({
      method: 'POST',
      url: `${P}/msg/sendMsg`,
      headers: bearer(tokens.admin!),
      payload: { title: '全员通知', content: '全员通知', channels: [1], receivers: { type: 'tenant' } },
    });
    expect(res.statusCode).toBe(200);
    const after = await Promise.all(streams.map(async (s) => countOf(await s.next(unreadEvent))));
    expect(after).toEqual(starts.map((n) => n + 1));
    streams.forEach((s) => s.close());
  });

  it('sends heartbeats and ends the stream of a session that logs out, and only that one', async () => {
    const token = await signIn(app, 'staff_a');
    const { ticket } = (
      await app.inject({ method: 'POST', url: `${P}/msg/getStreamTicket`, headers: bearer(token) })
    ).json().data;
    const s = await openSse(base, `${P}/msg/unreadStream?ticket=${ticket}`);
    const other = await stream('staff_a');
    const otherStart = countOf(await other.next(unreadEvent));
    open.push(s);
    await s.next(unreadEvent);
    await until(() => s.comments.includes('ping'), 2_000);
    await app.inject({ method: 'POST', url: `${P}/tenantuser/logout`, headers: bearer(token) });
    expect((await s.next((e) => e.event === 'end', 2_000)).event).toBe('end');
    await s.ended;
    // The same user's other session keeps its stream and its heartbeats.
    const pings = other.comments.length;
    await until(() => other.comments.length > pings + 1, 2_000);
    await sendTo(['staff_a'], '登出之后的通知');
    expect(countOf(await other.next(unreadEvent))).toBe(otherStart + 1);
  });

  it('limits the streams one session holds, and frees a place when one closes', async () => {
    const token = await signIn(app, 'reviewer_a');
    const mine: SseClient[] = [];
    const openOne = async () => {
      const { ticket } = (
        await app.inject({ method: 'POST', url: `${P}/msg/getStreamTicket`, headers: bearer(token) })
      ).json().data;
      const s = await openSse(base, `${P}/msg/unreadStream?ticket=${ticket}`);
      open.push(s);
      return s;
    };
    for (let i = 0; i < 8; i++) {
      const s = await openOne();
      expect(s.status).toBe(200);
      mine.push(s);
    }
    const ninth = await openOne();
    expect(ninth.status).toBe(429);
    mine[0]!.close();
    await until(async () => (await openOne()).status === 200);
    mine.forEach((s) => s.close());
  });

  it('releases every subscription and timer after many connects and disconnects', async () => {
    await until(() => app.messaging.streams.size() === 0 && app.messaging.hub.size() === 0);
    const users = ['staff_a', 'expert_a', 'reviewer_a'];
    for (let round = 0; round < 10; round++) {
      // Five streams per session (the limit is eight), some closed before their first event.
      const batch = await Promise.all(
        Array.from({ length: 15 }, (_, i) =>
          openSse(base, `${P}/msg/unreadStream`, bearer(tokens[users[i % 3]!]!)),
        ),
      );
      expect(batch.map((s) => s.status)).toEqual(batch.map(() => 200));
      await Promise.all(batch.map(async (s, i) => (i % 2 ? s.next(unreadEvent) : undefined)));
      batch.forEach((s) => s.close());
      await until(() => app.messaging.streams.size() === 0 && app.messaging.hub.size() === 0, 5_000);
    }
    await until(() => app.messaging.streams.size() === 0 && app.messaging.hub.size() === 0, 5_000);
  });
});

describe('a password reset', () => {
  it('ends the open streams of the user at once, not at the next heartbeat', async () => {
    const slow = await messagesApp(t.database, {
      worker: false,
      stream: { heartbeatMs: 60_000, maxPerSession: 8 },
    });
    await slow.listen({ port: 0, host: '127.0.0.1' });
    try {
      const address = slow.server.address();
      const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
      const token = await signIn(slow, 'auditor_a');
      const s = await openSse(url, `${P}/msg/unreadStream`, bearer(token));
      open.push(s);
      await s.next(unreadEvent);
      const auditor = await memberId(db, 'auditor_a');
      const reset = await slow.inject({
        method: 'POST',
        url: `${P}/tenantuser/resetPwd`,
        headers: bearer(tokens.admin!),
        payload: { id: auditor.id, password: 'Reset2026x' },
      });
      expect(reset.statusCode, reset.body).toBe(200);
      expect((await s.next((e) => e.event === 'end', 3_000)).event).toBe('end');
      await s.ended;
    } finally {
      await slow.close();
    }
  });
});

describe('shutdown', () => {
  it('ends open streams so that the server stops promptly', async () => {
    const second = await messagesApp(t.database, { worker: false });
    await second.listen({ port: 0, host: '127.0.0.1' });
    const address = second.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const s = await openSse(url, `${P}/msg/unreadStream`, bearer(tokens.staff_a!));
    await s.next(unreadEvent);
    const started = Date.now();
    await second.close();
    await s.ended;
    expect(Date.now() - started).toBeLessThan(3_000);
  });
});

describe.runIf(onPostgres)('several server instances on PostgreSQL', () => {
  const otherApp = secondInstance(() => t.url!);

  it('pushes a message sent through one instance to a stream held by another (LISTEN/NOTIFY)', async () => {
    const s = await stream('expert_a');
    const start = countOf(await s.next(unreadEvent));
    await sendTo(['expert_a'], '跨实例通知', otherApp());
    expect(countOf(await s.next(unreadEvent))).toBe(start + 1);
    s.close();
  });

  it('keeps pushing after the listening connection is cut (reconnects and re-reads the counts)', async () => {
    const s = await stream('expert_a');
    const start = countOf(await s.next(unreadEvent));
    // The listener connects as the login user; the server's role (row-level security) may not end it.
    const cut = await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('role', 'none', true)`);
      return tx.execute(sql`
        select pg_terminate_backend(pid) as done from pg_stat_activity
        where application_name = ${LISTENER_NAME} and datname = current_database()`);
    });
    expect(rowsOf(cut).length).toBeGreaterThan(0);
    // Sent while the listener may still be away: the re-read after reconnecting catches it.
    await sendTo(['expert_a'], '断线期间的通知', otherApp());
    expect(countOf(await s.next(unreadEvent, 10_000))).toBe(start + 1);
    await sendTo(['expert_a'], '重连之后的通知', otherApp());
    expect(countOf(await s.next(unreadEvent, 10_000))).toBe(start + 2);
    s.close();
  });
});

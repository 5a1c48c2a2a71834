// Faults a running server meets: its process killed outright or stopped mid-load, and its PostgreSQL
// restarted under it. The write is a whole-tenant message send with in-app and e-mail channels: one
// transaction writing the send, one message and one e-mail delivery per member of the tenant. A send
// is acknowledged when the server answered it 200; it is half-written when it lacks some rows.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareDatabase } from '../src/server.js';
import { postgresBinDir, startPgCluster } from './harness/pg-cluster.js';
import { launchServer, type ServerProcess } from './harness/server-process.js';
import { freshDatabase, onPostgres, tempDir, testConfig } from './helpers.js';
import { bearer, P, until } from './messages-helpers.js';

/** The data of a server of the run's engine, which may be stopped and started again on it. */
interface Target {
  env: Record<string, string>;
  /** Opens the data as the server's start-up does (PGlite: only while no server holds the folder). */
  open(): ReturnType<typeof prepareDatabase>;
  /** Runs a query as the database's owner, outside any setting the server gives its connections. */
  rows: Rows;
  drop(): Promise<void>;
}

type Rows = (text: string) => Promise<Record<string, unknown>[]>;

function postgresRows(url: string): Rows {
  return async (text) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return (await client.query<Record<string, unknown>>(text)).rows;
    } finally {
      await client.end();
    }
  };
}

/** PGlite: a migrated, seeded folder made once and copied for each test (a fresh one takes long). */
let seededFolder: string | undefined;
beforeAll(async () => {
  if (onPostgres) return;
  seededFolder = tempDir('pglite-seeded');
  const { database } = await prepareDatabase(testConfig({ dataDir: seededFolder }));
  await database.close();
});
afterAll(() => {
  if (seededFolder) fs.rmSync(seededFolder, { recursive: true, force: true });
});

async function runTarget(): Promise<Target> {
  if (onPostgres) {
    const t = await freshDatabase();
    return {
      env: { DATABASE_URL: t.url!, SEED_DEMO: '1' },
      open: () => prepareDatabase(testConfig({ databaseUrl: t.url })),
      rows: postgresRows(t.url!),
      drop: () => t.drop(),
    };
  }
  const dataDir = tempDir('pglite-faults');
  fs.cpSync(seededFolder!, dataDir, { recursive: true });
  return {
    env: { DATA_DIR: dataDir },
    open: () => prepareDatabase(testConfig({ dataDir })),
    async rows(text) {
      const pglite = await PGlite.create({ dataDir });
      try {
        return (await pglite.query<Record<string, unknown>>(text)).rows;
      } finally {
        await pglite.close();
      }
    },
    drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
  };
}

async function signInAdmin(url: string): Promise<Record<string, string>> {
  const res = await fetch(`${url}${P}/tenantuser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', pwd: 'Admin@123' }),
  });
  expect(res.status).toBe(200);
  return bearer(((await res.json()) as { data: { token: string } }).data.token);
}

interface Answer {
  status: number;
  body: unknown;
}

/** What a burst of writes saw: acknowledged send ids, other answers, and requests that got none. */
interface Burst {
  acknowledged: string[];
  /** Receivers of each acknowledged send (the tenant's members). */
  receivers: Set<number>;
  refused: Answer[];
  unanswered: string[];
  /** Stops issuing writes and waits for the ones in flight. */
  stop(): Promise<void>;
}

/**
 * `concurrency` loops each sending one message after another to `url` (read at each request, so that a
 * restarted server is followed). A request gets 15 s: a hang counts as unanswered.
 */
function writeBurst(
  server: () => { url: string; headers: Record<string, string> },
  concurrency: number,
): Burst {
  let stopped = false;
  let n = 0;
  let loops: Promise<void>[] = [];
  const burst: Burst = {
    acknowledged: [],
    receivers: new Set(),
    refused: [],
    unanswered: [],
    async stop() {
      stopped = true;
      await Promise.all(loops);
    },
  };
  const loop = async () => {
    while (!stopped) {
      const { url, headers } = server();
      try {
        const res = await fetch(`${url}${P}/msg/sendMsg`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: `故障演练通知 ${++n}`,
            content: '请确认本次演练期间的消息是否完整送达。',
            channels: [1, 2],
            receivers: { type: 'tenant' },
          }),
          signal: AbortSignal.timeout(15_000),
        });
        const body = (await res.json()) as { code: number; data: { id: string; receivers: number } };
        if (res.status === 200 && body.code === 200) {
          burst.acknowledged.push(body.data.id);
          burst.receivers.add(body.data.receivers);
        } else burst.refused.push({ status: res.status, body });
      } catch (err) {
        burst.unanswered.push(err instanceof Error ? `${err.name}: ${err.message}` : String(err));
        await new Promise((r) => setTimeout(r, 50));
      }
    }
  };
  loops = Array.from({ length: concurrency }, loop);
  return burst;
}

/**
 * Every acknowledged send is stored, and every stored send (acknowledged or cut off before its answer)
 * has one in-app message and one e-mail delivery per receiver: all of its rows or none.
 */
async function expectWholeSends(rows: Rows, acknowledged: string[], receivers: number) {
  const stored = (await rows(`
    select s.id, s.receivers,
           (select count(*)::int from messages m where m.send_id = s.id) as messages,
           (select count(*)::int from message_deliveries d where d.send_id = s.id) as deliveries
    from message_sends s where s.title like '故障演练通知%'`)) as {
    id: string;
    receivers: number;
    messages: number;
    deliveries: number;
  }[];
  const storedIds = new Set(stored.map((s) => s.id));
  expect(acknowledged.filter((id) => !storedIds.has(id))).toEqual([]);
  const partial = stored.filter(
    (s) => s.receivers !== receivers || s.messages !== receivers || s.deliveries !== receivers,
  );
  expect(partial).toEqual([]);
  return stored.length;
}

/** Waits for `check`; on time-out the error tells what the burst saw so far. */
async function waitFor(burst: Burst, check: () => boolean, timeoutMs: number, what: string) {
  await until(check, timeoutMs).catch(() => {
    const seen = {
      acknowledged: burst.acknowledged.length,
      refused: burst.refused.slice(0, 3),
      unanswered: burst.unanswered.slice(0, 3),
    };
    throw new Error(`${what} not reached in ${timeoutMs} ms; the burst saw ${JSON.stringify(seen)}`);
  });
}

async function healthOf(url: string) {
  const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * Stops a server with SIGTERM and expects the clean exit main.ts promises: code 0 only once requests in
 * flight are answered and the database is closed. (Its last log lines may not reach a busy pipe.)
 */
async function stopCleanly(server: ServerProcess) {
  server.child.kill('SIGTERM');
  expect(await server.exited, server.output().slice(-2000)).toBe(0);
}

/** Servers started by the running test; one left running by a failed test is killed after it. */
const running: ServerProcess[] = [];
async function start(env: Record<string, string>) {
  const server = await launchServer(env);
  running.push(server);
  return server;
}
afterEach(() => {
  for (const s of running.splice(0)) {
    if (s.child.exitCode === null && s.child.signalCode === null) s.child.kill('SIGKILL');
  }
});

describe('faults', () => {
  it(`keeps every acknowledged send whole when the server is killed with SIGKILL mid-burst (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, async () => {
    // PGlite runs PostgreSQL with synchronous_commit on and fsync off: a commit has written its WAL to the
    // data folder (the operating system's file cache) before the answer leaves, so it survives the
    // process being killed; a power loss or an operating-system crash is not covered.
    const target = await runTarget();
    try {
      const first = await start(target.env);
      let live = { url: first.url, headers: await signInAdmin(first.url) };
      const burst = writeBurst(() => live, 6);
      await waitFor(burst, () => burst.acknowledged.length >= 30, 30_000, '30 acknowledged sends');
      first.child.kill('SIGKILL');
      expect(await first.exited).toBeNull();
      await burst.stop();
      expect(burst.receivers.size).toBe(1);
      const receivers = [...burst.receivers][0]!;

      // The killed server's data opens again (PGlite recovers from its WAL), is not seeded anew and
      // takes writes.
      const second = await start(target.env);
      expect(second.output()).not.toContain('empty database seeded');
      expect((await healthOf(second.url)).status).toBe(200);
      live = { url: second.url, headers: await signInAdmin(second.url) };
      const after = writeBurst(() => live, 1);
      await waitFor(after, () => after.acknowledged.length >= 1, 15_000, 'a send after the restart');
      await after.stop();
      await stopCleanly(second);

      const stored = await expectWholeSends(
        target.rows,
        [...burst.acknowledged, ...after.acknowledged],
        receivers,
      );
      expect(stored).toBeGreaterThanOrEqual(burst.acknowledged.length + after.acknowledged.length);
    } finally {
      await target.drop();
    }
  }, 90_000);

  it(`exits cleanly on SIGTERM while sends are in flight and keeps every acknowledged one (${onPostgres ? 'PostgreSQL' : 'PGlite data folder'})`, async () => {
    const target = await runTarget();
    try {
      const first = await start(target.env);
      const live = { url: first.url, headers: await signInAdmin(first.url) };
      const burst = writeBurst(() => live, 6);
      await waitFor(burst, () => burst.acknowledged.length >= 20, 30_000, '20 acknowledged sends');
      await stopCleanly(first);
      await burst.stop();
      const receivers = [...burst.receivers][0]!;
      // Sends answered while the server was closing are refused as unavailable, in the envelope.
      for (const r of burst.refused) {
        expect(r).toMatchObject({ status: 503, body: { code: 503, msg: expect.any(String), data: null } });
      }

      // The folder opens as the next start-up would open it: nothing to migrate, nothing to seed.
      const { database, applied, seeded } = await target.open();
      await database.close();
      expect({ applied, seeded }).toEqual({ applied: [], seeded: null });
      await expectWholeSends(target.rows, burst.acknowledged, receivers);
    } finally {
      await target.drop();
    }
  }, 90_000);

  it.skipIf(!postgresBinDir)(
    `answers 503 while PostgreSQL restarts under load, reports it in /api/health and recovers by itself${postgresBinDir ? '' : ' (skipped: no PostgreSQL server binaries under /usr/lib/postgresql)'}`,
    async () => {
      const cluster = await startPgCluster();
      try {
        const url = await cluster.createDatabase('faults');
        const server = await start({ DATABASE_URL: url, SEED_DEMO: '1' });
        const live = { url: server.url, headers: await signInAdmin(server.url) };
        const burst = writeBurst(() => live, 4);
        await waitFor(burst, () => burst.acknowledged.length >= 10, 30_000, '10 acknowledged sends');

        await cluster.stopServer();
        const downAt = burst.acknowledged.length;
        await waitFor(burst, () => burst.refused.length >= 5, 15_000, '5 refused sends');
        const health = await healthOf(server.url);
        expect(health).toMatchObject({
          status: 503,
          body: { code: 503, data: { status: 'down', database: { status: 'down', kind: 'postgres' } } },
        });

        await cluster.startServer();
        const upAt = Date.now();
        await until(async () => (await healthOf(server.url)).status === 200, 20_000, 200);
        await waitFor(
          burst,
          () => burst.acknowledged.length >= downAt + 10,
          20_000,
          '10 sends after the restart',
        );
        const recoveredMs = Date.now() - upAt;
        await burst.stop();

        expect(server.child.exitCode).toBeNull();
        expect(burst.unanswered).toEqual([]);
        for (const r of burst.refused) {
          expect(r).toMatchObject({ status: 503, body: { code: 503, msg: expect.any(String), data: null } });
        }
        expect(recoveredMs).toBeLessThan(20_000);
        await stopCleanly(server);

        await expectWholeSends(postgresRows(url), burst.acknowledged, [...burst.receivers][0]!);
      } finally {
        await cluster.destroy();
      }
    },
    90_000,
  );
});

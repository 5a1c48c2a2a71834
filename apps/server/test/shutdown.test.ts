import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import type { App } from '../src/app.js';
import { openDatabase } from '../src/db/client.js';
import { tenants, users } from '../src/db/schema/index.js';
import { ok } from '../src/http/envelope.js';
import { stopGracefully } from '../src/server.js';
import { launchServer } from './harness/server-process.js';
import { migratedDatabase, onPostgres, tempDir, testApp } from './helpers.js';

describe('graceful shutdown', () => {
  it.runIf(!onPostgres)(
    'keeps every committed row of the embedded database across SIGTERM and restart',
    async () => {
      const dataDir = tempDir('pglite-data');
      const first = await launchServer({ DATA_DIR: dataDir });
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('stopped; database closed');

      // What the first process wrote (migrations and the demo seed) is on disk; add a row of our own.
      const direct = await openDatabase({ kind: 'pglite', dataDir });
      const [before] = await direct.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'admin'));
      expect(before).toBeDefined();
      await direct.db.insert(tenants).values({ code: 'written-before-stop', name: '停机前写入' });
      await direct.close();

      const second = await launchServer({ DATA_DIR: dataDir });
      expect(second.output()).not.toContain('empty database seeded');
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);

      const reopened = await openDatabase({ kind: 'pglite', dataDir });
      const [after] = await reopened.db
        .select({ id: users.id })
        .from(users)
        .where(eq(users.username, 'admin'));
      const [kept] = await reopened.db
        .select({ n: count() })
        .from(tenants)
        .where(eq(tenants.code, 'written-before-stop'));
      await reopened.close();
      expect(after?.id).toBe(before!.id);
      expect(kept?.n).toBe(1);
    },
    240_000,
  );

  /** An app with a half-second route; `entered` resolves once a request is inside it. */
  async function appWithSlowRoute(prepare?: (app: App) => void) {
    const t = await migratedDatabase();
    const app = await testApp(t.database);
    prepare?.(app);
    let enter!: () => void;
    const entered = new Promise<void>((resolve) => (enter = resolve));
    app.get('/api/test/slow', async () => {
      enter();
      await t.database.db.execute(sql`select pg_sleep(0.5)`);
      return ok('done');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    return { t, app, port, entered };
  }

  it('lets an in-flight request finish before the database closes, and refuses new connections', async () => {
    const { t, app, port, entered } = await appWithSlowRoute();
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await entered;
    const stopping = stopGracefully(app, t.database);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, data: 'done' });
    await stopping;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
    await t.drop();
  });

  it('refuses a request that comes while it stops, in the envelope', async () => {
    // Stopping first runs the preClose hooks (closing live message streams): requests still come in.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { t, app, port } = await appWithSlowRoute((a) => a.addHook('preClose', () => held));
    const stopping = stopGracefully(app, t.database);
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    release();
    await stopping;
    await t.drop();
    expect(res.status).toBe(503);
    expect(res.headers.get('connection')).toBe('close');
    expect(await res.json()).toEqual({ code: 503, msg: '服务正在停止，请稍后再试', data: null });
  });
});

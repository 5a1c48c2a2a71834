import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { openDatabase } from '../src/db/client.js';
import { tenants, users } from '../src/db/schema/index.js';
import { ok } from '../src/http/envelope.js';
import { stopGracefully } from '../src/server.js';
import { migratedDatabase, onPostgres, tempDir, testApp } from './helpers.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs the real entry point (src/main.ts) as a child process and waits for its banner. */
async function launch(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; url: string; output: () => string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (out += d.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', () => {
      const m = /is running at (http:\/\/\S+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${out}`));
    });
  });
  return { child, url, output: () => out };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

describe('graceful shutdown', () => {
  it.runIf(!onPostgres)(
    'keeps every committed row of the embedded database across SIGTERM and restart',
    async () => {
      const dataDir = tempDir('pglite-data');
      const first = await launch({ DATA_DIR: dataDir });
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
      const exited = exitOf(first.child);
      first.child.kill('SIGTERM');
      expect(await exited).toBe(0);
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

      const second = await launch({ DATA_DIR: dataDir });
      expect(second.output()).not.toContain('empty database seeded');
      const exited2 = exitOf(second.child);
      second.child.kill('SIGINT');
      expect(await exited2).toBe(0);

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
    120_000,
  );

  it('lets an in-flight request finish before the database closes, and refuses new connections', async () => {
    const t = await migratedDatabase();
    const app = await testApp(t.database);
    app.get('/api/test/slow', async () => {
      await t.database.db.execute(sql`select pg_sleep(0.5)`);
      return ok('done');
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as AddressInfo;
    const inFlight = fetch(`http://127.0.0.1:${port}/api/test/slow`);
    await new Promise((r) => setTimeout(r, 100));
    const stopping = stopGracefully(app, t.database);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ code: 200, data: 'done' });
    await stopping;
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    await expect(t.database.ping()).rejects.toThrow();
    await t.drop();
  });
});

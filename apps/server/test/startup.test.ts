// The real entry point's start-up banner, over two starts of the same database.
import { afterEach, describe, expect, it } from 'vitest';
import { launchServer, type ServerProcess } from './harness/server-process.js';
import { freshDatabase, onPostgres, tempDir, type TestDatabase } from './helpers.js';

const running: ServerProcess[] = [];
const opened: TestDatabase[] = [];
afterEach(async () => {
  for (const s of running.splice(0)) if (s.child.exitCode === null) s.child.kill('SIGKILL');
  await Promise.all(opened.splice(0).map((t) => t.drop()));
});

async function startAndStop(env: Record<string, string>): Promise<string> {
  const server = await launchServer(env);
  running.push(server);
  server.child.kill('SIGTERM');
  await server.exited;
  return server.output();
}

describe('the start-up banner', () => {
  // Two starts of the real server, each migrating (and the first seeding) a database: slow on a busy machine.
  it(
    'shows the demo passwords when the seed has just set them, and not on a later start',
    { timeout: 300_000 },
    async () => {
      let env: Record<string, string> = { DATA_DIR: tempDir('startup') };
      if (onPostgres) {
        const t = await freshDatabase();
        opened.push(t);
        env = { DATABASE_URL: t.url!, SEED_DEMO: '1' };
      }
      const first = await startAndStop(env);
      expect(first).toContain('is running at');
      expect(first).toContain('Admin@123');
      expect(first).toContain('Demo@123');

      // They may have been changed since: the banner does not tell them any more.
      const second = await startAndStop(env);
      expect(second).toContain('is running at');
      expect(second).not.toContain('Admin@123');
      expect(second).not.toContain('Demo@123');
    },
  );
});

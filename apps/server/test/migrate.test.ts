import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { defaultMigrationsDir, migrate, MigrationError, readMigrations, rowsOf } from '../src/db/migrate.js';
import { freshDatabase, onPostgres, tempDir, type TestDatabase } from './helpers.js';

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.drop()));
});

async function fresh() {
  const t = await freshDatabase();
  opened.push(t);
  return t;
}

/** A migrations folder holding the real migrations plus one more file with the given SQL. */
function folderWithExtra(sqlText: string): string {
  const dir = tempDir('migrations');
  fs.cpSync(defaultMigrationsDir, dir, { recursive: true });
  const journalPath = path.join(dir, 'meta/_journal.json');
  const journal = JSON.parse(fs.readFileSync(journalPath, 'utf8'));
  const tag = '9999_extra';
  journal.entries.push({
    idx: journal.entries.length,
    version: '7',
    when: Date.now(),
    tag,
    breakpoints: true,
  });
  fs.writeFileSync(journalPath, JSON.stringify(journal));
  fs.writeFileSync(path.join(dir, `${tag}.sql`), sqlText);
  return dir;
}

async function tableExists(t: TestDatabase, name: string) {
  const res = await t.database.db.execute(sql`select to_regclass(${name}) is not null as present`);
  return rowsOf<{ present: boolean }>(res)[0]?.present;
}

describe('migrations', () => {
  it('applies every migration to an empty database and nothing the second time', async () => {
    const t = await fresh();
    const migrations = await readMigrations();
    expect(await migrate(t.database.db, migrations)).toEqual(migrations.map((m) => m.tag));
    expect(await migrate(t.database.db, migrations)).toEqual([]);
    expect(await tableExists(t, 'users')).toBe(true);
  });

  it('stops with a message naming the failing file and leaves the database untouched', async () => {
    const t = await fresh();
    const dir = folderWithExtra(
      'create table extra_ok (id int);\n--> statement-breakpoint\nalter table no_such_table add column x int;',
    );
    const error = await migrate(t.database.db, await readMigrations(dir)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MigrationError);
    expect((error as Error).message).toMatch(/Migration 9999_extra failed: .*no_such_table/);
    // All pending files run in one transaction: not even the earlier, valid files were kept.
    expect(await tableExists(t, 'users')).toBe(false);
    expect(await tableExists(t, 'extra_ok')).toBe(false);
  });

  it.runIf(onPostgres)('lets two instances start together: exactly one applies the migrations', async () => {
    const t = await fresh();
    const second = await openDatabase({ kind: 'postgres', url: t.url!, poolMax: 2 });
    try {
      const migrations = await readMigrations();
      const [a, b] = await Promise.all([migrate(t.database.db, migrations), migrate(second.db, migrations)]);
      expect([...a, ...b]).toEqual(migrations.map((m) => m.tag));
    } finally {
      await second.close();
    }
  });
});

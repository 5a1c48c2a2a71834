// Applies the SQL files that `drizzle-kit generate` wrote to src/db/migrations, in journal order.
// All pending files run in one transaction under an advisory lock, so two instances starting together
// never both migrate, and a failing file leaves the database exactly as it was. Migrations run as the
// login user (who owns the tables) and in system scope, whatever role and tenant the connection holds.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { forgetAppRole, type Db } from './client.js';
import { SYSTEM_SCOPE } from './tenant-scope.js';

export const defaultMigrationsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** An arbitrary constant shared by every instance of the platform. */
const MIGRATION_LOCK_ID = 7_262_001;

interface Journal {
  entries: { idx: number; tag: string }[];
}

export interface Migration {
  tag: string;
  hash: string;
  statements: string[];
}

export class MigrationError extends Error {
  constructor(
    readonly tag: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(`Migration ${tag} failed: ${reason}. No migration was applied; fix the file and start again.`, {
      cause,
    });
  }
}

export async function readMigrations(dir = defaultMigrationsDir): Promise<Migration[]> {
  const journal = JSON.parse(await fs.readFile(path.join(dir, 'meta/_journal.json'), 'utf8')) as Journal;
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  return Promise.all(
    entries.map(async ({ tag }) => {
      const text = await fs.readFile(path.join(dir, `${tag}.sql`), 'utf8');
      return {
        tag,
        hash: crypto.createHash('sha256').update(text).digest('hex'),
        statements: text
          .split('--> statement-breakpoint')
          .map((s) => s.trim())
          .filter(Boolean),
      };
    }),
  );
}

/** Applies pending migrations; returns the tags it applied. Throws MigrationError on failure. */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  const tags = await db.transaction(async (tx) => {
    // Both settings end with the transaction: the connection returns to the server's role and scope.
    await tx.execute(
      sql`select set_config('role', 'none', true), set_config('app.tenant_id', ${SYSTEM_SCOPE}, true)`,
    );
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(sql`
      create table if not exists schema_migrations (
        tag text primary key,
        hash text not null,
        applied_at timestamptz not null default now()
      )`);
    const done = await tx.execute<{ tag: string }>(sql`select tag from schema_migrations`);
    const applied = new Set(rowsOf<{ tag: string }>(done).map((r) => r.tag));
    const pending = migrations.filter((m) => !applied.has(m.tag));
    for (const m of pending) {
      try {
        for (const statement of m.statements) await tx.execute(sql.raw(statement));
        await tx.execute(sql`insert into schema_migrations (tag, hash) values (${m.tag}, ${m.hash})`);
      } catch (err) {
        throw new MigrationError(m.tag, err);
      }
    }
    return pending.map((m) => m.tag);
  });
  // A migration may have created the server's role (0012); connections switch to it from now on.
  forgetAppRole(db);
  return tags;
}

/** node-postgres answers `{ rows }`, PGlite answers `{ rows }` too but typed differently by Drizzle. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

// One Drizzle database over either engine: PGlite (PostgreSQL compiled to WASM, in process, persisted
// in a folder) by default, or a real PostgreSQL server through a `pg` pool when a URL is given. Both
// speak the same SQL, so the schema, migrations and queries are shared.
//
// Row-level security (migration 0012): every connection runs as the unprivileged APP_ROLE when the
// database has it, with `app.tenant_id` set to the caller's scope (tenant-scope.ts). Each connection
// remembers what it was last set to, and one `set_config` statement is sent when a query or a
// transaction takes a connection whose setting differs; in the steady state (same tenant) nothing
// extra is sent. The setting is made before BEGIN, at session level, so a rollback cannot undo it;
// a transaction therefore keeps the scope it began in for all its statements.
import fs from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { DatabaseKind } from '@platform/contract';
import * as schema from './schema/index.js';
import { currentDatabaseScope, SYSTEM_SCOPE } from './tenant-scope.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Flushes and releases the engine; PGlite writes its last pages to disk here. */
  close(): Promise<void>;
}

export type DatabaseTarget = (
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** Starts from this dump (PGlite's dumpDataDir) instead of an empty database: test templates. */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; url: string; poolMax?: number }
) & {
  /**
   * What a query issued outside any scope (no request, no withSystemScope) sees: no tenant's rows
   * (the default, and the server's), or every tenant's ('system': test fixtures only, which set rows
   * up and look at them directly; requests and background work open their own scopes regardless).
   */
  outsideAnyScope?: 'nothing' | 'system';
};

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const outside = target.outsideAnyScope === 'system' ? SYSTEM_SCOPE : '';
  return target.kind === 'postgres'
    ? openPostgres(target.url, target.poolMax ?? 10, outside)
    : openPglite(target.dataDir, outside, target.loadDataDir);
}

/** The role the server's queries run as; created (NOLOGIN) by migration 0012 when the user may. */
export const APP_ROLE = 'platform_app';

type Run = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>;

/** What one connection's role and `app.tenant_id` were last set to. */
interface ConnectionSettings {
  role: string | undefined;
  scope: string | undefined;
}

/** The database-wide half: whether APP_ROLE exists and the login user may switch to it. */
class RowSecurity {
  /** undefined until looked up; null when the database has no usable APP_ROLE. */
  private role: string | null | undefined;

  /** Called after migrations, which may have created the role. */
  forgetRole() {
    this.role = undefined;
  }

  async align(connection: ConnectionSettings, scope: string, run: Run): Promise<void> {
    if (this.role === undefined) {
      const { rows } = await run(
        `select rolname from pg_roles where rolname = $1 and pg_has_role(session_user, oid, 'MEMBER')`,
        [APP_ROLE],
      );
      this.role = rows.length ? APP_ROLE : null;
    }
    // 'none' is SET ROLE NONE: back to the login user (a database without the role).
    const role = this.role ?? 'none';
    if (connection.role === role && connection.scope === scope) return;
    await run(`select set_config('role', $1, false), set_config('app.tenant_id', $2, false)`, [role, scope]);
    connection.role = role;
    connection.scope = scope;
  }
}

const rowSecurityOf = new WeakMap<Db, RowSecurity>();

/** Migrations call this: the next query looks the role up again and switches every connection to it. */
export function forgetAppRole(db: Db) {
  rowSecurityOf.get(db)?.forgetRole();
}

/** `dataDir` undefined gives an in-memory database (tests). */
async function openPglite(
  dataDir: string | undefined,
  outside: string,
  loadDataDir: Blob | undefined,
): Promise<Database> {
  if (dataDir) await fs.mkdir(dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    ...(loadDataDir ? { loadDataDir } : {}),
  });
  const security = new RowSecurity();
  const connection: ConnectionSettings = { role: undefined, scope: undefined };
  // PGlite is one connection: setting it and running the query must not interleave with another
  // caller's pair, so each pair (or a whole transaction) runs alone. PGlite queues queries and
  // transactions one at a time anyway, so this costs no concurrency.
  let tail: Promise<unknown> = Promise.resolve();
  const alone = <T>(scope: string, work: () => Promise<T>): Promise<T> => {
    const run = tail.then(async () => {
      await security.align(connection, scope, (text, values) => client.query(text, values));
      return work();
    });
    tail = run.catch(() => undefined);
    return run;
  };
  const scoped = {
    query: (...args: Parameters<PGlite['query']>) =>
      alone(currentDatabaseScope(outside), () => client.query(...args)),
    transaction: <T>(fn: Parameters<PGlite['transaction']>[0]) =>
      alone(currentDatabaseScope(outside), () => client.transaction(fn) as Promise<T>),
  };
  const db = drizzlePglite({ client: scoped as unknown as PGlite, schema }) as unknown as Db;
  // $client stays the engine itself: the unread hub LISTENs on it.
  (db as unknown as { $client: PGlite }).$client = client;
  rowSecurityOf.set(db, security);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= client.closed ? Promise.resolve() : client.close();
      return closing;
    },
  };
}

/** A pool whose connections are set to the caller's scope as they are handed out (see the top). */
class ScopedPool extends pg.Pool {
  private readonly settings = new WeakMap<pg.PoolClient, ConnectionSettings>();

  constructor(
    config: pg.PoolConfig,
    private readonly security: RowSecurity,
    private readonly outside: string,
  ) {
    super(config);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    // Read now: by the time a busy pool hands out a client, the async context may be another's.
    const aligned = this.aligned(currentDatabaseScope(this.outside));
    if (!callback) return aligned;
    aligned.then(
      (client) => callback(undefined, client, (release) => client.release(release as Error | undefined)),
      (err: Error) => callback(err, undefined, () => undefined),
    );
  }

  private async aligned(scope: string): Promise<pg.PoolClient> {
    const client = await super.connect();
    let settings = this.settings.get(client);
    if (!settings) this.settings.set(client, (settings = { role: undefined, scope: undefined }));
    try {
      await this.security.align(settings, scope, (text, values) => client.query(text, values));
    } catch (err) {
      client.release(err as Error);
      throw err;
    }
    return client;
  }
}

async function openPostgres(url: string, poolMax: number, outside: string): Promise<Database> {
  const security = new RowSecurity();
  const pool = new ScopedPool(
    {
      connectionString: url,
      max: poolMax,
      connectionTimeoutMillis: 5_000,
      // JIT compilation starts above a plan cost that a paged list over a large tenant reaches, and
      // then costs 70–100 ms: more than such queries themselves take.
      options: '-c jit=off',
    },
    security,
    outside,
  );
  // A client that loses its server (restart, network) must not crash the process: the pool reports
  // idle ones here, and a checked-out one (say, mid-transaction between two queries) emits on itself.
  // Its query fails instead, and the pool drops the broken client when it is released.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  rowSecurityOf.set(db, security);
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    async ping() {
      await db.execute(sql`select 1`);
    },
    close() {
      closing ??= pool.end();
      return closing;
    },
  };
}

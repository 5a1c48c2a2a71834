// Integration tests run on the engine the environment picks: PGlite in memory by default, or a real
// PostgreSQL server when TEST_DATABASE_URL is set (scripts/test runs the suite both ways). On
// PostgreSQL every test file gets its own fresh database, dropped afterwards.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig, type Config } from '../src/config.js';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/client.js';
import { prepareDatabase, TEMPLATE_ENV } from './global-setup.js';

export const onPostgres = !!process.env.TEST_DATABASE_URL;

export interface TestDatabase {
  database: Database;
  /** Connection string of the fresh database (PostgreSQL only). */
  url: string | undefined;
  drop(): Promise<void>;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

type OutsideAnyScope = DatabaseTarget['outsideAnyScope'];

/**
 * A fresh, empty database (not migrated). A test's own queries, made outside any request, see every
 * tenant's rows (they set rows up and check them); pass 'nothing' for the server's setting.
 */
export async function freshDatabase(outsideAnyScope: OutsideAnyScope = 'system'): Promise<TestDatabase> {
  return newDatabase(outsideAnyScope, undefined);
}

/** An empty database, or on PostgreSQL a copy of the `template` database. */
async function newDatabase(
  outsideAnyScope: OutsideAnyScope,
  template: string | undefined,
): Promise<TestDatabase> {
  if (!onPostgres) {
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, outsideAnyScope });
    return { database, url: undefined, drop: () => database.close() };
  }
  const name = `t_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 5, outsideAnyScope });
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

export async function migratedDatabase(outsideAnyScope: OutsideAnyScope = 'system'): Promise<TestDatabase> {
  // The migrated database global-setup.ts made once for the run: a dump on PGlite, a template database
  // on PostgreSQL.
  const template = process.env[TEMPLATE_ENV];
  if (template && onPostgres) return newDatabase(outsideAnyScope, template);
  if (template) {
    const loadDataDir = new Blob([await fs.readFile(template)]);
    const database = await openDatabase({ kind: 'pglite', dataDir: undefined, loadDataDir, outsideAnyScope });
    return { database, url: undefined, drop: () => database.close() };
  }
  const t = await freshDatabase(outsideAnyScope);
  await prepareDatabase(t.database);
  return t;
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return { ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }), webDist: undefined, ...overrides };
}

export async function testApp(database: Database, overrides: Partial<Config> = {}) {
  return buildApp({ config: testConfig(overrides), database, logger: false });
}

export { tempDir } from './temp-dirs.js';

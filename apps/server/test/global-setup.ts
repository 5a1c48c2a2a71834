// One temp folder for the whole integration run: tempDir (temp-dirs.ts) makes its folders inside it (PGlite
// data folders of about 40 MB each, upload stores, migration copies). Each file removes its own; this
// removes whatever is left when the run ends. Before, every run left about half a gigabyte in /tmp.
//
// It also migrates one database for the whole run, which every file's migratedDatabase copies: on PGlite a
// dump (loading it takes a fraction of creating an empty PGlite and migrating it), on PostgreSQL a template
// database (CREATE DATABASE … TEMPLATE copies files; files no longer race to create the server's role).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/client.js';
import { migrate, readMigrations } from '../src/db/migrate.js';
import { updateCarbonFactors } from '../src/seed/carbon-factors.js';

/** Names the migrated database of the run: the PGlite dump's file, or the PostgreSQL template's name. */
export const TEMPLATE_ENV = 'TEST_MIGRATED_TEMPLATE';

/** A migrated database as every start leaves it: the migrations and the platform's carbon factors. */
export async function prepareDatabase(database: Database) {
  await migrate(database.db, await readMigrations());
  await updateCarbonFactors(database.db);
}

async function writePgliteTemplate(root: string): Promise<string> {
  const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  try {
    await prepareDatabase(database);
    const dump = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const file = path.join(root, 'migrated.pglite.tar');
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  } finally {
    await database.close();
  }
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Creates and migrates the template database; answers its name and how to drop it. */
async function createPostgresTemplate(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = `template_${crypto.randomBytes(6).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  // Closed before any copy: PostgreSQL copies a template only while nobody is connected to it.
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolMax: 2 });
  try {
    await prepareDatabase(database);
  } finally {
    await database.close();
  }
  return { name, drop: () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`) };
}

export default async function setup(): Promise<() => Promise<void>> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'platform-integration-'));
  // Read by the test workers, which start after this.
  process.env.TEST_TEMP_ROOT = root;
  const serverUrl = process.env.TEST_DATABASE_URL;
  let dropTemplate = async () => {};
  if (serverUrl) {
    const template = await createPostgresTemplate(serverUrl);
    process.env[TEMPLATE_ENV] = template.name;
    dropTemplate = template.drop;
  } else {
    process.env[TEMPLATE_ENV] = await writePgliteTemplate(root);
  }
  return async () => {
    await dropTemplate();
    fs.rmSync(root, { recursive: true, force: true });
  };
}

import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client.js';
import { defaultMigrationsDir, migrate, MigrationError, readMigrations, rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
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
  // Statements on cluster-wide objects (the server's role) are not covered by the migration lock, which
  // holds one database: several databases of one cluster must still migrate at the same time.
  it.runIf(onPostgres)('migrates several databases of one cluster at the same time', async () => {
    const databases = await Promise.all([fresh(), fresh(), fresh(), fresh()]);
    const migrations = await readMigrations();
    const applied = await Promise.all(databases.map((t) => migrate(t.database.db, migrations)));
    for (const tags of applied) expect(tags).toEqual(migrations.map((m) => m.tag));
  });

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

describe('migration 0016 (English names of the seeded entries)', () => {
  it('names the seeded apps, menu entries and dictionaries in English where they still have their seeded Chinese name', async () => {
    const t = await fresh();
    const migrations = await readMigrations();
    const upTo0015 = migrations.filter((m) => m.tag < '0016');
    await migrate(t.database.db, upTo0015);
    await seedDemo(t.database.db);
    // As a database seeded before 0015: no English names; and one entry a user renamed since.
    const db = t.database.db;
    await db.execute(sql`update apps set name_en = null`);
    await db.execute(sql`update resources set title_en = null`);
    await db.execute(sql`update dicts set name_en = null`);
    await db.execute(sql`update resources set title = '我的部门' where name = 'Dept'`);

    expect(await migrate(db, migrations)).toContain('0016_seeded_english_names');

    const names = async (query: ReturnType<typeof sql>) =>
      rowsOf<{ n: string; en: string | null }>(await db.execute(query));
    expect(await names(sql`select key as n, name_en as en from apps where key = 'system'`)).toEqual([
      { n: 'system', en: 'System' },
    ]);
    const menu = await names(
      sql`select title as n, title_en as en from resources where name in ('UseUser', 'Dept')`,
    );
    expect(menu).toContainEqual({ n: '我的部门', en: null });
    expect(menu.find((row) => row.n !== '我的部门')?.en).toBeTruthy();
    expect(await names(sql`select code as n, name_en as en from dicts where code = 'QSBITYPE'`)).toEqual([
      { n: 'QSBITYPE', en: 'Questionnaire types' },
    ]);
    // Entries the seed gained after 0016 (the workflow and business menus) were never in a database without
    // English names; they are seeded with theirs.
    const later = [
      'ProcessDesign',
      'ProcessAdmin',
      'awaitApplyReviewwaitLayout',
      'awaitApplyReviewwaitIndex',
      'approvewaitLayout',
      'approvewaitIndex',
      'bizManageLayout',
      'bizManageIndex',
      'questionnaireLayout',
      'questionnaireIndex',
      'bizReviewwaitLayout',
      'bizReviewwaitIndex',
      'Carbon',
      'CarbonOrg',
      'CarbonFactor',
      'CarbonModel',
      'CarbonData',
      'CarbonProduct',
      'CarbonVerify',
      'CarbonDetail',
      'myCertificateLayout',
      'myCertificateIndex',
      'noticeListLayout',
      'noticeListIndex',
      'CertOverviewLayout',
      'CertOverviewIndex',
      'CertPlanLayout',
      'CertPlanIndex',
      'auditplanLayout',
      'auditplanIndex',
      'dataExamineLayout',
      'dataExamineIndex',
      'ratifyLayout',
      'ratifyIndex',
      'ywreviewamLayout',
      'ywreviewamIndex',
      'certificateLayout',
      'certificateIndex',
      'projectExaLayout',
      'projectExaIndex',
      'processListLayout',
      'processListIndex',
      'auditorLayout',
      'auditorIndex',
      'certNoticeLayout',
      'certNoticeIndex',
      'certAuditwaitLayout',
      'certAuditwaitIndex',
      'brandApplyLayout',
      'brandApplyIndex',
      'brandProcessLayout',
      'brandProcessIndex',
      'brandQsLayout',
      'brandQsIndex',
      'brandValueLayout',
      'brandValueIndex',
      'brandReportLayout',
      'brandReportIndex',
      'brandStatsLayout',
      'brandStatsIndex',
      'PageRenderDemo',
      'ContentPages',
      'ReportSubmissions',
      'ExternalUploads',
      'SmsLog',
    ];
    const missing = await names(
      sql`select title as n, title_en as en from resources where title_en is null and title <> '我的部门'
          and name <> all(${`{${later.join(',')}}`}::text[])`,
    );
    expect(missing).toEqual([]);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import {
  apps,
  resources,
  roles,
  tenantApps,
  tenants,
  tenantUserRoles,
  users,
} from '../src/db/schema/index.js';
import { DEMO_ACCOUNTS, seedDemo } from '../src/seed/index.js';
import { verifyPassword } from '../src/security/password.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { prepareDatabase } from '../src/server.js';
import { freshDatabase, onPostgres, tempDir, type TestDatabase } from './helpers.js';

const opened: TestDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((t) => t.drop()));
});

/** Config pointing at a fresh database of the engine under test. */
async function configFor(env: Record<string, string>) {
  if (onPostgres) {
    const t = await freshDatabase();
    opened.push(t);
    return loadConfig({ DATABASE_URL: t.url!, LOG_LEVEL: 'silent', ...env });
  }
  return loadConfig({ DATA_DIR: tempDir('seed'), LOG_LEVEL: 'silent', ...env });
}

describe('seeding an empty database', () => {
  it('gives the demo tenants, platform apps and accounts, with admin / Admin@123 as platform administrator', async () => {
    const { database, seeded } = await prepareDatabase(await configFor({ SEED_DEMO: '1' }));
    try {
      expect(seeded).toBe('demo');
      // The seed spans tenants, and so does this look at it (row-level security).
      await withSystemScope(async () => {
        const db = database.db;
        expect((await db.select({ n: count() }).from(tenants))[0]?.n).toBe(2);
        expect((await db.select({ n: count() }).from(apps))[0]?.n).toBeGreaterThanOrEqual(5);
        expect((await db.select({ n: count() }).from(tenantApps))[0]?.n).toBeGreaterThan(0);
        const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
        expect(admin?.isPlatformAdmin).toBe(true);
        expect(await verifyPassword('Admin@123', admin!.passwordHash)).toBe(true);
        expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(DEMO_ACCOUNTS.length + 1);
        // Every app has its menu and roles, including the role codes the notification rules use.
        const codes = new Set((await db.select({ code: roles.code }).from(roles)).map((r) => r.code));
        for (const code of [1, 8, 33, 34, 42, 47]) expect(codes.has(code)).toBe(true);
        const paths = new Set((await db.select({ path: resources.path }).from(resources)).map((r) => r.path));
        for (const path of [
          '/useManagement',
          '/use-management',
          '/resources',
          '/role',
          '/use-tenant',
          '/profile',
        ]) {
          expect(paths.has(path)).toBe(true);
        }
      });
    } finally {
      await database.close();
    }
  });

  it('never seeds into a database that already has users', async () => {
    const config = await configFor({ SEED_DEMO: '1' });
    const first = await prepareDatabase(config);
    await first.database.close();
    const second = await prepareDatabase(config);
    try {
      expect(second.seeded).toBeNull();
      expect((await second.database.db.select({ n: count() }).from(tenants))[0]?.n).toBe(2);
      await expect(seedDemo(second.database.db)).rejects.toThrow();
    } finally {
      await second.database.close();
    }
  });

  it('refuses to start an empty database without demo seed unless ADMIN_PASSWORD is given', async () => {
    await expect(prepareDatabase(await configFor({ SEED_DEMO: '0' }))).rejects.toThrow(/ADMIN_PASSWORD/);
  });

  it('creates only the platform administrator, with ADMIN_PASSWORD, when the demo seed is off', async () => {
    const { database, seeded } = await prepareDatabase(
      await configFor({ SEED_DEMO: '0', ADMIN_PASSWORD: 'S3cure-admin-pass' }),
    );
    try {
      expect(seeded).toBe('admin');
      // The seed spans tenants, and so does this look at it (row-level security).
      await withSystemScope(async () => {
        const all = await database.db.select().from(users);
        expect(all.map((u) => u.username)).toEqual(['admin']);
        expect(await verifyPassword('S3cure-admin-pass', all[0]!.passwordHash)).toBe(true);
        // Only the platform's own operating tenant, in which admin manages the system app.
        expect((await database.db.select({ code: tenants.code }).from(tenants)).map((t) => t.code)).toEqual([
          'platform',
        ]);
        const adminRoles = await database.db
          .select({ code: roles.code })
          .from(tenantUserRoles)
          .innerJoin(roles, eq(roles.id, tenantUserRoles.roleId));
        expect(adminRoles).toEqual([{ code: 1 }]);
      });
    } finally {
      await database.close();
    }
  });
});

describe('configuration', () => {
  it('defaults to the embedded database with the demo seed, and PostgreSQL without it', () => {
    const embedded = loadConfig({});
    expect(embedded.databaseUrl).toBeUndefined();
    expect(embedded.dataDir).toMatch(/[/\\]data$/);
    expect(embedded.seedDemo).toBe(true);
    expect(embedded.port).toBe(8080);
    const server = loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db' });
    expect(server.seedDemo).toBe(false);
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must be a postgres/);
  });
});

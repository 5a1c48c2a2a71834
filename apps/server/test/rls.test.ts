// Row-level security as defence in depth (migration 0012, src/db/tenant-scope.ts): a query that
// forgets its tenant filter still sees and changes only its scope's tenant's rows, on either engine.
// The rows are the isolation suite's: both tenants write a row of every kind through the API.
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { withSystemScope, withTenantScope, withoutScope } from '../src/db/tenant-scope.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { twoTenants } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
let tenantA: string;
let tenantB: string;
/** Every table with a tenant_id column. */
let tables: string[];
/** Rows per tenant and table, as the system scope sees them. */
let all: Record<string, Map<string | null, number>>;

/** Tables whose rows without a tenant (the platform's) every tenant reads (carbon: the factor library). */
const PLATFORM_ROWS = new Set([
  'roles',
  'dicts',
  'wf_definitions',
  'wf_decisions',
  'carbon_factors',
  'content_pages',
]);

const run = async <T>(q: SQL) => rowsOf<T>(await t.database.db.execute(q));

async function tally(table: string): Promise<Map<string | null, number>> {
  const found = await run<{ tenant_id: string | null; n: number }>(
    sql`select tenant_id, count(*)::int as n from ${sql.identifier(table)} group by tenant_id`,
  );
  const byTenant = (r: { tenant_id: string | null }) => r.tenant_id ?? '';
  return new Map(found.sort((a, b) => byTenant(a).localeCompare(byTenant(b))).map((r) => [r.tenant_id, r.n]));
}

async function tallies(): Promise<Record<string, Map<string | null, number>>> {
  const out: Record<string, Map<string | null, number>> = {};
  for (const table of tables) out[table] = await tally(table);
  return out;
}

beforeAll(async () => {
  // The server's setting: a query outside any scope sees no tenant's rows.
  t = await migratedDatabase('nothing');
  await seedDemo(t.database.db);
  const limits = {
    ...defaultLimits,
    loginPerIp: { max: 10_000, windowSeconds: 60 },
    loginPerAccount: { max: 10_000, windowSeconds: 60 },
  };
  app = await buildApp({ config: testConfig(), database: t.database, logger: false, limits });
  await app.ready();
  ({ tenantA, tenantB } = await withSystemScope(() => twoTenants(app, t.database.db)));
  tables = (
    await run<{ table_name: string }>(
      sql`select table_name from information_schema.columns
          where table_schema = current_schema() and column_name = 'tenant_id' order by table_name`,
    )
  ).map((r) => r.table_name);
  all = await withSystemScope(tallies);
  // twoTenants takes certifications through to their certificates: minutes on a shared machine.
}, 360_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('row-level security', () => {
  it('binds every table with a tenant_id column, the owner included, and has a policy for each', async () => {
    const tablesSeen = await run<{ relname: string; rls: boolean; forced: boolean; policies: number }>(
      sql`select c.relname, c.relrowsecurity as rls, c.relforcerowsecurity as forced,
                 (select count(*) from pg_policies p
                   where p.schemaname = current_schema() and p.tablename = c.relname)::int as policies
          from pg_class c
          where c.relnamespace = current_schema()::regnamespace and c.relkind = 'r'
            and c.relname in (select table_name from information_schema.columns
                              where table_schema = current_schema() and column_name = 'tenant_id')`,
    );
    expect(tablesSeen.map((r) => r.relname).sort()).toEqual(tables);
    expect(tables.length).toBeGreaterThanOrEqual(19);
    const unbound = tablesSeen.filter((r) => !r.rls || !r.forced || r.policies === 0).map((r) => r.relname);
    expect(unbound).toEqual([]);
  });

  it("runs the server's queries as a role that row-level security binds", async () => {
    const [me] = await run<{ rolsuper: boolean; rolbypassrls: boolean }>(
      sql`select rolsuper, rolbypassrls from pg_roles where rolname = current_user`,
    );
    expect(me).toEqual({ rolsuper: false, rolbypassrls: false });
  });

  it('shows every tenant in system scope: exactly what the database holds', async () => {
    const withBothTenants = tables.filter((table) => all[table]!.has(tenantA) && all[table]!.has(tenantB));
    // The fixture writes both tenants' rows into (nearly) every table, so the checks below bite.
    expect(withBothTenants.length).toBeGreaterThanOrEqual(15);
    const everything = await t.database.db.transaction(async (tx) => {
      // The login user (a superuser here) passes by row-level security: the true contents.
      await tx.execute(sql`select set_config('role', 'none', true)`);
      const out: Record<string, number> = {};
      for (const table of tables) {
        const [row] = rowsOf<{ n: number }>(
          await tx.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`),
        );
        out[table] = row!.n;
      }
      return out;
    });
    for (const table of tables) {
      const seen = [...all[table]!.values()].reduce((a, b) => a + b, 0);
      expect({ table, rows: seen }).toEqual({ table, rows: everything[table] });
    }
  });

  it("in a tenant's scope, a query without a tenant filter sees only that tenant's rows", async () => {
    const seen = await withTenantScope(tenantA, tallies);
    for (const table of tables) {
      const expected = [...all[table]!].filter(
        ([tenant]) => tenant === tenantA || (tenant === null && PLATFORM_ROWS.has(table)),
      );
      expect({ table, rows: [...seen[table]!] }).toEqual({ table, rows: expected });
    }
  });

  it("in a tenant's scope, updates and deletes without a tenant filter touch only that tenant's rows", async () => {
    const touched: Record<string, { updated: string[]; deleted: string[] }> = {};
    const rollback = new Error('rollback');
    await withTenantScope(tenantA, () =>
      t.database.db.transaction(async (tx) => {
        const spread = (found: { tenant_id: string | null }[]) => [
          ...new Set(found.map((r) => r.tenant_id ?? 'platform')),
        ];
        // Every update before any delete: a delete's cascade would empty the tables after it.
        for (const table of tables) {
          const updated = rowsOf<{ tenant_id: string | null }>(
            await tx.execute(
              sql`update ${sql.identifier(table)} set tenant_id = tenant_id returning tenant_id`,
            ),
          );
          touched[table] = { updated: spread(updated), deleted: [] };
        }
        for (const table of tables) {
          const id = sql.identifier(table);
          let deleted: { tenant_id: string | null }[] = [];
          // A delete that a foreign key refuses is rolled back to here; it touched nothing then.
          await tx
            .transaction(async (sp) => {
              deleted = rowsOf(await sp.execute(sql`delete from ${id} returning tenant_id`));
            })
            .catch(() => undefined);
          touched[table]!.deleted = spread(deleted);
        }
        throw rollback;
      }),
    ).catch((err: unknown) => {
      if (err !== rollback) throw err;
    });
    for (const table of tables) {
      const ownRows = all[table]!.has(tenantA) ? [tenantA] : [];
      expect({ table, updated: touched[table]!.updated }).toEqual({ table, updated: ownRows });
      expect(touched[table]!.deleted.filter((tenant) => tenant !== tenantA)).toEqual([]);
    }
    expect(await withSystemScope(tallies)).toEqual(all);
  });

  it("refuses, in a tenant's scope, a write that would give a row to another tenant", async () => {
    const move = withTenantScope(tenantA, () =>
      t.database.db.execute(sql`update positions set tenant_id = ${tenantB}`),
    );
    // Drizzle wraps the database's refusal; the reason is the cause's.
    const refusal = (await move.then(() => undefined).catch((err: Error) => err)) as Error | undefined;
    expect(String((refusal?.cause as Error | undefined)?.message)).toMatch(/row-level security/);
  });

  it('shows nothing tenant-owned and changes nothing outside any scope', async () => {
    const expectNothing = (seen: Record<string, Map<string | null, number>>) => {
      for (const table of tables) {
        const expected =
          PLATFORM_ROWS.has(table) && all[table]!.has(null) ? [[null, all[table]!.get(null)]] : [];
        expect({ table, rows: [...seen[table]!] }).toEqual({ table, rows: expected });
      }
    };
    expectNothing(await tallies());
    expectNothing(await withTenantScope(tenantA, () => withoutScope(tallies)));
    const removed = rowsOf(await t.database.db.execute(sql`delete from messages returning id`));
    expect(removed).toEqual([]);
  });

  it('keeps each caller in its own scope while tenants query at the same time', async () => {
    const ownTenants = (tenant: string) =>
      withTenantScope(tenant, async () =>
        (await run<{ tenant_id: string }>(sql`select distinct tenant_id from tenant_users`)).map(
          (r) => r.tenant_id,
        ),
      );
    const callers = Array.from({ length: 40 }, (_, i) => (i % 2 ? tenantA : tenantB));
    const answers = await Promise.all(callers.map((tenant) => ownTenants(tenant)));
    expect(answers).toEqual(callers.map((tenant) => [tenant]));
  });
});

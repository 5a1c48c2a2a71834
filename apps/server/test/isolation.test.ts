// Tenant isolation through every route of the OpenAPI document (harness/isolation.ts): tenant A's
// system manager tries to read, change and delete tenant B's rows with B's ids in every id field, B's
// tenant app key in the headers and B's tenant id in the body and query. New routes are picked up from
// the document; one the suite cannot exercise fails it until it is taught (or exempted with a reason).
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import { seedDemo } from '../src/seed/index.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { defaultLimits } from '../src/modules/account/service.js';
import { apiRoutes } from './harness/openapi.js';
import { checkIsolation, type Fixture } from './harness/isolation.js';
import { EXEMPT, P, RECIPES, rows, tenantSnapshot, twoTenants } from './harness/tenants.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
let fixture: Fixture;
let tenantB: string;

// The suite signs the attacker in afresh for calls that end sessions: no lockout in the way.
const limits = {
  ...defaultLimits,
  loginPerIp: { max: 10_000, windowSeconds: 60 },
  loginPerAccount: { max: 10_000, windowSeconds: 60 },
};

const newApp = () => buildApp({ config: testConfig(), database: t.database, logger: false, limits });

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await newApp();
  await app.ready();
  ({ fixture, tenantB } = await twoTenants(app, t.database.db));
  // Each tenant's rows take certifications through to their certificates: minutes on a shared machine.
}, 360_000);
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

// Every route is called several times over, and each workflow call that uses up a task starts a process.
describe('tenant isolation', { timeout: 240_000 }, () => {
  it("keeps tenant B's rows out of every answer to tenant A and unchanged by A's calls, through every route", async () => {
    const before = await tenantSnapshot(t.database.db, tenantB);
    const report = await checkIsolation({ app, fixture, exempt: EXEMPT, recipes: RECIPES });
    const after = await tenantSnapshot(t.database.db, tenantB);
    if (process.env.ISOLATION_REPORT) console.log([...report.coverage].map((e) => e.join(' → ')).join('\n'));

    expect(report.findings).toEqual([]);
    for (const table of Object.keys(before)) {
      expect(after[table], `tenant B's rows in ${table}`).toEqual(before[table]);
    }
    // Every route of the document was either attacked or exempted with a reason.
    const keys = apiRoutes(app).map((r) => r.key);
    expect([...report.coverage.keys()].sort()).toEqual([...keys].sort());
    const attacked = [...report.coverage.values()].filter((v) => !v.startsWith('exempt'));
    expect(attacked.length).toBeGreaterThan(60);
    // The snapshot is not vacuous: B has rows of the kinds the suite attacks.
    expect(before.depts!.length).toBeGreaterThanOrEqual(2);
    expect(before.messages!.length).toBeGreaterThanOrEqual(2);
    expect(before.biz_items!.length).toBeGreaterThanOrEqual(3);
    expect(before.biz_submissions!.length).toBeGreaterThanOrEqual(5);
    expect(before.carbon_orgs!.length).toBeGreaterThanOrEqual(4);
    expect(before.carbon_activity!.length).toBeGreaterThanOrEqual(4);
    expect(before.carbon_verifications!.length).toBeGreaterThanOrEqual(2);
    expect(before.carbon_findings!.length).toBeGreaterThanOrEqual(1);
    expect(before.cert_applications!.length).toBeGreaterThanOrEqual(10);
    expect(before.cert_audits!.length).toBeGreaterThanOrEqual(10);
    expect(before.cert_findings!.length).toBeGreaterThanOrEqual(3);
    expect(before.cert_certificates!.length).toBeGreaterThanOrEqual(1);
    expect(before.brand_qs_groups!.length).toBeGreaterThanOrEqual(2);
    expect(before.brand_processes!.length).toBeGreaterThanOrEqual(5);
    expect(before.brand_answers!.length).toBeGreaterThanOrEqual(4);
    expect(before.brand_scores!.length).toBeGreaterThanOrEqual(1);
    expect(before.brand_suggestions!.length).toBeGreaterThanOrEqual(2);
    expect(before.brand_reports!.length).toBeGreaterThanOrEqual(1);
  });

  it('reports a planted route that reads a row by id without its tenant, and one it cannot exercise', async () => {
    const planted = await newApp();
    // Reads a department by id and forgets the tenant: the bug the suite exists to catch. It reads in
    // system scope, where row-level security cannot back the query up, so the leak reaches the answer.
    planted.get(
      `${P}/dept/getDeptNamePlanted`,
      { schema: { querystring: z.object({ id: z.uuid() }) } },
      async (req) => {
        const [row] = await withSystemScope(() =>
          rows<{ name: string }>(t.database.db, sql`select name from depts where id = ${req.query.id}`),
        );
        return { code: 200, msg: 'ok', data: row ?? null };
      },
    );
    // An id field of a kind the suite has never heard of.
    planted.post(
      `${P}/widget/bindPlanted`,
      { schema: { body: z.object({ widgetId: z.uuid() }) } },
      async () => ({ code: 200, msg: 'ok', data: null }),
    );
    await planted.ready();
    try {
      const keys = apiRoutes(planted).map((r) => r.key);
      expect(keys).toContain(`GET ${P}/dept/getDeptNamePlanted`);
      const report = await checkIsolation({
        app: planted,
        fixture,
        exempt: EXEMPT,
        recipes: RECIPES,
        only: (key) => key.endsWith('Planted'),
      });
      expect(report.findings).toEqual(
        expect.arrayContaining([
          {
            route: `GET ${P}/dept/getDeptNamePlanted`,
            problem: expect.stringMatching(/^tenant B's dept in query\.id: the answer shows tenant B's data/),
          },
          {
            route: `POST ${P}/widget/bindPlanted`,
            problem: 'cannot exercise: no kind of row known for id field(s) body.widgetId',
          },
        ]),
      );
    } finally {
      await planted.close();
    }
  });
});

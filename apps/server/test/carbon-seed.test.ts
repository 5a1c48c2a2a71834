// The carbon demo (issue 20) as startServer seeds it: staff_b finds an inventory with real figures
// (both sites, every scope-1 and scope-2 source, twelve months of last year), a product footprint and
// a plan; last year's inventory waits for expert_b's verification.
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARBON_PREFIX, CarbonPaths as P } from '@platform/contract/carbon-model';
import type { CarbonOrg, CarbonPlan, CarbonVerification, EmissionFigures } from '@platform/contract';
import type { App } from '../src/app.js';
import { buildApp } from '../src/app.js';
import { seedBusinessDemo } from '../src/seed/business.js';
import { seedCarbonDemo } from '../src/seed/carbon.js';
import { seedDemo } from '../src/seed/index.js';
import { seedWorkflowDemo } from '../src/seed/workflow.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
const token: Record<string, string> = {};

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await seedWorkflowDemo(app, t.database.db);
  await seedBusinessDemo(app, t.database.db);
  await seedCarbonDemo(app, t.database.db);
  for (const username of ['staff_b', 'expert_b']) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/api-system/data/tenantuser/login',
      payload: { username, pwd: 'Demo@123' },
    });
    expect(res.statusCode, res.body).toBe(200);
    token[username] = res.json().data.token as string;
  }
}, 180_000);

afterAll(async () => {
  await app?.close();
  await t?.drop();
});

async function ok<T>(who: string, method: 'GET' | 'POST', path: string, payload?: object): Promise<T> {
  const res = await app.inject({
    method,
    url: `${CARBON_PREFIX}/${path}`,
    headers: { authorization: `Bearer ${token[who]}` },
    ...(payload ? { payload } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as T;
}

describe('carbon demo seed', () => {
  it("gives staff_b last year's inventory of the company with both sites and both scopes", async () => {
    const [company] = await ok<CarbonOrg[]>('staff_b', 'GET', P.orgTree);
    expect(company?.name).toBe('绿源汽车零部件有限公司');
    expect(company?.children?.map((c) => c.name)).toEqual(['苏州工厂', '无锡工厂']);
    const year = new Date().getFullYear() - 1;
    const figures = await ok<EmissionFigures>(
      'staff_b',
      'GET',
      `${P.emissions}?orgId=${company!.id}&year=${year}`,
    );
    expect(figures.byScope.filter((s) => Number(s.emission) > 0).map((s) => s.scope)).toEqual([1, 2]);
    expect(figures.byMonth).toHaveLength(12);
    expect(figures.byOrg.map((o) => o.orgName).sort()).toEqual(['无锡工厂', '苏州工厂'].sort());
    // About 15,000 t CO2e: electricity of both sites dominates.
    expect(Number(figures.total)).toBeGreaterThan(12_000);
    expect(Number(figures.total)).toBeLessThan(18_000);
    expect(figures.intensity).not.toBeNull();

    const plans = await ok<CarbonPlan[]>('staff_b', 'GET', `${P.plans}?orgId=${company!.id}`);
    expect(plans).toHaveLength(1);
    expect(plans[0]!.baseEmission).toBe(new Decimal(figures.total).toDecimalPlaces(0).toFixed());
  });

  it("leaves last year's inventory in review for expert_b", async () => {
    const page = await ok<{ items: CarbonVerification[] }>(
      'expert_b',
      'GET',
      `${P.verifications}?pageIndex=1&pageSize=10`,
    );
    expect(page.items.map((v) => [v.orgName, v.status])).toEqual([['绿源汽车零部件有限公司', 0]]);
  });
});

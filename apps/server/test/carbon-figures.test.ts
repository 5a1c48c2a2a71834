// Carbon figures (issue 20): a small model with known readings and factors gives exactly the expected
// decimals — totals by scope, ISO category, month, source and child organisation, intensity, the
// previous year, energy in standard coal; every total opens down to rows that sum to it; plans and
// their progress; callers of another tenant or without the carbon pages are refused. The model is
// set up by SQL in green-carbon, beside whatever the demo seed made there.
import { sql } from 'drizzle-orm';
import { Decimal } from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CarbonPlan, EmissionFigures, EnergyFigures, SingleDataRow } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { emissionFigures } from '../src/modules/carbon/inventory.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const C = '/api/api-carbon/carbon';
let t: TestDatabase;
let app: App;

type Who = 'carbon' | 'verifier' | 'east';
const token = {} as Record<Who, string>;
const tenant = {} as Record<'east' | 'green', string>;
const org = {} as Record<'company' | 'site1' | 'site2' | 'east' | 'partial', string>;
const source = {} as Record<'electricity' | 'diesel', string>;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${C}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T>(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call('carbon', method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function signIn(username: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd: 'Demo@123' },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

async function one<T = { id: string }>(query: ReturnType<typeof sql>) {
  return rowsOf<T>(await t.database.db.execute(query))[0]!;
}

const newOrg = async (tenantId: string, name: string, kind: string, parentId: string | null = null) =>
  (
    await one(sql`insert into carbon_orgs (tenant_id, parent_id, name, kind)
      values (${tenantId}, ${parentId}, ${name}, ${kind}) returning id`)
  ).id;

const newDevice = async (orgId: string, code: string, unit: string, carrier: string, kind: string) =>
  (
    await one(sql`insert into carbon_devices (tenant_id, org_id, code, name, activity_kind, carrier, unit)
      values (${tenant.green}, ${orgId}, ${code}, ${`设备${code}`}, ${kind}, ${carrier}, ${unit}) returning id`)
  ).id;

async function readings(deviceId: string, orgId: string, year: number, values: string[]) {
  for (const [i, value] of values.entries()) {
    await t.database.db
      .execute(sql`insert into carbon_activity (tenant_id, org_id, device_id, year, month, value)
      values (${tenant.green}, ${orgId}, ${deviceId}, ${year}, ${i + 1}, ${value})`);
  }
}

const newModel = async (orgId: string, year: number, output: string | null) =>
  (
    await one(sql`insert into carbon_models (tenant_id, org_id, year, name, boundary, gwp_set, output_value, output_unit)
      values (${tenant.green}, ${orgId}, ${year}, ${`${year}年核算`}, 'operational', 'AR6', ${output},
        ${output ? 't' : null}) returning id`)
  ).id;

async function newSource(
  modelId: string,
  name: string,
  s: {
    kind: string;
    carrier: string;
    devices: string[];
    factorId: string;
    unit: string;
    scope: number;
    iso: number;
  },
) {
  return (
    await one(sql`insert into carbon_sources (tenant_id, model_id, name, activity_kind, carrier, device_ids,
        factor_id, activity_unit, scope, iso_category)
      values (${tenant.green}, ${modelId}, ${name}, ${s.kind}, ${s.carrier}, ${`{${s.devices.join(',')}}`}::uuid[],
        ${s.factorId}, ${s.unit}, ${s.scope}, ${s.iso}) returning id`)
  ).id;
}

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(t.database.db);
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await app.ready();
  const rows = rowsOf<{ id: string; code: string }>(
    await t.database.db.execute(
      sql`select id, code from tenants where code in ('east-cert', 'green-carbon')`,
    ),
  );
  tenant.east = rows.find((r) => r.code === 'east-cert')!.id;
  tenant.green = rows.find((r) => r.code === 'green-carbon')!.id;
  token.carbon = await signIn('staff_b');
  token.verifier = await signIn('expert_b');
  token.east = await signIn('staff_a');

  org.company = await newOrg(tenant.green, '测试集团', 'company');
  org.site1 = await newOrg(tenant.green, '一厂', 'site', org.company);
  org.site2 = await newOrg(tenant.green, '二厂', 'site', org.company);
  org.east = await newOrg(tenant.east, '他人公司', 'company');

  const grid = (
    await one(sql`insert into carbon_factors (tenant_id, name, category, gas, value, numerator_unit,
        denominator_unit, source, year)
      values (${tenant.green}, '测试电网因子', 'electricity', 'CO2', '0.5703', 't', 'MWh', '生态环境部 2022', 2022)
      returning id`)
  ).id;
  const diesel = (
    await one(sql`insert into carbon_factors (tenant_id, name, category, gas, value, numerator_unit,
        denominator_unit, ncv, ncv_unit, carrier, source, year)
      values (${tenant.green}, '测试柴油因子', 'stationary', 'CO2', '74100', 'kg', 'TJ', '43.0', 'TJ/Gg', 'diesel',
        'IPCC 2006', 2006) returning id`)
  ).id;

  const e1 = await newDevice(org.site1, 'T-E1', 'kWh', 'electricity', 'electricity');
  const e2 = await newDevice(org.site2, 'T-E2', 'MWh', 'electricity', 'electricity');
  const d1 = await newDevice(org.site1, 'T-D1', 't', 'diesel', 'fuel');
  // Metered, but in no emission source: counts for energy only.
  const x = await newDevice(org.site2, 'T-X', 'kWh', 'electricity', 'electricity');
  await readings(e1, org.site1, 2025, ['1000', '2000', '3000']);
  await readings(e2, org.site2, 2025, ['10', '20', '30']);
  await readings(d1, org.site1, 2025, ['1', '2', '0.5']);
  await readings(x, org.site2, 2025, ['500']);
  await readings(e1, org.site1, 2024, ['100000']);

  const model = await newModel(org.company, 2025, '1000');
  source.electricity = await newSource(model, '外购电力', {
    kind: 'electricity',
    carrier: 'electricity',
    devices: [e1, e2],
    factorId: grid,
    unit: 'MWh',
    scope: 2,
    iso: 2,
  });
  source.diesel = await newSource(model, '柴油发电机', {
    kind: 'fuel',
    carrier: 'diesel',
    devices: [d1],
    factorId: diesel,
    unit: 't',
    scope: 1,
    iso: 1,
  });
  const before = await newModel(org.company, 2024, null);
  await newSource(before, '外购电力', {
    kind: 'electricity',
    carrier: 'electricity',
    devices: [e1],
    factorId: grid,
    unit: 'MWh',
    scope: 2,
    iso: 2,
  });

  // A company part-way through 2025 (readings up to October) beside its full 2024, and a heat meter
  // in GJ (energy only).
  org.partial = await newOrg(tenant.green, '年中公司', 'company');
  const p = await newDevice(org.partial, 'T-P1', 'kWh', 'electricity', 'electricity');
  const heat = await newDevice(org.partial, 'T-H1', 'GJ', 'heat', 'heat');
  await readings(p, org.partial, 2024, Array<string>(12).fill('1000'));
  await readings(p, org.partial, 2025, Array<string>(10).fill('1200'));
  await readings(heat, org.partial, 2025, ['100', '50']);
  for (const year of [2024, 2025]) {
    await newSource(await newModel(org.partial, year, '100'), '外购电力', {
      kind: 'electricity',
      carrier: 'electricity',
      devices: [p],
      factorId: grid,
      unit: 'MWh',
      scope: 2,
      iso: 2,
    });
  }
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

const sum = (values: string[]) => values.reduce((a, b) => a.add(b), new Decimal(0)).toFixed();

describe('emission figures', () => {
  it('gives exact totals by scope, category, month, source and child organisation', async () => {
    const f = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.company}&year=2025`);
    expect(f.modelId).toBeTruthy();
    expect(f.gwpSet).toBe('AR6');
    // 66 MWh × 0.5703 t/MWh = 37.6398; 3.5 t diesel × 43 TJ/Gg × 74,100 kg/TJ = 11.15205 t
    expect(f.total).toBe('48.79185');
    expect(f.byScope).toEqual([
      { scope: 1, emission: '11.15205' },
      { scope: 2, emission: '37.6398' },
      { scope: 3, emission: '0' },
    ]);
    expect(f.byIsoCategory.slice(0, 3)).toEqual([
      { category: 1, emission: '11.15205' },
      { category: 2, emission: '37.6398' },
      { category: 3, emission: '0' },
    ]);
    expect(f.byMonth.slice(0, 4)).toEqual([
      { month: 1, emission: '9.4596', scope1: '3.1863', scope2: '6.2733', scope3: '0' },
      { month: 2, emission: '18.9192', scope1: '6.3726', scope2: '12.5466', scope3: '0' },
      { month: 3, emission: '20.41305', scope1: '1.59315', scope2: '18.8199', scope3: '0' },
      { month: 4, emission: '0', scope1: '0', scope2: '0', scope3: '0' },
    ]);
    expect(f.byMonth).toHaveLength(12);
    expect(sum(f.byMonth.map((m) => m.emission))).toBe(f.total);

    const diesel = f.bySource.find((s) => s.sourceId === source.diesel)!;
    expect(diesel).toMatchObject({
      name: '柴油发电机',
      scope: 1,
      activity: '3.5',
      activityUnit: 't',
      factorValue: '74100',
      factorUnit: 'kg/TJ',
      factorSource: 'IPCC 2006',
      gas: 'CO2',
      gwp: '1',
      // 1 t × 43 TJ/Gg = 0.043 TJ; kg → t: 0.001
      unitConversion: '0.000043',
      emission: '11.15205',
      // 3,500 kg × 1.4571 kgce/kg
      energyTce: '5.09985',
    });
    expect(diesel.byMonth.slice(0, 3)).toEqual(['3.1863', '6.3726', '1.59315']);
    const electricity = f.bySource.find((s) => s.sourceId === source.electricity)!;
    expect(electricity).toMatchObject({ activity: '66', activityUnit: 'MWh', emission: '37.6398' });

    expect(f.byOrg).toEqual([
      { orgId: org.site1, orgName: '一厂', emission: '14.57385' },
      { orgId: org.site2, orgName: '二厂', emission: '34.218' },
    ]);
    expect(f.outputValue).toBe('1000');
    expect(f.intensity).toBe('0.04879185');
    expect(f.previousYearTotal).toBe('57.03');
    // readings January–March: against last year's January–March (57.03 in January alone)
    expect(f.comparedMonths).toBe(3);
    expect(f.yearOverYear).toBe('-14.45');
  });

  it('compares a year part-way through with the same months of the year before', async () => {
    const f = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.partial}&year=2025`);
    // 10 × 1.2 MWh × 0.5703 t/MWh; the previous year's 12 MWh gives the same, its first 10 MWh 5.703
    expect(f.total).toBe('6.8436');
    expect(f.previousYearTotal).toBe('6.8436');
    expect(f.comparedMonths).toBe(10);
    // (6.8436 − 5.703) / 5.703 × 100, not 0 against the whole previous year
    expect(f.yearOverYear).toBe('20');
    expect(f.intensity).toBe('0.068436');
    const full = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.partial}&year=2024`);
    expect(full).toMatchObject({ total: '6.8436', comparedMonths: 12, previousYearTotal: null });
    const none = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.site1}&year=2025`);
    expect(none.comparedMonths).toBe(12);
  });

  it('gives the same figures inside a transaction (as the report and the verification call them)', async () => {
    const answer = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.company}&year=2025`);
    const direct = await t.database.db.transaction((tx) =>
      emissionFigures(tx, tenant.green, org.company, 2025),
    );
    expect(direct).toEqual(answer);
  });

  it('gives a site its own devices, and zero figures without a model', async () => {
    const none = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.site1}&year=2025`);
    expect(none).toMatchObject({
      modelId: null,
      total: '0',
      bySource: [],
      previousYearTotal: null,
      intensity: null,
    });
    expect(none.byMonth).toHaveLength(12);
  });

  it('gives energy in standard coal by carrier and month, model or not', async () => {
    const e = await ok<EnergyFigures>('GET', `data/searchEnergyData?orgId=${org.company}&year=2025`);
    // 66,500 kWh × 0.1229 kgce/kWh = 8.17285 tce; 3,500 kg diesel × 1.4571 = 5.09985 tce
    // diesel stays in its one device's t; electricity meters in kWh and MWh show in the carrier's kWh
    expect(e.byCarrier).toEqual([
      { carrier: 'diesel', activity: '3.5', unit: 't', tce: '5.09985' },
      { carrier: 'electricity', activity: '66500', unit: 'kWh', tce: '8.17285' },
    ]);
    expect(e.totalTce).toBe('13.2727');
    expect(e.byMonth[0]).toEqual({ month: 1, tce: '2.87045' });
    expect(sum(e.byMonth.map((m) => m.tce))).toBe(e.totalTce);
    expect(e.previousYearTce).toBe('12.29');
    const site2 = await ok<EnergyFigures>('GET', `data/searchEnergyData?orgId=${org.site2}&year=2025`);
    expect(site2.totalTce).toBe('7.43545');
    // 150 GJ = 150,000 MJ × 0.03412 kgce/MJ = 5.118 tce; 12,000 kWh × 0.1229 = 1.4748 tce
    const partial = await ok<EnergyFigures>('GET', `data/searchEnergyData?orgId=${org.partial}&year=2025`);
    expect(partial.byCarrier).toEqual([
      { carrier: 'electricity', activity: '12000', unit: 'kWh', tce: '1.4748' },
      { carrier: 'heat', activity: '150', unit: 'GJ', tce: '5.118' },
    ]);
  });
});

describe('drill-down', () => {
  type Single = { items: SingleDataRow[]; total: number; emission: string };
  const single = (query: string) =>
    ok<Single>('GET', `data/getSingleData?orgId=${org.company}&year=2025&pageIndex=1&pageSize=50&${query}`);

  it('opens every total down to rows that sum to it', async () => {
    const f = await ok<EmissionFigures>('GET', `data/searchEmissionData?orgId=${org.company}&year=2025`);
    const cases: [string, string, number][] = [
      ['', f.total, 9],
      ['scope=1', f.byScope[0]!.emission, 3],
      ['scope=2', f.byScope[1]!.emission, 6],
      ['month=2', f.byMonth[1]!.emission, 3],
      [`sourceId=${source.electricity}`, '37.6398', 6],
      [`childOrgId=${org.site2}`, f.byOrg[1]!.emission, 3],
      [`childOrgId=${org.site1}&month=3`, '3.30405', 2],
    ];
    for (const [query, total, rows] of cases) {
      const s = await single(query);
      expect(s.emission, query).toBe(total);
      expect(s.total, query).toBe(rows);
      expect(s.items, query).toHaveLength(rows);
      expect(sum(s.items.map((r) => r.emission)), query).toBe(total);
    }
  });

  it('shows each row with its device, factor and result, paged', async () => {
    const s = await single('scope=1');
    expect(s.items[2]).toMatchObject({
      orgName: '一厂',
      deviceCode: 'T-D1',
      month: 3,
      value: '0.5',
      unit: 't',
      sourceName: '柴油发电机',
      factorName: '测试柴油因子',
      factorValue: '74100',
      factorUnit: 'kg/TJ',
      factorSource: 'IPCC 2006',
      gwp: '1',
      emission: '1.59315',
      evidence: [],
    });
    const e1 = (await single(`sourceId=${source.electricity}`)).items.find((r) => r.deviceCode === 'T-E1')!;
    // kWh readings are converted to the source's MWh: 1,000 kWh → 0.5703 t
    expect(e1).toMatchObject({ value: '1000', unit: 'kWh', emission: '0.5703' });
    const page = await ok<Single>(
      'GET',
      `data/getSingleData?orgId=${org.company}&year=2025&pageIndex=3&pageSize=4`,
    );
    expect(page.total).toBe(9);
    expect(page.items).toHaveLength(1);
    expect(page.emission).toBe('48.79185');
  });
});

describe('plans', () => {
  let planId: string;

  it('saves a plan and measures progress against the year’s inventory', async () => {
    const plan = await ok<CarbonPlan>('POST', 'plan/save', {
      orgId: org.company,
      year: 2025,
      baseYear: 2024,
      baseEmission: '60',
      targetEmission: '40',
      scopes: [2, 1],
      measures: '光伏替代',
    });
    planId = plan.id;
    // (60 − 48.79185) / (60 − 40) × 100
    expect(plan).toMatchObject({
      orgName: '测试集团',
      scopes: [1, 2],
      actualEmission: '48.79185',
      progress: '56.04',
      baseEmission: '60',
    });
    const changed = await ok<CarbonPlan>('POST', 'plan/save', {
      id: planId,
      orgId: org.company,
      year: 2025,
      baseYear: 2024,
      baseEmission: '40',
      targetEmission: '40',
      scopes: [2],
    });
    expect(changed).toMatchObject({ actualEmission: '37.6398', progress: null, measures: null });
    const later = await ok<CarbonPlan>('POST', 'plan/save', {
      orgId: org.company,
      year: 2030,
      baseYear: 2024,
      baseEmission: '60',
      targetEmission: '30',
      scopes: [1, 2, 3],
    });
    expect(later).toMatchObject({ actualEmission: null, progress: null });
    const list = await ok<CarbonPlan[]>('GET', `plan/list?orgId=${org.company}`);
    expect(list.map((p) => p.year)).toEqual([2030, 2025]);
    expect(await ok<CarbonPlan[]>('GET', `plan/list?orgId=${org.company}&year=2025`)).toHaveLength(1);
    await ok('POST', 'plan/delete', { id: later.id });
    expect(await ok<CarbonPlan[]>('GET', `plan/list?orgId=${org.company}`)).toHaveLength(1);
  });

  it('refuses a second plan of the year, a base year not before the year, and unknown plans', async () => {
    const body = {
      orgId: org.company,
      year: 2025,
      baseYear: 2024,
      baseEmission: '1',
      targetEmission: '1',
      scopes: [1],
    };
    const twice = await call('carbon', 'POST', 'plan/save', body);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().msg).toContain('2025');
    const base = await call('carbon', 'POST', 'plan/save', { ...body, year: 2026, baseYear: 2026 });
    expect(base.statusCode).toBe(400);
    expect(base.json().data.errors).toEqual([{ field: 'body.baseYear', reason: '基准年须早于计划年份' }]);
    const english = await call(
      'carbon',
      'POST',
      'plan/save',
      { ...body, year: 2026, baseYear: 2027 },
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toBe('The base year must be before the plan year');
    const gone = await call('carbon', 'POST', 'plan/delete', { id: '00000000-0000-4000-8000-000000000000' });
    expect(gone.statusCode).toBe(404);
    const missing = await call('carbon', 'POST', 'plan/save', {
      ...body,
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe('access', () => {
  it('does not show another tenant’s organisation or plans', async () => {
    for (const url of [
      `data/searchEmissionData?orgId=${org.east}&year=2025`,
      `data/searchEnergyData?orgId=${org.east}&year=2025`,
      `data/getSingleData?orgId=${org.east}&year=2025`,
      `data/getSingleData?orgId=${org.company}&year=2025&childOrgId=${org.east}`,
    ]) {
      expect((await call('carbon', 'GET', url)).statusCode, url).toBe(404);
    }
    const foreign = await call('carbon', 'POST', 'plan/save', {
      orgId: org.east,
      year: 2025,
      baseYear: 2024,
      baseEmission: '1',
      targetEmission: '0',
      scopes: [1],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors[0].field).toBe('body.orgId');
    const east = await one(sql`insert into carbon_plans (tenant_id, org_id, year, base_year, base_emission,
        target_emission, scopes) values (${tenant.east}, ${org.east}, 2025, 2024, 10, 5, '{1}') returning id`);
    expect((await call('carbon', 'POST', 'plan/delete', { id: east.id })).statusCode).toBe(404);
    const plans = await ok<CarbonPlan[]>('GET', 'plan/list');
    expect(plans.some((p) => p.id === east.id)).toBe(false);
  });

  it('refuses callers without the carbon pages, verifiers included', async () => {
    for (const who of ['east', 'verifier'] as const) {
      for (const url of [`data/searchEmissionData?orgId=${org.company}&year=2025`, 'plan/list']) {
        expect((await call(who, 'GET', url)).statusCode, `${who} ${url}`).toBe(403);
      }
    }
  });
});

// Organisations, the factor library and accounting models through HTTP (issue 20): the seeded
// platform library (read-only, updated by key), the organisation tree's rules, tenant factors with
// their unit checks, models with their sources checked against factors, devices and status, and
// another tenant's organisations, factors and models staying out of reach.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARBON_PREFIX, type CarbonFactor, type CarbonModelDetail, type CarbonOrg } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { withSystemScope } from '../src/db/tenant-scope.js';
import { emissionOf } from '../src/modules/carbon/calc.js';
import { checkFactorUnits } from '../src/modules/carbon/factors.js';
import { PLATFORM_FACTORS, seedCarbonFactors } from '../src/seed/carbon-factors.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
/** staff_b and expert_b of green-carbon; admin signed in to east-cert (a carbon user of another tenant); staff_a (no carbon page). */
type Who = 'staff' | 'expert' | 'other' | 'nocarbon';
const token = {} as Record<Who, string>;
const tenant = {} as Record<'green' | 'east', string>;
const YEAR = 2035;

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${CARBON_PREFIX}/${url}`,
    headers: {
      authorization: `Bearer ${token[who]}`,
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = unknown>(method: 'GET' | 'POST', url: string, payload?: object, who: Who = 'staff') {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

/** The status, message and first problem of a refused call. */
async function refused(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  const res = await call(who, method, url, payload, language);
  const body = res.json();
  return {
    status: res.statusCode,
    msg: body.msg as string,
    field: body.data?.errors?.[0]?.field as string | undefined,
    reason: body.data?.errors?.[0]?.reason as string | undefined,
  };
}

async function signIn(username: string, pwd = 'Demo@123', tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

const db = () => t.database.db;

type Page<T> = { items: T[]; total: number };
const factors = (filter: object = {}, who: Who = 'staff') =>
  ok<Page<CarbonFactor>>('POST', 'zjFactor/queryPageList?pageIndex=1&pageSize=200', filter, who);
const platformFactor = async (key: string) => {
  const [row] = rowsOf<{ id: string }>(
    await db().execute(sql`select id from carbon_factors where tenant_id is null and key = ${key}`),
  );
  return row!.id;
};
const saveOrg = (body: object, who: Who = 'staff') => ok<CarbonOrg>('POST', 'org/save', body, who);

async function insertDevice(orgId: string, code: string, unit: string) {
  const [row] = rowsOf<{ id: string }>(
    await db().execute(sql`insert into carbon_devices (tenant_id, org_id, code, name, activity_kind, unit)
      values (${tenant.green}, ${orgId}, ${code}, ${code}, 'fuel', ${unit}) returning id`),
  );
  return row!.id;
}

const ownFactor = {
  name: '外购压缩空气',
  category: 'electricity',
  gas: 'CO2e',
  value: '0.12',
  numeratorUnit: 'kg',
  denominatorUnit: 'm^3',
  source: '供应商2024年度核算报告',
  year: 2024,
  region: 'CN',
};

beforeAll(async () => {
  t = await migratedDatabase();
  await seedDemo(db());
  app = await buildApp({
    config: testConfig(),
    database: t.database,
    logger: false,
    workflow: { worker: false },
  });
  await app.ready();
  const tenants = rowsOf<{ id: string; code: string }>(
    await db().execute(sql`select id, code from tenants where code in ('east-cert', 'green-carbon')`),
  );
  tenant.green = tenants.find((r) => r.code === 'green-carbon')!.id;
  tenant.east = tenants.find((r) => r.code === 'east-cert')!.id;
  token.staff = await signIn('staff_b');
  token.expert = await signIn('expert_b');
  token.other = await signIn('admin', 'Admin@123', tenant.east);
  token.nocarbon = await signIn('staff_a');
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('platform factor library', () => {
  it('is seeded with public factors and their sources, read-only and marked platform', async () => {
    const page = await factors({ owner: 'platform' });
    expect(page.total).toBe(PLATFORM_FACTORS.length);
    expect(page.items.every((f) => f.platform)).toBe(true);
    const grid = page.items.find((f) => f.name.includes('2022'))!;
    expect(grid).toMatchObject({
      category: 'electricity',
      gas: 'CO2',
      value: '0.5703',
      numeratorUnit: 't',
      denominatorUnit: 'MWh',
      year: 2022,
      region: 'CN',
    });
    expect(grid.source).toContain('环办气候函〔2023〕43号');
    const diesel = page.items.find(
      (f) => f.category === 'stationary' && f.carrier === 'diesel' && f.gas === 'CO2',
    )!;
    expect(diesel).toMatchObject({
      value: '74100',
      numeratorUnit: 'kg',
      denominatorUnit: 'TJ',
      ncv: '43',
      ncvUnit: 'TJ/Gg',
    });
    expect(diesel.source).toContain('IPCC 2006');
  });

  it('filters by category, gas, year and keyword', async () => {
    const methane = await factors({ owner: 'platform', gas: 'CH4', category: 'mobile' });
    expect(methane.total).toBe(2);
    expect(methane.items.every((f) => f.gas === 'CH4' && f.category === 'mobile')).toBe(true);
    expect((await factors({ owner: 'platform', year: 2021 })).items.map((f) => f.value)).toEqual(['0.5568']);
    const heat = await factors({ keyword: '热力' });
    expect(heat.items.map((f) => f.value)).toContain('0.11');
  });

  it('passes the checks of a factor of ours and computes with every seeded factor', () => {
    for (const f of PLATFORM_FACTORS) {
      expect(() => checkFactorUnits(f), f.key).not.toThrow();
      const activityUnit = f.ncv ? 't' : f.denominatorUnit;
      const result = emissionOf({ activity: '1', activityUnit, factor: f, gwpSet: 'AR6' });
      expect(result.emission.isPositive(), f.key).toBe(true);
    }
  });

  it('is brought back to its published values on a later start, without duplicates', async () => {
    await db().execute(
      sql`update carbon_factors set value = 1 where tenant_id is null and key = 'cn-grid-2022'`,
    );
    await withSystemScope(() => seedCarbonFactors(db()));
    const page = await factors({ owner: 'platform' });
    expect(page.total).toBe(PLATFORM_FACTORS.length);
    expect(page.items.find((f) => f.name.includes('2022'))!.value).toBe('0.5703');
  });

  it('refuses changing or deleting a platform factor', async () => {
    const id = await platformFactor('cn-grid-2022');
    const changed = await refused('staff', 'POST', 'zjFactor/save', { ...ownFactor, id });
    expect(changed.status).toBe(409);
    expect(changed.msg).toContain('平台因子库');
    const removed = await refused('staff', 'POST', 'zjFactor/delete', { id });
    expect(removed.status).toBe(409);
    const english = await refused('staff', 'POST', 'zjFactor/delete', { id }, 'en-US');
    expect(english.msg).toContain('read-only');
  });
});

describe('organisations', () => {
  it('builds the tree, and refuses a parent outside the tenant, itself or below it', async () => {
    const company = await saveOrg({ name: '结构测试公司', kind: 'company', code: 'ST-CO' });
    const site = await saveOrg({ name: '结构测试工厂', kind: 'site', parentId: company.id, sort: 1 });
    const shop = await saveOrg({ name: '结构测试车间', kind: 'workshop', parentId: site.id });
    const tree = await ok<CarbonOrg[]>('GET', 'org/tree');
    const root = tree.find((o) => o.id === company.id)!;
    expect(root.children![0]).toMatchObject({
      id: site.id,
      children: [{ id: shop.id, name: '结构测试车间' }],
    });

    const cycle = await refused('staff', 'POST', 'org/save', { ...company, parentId: shop.id });
    expect(cycle).toMatchObject({
      status: 400,
      field: 'body.parentId',
      reason: '上级组织不能是该组织的下级组织',
    });
    const self = await refused('staff', 'POST', 'org/save', { ...site, parentId: site.id });
    expect(self).toMatchObject({ status: 400, field: 'body.parentId' });
    const foreign = await saveOrg({ name: '他人公司', kind: 'company' }, 'other');
    const outside = await refused('staff', 'POST', 'org/save', {
      name: '越界',
      kind: 'site',
      parentId: foreign.id,
    });
    expect(outside).toMatchObject({ status: 400, field: 'body.parentId', reason: '上级组织不存在' });
    const code = await refused('staff', 'POST', 'org/save', { name: '重码', kind: 'site', code: 'ST-CO' });
    expect(code).toMatchObject({ status: 400, field: 'body.code' });

    const renamed = await saveOrg({ ...site, name: '结构测试一厂' });
    expect(renamed).toMatchObject({ id: site.id, name: '结构测试一厂', parentId: company.id });
  });

  it('refuses deleting an organisation that still has sub-organisations or devices', async () => {
    const company = await saveOrg({ name: '删除测试公司', kind: 'company' });
    const site = await saveOrg({ name: '删除测试工厂', kind: 'site', parentId: company.id });
    await insertDevice(site.id, 'DEL-01', 'kWh');
    const parent = await refused('staff', 'POST', 'org/delete', { id: company.id });
    expect(parent.status).toBe(409);
    expect(parent.msg).toBe('组织“删除测试公司”下还有1个下级组织，不能删除');
    const withDevice = await refused('staff', 'POST', 'org/delete', { id: site.id }, 'en-US');
    expect(withDevice.status).toBe(409);
    expect(withDevice.msg).toBe(
      'The organisation "删除测试工厂" still has 1 device(s) and cannot be deleted',
    );
    await db().execute(sql`delete from carbon_devices where code = 'DEL-01'`);
    await ok('POST', 'org/delete', { id: site.id });
    await ok('POST', 'org/delete', { id: company.id });
    expect((await ok<CarbonOrg[]>('GET', 'org/tree')).some((o) => o.id === company.id)).toBe(false);
  });

  it('is for carbon staff only', async () => {
    expect((await refused('nocarbon', 'GET', 'org/tree')).status).toBe(403);
  });
});

describe("the tenant's own factors", () => {
  it('are saved, listed after the platform library is filtered out, changed and deleted', async () => {
    const saved = await ok<CarbonFactor>('POST', 'zjFactor/save', ownFactor);
    expect(saved).toMatchObject({ platform: false, value: '0.12', ncv: null });
    const own = await factors({ owner: 'tenant' });
    expect(own.items.map((f) => f.id)).toEqual([saved.id]);
    const all = await factors();
    expect(all.total).toBe(PLATFORM_FACTORS.length + 1);
    expect(all.items[0]!.id).toBe(saved.id);
    const changed = await ok<CarbonFactor>('POST', 'zjFactor/save', {
      ...ownFactor,
      id: saved.id,
      value: '0.125',
    });
    expect(changed.value).toBe('0.125');
    await ok('POST', 'zjFactor/delete', { id: saved.id });
    expect((await factors({ owner: 'tenant' })).total).toBe(0);
  });

  it('refuse units the library does not know, a numerator that is not a mass, and an NCV that does not fit', async () => {
    const notMass = await refused('staff', 'POST', 'zjFactor/save', { ...ownFactor, numeratorUnit: 'kWh' });
    expect(notMass).toMatchObject({
      status: 400,
      field: 'body.numeratorUnit',
      reason: '分子单位须为质量单位（如 kg、t）',
    });
    const unknown = await refused('staff', 'POST', 'zjFactor/save', {
      ...ownFactor,
      denominatorUnit: 'piece',
    });
    expect(unknown).toMatchObject({
      status: 400,
      field: 'body.denominatorUnit',
      reason: '无法识别的单位“piece”',
    });
    const english = await refused(
      'staff',
      'POST',
      'zjFactor/save',
      { ...ownFactor, denominatorUnit: 'piece' },
      'en-US',
    );
    expect(english.reason).toBe('Unknown unit "piece"');
    const ncvUnit = await refused('staff', 'POST', 'zjFactor/save', {
      ...ownFactor,
      denominatorUnit: 'TJ',
      ncv: '43',
      ncvUnit: 'km',
    });
    expect(ncvUnit).toMatchObject({ status: 400, field: 'body.ncvUnit' });
    const half = await refused('staff', 'POST', 'zjFactor/save', {
      ...ownFactor,
      denominatorUnit: 'TJ',
      ncv: '43',
    });
    expect(half).toMatchObject({ status: 400, field: 'body.ncvUnit' });
    const hfc = await refused('staff', 'POST', 'zjFactor/save', { ...ownFactor, gas: 'HFCs' });
    expect(hfc).toMatchObject({ status: 400, field: 'body.gas' });
    const withNcv = await ok<CarbonFactor>('POST', 'zjFactor/save', {
      ...ownFactor,
      name: '天然气（按体积）',
      category: 'stationary',
      gas: 'CO2',
      value: '56100',
      denominatorUnit: 'TJ',
      ncv: '0.038931',
      ncvUnit: 'GJ/m^3',
    });
    expect(withNcv).toMatchObject({ ncv: '0.038931', ncvUnit: 'GJ/m^3' });
    await ok('POST', 'zjFactor/delete', { id: withNcv.id });
  });
});

describe('accounting models', () => {
  let company: CarbonOrg;
  let site: CarbonOrg;
  let elsewhere: CarbonOrg;
  let dieselTank: string;
  let meter: string;
  let foreignMeter: string;
  let grid: string;
  let diesel: string;
  let own: CarbonFactor;

  const model = (extra: object = {}, sources?: object[]) => ({
    orgId: company.id,
    year: YEAR,
    name: `${YEAR}年度温室气体清单`,
    boundary: 'operational',
    gwpSet: 'AR6',
    outputValue: '1200',
    outputUnit: 't',
    sources: sources ?? [
      {
        name: '叉车柴油',
        activityKind: 'fuel',
        carrier: 'diesel',
        deviceIds: [dieselTank],
        factorId: diesel,
        activityUnit: 't',
        scope: 1,
        isoCategory: 1,
      },
      {
        name: '外购电力',
        activityKind: 'electricity',
        carrier: 'electricity',
        deviceIds: [meter],
        factorId: grid,
        activityUnit: 'kWh',
        scope: 2,
        isoCategory: 2,
      },
      {
        name: '压缩空气',
        activityKind: 'electricity',
        factorId: own.id,
        activityUnit: 'L',
        scope: 2,
        isoCategory: 2,
      },
    ],
    ...extra,
  });

  beforeAll(async () => {
    company = await saveOrg({ name: '模型测试公司', kind: 'company' });
    site = await saveOrg({ name: '模型测试工厂', kind: 'site', parentId: company.id });
    elsewhere = await saveOrg({ name: '另一家公司', kind: 'company' });
    dieselTank = await insertDevice(site.id, 'MT-D-01', 'kg');
    meter = await insertDevice(site.id, 'MT-E-01', 'MWh');
    foreignMeter = await insertDevice(elsewhere.id, 'MT-E-99', 'kWh');
    grid = await platformFactor('cn-grid-2022');
    diesel = await platformFactor('ipcc-mobile-diesel-co2');
    own = await ok<CarbonFactor>('POST', 'zjFactor/save', ownFactor);
  });

  it('saves a model with its sources and answers it with their factors', async () => {
    const res = await call('staff', 'POST', 'model/save', model());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().msg).toBe('新增成功');
    const saved = res.json().data as CarbonModelDetail;
    expect(saved).toMatchObject({
      orgId: company.id,
      orgName: '模型测试公司',
      year: YEAR,
      status: 0,
      version: 1,
      sourceCount: 3,
      outputValue: '1200',
      outputUnit: 't',
    });
    expect(saved.sources.map((s) => s.name)).toEqual(['叉车柴油', '外购电力', '压缩空气']);
    expect(saved.sources[0]!.factor).toMatchObject({ platform: true, ncv: '43', value: '74100' });
    expect(saved.sources[1]!.deviceIds).toEqual([meter]);

    const detail = await ok<CarbonModelDetail>('GET', `model/getModelDetail?id=${saved.id}`);
    expect(detail.sources[2]!.factor).toMatchObject({ id: own.id, platform: false });
    // a verifier reads the model it verifies
    const byVerifier = await call('expert', 'GET', `model/getModelDetail?id=${saved.id}`);
    expect(byVerifier.statusCode).toBe(200);

    const page = await ok<Page<{ id: string; sourceCount: number; orgName: string }>>(
      'POST',
      'model/getModelPageList?pageIndex=1&pageSize=10',
      { orgId: company.id },
    );
    expect(page).toMatchObject({
      total: 1,
      items: [{ id: saved.id, sourceCount: 3, orgName: '模型测试公司' }],
    });
    expect((await ok<Page<unknown>>('POST', 'model/getModelPageList', { year: YEAR + 1 })).total).toBe(0);
  });

  it('keeps one model per organisation and year', async () => {
    const second = await refused('staff', 'POST', 'model/save', model({ name: '第二个' }));
    expect(second.status).toBe(409);
    expect(second.msg).toBe(`组织“模型测试公司”${YEAR}年已有核算模型“${YEAR}年度温室气体清单”`);
  });

  it('refuses sources whose units, devices or factors the calculation could not use', async () => {
    const [first, second, third] = model().sources as [object, object, object];
    const check = async (sources: object[], field: string, reason?: string) => {
      const res = await refused('staff', 'POST', 'model/save', model({ year: YEAR + 1 }, sources));
      expect(res, JSON.stringify(res)).toMatchObject({ status: 400, field, ...(reason ? { reason } : {}) });
    };
    await check(
      [first, { ...second, activityUnit: 't' }],
      'body.sources.1.activityUnit',
      '活动数据单位“t”无法换算为因子“全国电网平均排放因子（2022年度）”的单位“MWh”',
    );
    await check([{ ...first, activityUnit: 'km', deviceIds: [] }], 'body.sources.0.activityUnit');
    await check([{ ...third, activityUnit: 'bananas' }], 'body.sources.0.activityUnit');
    await check(
      [{ ...second, deviceIds: [foreignMeter] }],
      'body.sources.0.deviceIds',
      '设备“MT-E-99”不属于组织“模型测试公司”及其下级组织',
    );
    await check([{ ...second, deviceIds: [dieselTank] }], 'body.sources.0.deviceIds');
    await check(
      [second, { ...third, activityUnit: 'kWh', factorId: grid, deviceIds: [meter] }],
      'body.sources.1.deviceIds',
    );
    await check([{ ...second, factorId: crypto.randomUUID() }], 'body.sources.0.factorId', '排放因子不存在');
    const english = await refused(
      'staff',
      'POST',
      'model/save',
      model({ year: YEAR + 1 }, [{ ...second, activityUnit: 't' }]),
      'en-US',
    );
    expect(english.reason).toBe(
      'The activity unit "t" does not convert to "MWh", the unit of the factor "全国电网平均排放因子（2022年度）"',
    );
    const orgOfOther = await refused('staff', 'POST', 'model/save', model({ orgId: crypto.randomUUID() }));
    expect(orgOfOther).toMatchObject({ status: 400, field: 'body.orgId' });
  });

  it('replaces the sources on a change, keeping the ids of those it names', async () => {
    const [current] = (
      await ok<Page<CarbonModelDetail>>('POST', 'model/getModelPageList', { orgId: company.id })
    ).items;
    const before = await ok<CarbonModelDetail>('GET', `model/getModelDetail?id=${current!.id}`);
    const kept = before.sources[1]!;
    const after = await ok<CarbonModelDetail>(
      'POST',
      'model/save',
      model({ id: before.id, gwpSet: 'AR5' }, [
        { ...kept, factor: undefined, name: '外购电力（全厂）' },
        { ...before.sources[2]!, factor: undefined, id: undefined },
      ]),
    );
    expect(after.gwpSet).toBe('AR5');
    expect(after.sources).toHaveLength(2);
    expect(after.sources[0]).toMatchObject({ id: kept.id, name: '外购电力（全厂）' });
    expect(after.sources[1]!.id).not.toBe(before.sources[2]!.id);
    const [stored] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from carbon_sources where model_id = ${before.id}`),
    );
    expect(stored!.n).toBe(2);
  });

  it('refuses deleting a factor a model uses, naming the model', async () => {
    const res = await refused('staff', 'POST', 'zjFactor/delete', { id: own.id });
    expect(res.status).toBe(409);
    expect(res.msg).toContain(`核算模型“${YEAR}年度温室气体清单”（${YEAR}年）`);
  });

  it('locks a submitted model, opens a new version of a verified one, and deletes only drafts never verified', async () => {
    const [current] = (
      await ok<Page<CarbonModelDetail>>('POST', 'model/getModelPageList', { orgId: company.id })
    ).items;
    const id = current!.id;
    const early = await refused('staff', 'POST', 'model/newVersion', { id });
    expect(early.status).toBe(409);

    await db().execute(sql`update carbon_models set status = 1 where id = ${id}`);
    const locked = await refused('staff', 'POST', 'model/save', model({ id }));
    expect(locked.status).toBe(409);
    expect(locked.msg).toContain('已提交核查或已核查');
    expect((await refused('staff', 'POST', 'model/delete', { id })).status).toBe(409);

    await db().execute(sql`update carbon_models set status = 2 where id = ${id}`);
    await db().execute(sql`insert into carbon_verifications (tenant_id, model_id, model_version, status)
      values (${tenant.green}, ${id}, 1, 1)`);
    const opened = await call('staff', 'POST', 'model/newVersion', { id });
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json().msg).toBe('已创建第2版');
    expect(opened.json().data).toMatchObject({ id, version: 2, status: 0 });
    await ok('POST', 'model/save', model({ id, name: '修订后的清单' }));

    const verified = await refused('staff', 'POST', 'model/delete', { id });
    expect(verified.status).toBe(409);
    expect(verified.msg).toBe('核算模型“修订后的清单”已有核查记录，不能删除');

    const draft = await ok<CarbonModelDetail>('POST', 'model/save', model({ orgId: site.id, sources: [] }));
    await ok('POST', 'model/delete', { id: draft.id });
    expect((await refused('staff', 'GET', `model/getModelDetail?id=${draft.id}`)).status).toBe(404);
  });

  it("stay out of another tenant's reach, as do its organisations and factors", async () => {
    const [mine] = (
      await ok<Page<CarbonModelDetail>>('POST', 'model/getModelPageList', { orgId: company.id })
    ).items;
    expect((await ok<Page<unknown>>('POST', 'model/getModelPageList', {}, 'other')).total).toBe(0);
    expect((await refused('other', 'GET', `model/getModelDetail?id=${mine!.id}`)).status).toBe(404);
    expect((await refused('other', 'POST', 'model/newVersion', { id: mine!.id })).status).toBe(404);
    const otherTree = await ok<CarbonOrg[]>('GET', 'org/tree', undefined, 'other');
    expect(otherTree.map((o) => o.name)).toEqual(['他人公司']);
    expect((await refused('other', 'POST', 'org/delete', { id: company.id })).status).toBe(404);

    const theirFactors = await factors({}, 'other');
    expect(theirFactors.total).toBe(PLATFORM_FACTORS.length);
    expect(theirFactors.items.some((f) => f.id === own.id)).toBe(false);
    expect((await refused('other', 'POST', 'zjFactor/delete', { id: own.id })).status).toBe(404);
    const theirOrg = otherTree[0]!;
    const borrowed = await refused('other', 'POST', 'model/save', {
      ...model({ orgId: theirOrg.id }),
      sources: [{ ...(model().sources[2] as object), factorId: own.id }],
    });
    expect(borrowed).toMatchObject({ status: 400, field: 'body.sources.0.factorId' });
  });
});

// Product footprints, border emissions and the inventory report through HTTP as green-carbon's carbon
// staff (staff_b) and verifier (expert_b) meet them (issue 20): footprints computed on read from the
// factors (unit conversion, net calorific value, GWP set) in exact decimals, CBAM's per-tonne figures,
// refusals naming the input at fault, and the ISO 14064-1 report as xlsx and PDF.
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app.js';
import {
  carbonActivity,
  carbonDevices,
  carbonFactors,
  carbonModels,
  carbonOrgs,
  carbonSources,
  carbonVerifications,
  tenants,
} from '../src/db/schema/index.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedCarbonDemo } from '../src/seed/carbon.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

const C = '/api/api-carbon/carbon';
let t: TestDatabase;
let app: App;

type Who = 'staff' | 'verifier' | 'other';
const token = {} as Record<Who, string>;
const tenant: Record<string, string> = {};

function call(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  return app.inject({
    method,
    url: `${C}/${url}`,
    headers: { authorization: `Bearer ${token[who]}`, ...(language ? { 'accept-language': language } : {}) },
    ...(payload ? { payload } : {}),
  });
}

async function ok<T = unknown>(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call(who, method, url, payload);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json().data as T;
}

async function refused(who: Who, method: 'GET' | 'POST', url: string, payload?: object, language?: string) {
  const res = await call(who, method, url, payload, language);
  const body = res.json();
  return { status: res.statusCode, msg: body.msg as string, error: body.data?.errors?.[0] };
}

async function signIn(username: string, pwd: string, tenantId?: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/api-system/data/tenantuser/login',
    payload: { username, pwd, ...(tenantId ? { tenantId } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.token as string;
}

/** Factors written directly: green-carbon's own, and one of another tenant. */
const factor = {} as Record<'diesel' | 'dieselCh4' | 'power' | 'pigIron' | 'hfc' | 'foreign', string>;

async function insertFactor(
  tenantId: string,
  values: Partial<typeof carbonFactors.$inferInsert> &
    Pick<typeof carbonFactors.$inferInsert, 'name' | 'gas' | 'value'>,
) {
  const [row] = await t.database.db
    .insert(carbonFactors)
    .values({
      tenantId,
      category: 'stationary',
      numeratorUnit: 'kg',
      denominatorUnit: 'TJ',
      source: 'IPCC 2006 Guidelines, vol. 2 table 2.2',
      year: 2006,
      ...values,
    })
    .returning({ id: carbonFactors.id });
  return row!.id;
}

interface PathDetail {
  id: string;
  year: number;
  productName: string;
  declaredUnit: string;
  stages: {
    stage: string;
    emission: string;
    inputs: { name: string; emission: string; factorName: string }[];
  }[];
  total: string;
  footprint: string;
}

const steelPath = (productId: string, overrides: object = {}) => ({
  productId,
  name: '热轧卷 2025',
  year: 2025,
  boundary: 'cradle_to_gate',
  gwpSet: 'AR6',
  outputAmount: '10',
  stages: [
    {
      stage: 'raw_materials',
      inputs: [{ name: '生铁', amount: '12', unit: 't', factorId: factor.pigIron, cbamKind: 'precursor' }],
    },
    {
      stage: 'production',
      inputs: [
        { name: '柴油', amount: '2', unit: 't', factorId: factor.diesel, cbamKind: 'direct' },
        { name: '柴油 CH4', amount: '2000', unit: 'kg', factorId: factor.dieselCh4, cbamKind: 'direct' },
        { name: '外购电力', amount: '5000', unit: 'kWh', factorId: factor.power, cbamKind: 'indirect' },
      ],
    },
  ],
  ...overrides,
});

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
  for (const r of await t.database.db.select().from(tenants)) tenant[r.code] = r.id;
  const green = tenant['green-carbon']!;
  token.staff = await signIn('staff_b', 'Demo@123', green);
  token.verifier = await signIn('expert_b', 'Demo@123', green);
  token.other = await signIn('staff_a', 'Demo@123', tenant['east-cert']);

  // IPCC 2006: diesel 74,100 kg CO2/TJ and 3 kg CH4/TJ, NCV 43.0 TJ/Gg.
  factor.diesel = await insertFactor(green, {
    name: '柴油 CO2',
    gas: 'CO2',
    value: '74100',
    ncv: '43',
    ncvUnit: 'TJ/Gg',
  });
  factor.dieselCh4 = await insertFactor(green, {
    name: '柴油 CH4',
    gas: 'CH4',
    value: '3',
    ncv: '43',
    ncvUnit: 'TJ/Gg',
  });
  factor.power = await insertFactor(green, {
    name: '全国电网平均排放因子',
    category: 'electricity',
    gas: 'CO2e',
    value: '0.5703',
    numeratorUnit: 't',
    denominatorUnit: 'MWh',
    source: '生态环境部 2022 年全国电网平均排放因子',
    year: 2022,
  });
  factor.pigIron = await insertFactor(green, {
    name: '生铁（供应商实测）',
    category: 'material',
    gas: 'CO2e',
    value: '1.9',
    numeratorUnit: 't',
    denominatorUnit: 't',
    source: '供应商 EPD',
    year: 2024,
  });
  factor.hfc = await insertFactor(green, {
    name: '制冷剂 HFCs',
    category: 'process',
    gas: 'HFCs',
    value: '1',
    numeratorUnit: 'kg',
    denominatorUnit: 'kg',
  });
  factor.foreign = await insertFactor(tenant['east-cert']!, { name: '别家柴油', gas: 'CO2', value: '74100' });
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('products and footprints', () => {
  let productId: string;
  let pathId: string;

  it('saves, lists and changes products', async () => {
    const saved = await ok<{ id: string; pathCount: number }>('staff', 'POST', 'pdt/save', {
      name: '热轧钢卷（测试）',
      code: 'HRC-T1',
      declaredUnit: 't',
      cbamGoods: 'iron_steel',
      cnCode: '7208',
    });
    productId = saved.id;
    expect(saved.pathCount).toBe(0);
    const page = await ok<{ items: { id: string; name: string }[]; total: number }>(
      'staff',
      'POST',
      'pdt/getPageProductList?pageIndex=1&pageSize=10',
      { keyword: 'HRC-T1' },
    );
    expect(page).toMatchObject({ total: 1, items: [{ id: productId, name: '热轧钢卷（测试）' }] });
    const changed = await ok<{ description: string }>('staff', 'POST', 'pdt/save', {
      id: productId,
      name: '热轧钢卷（测试）',
      code: 'HRC-T1',
      declaredUnit: 't',
      cbamGoods: 'iron_steel',
      cnCode: '7208',
      description: '厚度 3 mm',
    });
    expect(changed.description).toBe('厚度 3 mm');
  });

  it('computes the footprint per stage, in total and per declared unit in exact decimals', async () => {
    const path = await ok<PathDetail>('staff', 'POST', 'zjPath/create', steelPath(productId));
    pathId = path.id;
    // 12 t × 1.9 = 22.8; 2 t × 43 TJ/Gg × 74,100 kg/TJ = 6.3726 t CO2; 2,000 kg × 43 TJ/Gg × 3 kg CH4/TJ
    // = 0.258 kg CH4 × 29.8 (AR6) = 0.0076884 t CO2e; 5,000 kWh × 0.5703 t/MWh = 2.8515 t.
    expect(path.stages.map((s) => [s.stage, s.emission])).toEqual([
      ['raw_materials', '22.8'],
      ['production', '9.2317884'],
    ]);
    expect(path.stages[1]!.inputs.map((i) => i.emission)).toEqual(['6.3726', '0.0076884', '2.8515']);
    expect(path.total).toBe('32.0317884');
    // kg CO2e per tonne: 32.0317884 t × 1000 / 10 t
    expect(path.footprint).toBe('3203.17884');
    expect(path).toMatchObject({ productName: '热轧钢卷（测试）', declaredUnit: 't' });

    const read = await ok<PathDetail>('staff', 'GET', `zjPath/queryById?id=${pathId}`);
    expect(read.footprint).toBe('3203.17884');
    const list = await ok<PathDetail[]>('staff', 'GET', `zjPath/list?productId=${productId}`);
    expect(list.map((p) => [p.id, p.total])).toEqual([[pathId, '32.0317884']]);
  });

  it('follows the GWP set and a corrected factor on the next read', async () => {
    const ar5 = await ok<PathDetail>(
      'staff',
      'POST',
      'zjPath/update',
      steelPath(productId, { id: pathId, gwpSet: 'AR5' }),
    );
    // CH4 at 28 (AR5): 0.258 kg × 28 = 0.007224 t
    expect(ar5.stages[1]!.inputs[1]!.emission).toBe('0.007224');
    expect(ar5.total).toBe('32.031324');
    await t.database.db.execute(sql`update carbon_factors set value = 2 where id = ${factor.pigIron}`);
    const read = await ok<PathDetail>('staff', 'GET', `zjPath/queryById?id=${pathId}`);
    expect(read.stages[0]!.emission).toBe('24');
    await t.database.db.execute(sql`update carbon_factors set value = 1.9 where id = ${factor.pigIron}`);
    await ok('staff', 'POST', 'zjPath/update', steelPath(productId, { id: pathId }));
  });

  it('refuses inputs whose factor is unknown, foreign or without a GWP, and units that do not convert', async () => {
    const withInput = (input: object) =>
      steelPath(productId, {
        stages: [
          { stage: 'raw_materials', inputs: [] },
          {
            stage: 'production',
            inputs: [
              { name: '柴油', amount: '2', unit: 't', factorId: factor.diesel },
              { name: '问题投入', amount: '1', unit: 't', ...input },
            ],
          },
        ],
      });
    for (const factorId of ['00000000-0000-4000-8000-000000000000', factor.foreign]) {
      const unknown = await refused('staff', 'POST', 'zjPath/create', withInput({ factorId }));
      expect(unknown).toMatchObject({
        status: 400,
        error: { field: 'body.stages.1.inputs.1.factorId', reason: '排放因子不存在或不可用' },
      });
    }
    const hfc = await refused(
      'staff',
      'POST',
      'zjPath/create',
      withInput({ factorId: factor.hfc, unit: 'kg' }),
    );
    expect(hfc).toMatchObject({ status: 400, error: { field: 'body.stages.1.inputs.1.factorId' } });
    expect(hfc.error.reason).toContain('HFCs');

    const volume = await refused(
      'staff',
      'POST',
      'zjPath/create',
      withInput({ factorId: factor.power, unit: 'm^3' }),
    );
    expect(volume).toMatchObject({
      status: 400,
      error: { field: 'body.stages.1.inputs.1.unit', reason: '单位 m^3 无法换算为排放因子的单位 t/MWh' },
    });
    const english = await refused(
      'staff',
      'POST',
      'zjPath/create',
      withInput({ factorId: factor.power, unit: 'm^3' }),
      'en-US',
    );
    expect(english.error).toEqual({
      field: 'body.stages.1.inputs.1.unit',
      reason: "Unit m^3 does not convert to the factor's unit t/MWh",
    });

    const twice = await refused('staff', 'POST', 'zjPath/create', {
      ...steelPath(productId),
      stages: [
        { stage: 'production', inputs: [] },
        { stage: 'production', inputs: [] },
      ],
    });
    expect(twice).toMatchObject({ status: 400, error: { field: 'body.stages.1.stage' } });
    const outside = await refused('staff', 'POST', 'zjPath/create', {
      ...steelPath(productId),
      stages: [{ stage: 'distribution', inputs: [] }],
    });
    expect(outside).toMatchObject({ status: 400, error: { field: 'body.stages.0.stage' } });
    const noProduct = await refused(
      'staff',
      'POST',
      'zjPath/create',
      steelPath('00000000-0000-4000-8000-000000000000'),
    );
    expect(noProduct).toMatchObject({ status: 400, error: { field: 'body.productId' } });
    const noId = await refused('staff', 'POST', 'zjPath/update', steelPath(productId));
    expect(noId).toMatchObject({ status: 400, error: { field: 'body.id' } });
  });

  it('answers the border emissions per tonne of good as CBAM asks', async () => {
    const border = await ok<Record<string, unknown>>(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${productId}&year=2025`,
    );
    expect(border).toMatchObject({
      productId,
      pathId,
      cnCode: '7208',
      cbamGoods: 'iron_steel',
      year: 2025,
      production: '10',
      directEmissions: '6.3802884',
      indirectEmissions: '2.8515',
      precursorEmissions: '22.8',
      specificDirect: '0.63802884',
      specificIndirect: '0.28515',
      specificTotal: '3.20317884',
    });
    expect(border.method).toContain('热轧卷 2025');

    const none = await refused(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${productId}&year=2024`,
    );
    expect(none).toMatchObject({
      status: 404,
      msg: '产品“热轧钢卷（测试）”在 2024 年没有碳足迹路径，无法计算边境排放',
    });
    const english = await refused(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${productId}&year=2024`,
      undefined,
      'en-US',
    );
    expect(english.msg).toBe(
      'Product "热轧钢卷（测试）" has no footprint path for 2024, so its border emissions cannot be computed',
    );
  });

  it('converts a declared unit in kg to tonnes and refuses one that is not a mass', async () => {
    const kg = await ok<{ id: string }>('staff', 'POST', 'pdt/save', {
      name: '钢丝（测试）',
      declaredUnit: 'kg',
    });
    await ok('staff', 'POST', 'zjPath/create', {
      ...steelPath(kg.id),
      outputAmount: '10000',
    });
    const border = await ok<{ production: string; specificTotal: string }>(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${kg.id}&year=2025`,
    );
    expect(border).toMatchObject({ production: '10', specificTotal: '3.20317884' });

    const piece = await ok<{ id: string }>('staff', 'POST', 'pdt/save', {
      name: '螺栓（测试）',
      declaredUnit: '件',
    });
    const path = await ok<PathDetail>('staff', 'POST', 'zjPath/create', {
      ...steelPath(piece.id),
      outputAmount: '1000',
    });
    expect(path.footprint).toBe('32.0317884');
    const refusal = await refused(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${piece.id}&year=2025`,
    );
    expect(refusal.status).toBe(409);
    expect(refusal.msg).toContain('不是质量单位');
  });

  it('keeps a product with paths and deletes it once they are gone', async () => {
    const kept = await refused('staff', 'POST', 'pdt/delete', { id: productId });
    expect(kept).toMatchObject({
      status: 409,
      msg: '产品“热轧钢卷（测试）”还有 1 条碳足迹路径，请先删除路径',
    });
    await ok('staff', 'POST', 'zjPath/delete', { id: pathId });
    expect((await refused('staff', 'GET', `zjPath/queryById?id=${pathId}`)).status).toBe(404);
    await ok('staff', 'POST', 'pdt/delete', { id: productId });
    expect((await refused('staff', 'GET', `zjPath/list?productId=${productId}`)).status).toBe(404);
  });

  it('is for carbon staff only', async () => {
    expect((await refused('other', 'POST', 'pdt/getPageProductList', {})).status).toBe(403);
    expect((await refused('verifier', 'POST', 'pdt/save', { name: 'x', declaredUnit: 't' })).status).toBe(
      403,
    );
  });
});

describe('the inventory report', () => {
  let modelId: string;

  beforeAll(async () => {
    const green = tenant['green-carbon']!;
    const db = t.database.db;
    const [company] = await db
      .insert(carbonOrgs)
      .values({ tenantId: green, name: '报告测试公司', kind: 'company' })
      .returning({ id: carbonOrgs.id });
    const [site] = await db
      .insert(carbonOrgs)
      .values({ tenantId: green, parentId: company!.id, name: '报告测试一厂', kind: 'site' })
      .returning({ id: carbonOrgs.id });
    const [boiler, meter] = await db
      .insert(carbonDevices)
      .values([
        {
          tenantId: green,
          orgId: site!.id,
          code: 'RPT-BOILER',
          name: '锅炉',
          activityKind: 'fuel',
          carrier: 'diesel',
          unit: 't',
        },
        {
          tenantId: green,
          orgId: site!.id,
          code: 'RPT-METER',
          name: '总电表',
          activityKind: 'electricity',
          carrier: 'electricity',
          unit: 'kWh',
        },
      ])
      .returning({ id: carbonDevices.id });
    // Diesel for January to June only (1 t a month); electricity every month (1,000 kWh).
    await db.insert(carbonActivity).values([
      ...[1, 2, 3, 4, 5, 6].map((month) => ({
        tenantId: green,
        orgId: site!.id,
        deviceId: boiler!.id,
        year: 2025,
        month,
        value: '1',
      })),
      ...Array.from({ length: 12 }, (_, i) => ({
        tenantId: green,
        orgId: site!.id,
        deviceId: meter!.id,
        year: 2025,
        month: i + 1,
        value: '1000',
      })),
    ]);
    const [model] = await db
      .insert(carbonModels)
      .values({
        tenantId: green,
        orgId: company!.id,
        year: 2025,
        name: '2025 年核算模型',
        boundary: 'operational',
        gwpSet: 'AR6',
        outputValue: '100',
        outputUnit: 't',
        status: 2,
      })
      .returning({ id: carbonModels.id });
    modelId = model!.id;
    await db.insert(carbonSources).values([
      {
        tenantId: green,
        modelId,
        name: '锅炉柴油燃烧',
        activityKind: 'fuel',
        carrier: 'diesel',
        deviceIds: [boiler!.id],
        factorId: factor.diesel,
        activityUnit: 't',
        scope: 1,
        isoCategory: 1,
        sort: 1,
      },
      {
        tenantId: green,
        modelId,
        name: '外购电力',
        activityKind: 'electricity',
        carrier: 'electricity',
        deviceIds: [meter!.id],
        factorId: factor.power,
        activityUnit: 'kWh',
        scope: 2,
        isoCategory: 2,
        sort: 2,
      },
    ]);
    await db.insert(carbonVerifications).values({
      tenantId: green,
      modelId,
      modelVersion: 1,
      status: 1,
      verifier: '核查员乙',
      assurance: 'reasonable',
      materiality: '5',
      opinion: '清单在所有重大方面按 ISO 14064-1 编制。',
      verifiedAt: new Date('2026-03-01T08:00:00Z'),
    });
  });

  async function download(who: Who, format: 'xlsx' | 'pdf', language?: string) {
    const res = await call(
      who,
      'GET',
      `report/zjdownload?modelId=${modelId}&format=${format}`,
      undefined,
      language,
    );
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
    return res;
  }

  it('writes the year as a workbook with one sheet per part and the right totals', async () => {
    const res = await download('staff', 'xlsx');
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('报告测试公司2025年度温室气体排放报告.xlsx')}`,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets.map((s) => s.name)).toEqual([
      '组织与报告期',
      '报告边界',
      '排放源',
      '量化方法',
      '排放因子',
      '量化结果',
      '逐月排放',
      '能源消费',
      '不确定性',
      '核查',
    ]);
    const valueBeside = (sheet: string, label: string) => {
      let found: unknown;
      workbook.getWorksheet(sheet)!.eachRow((row) => {
        if (row.getCell(1).value === label) found = row.getCell(2).value;
      });
      return found;
    };
    // 6 t diesel × 3.1863 = 19.1178; 12,000 kWh × 0.5703 t/MWh = 6.8436
    expect(valueBeside('量化结果', '排放总量（t CO2e）')).toBe(25.9614);
    expect(valueBeside('量化结果', '范围一 直接排放')).toBe(19.1178);
    expect(valueBeside('量化结果', '类别2 输入能源的间接温室气体排放')).toBe(6.8436);
    expect(valueBeside('量化结果', '排放强度（t CO2e / t）')).toBe(0.259614);
    expect(valueBeside('报告边界', '合并方法')).toBe('运营控制法');
    expect(valueBeside('报告边界', '纳入边界的组织')).toBe('报告测试公司、报告测试一厂');
    expect(valueBeside('核查', '保证等级')).toBe('合理保证');
    const months = workbook.getWorksheet('逐月排放')!;
    const totalRow = months.getRow(months.rowCount);
    expect([1, 2, 3, 4, 5].map((c) => totalRow.getCell(c).value)).toEqual([
      '合计',
      19.1178,
      6.8436,
      0,
      25.9614,
    ]);
    const uncertainty = JSON.stringify(workbook.getWorksheet('不确定性')!.getSheetValues());
    expect(uncertainty).toContain('仅覆盖 6/12 个月');
    expect(uncertainty).toContain('覆盖 12/12 个月');
  });

  it('writes it in English for an English caller, and for the verifier', async () => {
    const res = await download('verifier', 'xlsx', 'en-US');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(workbook.worksheets[0]!.name).toBe('Organisation and period');
    expect(workbook.worksheets.map((s) => s.name)).toContain('Uncertainty');
    expect(res.headers['content-disposition']).toContain('GHG%20emissions%20report%202025.xlsx');
  });

  it('writes a PDF with the CJK font of the npm package embedded and no machine font', async () => {
    const res = await download('staff', 'pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('2025年度温室气体排放报告.pdf'));
    const bytes = res.rawPayload.toString('latin1');
    expect(bytes.startsWith('%PDF')).toBe(true);
    expect(bytes).toContain('/FontFile2');
    const fonts = bytes.match(/\/BaseFont\s*\/[^\s/>]+/g) ?? [];
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font).toMatch(/NotoSansSC/);
    expect(bytes).not.toMatch(/Helvetica|Times-Roman|Courier|SimSun|PingFang|Microsoft YaHei|DejaVu/);
  });

  it('lets a verifier read only the models submitted for verification', async () => {
    const green = tenant['green-carbon']!;
    const [org] = await t.database.db
      .insert(carbonOrgs)
      .values({ tenantId: green, name: '未提交核查的公司', kind: 'company' })
      .returning({ id: carbonOrgs.id });
    const [draft] = await t.database.db
      .insert(carbonModels)
      .values({ tenantId: green, orgId: org!.id, year: 2025, name: '草稿模型', boundary: 'financial' })
      .returning({ id: carbonModels.id });
    const url = `report/zjdownload?modelId=${draft!.id}&format=xlsx`;
    expect((await refused('verifier', 'GET', url)).status).toBe(403);
    const res = await call('staff', 'GET', url);
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const verification = JSON.stringify(workbook.getWorksheet('核查')!.getSheetValues());
    expect(verification).toContain('本年度清单尚未提交核查。');
  });

  it('refuses a model of another tenant and callers without the carbon app', async () => {
    expect((await refused('other', 'GET', `report/zjdownload?modelId=${modelId}&format=xlsx`)).status).toBe(
      403,
    );
    const missing = await refused(
      'staff',
      'GET',
      'report/zjdownload?modelId=00000000-0000-4000-8000-000000000000',
    );
    expect(missing).toMatchObject({ status: 404, msg: '核算模型不存在' });
  });
});

describe('the demo', () => {
  beforeAll(() => seedCarbonDemo(app, t.database.db));

  it("computes the seeded product's footprint and border emissions, and the seeded models' reports", async () => {
    const page = await ok<{ items: { id: string; pathCount: number }[] }>(
      'staff',
      'POST',
      'pdt/getPageProductList?pageIndex=1&pageSize=20',
      { keyword: 'GY-ZJ-001' },
    );
    expect(page.items).toHaveLength(1);
    const [product] = page.items;
    const [path] = await ok<PathDetail[]>('staff', 'GET', `zjPath/list?productId=${product!.id}`);
    const stageSum = path!.stages.reduce((sum, s) => sum + Number(s.emission), 0);
    expect(Number(path!.total)).toBeCloseTo(stageSum, 6);
    expect(Number(path!.total)).toBeGreaterThan(0);
    const border = await ok<{ production: string; specificTotal: string }>(
      'staff',
      'GET',
      `data/searchBorderEmissionData?productId=${product!.id}&year=${path!.year}`,
    );
    expect(Number(border.specificTotal)).toBeGreaterThan(0);

    const rows = rowsOf<{ id: string; submitted: boolean }>(
      await t.database.db.execute(
        sql`select m.id, exists (select 1 from carbon_verifications v where v.model_id = m.id) as submitted
          from carbon_models m join carbon_orgs o on o.tenant_id = m.tenant_id and o.id = m.org_id
          where o.name not like '%测试%' and o.name <> '未提交核查的公司'`,
      ),
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const model of rows) {
      for (const format of ['xlsx', 'pdf']) {
        const res = await call('staff', 'GET', `report/zjdownload?modelId=${model.id}&format=${format}`);
        expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
      }
      const verifier = await call('verifier', 'GET', `report/zjdownload?modelId=${model.id}&format=pdf`);
      expect(verifier.statusCode).toBe(model.submitted ? 200 : 403);
    }
  });
});

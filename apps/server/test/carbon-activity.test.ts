// Devices, monthly activity data and their imports through HTTP (issue 20): device rules (unique code,
// known unit, unit frozen by readings, deletion refused while in use), manual entry with unit
// conversion, corrections with history, locks of submitted/verified models, the templates, imports in
// both modes with every kind of refusal, the report, and another tenant's rows staying out of reach.
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARBON_PREFIX } from '@platform/contract';
import { buildApp, type App } from '../src/app.js';
import { rowsOf } from '../src/db/migrate.js';
import { seedDemo } from '../src/seed/index.js';
import { migratedDatabase, testConfig, type TestDatabase } from './helpers.js';

let t: TestDatabase;
let app: App;
type Who = 'staff' | 'expert';
const token = {} as Record<Who, string>;
const tenant = {} as Record<'green' | 'east', string>;
const org = {} as Record<'company' | 'site' | 'other', string>;
let staffMember = '';
const YEAR = 2031;

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

async function ok<T = unknown>(method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await call('staff', method, url, payload);
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

const db = () => t.database.db;

async function insertOrg(
  tenantId: string,
  name: string,
  parentId: string | null,
  code: string | null = null,
) {
  const [row] = rowsOf<{ id: string }>(
    await db().execute(sql`insert into carbon_orgs (tenant_id, parent_id, name, kind, code)
      values (${tenantId}, ${parentId}, ${name}, ${parentId ? 'site' : 'company'}, ${code}) returning id`),
  );
  return row!.id;
}

interface Device {
  id: string;
  code: string;
  unit: string;
  orgId: string;
  orgName: string;
}
interface Row {
  id: string;
  value: string;
  unit: string;
  month: number;
  locked: boolean;
  orgName: string;
  deviceName: string;
  evidence: string[];
}
interface Import {
  id: string;
  status: number;
  total: number;
  processed: number;
  accepted: number;
  refused: number;
  report: { row: number; field: string; reason: string }[];
  error: string | null;
}

const device = (code: string, unit = 'kWh', orgId = org.site, extra: object = {}) =>
  ok<Device>('POST', 'device/save', {
    orgId,
    code,
    name: `设备${code}`,
    activityKind: 'electricity',
    carrier: 'electricity',
    unit,
    ...extra,
  });

async function workbook(sheetName: string, rows: unknown[][]) {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const row of rows) ws.addRow(row);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function upload(path: string, file: Buffer, language?: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'data.xlsx');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return app.inject({
    method: 'POST',
    url: `${CARBON_PREFIX}/${path}`,
    headers: {
      authorization: `Bearer ${token.staff}`,
      'content-type': request.headers.get('content-type')!,
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

/** Starts an import and waits for its end. */
async function imported(path: string, file: Buffer, language?: string): Promise<Import> {
  const res = await upload(path, file, language);
  expect(res.statusCode, res.body).toBe(200);
  const started = res.json().data as Import;
  expect(started.status).toBe(0);
  for (let i = 0; i < 500; i++) {
    const now = await ok<Import>('GET', `import/status?id=${started.id}`);
    if (now.status !== 0) return now;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the import did not end');
}

const rowsOfYear = async (filter: object = {}) =>
  (await ok<{ items: Row[]; total: number }>('POST', 'deviceData/queryPageList?pageIndex=1&pageSize=500', {
    year: YEAR,
    orgId: org.company,
    ...filter,
  })) as { items: Row[]; total: number };

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
  const tenants = rowsOf<{ id: string; code: string }>(
    await db().execute(sql`select id, code from tenants where code in ('east-cert', 'green-carbon')`),
  );
  tenant.green = tenants.find((r) => r.code === 'green-carbon')!.id;
  tenant.east = tenants.find((r) => r.code === 'east-cert')!.id;
  token.staff = await signIn('staff_b');
  token.expert = await signIn('expert_b');
  org.company = await insertOrg(tenant.green, '测试公司', null, 'T-CO');
  org.site = await insertOrg(tenant.green, '测试一厂', org.company, 'T-S1');
  org.other = await insertOrg(tenant.green, '另一公司', null);
  const [member] = rowsOf<{ id: string }>(
    await db().execute(sql`select tu.id from tenant_users tu join users u on u.id = tu.user_id
      where u.username = 'staff_b' and tu.tenant_id = ${tenant.green}`),
  );
  staffMember = member!.id;
});
afterAll(async () => {
  await app?.close();
  await t?.drop();
});

describe('devices', () => {
  it('are kept per organisation with a unique code and a known unit', async () => {
    const meter = await device('T-E1');
    expect(meter).toMatchObject({ code: 'T-E1', unit: 'kWh', orgId: org.site, orgName: '测试一厂' });
    await device('T-E9', 'kWh', org.other);

    // Listed under the company (the site is below it), by keyword on code or name.
    const page = await ok<{ items: Device[]; total: number }>(
      'POST',
      'device/queryPageList?pageIndex=1&pageSize=50',
      {
        orgId: org.company,
      },
    );
    expect(page.items.map((d) => d.code)).toEqual(['T-E1']);
    const byName = await ok<{ items: Device[] }>('POST', 'device/queryPageList?pageIndex=1&pageSize=50', {
      keyword: '设备T-E9',
    });
    expect(byName.items.map((d) => d.code)).toEqual(['T-E9']);

    const taken = await call('staff', 'POST', 'device/save', {
      orgId: org.site,
      code: 'T-E1',
      name: '重复',
      activityKind: 'fuel',
      unit: 't',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().msg).toContain('T-E1');
    expect(taken.json().data.errors[0].field).toBe('body.code');

    const unknownUnit = await call('staff', 'POST', 'device/save', {
      orgId: org.site,
      code: 'T-X',
      name: 'x',
      activityKind: 'fuel',
      unit: 'bananas',
    });
    expect(unknownUnit.statusCode).toBe(400);
    expect(unknownUnit.json().data.errors[0].field).toBe('body.unit');

    const english = await call(
      'staff',
      'POST',
      'device/save',
      { orgId: org.site, code: 'T-X', name: 'x', activityKind: 'fuel', unit: 'bananas' },
      'en-US',
    );
    expect(english.json().data.errors[0].reason).toBe('Unknown unit "bananas"');
    expect(english.json().msg).toContain('Unknown unit "bananas"');
    expect(unknownUnit.json().data.errors[0].reason).toBe('无法识别的单位“bananas”');

    const foreignOrg = await insertOrg(tenant.east, '别家', null);
    const otherTenant = await call('staff', 'POST', 'device/save', {
      orgId: foreignOrg,
      code: 'T-X',
      name: 'x',
      activityKind: 'fuel',
      unit: 't',
    });
    expect(otherTenant.statusCode).toBe(400);
    expect(otherTenant.json().data.errors[0].field).toBe('body.orgId');
  });

  it('keep their unit once they have readings, and are not deleted while in use', async () => {
    const meter = await device('T-E2', 'kWh');
    await ok('POST', 'deviceData/save', { deviceId: meter.id, year: YEAR, month: 1, value: '10' });
    const changed = await call('staff', 'POST', 'device/save', {
      id: meter.id,
      orgId: org.site,
      code: 'T-E2',
      name: '改名',
      activityKind: 'electricity',
      unit: 'MWh',
    });
    expect(changed.statusCode).toBe(409);
    // Renaming is fine.
    await device('T-E2', 'kWh', org.site, { id: meter.id, name: '改名' });
    expect((await call('staff', 'POST', 'device/delete', { id: meter.id })).statusCode).toBe(409);

    const spare = await device('T-E3');
    const [model] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_models (tenant_id, org_id, year, name, boundary)
        values (${tenant.green}, ${org.other}, 2030, '引用模型', 'operational') returning id`),
    );
    await db().execute(sql`insert into carbon_sources (tenant_id, model_id, name, activity_kind, device_ids,
        factor_id, activity_unit, scope, iso_category)
      values (${tenant.green}, ${model!.id}, '外购电', 'electricity', ${`{${spare.id}}`}::uuid[],
        gen_random_uuid(), 'kWh', 2, 2)`);
    const named = await call('staff', 'POST', 'device/delete', { id: spare.id });
    expect(named.statusCode).toBe(409);
    expect(named.json().msg).toContain('引用模型');

    const free = await device('T-E4');
    await ok('POST', 'device/delete', { id: free.id });
    expect((await call('staff', 'POST', 'device/delete', { id: free.id })).statusCode).toBe(404);
  });

  it('are for carbon staff only', async () => {
    const res = await call('expert', 'POST', 'device/queryPageList?pageIndex=1&pageSize=10', {});
    expect(res.statusCode).toBe(403);
  });
});

describe('manual entry and correction', () => {
  it('converts to the device unit, refuses a second reading of a month, and keeps the history of corrections', async () => {
    const meter = await device('T-M1', 'kWh');
    const first = await ok<Row>('POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 3,
      value: '1.5',
      unit: 'MWh',
      note: '电费单',
    });
    expect(first).toMatchObject({
      value: '1500',
      unit: 'kWh',
      month: 3,
      locked: false,
      deviceName: '设备T-M1',
    });
    expect(first.orgName).toBe('测试一厂');

    const again = await call('staff', 'POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 3,
      value: '1',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().msg).toContain('3');

    const mismatch = await call('staff', 'POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 4,
      value: '1',
      unit: 't',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().data.errors[0].field).toBe('body.unit');
    const negative = await call('staff', 'POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 4,
      value: '-1',
    });
    expect(negative.statusCode).toBe(400);

    // A correction needs a reason.
    const noReason = await call('staff', 'POST', 'deviceData/save', {
      id: first.id,
      deviceId: meter.id,
      year: YEAR,
      month: 3,
      value: '1600',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().data.errors[0].field).toBe('body.reason');

    // Evidence must be an upload of the tenant.
    await db()
      .execute(sql`insert into uploads (tenant_id, key, original_name, size, content_type, uploader_id)
      values (${tenant.green}, 'carbon/bill-3.pdf', 'bill.pdf', 10, 'application/pdf', ${staffMember})`);
    const foreign = await call('staff', 'POST', 'deviceData/save', {
      id: first.id,
      deviceId: meter.id,
      year: YEAR,
      month: 3,
      value: '1600',
      reason: '抄表错误',
      evidence: ['carbon/nobody.pdf'],
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().data.errors[0].field).toBe('body.evidence');

    const corrected = await ok<Row>('POST', 'deviceData/save', {
      id: first.id,
      deviceId: meter.id,
      year: YEAR,
      month: 3,
      value: '1600',
      reason: '抄表错误',
      evidence: ['carbon/bill-3.pdf'],
    });
    expect(corrected).toMatchObject({ id: first.id, value: '1600', evidence: ['carbon/bill-3.pdf'] });

    await ok('POST', 'deviceData/delete', { id: first.id, reason: '重复录入' });
    const history = await ok<
      { oldValue: string | null; newValue: string | null; reason: string; changedBy: string }[]
    >('GET', `deviceData/history?id=${first.id}`);
    expect(history.map((h) => [h.oldValue, h.newValue, h.reason])).toEqual([
      ['1600', null, '重复录入'],
      ['1500', '1600', '抄表错误'],
    ]);
    expect(history[0]!.changedBy).toBe('周杰');
    const noDeleteReason = await call('staff', 'POST', 'deviceData/delete', { id: first.id, reason: '' });
    expect(noDeleteReason.statusCode).toBe(400);
  });

  it('locks the rows of an organisation and year whose model is submitted or verified', async () => {
    const meter = await device('T-L1', 'kWh');
    const row = await ok<Row>('POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 6,
      value: '5',
    });
    // The model of the company covers its site.
    const [model] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_models (tenant_id, org_id, year, name, boundary, status)
        values (${tenant.green}, ${org.company}, ${YEAR}, '测试模型', 'operational', 1) returning id`),
    );
    const listed = await rowsOfYear({ deviceId: meter.id });
    expect(listed.items.map((r) => r.locked)).toEqual([true]);
    const change = await call('staff', 'POST', 'deviceData/save', {
      id: row.id,
      deviceId: meter.id,
      year: YEAR,
      month: 6,
      value: '6',
      reason: '更正',
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().msg).toContain('锁定');
    const add = await call('staff', 'POST', 'deviceData/save', {
      deviceId: meter.id,
      year: YEAR,
      month: 7,
      value: '6',
    });
    expect(add.statusCode).toBe(409);
    expect((await call('staff', 'POST', 'deviceData/delete', { id: row.id, reason: 'x' })).statusCode).toBe(
      409,
    );

    // An open finding of the verification in review names the row: the company may correct it.
    const [verification] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_verifications (tenant_id, model_id, model_version)
        values (${tenant.green}, ${model!.id}, 1) returning id`),
    );
    await db()
      .execute(sql`insert into carbon_findings (tenant_id, verification_id, activity_id, severity, text)
      values (${tenant.green}, ${verification!.id}, ${row.id}, 'misstatement', '读数有误')`);
    await ok('POST', 'deviceData/save', {
      id: row.id,
      deviceId: meter.id,
      year: YEAR,
      month: 6,
      value: '6',
      reason: '核查发现',
    });

    await db().execute(sql`update carbon_models set status = 2 where id = ${model!.id}`);
    const verified = await call('staff', 'POST', 'deviceData/save', {
      id: row.id,
      deviceId: meter.id,
      year: YEAR,
      month: 6,
      value: '7',
      reason: '再改',
    });
    expect(verified.statusCode).toBe(409);
    await db().execute(sql`delete from carbon_models where id = ${model!.id}`);
    expect((await rowsOfYear({ deviceId: meter.id })).items[0]!.locked).toBe(false);
  });
});

describe('templates', () => {
  it('list the tenant devices with twelve month columns, in the caller language', async () => {
    const res = await call('staff', 'GET', `deviceData/template?year=${YEAR}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`${YEAR}年活动数据导入模板.xlsx`),
    );
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('活动数据')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('设备编码');
    expect(sheet.getRow(1).getCell(5).value).toBe('1月');
    const codes: unknown[] = [];
    sheet.eachRow((row, n) => n > 1 && codes.push(row.getCell(1).value));
    expect(codes).toContain('T-E1');
    expect(wb.getWorksheet('设备清单')).toBeDefined();

    const english = await call('staff', 'GET', 'device/template', undefined, 'en-US');
    const en = new ExcelJS.Workbook();
    await en.xlsx.load(english.rawPayload as unknown as ArrayBuffer);
    expect(en.getWorksheet('Devices')!.getRow(1).getCell(1).value).toBe('Device code');
  });
});

describe('imports', () => {
  it('import devices, updating those already there by code', async () => {
    const file = await workbook('设备', [
      ['设备编码', '设备名称', '所属组织', '活动类型', '能源品种', '单位', '说明'],
      ['T-I1', '锅炉', '测试一厂', '燃料', '天然气', 'm^3', null],
      ['T-I2', '电表', 'T-S1', 'Electricity', null, 'kWh', '按组织编码'],
      ['T-E1', '总电表（改名）', '测试一厂', '电力', '电力', 'kWh', null],
    ]);
    const done = await imported('device/import?mode=all', file);
    expect(done).toMatchObject({ status: 1, total: 3, processed: 3, accepted: 3, refused: 0, report: [] });
    const page = await ok<{ items: (Device & { name: string; carrier: string })[] }>(
      'POST',
      'device/queryPageList?pageIndex=1&pageSize=50',
      { keyword: 'T-I' },
    );
    expect(page.items.map((d) => [d.code, d.unit, d.carrier])).toEqual([
      ['T-I1', 'm^3', 'natural_gas'],
      ['T-I2', 'kWh', null],
    ]);
  });

  it('refuse a device file with a bad row as a whole in mode all, and write the good rows in mode good', async () => {
    const file = await workbook('设备', [
      ['设备编码', '设备名称', '所属组织', '活动类型', '能源品种', '单位', '说明'],
      ['T-J1', '好设备', '测试一厂', '电力', null, 'kWh', null],
      ['T-J2', '坏单位', '测试一厂', '电力', null, 'bananas', null],
      ['T-J3', '无组织', '不存在的厂', '电力', null, 'kWh', null],
      ['T-J1', '重复', '测试一厂', '电力', null, 'kWh', null],
      ['T-E2', '改单位', '测试一厂', '电力', null, 'MWh', null],
    ]);
    const refused = await imported('device/import?mode=all', file);
    expect(refused).toMatchObject({ status: 2, accepted: 0, refused: 4 });
    expect(refused.report.map((p) => [p.row, p.field])).toEqual([
      [3, '单位'],
      [4, '所属组织'],
      [5, '设备编码'],
      [6, '单位'],
    ]);
    const none = await ok<{ total: number }>('POST', 'device/queryPageList?pageIndex=1&pageSize=50', {
      keyword: 'T-J',
    });
    expect(none.total).toBe(0);
    const good = await imported('device/import?mode=good', file);
    expect(good).toMatchObject({ status: 1, accepted: 1, refused: 4 });
    const one = await ok<{ total: number }>('POST', 'device/queryPageList?pageIndex=1&pageSize=50', {
      keyword: 'T-J',
    });
    expect(one.total).toBe(1);
  });

  it('import a year of readings from the twelve-month sheet, converting units', async () => {
    await device('T-W1', 'kWh');
    await device('T-W2', 't', org.site, { activityKind: 'fuel', carrier: 'diesel' });
    const file = await workbook('活动数据', [
      ['设备编码', '设备名称', '单位', '年份', ...Array.from({ length: 12 }, (_, i) => `${i + 1}月`), '备注'],
      ['T-W1', '电表', null, YEAR, 100, 200, 300, null, null, null, null, null, null, null, null, null],
      [
        'T-W2',
        '柴油',
        'kg',
        YEAR,
        1500,
        '2,000',
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        null,
        '过磅单',
      ],
      ['T-W9', '未填写', null, YEAR],
    ]);
    const done = await imported(`deviceData/import?mode=all&year=${YEAR}`, file);
    expect(done).toMatchObject({ status: 1, total: 5, processed: 5, accepted: 5, refused: 0 });
    const rows = await rowsOfYear({ orgId: org.site });
    const w2 = rows.items.filter((r) => r.deviceName === '设备T-W2').map((r) => [r.month, r.value, r.unit]);
    expect(w2).toEqual([
      [1, '1.5', 't'],
      [2, '2', 't'],
    ]);
    expect(rows.items.filter((r) => r.deviceName === '设备T-W1').map((r) => r.value)).toEqual([
      '100',
      '200',
      '300',
    ]);
  });

  it('refuse every kind of bad reading of the long sheet, all-or-nothing or the good rows only', async () => {
    await device('T-D1', 'kWh');
    await device('T-D2', 'kWh');
    await ok('POST', 'deviceData/save', {
      deviceId: (await device('T-D3', 'kWh')).id,
      year: YEAR,
      month: 1,
      value: '1',
    });
    const file = await workbook('活动数据', [
      ['设备编码', '年份', '月份', '数值', '单位', '备注'],
      ['T-D1', YEAR, 1, 10, 'kWh', null], // 2 good
      ['T-D1', YEAR, 2, '12.5', 'MWh', null], // 3 good: 12,500 kWh
      ['T-NONE', YEAR, 1, 1, null, null], // 4 unknown device
      ['T-D1', YEAR, 3, 1, 't', null], // 5 unit not convertible
      ['T-D1', YEAR, 4, -1, null, null], // 6 negative
      ['T-D1', YEAR, 5, 'abc', null, null], // 7 not a number
      ['T-D1', YEAR, 1, 11, null, null], // 8 twice in the file
      ['T-D3', YEAR, 1, 2, null, null], // 9 already stored
      ['T-D1', YEAR, 13, 1, null, null], // 10 month outside 1-12
      ['T-D1', YEAR + 1, 6, 1, null, null], // 11 another year
      [null, YEAR, 7, 1, null, null], // 12 missing code
      ['T-D2', YEAR, null, 1, null, null], // 13 missing month
      ['T-D2', YEAR, 8, null, null, '无数值'], // 14 missing value
    ]);
    const refused = await imported(`deviceData/import?mode=all&year=${YEAR}`, file);
    expect(refused).toMatchObject({ status: 2, accepted: 0, refused: 11 });
    expect(refused.report.map((p) => [p.row, p.field, p.reason])).toEqual([
      [4, '设备编码', '设备编码“T-NONE”不存在'],
      [5, '单位', '单位“t”无法换算为设备的单位“kWh”'],
      [6, '数值', '不能为负数'],
      [7, '数值', '不是数字'],
      [8, '月份', '与第2行重复'],
      [9, '月份', '该设备1月已有数据'],
      [10, '月份', '月份须为1-12'],
      [11, '年份', `年份须为${YEAR}`],
      [12, '设备编码', '不能为空'],
      [13, '月份', '不能为空'],
      [14, '数值', '不能为空'],
    ]);
    expect((await rowsOfYear({ deviceId: (await byCode('T-D1')).id })).total).toBe(0);

    const report = await call('staff', 'GET', `import/report?id=${refused.id}`);
    expect(report.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(report.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.getWorksheet('错误报告')!;
    expect(sheet.getRow(1).values).toEqual([undefined, '行号', '列', '原因']);
    expect(sheet.getRow(2).getCell(3).value).toBe('设备编码“T-NONE”不存在');

    const good = await imported(`deviceData/import?mode=good&year=${YEAR}`, file);
    expect(good).toMatchObject({ status: 1, accepted: 2, refused: 11 });
    const stored = await rowsOfYear({ deviceId: (await byCode('T-D1')).id });
    expect(stored.items.map((r) => [r.month, r.value])).toEqual([
      [1, '10'],
      [2, '12500'],
    ]);
  });

  it('answer a file that cannot be read as a failed import, and need a year for readings', async () => {
    const failed = await imported(
      `deviceData/import?mode=all&year=${YEAR}`,
      Buffer.from('not a spreadsheet'),
    );
    expect(failed.status).toBe(3);
    expect(failed.error).toMatch(/^导入失败/);
    const noYear = await upload('deviceData/import?mode=all', await workbook('活动数据', [['设备编码']]));
    expect(noYear.statusCode).toBe(400);
    expect(noYear.json().data.errors[0].field).toBe('query.year');
    const noColumns = await imported(
      `deviceData/import?year=${YEAR}`,
      await workbook('活动数据', [['名称'], ['x']]),
    );
    expect(noColumns.status).toBe(3);
    expect(noColumns.error).toContain('缺少列');
  });

  it('take a file part sent without a file name', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `${CARBON_PREFIX}/device/import?mode=all`,
      headers: { authorization: `Bearer ${token.staff}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload:
        '--x\r\nContent-Disposition: form-data; name="file"\r\n' +
        'Content-Type: application/octet-stream\r\n\r\nnot a spreadsheet\r\n--x--\r\n',
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});

async function byCode(code: string) {
  const page = await ok<{ items: Device[] }>('POST', 'device/queryPageList?pageIndex=1&pageSize=50', {
    keyword: code,
  });
  return page.items.find((d) => d.code === code)!;
}

describe('another tenant', () => {
  it('keeps its devices, readings and imports out of reach', async () => {
    const foreignOrg = await insertOrg(tenant.east, '华东厂', null);
    const [foreignDevice] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_devices (tenant_id, org_id, code, name, activity_kind, unit)
        values (${tenant.east}, ${foreignOrg}, 'T-FOREIGN', '别家的表', 'electricity', 'kWh') returning id`),
    );
    const [foreignRow] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_activity (tenant_id, org_id, device_id, year, month, value)
        values (${tenant.east}, ${foreignOrg}, ${foreignDevice!.id}, ${YEAR}, 1, 5) returning id`),
    );
    const [foreignImport] = rowsOf<{ id: string }>(
      await db().execute(sql`insert into carbon_imports (tenant_id, kind, mode, file_name)
        values (${tenant.east}, 'data', 'all', 'x.xlsx') returning id`),
    );
    expect((await call('staff', 'GET', `import/status?id=${foreignImport!.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `import/report?id=${foreignImport!.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'GET', `deviceData/history?id=${foreignRow!.id}`)).statusCode).toBe(404);
    expect((await call('staff', 'POST', 'device/delete', { id: foreignDevice!.id })).statusCode).toBe(404);
    expect(
      (await call('staff', 'POST', 'deviceData/delete', { id: foreignRow!.id, reason: 'x' })).statusCode,
    ).toBe(404);
    const entry = await call('staff', 'POST', 'deviceData/save', {
      deviceId: foreignDevice!.id,
      year: YEAR,
      month: 2,
      value: '1',
    });
    expect(entry.statusCode).toBe(400);
    const all = await ok<{ items: Device[] }>('POST', 'device/queryPageList?pageIndex=1&pageSize=500', {
      keyword: 'T-FOREIGN',
    });
    expect(all.items).toEqual([]);
    // An import file naming another tenant's device code refuses the row.
    const file = await workbook('活动数据', [
      ['设备编码', '年份', '月份', '数值'],
      ['T-FOREIGN', YEAR, 3, 1],
    ]);
    const refused = await imported(`deviceData/import?year=${YEAR}`, file);
    expect(refused.report[0]!.reason).toBe('设备编码“T-FOREIGN”不存在');
    // The report is worded in the importer's language.
    const english = await imported(`deviceData/import?year=${YEAR}`, file, 'en-US');
    expect(english.report[0]).toEqual({
      row: 2,
      field: 'Device code',
      reason: 'Device code "T-FOREIGN" does not exist',
    });
  });
});

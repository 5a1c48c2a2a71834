// bench:carbon — carbon figures and the activity import at volume on PostgreSQL (issue 20, "Speed").
// On the demo seed, green-carbon gets BENCH_CARBON_GROUPS (12) groups, each a company with
// BENCH_CARBON_SITES (20) sites, BENCH_CARBON_DEVICES (700) meters (electricity, natural gas, diesel,
// heat) and BENCH_CARBON_YEARS (10) years of monthly readings written by SQL (generate_series):
// 1,008,000 activity rows in the one tenant. Each company has an accounting model per year (a source
// per site and carrier: 80 sources naming every meter); the first company's first site has its own,
// and both have a reduction plan. Then, over HTTP as staff_b, with the server in a process of its own
// (bench/server-instance.ts):
// - the dashboard calls of the first company and of its first site: data/searchEmissionData,
//   data/searchEnergyData, data/getSingleData (the first page of all rows, and a page of one month),
//   plan/list: budget p95 < 100 ms;
// - the import of a 100,000-row activity workbook (deviceData/import, one reading per row, built with
//   exceljs) polled with import/status until done: budget < 15 s, with GET /api/health timed every
//   100 ms meanwhile: budget p95 < 100 ms.
// One company of 8,334 meters (BENCH_CARBON_GROUPS=1 BENCH_CARBON_DEVICES=8334) puts all 1,000,000 rows
// under the measured company: 100,000 readings a year to sum per call.
// Sizes: BENCH_CARBON_GROUPS, BENCH_CARBON_SITES, BENCH_CARBON_DEVICES, BENCH_CARBON_YEARS,
// BENCH_SAMPLES (100), BENCH_IMPORT_ROWS (100000).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:carbon measures on PostgreSQL: run it through bench/with-postgres.sh');
const SITES = Number(process.env.BENCH_CARBON_SITES ?? 20);
const GROUPS = Number(process.env.BENCH_CARBON_GROUPS ?? 12);
const DEVICES = Number(process.env.BENCH_CARBON_DEVICES ?? 700);
const YEARS = Number(process.env.BENCH_CARBON_YEARS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 100_000);
const LAST_YEAR = 2025;
const FIRST_YEAR = LAST_YEAR - YEARS + 1;
const IMPORT_YEAR = LAST_YEAR + 1;
const CALL_BUDGET_MS = 100;
const IMPORT_BUDGET_S = 15;
const HEALTH_BUDGET_MS = 100;
const C = '/api/api-carbon/carbon';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
};
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

/**
 * Meter kinds by device number g (the site is g modulo the sites): of every 20 meters of a site, 14
 * electricity, 3 natural gas, 2 diesel, 1 heat.
 */
const KIND_SQL = `case when (g / ${SITES}) % 20 < 14 then 0 when (g / ${SITES}) % 20 < 17 then 1
  when (g / ${SITES}) % 20 < 19 then 2 else 3 end`;
const KINDS = [
  {
    kind: 'electricity',
    carrier: 'electricity',
    unit: 'kWh',
    sourceUnit: 'MWh',
    scope: 2,
    iso: 2,
    max: 50000,
  },
  { kind: 'fuel', carrier: 'natural_gas', unit: 'm^3', sourceUnit: 'm^3', scope: 1, iso: 1, max: 20000 },
  { kind: 'fuel', carrier: 'diesel', unit: 't', sourceUnit: 't', scope: 1, iso: 1, max: 5 },
  { kind: 'heat', carrier: 'heat', unit: 'GJ', sourceUnit: 'GJ', scope: 2, iso: 2, max: 800 },
];

// ---- the database ----

const name = `bench_carbon_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const direct = new pg.Client({ connectionString: dbUrl.toString() });
let server: ReturnType<typeof spawn> | undefined;
try {
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 4 });
  await migrate(database.db, await readMigrations());
  await seedDemo(database.db);
  await database.close();
  await direct.connect();

  // ---- set-up: organisations, factors, devices, readings, models, plans ----
  const t0 = performance.now();
  const {
    rows: [{ id: tenant }],
  } = (await direct.query<{ id: string }>(`select id from tenants where code = 'green-carbon'`)) as {
    rows: { id: string }[];
  };
  const one = async (text: string, values: unknown[]) =>
    (await direct.query<{ id: string }>(text, values)).rows[0]!.id;
  const factor = (values: unknown[]) =>
    one(
      `insert into carbon_factors (tenant_id, name, category, gas, value, numerator_unit, denominator_unit, ncv,
         ncv_unit, carrier, source, year)
       values ($1, $2, $3, 'CO2', $4, $5, $6, $7, $8, $9, '压测', 2024) returning id`,
      [tenant, ...values],
    );
  const factors = [
    await factor(['压测电网', 'electricity', '0.5703', 't', 'MWh', null, null, 'electricity']),
    await factor(['压测天然气', 'stationary', '2.1622', 'kg', 'm^3', null, null, 'natural_gas']),
    await factor(['压测柴油', 'stationary', '74100', 'kg', 'TJ', '43.0', 'TJ/Gg', 'diesel']),
    await factor(['压测热力', 'heat', '0.11', 't', 'GJ', null, null, 'heat']),
  ];
  const kindColumn = (field: 'kind' | 'carrier' | 'unit') =>
    `(array[${KINDS.map((k) => `'${k[field]}'`).join(',')}])[1 + ${KIND_SQL}]`;
  const model = async (orgId: string, year: number, sitesOf: string[]) => {
    const modelId = await one(
      `insert into carbon_models (tenant_id, org_id, year, name, boundary, gwp_set, output_value, output_unit)
       values ($1, $2, $3, $4, 'operational', 'AR6', $5, 't') returning id`,
      [tenant, orgId, year, `压测核算 ${year}`, String(100000 + year)],
    );
    for (const [i, k] of KINDS.entries()) {
      await direct.query(
        `insert into carbon_sources (tenant_id, model_id, name, activity_kind, carrier, device_ids, factor_id,
           activity_unit, scope, iso_category, sort)
         select $1, $2, o.name || ' ' || $3, $4, $3, array_agg(d.id order by d.code), $5, $6, $7, $8, o.sort * 10 + $9
         from carbon_devices d join carbon_orgs o on o.tenant_id = d.tenant_id and o.id = d.org_id
         where d.tenant_id = $1 and d.org_id = any($10::uuid[]) and d.carrier = $3
         group by o.id, o.name, o.sort`,
        [
          tenant,
          modelId,
          k.carrier,
          k.kind,
          factors[i],
          k.sourceUnit,
          k.scope,
          k.iso,
          i,
          `{${sitesOf.join(',')}}`,
        ],
      );
    }
  };
  /** One group: a company, its sites, devices, readings of every year and a model per year. */
  const group = async (n: number) => {
    const company = await one(
      `insert into carbon_orgs (tenant_id, name, kind, code, sort) values ($1, $2, 'company', $3, $4) returning id`,
      [tenant, `压测集团 ${n}`, `BENCH-${n}`, n],
    );
    await direct.query(
      `insert into carbon_orgs (tenant_id, parent_id, name, kind, code, sort)
       select $1, $2, '压测工厂 ' || $4 || '-' || s, 'site', 'BENCH-' || $4 || '-' || s, s
       from generate_series(1, $3::int) s`,
      [tenant, company, SITES, n],
    );
    const sites = (
      await direct.query<{ id: string }>(
        `select id from carbon_orgs where tenant_id = $1 and parent_id = $2 order by sort`,
        [tenant, company],
      )
    ).rows.map((r) => r.id);
    await direct.query(
      `insert into carbon_devices (tenant_id, org_id, code, name, activity_kind, carrier, unit)
       select $1, ($2::uuid[])[1 + g % $3::int], 'B' || $5 || '-' || lpad(g::text, 5, '0'), '压测表计 ' || g,
         ${kindColumn('kind')}, ${kindColumn('carrier')}, ${kindColumn('unit')}
       from generate_series(0, $4::int - 1) g`,
      [tenant, `{${sites.join(',')}}`, SITES, DEVICES, n],
    );
    await direct.query(
      `insert into carbon_activity (tenant_id, org_id, device_id, year, month, value)
       select d.tenant_id, d.org_id, d.id, y, m,
         round((random() * (array[${KINDS.map((k) => k.max).join(',')}])[
           array_position(array[${KINDS.map((k) => `'${k.carrier}'`).join(',')}], d.carrier)])::numeric, 3)
       from carbon_devices d, generate_series($2::int, $3::int) y, generate_series(1, 12) m
       where d.tenant_id = $1 and d.org_id = any($4::uuid[])`,
      [tenant, FIRST_YEAR, LAST_YEAR, `{${sites.join(',')}}`],
    );
    for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) await model(company, year, sites);
    return { company, sites };
  };
  const { company, sites } = await group(1);
  for (let year = FIRST_YEAR; year <= LAST_YEAR; year++) await model(sites[0]!, year, [sites[0]!]);
  for (const [orgId, base] of [
    [company, '2000000'],
    [sites[0]!, '100000'],
  ] as const) {
    await direct.query(
      `insert into carbon_plans (tenant_id, org_id, year, base_year, base_emission, target_emission, scopes)
       values ($1, $2, $3, $4, $5, $6, '{1,2}')`,
      [tenant, orgId, LAST_YEAR, FIRST_YEAR, base, String(Number(base) * 0.8)],
    );
  }
  for (let n = 2; n <= GROUPS; n++) await group(n);
  const tModels = performance.now();
  await direct.query('vacuum analyze');
  const {
    rows: [counts],
  } = await direct.query<{ n: string; year: string; bytes: string }>(
    `select count(*) as n, count(*) filter (where tenant_id = $1 and year = $2 and org_id = any($3::uuid[])) as year,
       pg_total_relation_size('carbon_activity') as bytes from carbon_activity`,
    [tenant, LAST_YEAR, `{${sites.join(',')}}`],
  );
  print({
    subject: 'seed',
    groups: GROUPS,
    sitesPerGroup: SITES,
    devicesPerGroup: DEVICES,
    years: `${FIRST_YEAR}-${LAST_YEAR}`,
    activityRows: Number(counts!.n),
    rowsOfMeasuredCompanyLastYear: Number(counts!.year),
    sourcesPerCompanyModel: SITES * KINDS.length,
    tableMb: Math.round(Number(counts!.bytes) / 1e6),
    setUpMs: Math.round(tModels - t0),
    vacuumAnalyzeMs: Math.round(performance.now() - tModels),
  });

  // ---- the server, in its own process ----
  const instance = fileURLToPath(new URL('./server-instance.ts', import.meta.url));
  server = spawn(process.execPath, ['--conditions=@platform/source', '--import', 'tsx', instance], {
    env: { ...process.env, DATABASE_URL: dbUrl.toString(), LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`server exited (${code})`)));
    server!.stdout!.on('data', (chunk: Buffer) => {
      const m = /listening (\d+)/.exec(chunk.toString());
      if (m) resolve(Number(m[1]));
    });
  });
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/api/api-system/data/tenantuser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'staff_b', pwd: 'Demo@123' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const auth = { authorization: `Bearer ${token}` };
  const get = async <T>(path: string) => {
    const res = await fetch(`${base}${C}/${path}`, { headers: auth });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
    return (JSON.parse(text) as { data: T }).data;
  };

  // ---- the dashboard calls ----
  type Figures = { total: string; bySource: unknown[] };
  type Single = { total: number; emission: string };
  // The floor: a call with one database round trip, timed the same way (on a busy machine it shows how
  // much of each figure is waiting for a CPU).
  const calls: [string, () => Promise<object>][] = [
    [
      'GET /api/health (the floor)',
      async () => ({ status: (await fetch(`${base}/api/health`).then((r) => r.text())).length > 0 }),
    ],
  ];
  for (const [who, orgId] of [
    ['company', company],
    ['site', sites[0]!],
  ] as const) {
    const q = `orgId=${orgId}&year=${LAST_YEAR}`;
    calls.push(
      [
        `${who}: data/searchEmissionData`,
        async () => {
          const f = await get<Figures>(`data/searchEmissionData?${q}`);
          return { total: f.total, sources: f.bySource.length };
        },
      ],
      [
        `${who}: data/searchEnergyData`,
        async () => ({
          totalTce: (await get<{ totalTce: string }>(`data/searchEnergyData?${q}`)).totalTce,
        }),
      ],
      [
        `${who}: data/getSingleData (all rows, first page)`,
        async () => {
          const s = await get<Single>(`data/getSingleData?${q}&pageIndex=1&pageSize=20`);
          return { rows: s.total, emission: s.emission };
        },
      ],
      [
        `${who}: data/getSingleData (one month, page 10)`,
        async () => {
          const s = await get<Single>(`data/getSingleData?${q}&month=6&pageIndex=10&pageSize=20`);
          return { rows: s.total, emission: s.emission };
        },
      ],
      [`${who}: plan/list`, async () => ({ plans: (await get<unknown[]>(`plan/list?${q}`)).length })],
    );
  }
  for (const [subject, call] of calls) {
    for (let i = 0; i < Math.min(10, SAMPLES); i++) await call();
    const xs: number[] = [];
    let answer: object = {};
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      answer = await call();
      xs.push(performance.now() - s);
    }
    print({
      subject: `http: ${subject}`,
      samples: xs.length,
      answer,
      p50: pct(xs, 0.5),
      p95: pct(xs, 0.95),
      p99: pct(xs, 0.99),
      budget: CALL_BUDGET_MS,
      underBudget: pct(xs, 0.95) < CALL_BUDGET_MS,
      loadAverage1m: loadAverage(),
    });
  }

  // ---- importing 100,000 readings ----
  const codes = (
    await direct.query<{ code: string }>(
      `select code from carbon_devices where tenant_id = $1 and code like 'B%-%' order by code`,
      [tenant],
    )
  ).rows.map((r) => r.code);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('活动数据');
  sheet.addRow(['设备编码', '年份', '月份', '数值']);
  for (let i = 0; i < IMPORT_ROWS; i++) {
    sheet.addRow([
      codes[i % codes.length],
      IMPORT_YEAR,
      1 + (Math.floor(i / codes.length) % 12),
      (i % 997) + 0.5,
    ]);
  }
  const file = Buffer.from(await workbook.xlsx.writeBuffer());
  const health: number[] = [];
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const s = performance.now();
      await fetch(`${base}/api/health`).then((r) => r.arrayBuffer());
      health.push(performance.now() - s);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  const s = performance.now();
  const form = new FormData();
  form.append('file', new Blob([file]), 'bench-activity.xlsx');
  const started = await fetch(`${base}${C}/deviceData/import?mode=all&year=${IMPORT_YEAR}`, {
    method: 'POST',
    headers: auth,
    body: form,
  });
  const startText = await started.text();
  const acceptedMs = performance.now() - s;
  let status: {
    status: number;
    total: number;
    processed: number;
    accepted: number;
    refused: number;
    error: string | null;
  } | null = null;
  if (started.status === 200) {
    const { id } = (JSON.parse(startText) as { data: { id: string } }).data;
    for (;;) {
      status = await get(`import/status?id=${id}`);
      if (status!.status !== 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const seconds = (performance.now() - s) / 1000;
  sampling = false;
  await sampler;
  print({
    subject: `http: deviceData/import (${IMPORT_ROWS} readings, one per row)`,
    fileMb: Math.round(file.byteLength / 1e5) / 10,
    answered: started.status,
    ...(started.status === 200 ? {} : { refusal: startText.slice(0, 300) }),
    acceptedMs: Math.round(acceptedMs),
    seconds: Math.round(seconds * 100) / 100,
    status: status && {
      status: status.status,
      total: status.total,
      accepted: status.accepted,
      refused: status.refused,
      error: status.error,
    },
    budget: { seconds: IMPORT_BUDGET_S, healthP95Ms: HEALTH_BUDGET_MS },
    health: { samples: health.length, p50: pct(health, 0.5), p95: pct(health, 0.95), max: pct(health, 1) },
    underBudget: status?.status === 1 && seconds < IMPORT_BUDGET_S && pct(health, 0.95) < HEALTH_BUDGET_MS,
    loadAverage1m: loadAverage(),
  });
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await direct.end().catch(() => undefined);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// bench:business — business items at volume on PostgreSQL (issue 19, "Speed"). On the demo seed,
// east-cert publishes ten business items, each with the same 200-field form (198 plain fields, a
// sub-form and a dynamic table), and 100,000 submissions are written by SQL (10,000 per item; of the
// first item's every one submitted or accepted, of the others a tenth are drafts). Then:
// - server-side validation of a 1,000-field submission as the submit call runs it (form-core
//   checkSubmission on the paper's template, imported once per paper and kept): budget p95 < 20 ms;
//   the first submission of a paper also imports the template (printed apart);
// - the .xlsx export of the first item's 10,000 answers (GET compliance/qs/export), streamed to the
//   client: the server process' resident memory sampled every 20 ms, budget < 200 MB, and < 15 s;
// - the reviewer's list page (POST compliance/form/list as reviewer_a: first page of all submissions,
//   of one item, of one item's submitted ones, and by a keyword), over HTTP: budget p95 < 100 ms.
// The server runs in a process of its own (bench/server-instance.ts), so that its memory is its own.
// Sizes: BENCH_SUBMISSIONS (100000), BENCH_ITEMS (10), BENCH_SAMPLES (200), BENCH_KEYWORD_SAMPLES (20).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { checkSubmission, importTemplate, validateSubmission } from '@platform/form-core';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:business measures on PostgreSQL: run it through bench/with-postgres.sh');
const SUBMISSIONS = Number(process.env.BENCH_SUBMISSIONS ?? 100_000);
const ITEMS = Number(process.env.BENCH_ITEMS ?? 10);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const KEYWORD_SAMPLES = Number(process.env.BENCH_KEYWORD_SAMPLES ?? 20);
const LIST_BUDGET_MS = 100;
const VALIDATE_BUDGET_MS = 20;
const EXPORT_RSS_BUDGET_MB = 200;
const EXPORT_BUDGET_S = 15;
const B = '/api/api-brms/compliance';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
};
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

// ---- the forms ----

const options = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `o${i}`, label: `选项 ${i}` }));
const field = (type: string, model: string, extra: Record<string, unknown> = {}, required = false) => ({
  type,
  label: `题目 ${model}`,
  model,
  key: `${type}_${model}`,
  options: { ...extra },
  rules: required ? [{ required: true, message: '必填项', trigger: ['change'] }] : [],
});
const TYPES = ['input', 'number', 'radio', 'checkbox', 'date', 'textarea', 'select', 'rate'] as const;
/** A plain field of the i-th type and a valid answer to it. */
function plain(i: number, model: string, withRules: boolean) {
  const type = TYPES[i % TYPES.length]!;
  switch (type) {
    case 'input':
      return {
        item: {
          ...field(type, model, {}, withRules),
          rules: withRules
            ? [
                { required: true, message: '必填项', trigger: ['blur'] },
                { vtype: 1, pattern: '^[A-Za-z0-9 ]+$', message: '只能填写字母和数字', trigger: ['blur'] },
              ]
            : [],
        },
        value: `answer ${i}`,
      };
    case 'number':
      return { item: field(type, model, { min: 0, max: 100000, step: 1 }, withRules), value: i * 3 };
    case 'radio':
      return { item: field(type, model, { options: options(5) }, withRules), value: `o${i % 5}` };
    case 'checkbox':
      return { item: field(type, model, { options: options(4) }, withRules), value: ['o1', `o${i % 4}`] };
    case 'date':
      return {
        item: field(type, model, { dateType: 'date', format: 'yyyy-MM-dd' }, withRules),
        value: '2026-05-01',
      };
    case 'textarea':
      return {
        item: field(type, model, { maxLength: 500 }, withRules),
        value: `较长的说明文字 ${i}，用于压测。`,
      };
    case 'select':
      return { item: field(type, model, { options: options(8) }, withRules), value: `o${i % 8}` };
    case 'rate':
      return { item: field(type, model, { max: 5 }, withRules), value: 1 + (i % 5) };
  }
}
const model = (i: number) => `f${String(i).padStart(4, '0')}`;

/** The 200-field form of the submissions: 198 plain fields, a sub-form and a dynamic table. */
function benchForm() {
  const list: object[] = [];
  const data: Record<string, unknown> = {};
  for (let i = 0; i < 198; i++) {
    const { item, value } = plain(i, model(i), true);
    list.push(item);
    data[model(i)] = value;
  }
  list.push({
    ...field('control', 'members'),
    list: [field('input', 'name'), field('number', 'years', { min: 0, max: 99, step: 1 })],
  });
  list.push({
    ...field('batch', 'goods', { defrows: 1 }),
    list: [
      field('input', 'goodsName'),
      field('number', 'qty', { min: 0, max: 1e6, step: 1 }),
      field('date', 'at'),
    ],
  });
  data.members = [
    { _id: 'm1', seq: 0, name: '张三', years: 3 },
    { _id: 'm2', seq: 1, name: '李四', years: 5 },
  ];
  data.goods = [
    { _id: 'g1', seq: 0, goodsName: '纸张', qty: 100, at: '2026-05-01' },
    { _id: 'g2', seq: 1, goodsName: '墨盒', qty: 12, at: '2026-05-02' },
    { _id: 'g3', seq: 2, goodsName: '文件夹', qty: 40, at: '2026-05-03' },
  ];
  return { json: JSON.stringify({ list, config: {} }), data };
}

/** A 1,000-field form (each field required, inputs with a pattern too) and a valid submission. */
function thousandFields() {
  const list: object[] = [];
  const data: Record<string, unknown> = {};
  for (let i = 0; i < 1000; i++) {
    const { item, value } = plain(i, model(i), true);
    list.push(item);
    data[model(i)] = value;
  }
  return { json: JSON.stringify({ list, config: {} }), data };
}

// ---- the database ----

const name = `bench_biz_${crypto.randomBytes(4).toString('hex')}`;
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

  // ---- set-up: items, papers, submissions ----
  const t0 = performance.now();
  const tenantIds = Object.fromEntries(
    (await direct.query<{ code: string; id: string }>(`select code, id from tenants`)).rows.map((r) => [
      r.code,
      r.id,
    ]),
  );
  const east = tenantIds['east-cert']!;
  const green = tenantIds['green-carbon']!;
  const form = benchForm();
  const perItem = Math.ceil(SUBMISSIONS / ITEMS);
  const papers: { bizId: string; paperId: string }[] = [];
  for (let n = 0; n < ITEMS; n++) {
    const {
      rows: [item],
    } = await direct.query<{ id: string }>(
      `insert into biz_items (tenant_id, name, type, status, published_at) values ($1, $2, 'QS1', 1, now()) returning id`,
      [east, `压测业务 ${n + 1}`],
    );
    await direct.query(
      `insert into biz_tenants (tenant_id, biz_id, target_tenant_id, notified_at)
       values ($1, $2, $1, now()), ($1, $2, $3, now())`,
      [east, item!.id, green],
    );
    const {
      rows: [paper],
    } = await direct.query<{ id: string }>(
      `insert into biz_papers (tenant_id, biz_id, form_id, form_version, kind, form_name, form_json)
       values ($1, $2, gen_random_uuid(), 1, 2, $3, $4) returning id`,
      [east, item!.id, `压测问卷 ${n + 1}`, form.json],
    );
    papers.push({ bizId: item!.id, paperId: paper!.id });
    // The first item's answers are all submitted (1) or accepted (3); the others' a tenth drafts (0).
    await direct.query(
      `insert into biz_submissions (tenant_id, no, biz_id, paper_id, submitter_tenant_id, submitter_id, submitter_name,
         submitter_tenant_name, status, data, version, submitted_at, updated_at)
       select $1, 'BIZ' || lpad($5::text, 2, '0') || lpad(g::text, 6, '0'), $2, $3,
         case when g % 2 = 0 then $1::uuid else $6::uuid end, gen_random_uuid(), '压测用户' || g,
         case when g % 2 = 0 then '华东质量认证中心' else '绿源碳管理科技有限公司' end,
         case when $5::int = 0 then (case when g % 5 = 0 then 3 else 1 end)
              else (case when g % 10 = 0 then 0 when g % 5 = 0 then 3 else 1 end) end,
         $4::jsonb || jsonb_build_object('f0000', 'answer ' || g, 'f0001', g, 'f0002', 'o' || (g % 5)),
         case when $5::int > 0 and g % 10 = 0 then 0 else 1 end,
         case when $5::int > 0 and g % 10 = 0 then null else now() - g * interval '1 second' end,
         now() - g * interval '1 second'
       from generate_series(1, $7::int) g`,
      [east, item!.id, paper!.id, JSON.stringify(form.data), n, green, perItem],
    );
  }
  const tInserted = performance.now();
  await direct.query('vacuum analyze');
  const {
    rows: [counts],
  } = await direct.query<{ n: string; bytes: string }>(
    `select count(*) as n, pg_total_relation_size('biz_submissions') as bytes from biz_submissions`,
  );
  print({
    subject: 'seed',
    items: ITEMS,
    submissions: Number(counts!.n),
    formFields: 200,
    tableMb: Math.round(Number(counts!.bytes) / 1e6),
    insertMs: Math.round(tInserted - t0),
    vacuumAnalyzeMs: Math.round(performance.now() - tInserted),
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
  const serverPid = server.pid!;
  const rssMb = (field: 'VmRSS' | 'VmHWM' = 'VmRSS') => {
    const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${serverPid}/status`, 'utf8'));
    return m ? Math.round(Number(m[1]) / 1024) : NaN;
  };
  const login = await fetch(`${base}/api/api-system/data/tenantuser/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'reviewer_a', pwd: 'Demo@123' }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const first = papers[0]!;

  // ---- validating a 1,000-field submission ----
  const big = thousandFields();
  const check = validateSubmission(big.json, big.data);
  if (!check.valid)
    throw new Error(`the 1,000-field submission should be valid: ${JSON.stringify(check.errors[0])}`);
  const invalid = { ...big.data, [model(0)]: '', [model(8)]: '含有中文' };
  const validateTimes: number[] = [];
  const invalidTimes: number[] = [];
  const importTimes: number[] = [];
  const { template: bigTemplate } = importTemplate(big.json);
  for (let i = 0; i < 20; i++) checkSubmission(bigTemplate, big.data);
  for (let i = 0; i < SAMPLES; i++) {
    let s = performance.now();
    checkSubmission(bigTemplate, big.data);
    validateTimes.push(performance.now() - s);
    s = performance.now();
    const refused = checkSubmission(bigTemplate, invalid);
    invalidTimes.push(performance.now() - s);
    if (refused.valid) throw new Error('the invalid submission passed');
    if (i % 10 === 0) {
      s = performance.now();
      importTemplate(big.json);
      importTimes.push(performance.now() - s);
    }
  }
  for (const [subject, xs] of [
    ['checkSubmission: 1,000 fields, valid', validateTimes],
    ['checkSubmission: 1,000 fields, two errors', invalidTimes],
  ] as const) {
    print({
      subject,
      samples: xs.length,
      p50: pct(xs, 0.5),
      p95: pct(xs, 0.95),
      budget: VALIDATE_BUDGET_MS,
      underBudget: pct(xs, 0.95) < VALIDATE_BUDGET_MS,
    });
  }

  print({
    subject: 'importTemplate: 1,000 fields (once per paper, then kept)',
    samples: importTimes.length,
    p50: pct(importTimes, 0.5),
    p95: pct(importTimes, 0.95),
  });

  // ---- exporting 10,000 answers ----
  const exportOnce = async () => {
    const rssBefore = rssMb();
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMb());
    }, 20);
    const s = performance.now();
    const res = await fetch(`${base}${B}/qs/export?paperId=${first.paperId}`, { headers });
    if (res.status !== 200) throw new Error(`qs/export: ${res.status} ${await res.text()}`);
    let firstByteMs = 0;
    let bytes = 0;
    let head = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      if (bytes === 0) {
        firstByteMs = performance.now() - s;
        head = Buffer.from(chunk.subarray(0, 2)).toString('latin1');
      }
      bytes += chunk.byteLength;
    }
    const seconds = (performance.now() - s) / 1000;
    clearInterval(sampler);
    rssPeak = Math.max(rssPeak, rssMb());
    return { rssBefore, rssPeak, seconds, firstByteMs, bytes, zip: head === 'PK' };
  };
  const { rows: exported } = await direct.query<{ n: string }>(
    `select count(*) as n from biz_submissions where paper_id = $1 and status in (1, 3)`,
    [first.paperId],
  );
  for (let run = 1; run <= 2; run++) {
    const r = await exportOnce();
    print({
      subject: `http: GET qs/export (${Number(exported[0]!.n)} answers of a 200-field form), run ${run}`,
      seconds: Math.round(r.seconds * 100) / 100,
      firstByteMs: Math.round(r.firstByteMs),
      megabytes: Math.round(r.bytes / 1e5) / 10,
      validZip: r.zip,
      serverRssBeforeMb: r.rssBefore,
      serverRssPeakMb: r.rssPeak,
      exportRssGrowthMb: r.rssPeak - r.rssBefore,
      serverRssHighWaterMb: rssMb('VmHWM'),
      budget: { seconds: EXPORT_BUDGET_S, rssMb: EXPORT_RSS_BUDGET_MB },
      underBudget: r.seconds < EXPORT_BUDGET_S && r.rssPeak < EXPORT_RSS_BUDGET_MB,
      loadAverage1m: loadAverage(),
    });
  }

  // ---- the reviewer's list page ----
  const list = (body: object) => async () => {
    const res = await fetch(`${base}${B}/form/list?pageIndex=1&pageSize=20`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== 200) throw new Error(`form/list: ${res.status} ${text}`);
    return JSON.parse(text) as { data: { total: number; items: unknown[] } };
  };
  const listCalls: Record<string, () => Promise<{ data: { total: number; items: unknown[] } }>> = {
    'reviewer list page: all submissions': list({}),
    'reviewer list page: one item': list({ bizId: first.bizId }),
    'reviewer list page: one item, submitted': list({ bizId: first.bizId, status: 1 }),
    'reviewer list page: keyword': list({ keyword: '压测用户77' }),
  };
  for (const [subject, call] of Object.entries(listCalls)) {
    // A keyword searches names anywhere in them: every submission is read, so fewer samples.
    const samples = subject.endsWith('keyword') ? KEYWORD_SAMPLES : SAMPLES;
    for (let i = 0; i < Math.min(20, samples); i++) await call();
    const xs: number[] = [];
    let answer = { total: 0, items: 0 };
    for (let i = 0; i < samples; i++) {
      const s = performance.now();
      const { data } = await call();
      xs.push(performance.now() - s);
      answer = { total: data.total, items: data.items.length };
    }
    print({
      subject: `http: ${subject}`,
      samples: xs.length,
      answer,
      p50: pct(xs, 0.5),
      p95: pct(xs, 0.95),
      p99: pct(xs, 0.99),
      budget: LIST_BUDGET_MS,
      underBudget: pct(xs, 0.95) < LIST_BUDGET_MS,
      loadAverage1m: loadAverage(),
    });
  }
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

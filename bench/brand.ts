// bench:brand — the brand statistics and the process list at volume on PostgreSQL (issue 22: each
// < 100 ms at the server). On the demo seed, east-cert gets by SQL (generate_series): five questionnaire
// groups (one per dimension) with a questionnaire of four indicators each, BENCH_BRAND_PROCESSES
// (10,000) processes over two years (every status, both business types, one in a hundred staff_a's),
// three experts on each process past the application (five on one completed in ten; expert_a on one in
// fifty) out of 50, and every submitted expert's 20 scores; green-carbon gets a fifth as many of the
// same, which must never count. Then, over HTTP with the server in a process of its own
// (bench/server-instance.ts), each call is timed BENCH_SAMPLES (100) times as reviewer_a (body) or
// staff_a (client): p50/p95/p99 of the round trip on loopback. Any call answering other than 200, or
// with p95 at or over the budget, fails the run (exit code 1) after every call was measured.
// BENCH_BRAND_ONLY=<text> times only the calls whose subject contains it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { BRAND_PREFIX, BrandPaths, CCBD_PREFIX, CcbdPaths } from '@platform/contract/brand-model';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { field, template } from '../apps/server/src/seed/business.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:brand measures on PostgreSQL: run it through bench/with-postgres.sh');
const PROCESSES = Number(process.env.BENCH_BRAND_PROCESSES ?? 10_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const CALL_BUDGET_MS = 100;
const DIMENSIONS = ['quality', 'innovation', 'service', 'reputation', 'financial'];
const INDICATORS = ['i1', 'i2', 'i3', 'i4'];

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
};
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

const name = `bench_brand_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const direct = new pg.Client({ connectionString: dbUrl.toString() });
let server: ReturnType<typeof spawn> | undefined;
let failed = false;
try {
  const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 4 });
  await migrate(database.db, await readMigrations());
  await seedDemo(database.db);
  await database.close();
  await direct.connect();

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

  // ---- set-up by SQL ----
  const t0 = performance.now();
  const value = async <T>(text: string, values: unknown[] = []) =>
    Object.values((await direct.query(text, values)).rows[0] as object)[0] as T;
  const run = (text: string, values: unknown[] = []) => direct.query(text, values);
  const tenantOf = (code: string) => value<string>(`select id from tenants where code = $1`, [code]);
  const east = await tenantOf('east-cert');
  const green = await tenantOf('green-carbon');
  const memberOf = (username: string) =>
    value<string>(
      `select tu.id from tenant_users tu join users u on u.id = tu.user_id
       where u.username = $1 and tu.tenant_id = $2`,
      [username, east],
    );
  const staff = await memberOf('staff_a');
  const expertA = await memberOf('expert_a');
  const form = template(
    INDICATORS.map((model) => field({ type: 'textarea', label: model, model, options: { AnswerScore: 25 } })),
  );

  async function fill(tenant: string, processes: number, applicant: string, expert: string) {
    for (const [i, dimension] of DIMENSIONS.entries()) {
      await run(
        `with g as (insert into brand_qs_groups (tenant_id, name, dimension, weight, sort)
           values ($1, $2, $3, $4, $5) returning id)
         insert into brand_questionnaires (tenant_id, group_id, form_id, name, form_json, weight)
         select $1, g.id, gen_random_uuid(), $2 || '问卷', $6, 1 from g`,
        [tenant, `压测${dimension}`, dimension, String(0.1 + i * 0.05), 100 + i, form],
      );
    }
    // Status by g: of every 20, 2 answering, 2 submitted, 1 returned, 3 scoring, 2 reviewing,
    // 9 completed, 1 withdrawn.
    const STATUS = `(array[0,0,1,1,2,3,3,3,4,4,5,5,5,5,5,5,5,5,5,9])[1 + g % 20]`;
    await run(
      `insert into brand_processes (tenant_id, no, applicant_id, business_type, brand_name, ent_name, credit_code,
         industry, contact_name, contact_tel, status, strength_score, level, submitted_at, completed_at, created_at)
       select $1, 'BA-B-' || lpad(g::text, 6, '0'), case when g % 100 = 0 then $2 else 'bench-applicant-' || (g % 3000) end,
         case when g % 3 = 0 then 'rating' else 'valuation' end, '压测品牌' || g, '压测企业' || g || '有限公司',
         '91320500MA1XXXXX0X', '制造业', '联系人', '13800000000', s.status,
         case when s.status = 5 then 50 + g % 50 end,
         case when s.status = 5 then (case when 50 + g % 50 >= 90 then 'AAAAA' when 50 + g % 50 >= 80 then 'AAAA'
           when 50 + g % 50 >= 70 then 'AAA' when 50 + g % 50 >= 60 then 'AA' else 'A' end) end,
         case when s.status in (0, 2) then null else now() - (g % 730) * interval '1 day' + interval '2 days' end,
         case when s.status = 5 then now() - (g % 730) * interval '1 day' + interval '30 days' end,
         now() - (g % 730) * interval '1 day'
       from generate_series(1, $3::int) g, lateral (select ${STATUS} as status) s`,
      [tenant, applicant, processes],
    );
    // Three experts (five on one completed in ten) of 50 on every process past the application; the
    // scoring ones have their first expert submitted, the reviewing and completed ones all.
    await run(
      `with p as (select id, status, row_number() over (order by no) as n from brand_processes
          where tenant_id = $1 and status in (1, 3, 4, 5))
       insert into brand_experts (tenant_id, process_id, expert_id, expert_name, submitted_at)
       select $1, p.id, case when (p.n + k) % 50 = 0 then $2 else 'bench-expert-' || ((p.n + k) % 50) end,
         '压测专家' || ((p.n + k) % 50),
         case when p.status in (4, 5) or (p.status = 3 and k = 0) then now() end
       from p cross join generate_series(0, 4) k
       where k < 3 or (p.status = 5 and p.n % 10 = 0)`,
      [tenant, expert],
    );
    await run(
      `insert into brand_scores (tenant_id, process_id, expert_id, qs_id, indicator, score)
       select e.tenant_id, e.process_id, e.expert_id, q.id, i.indicator,
         (abs(hashtext(e.process_id::text || e.expert_id || i.indicator)) % 2500) / 100.0
       from brand_experts e
       cross join (select id from brand_questionnaires where tenant_id = $1) q
       cross join unnest($2::text[]) i(indicator)
       where e.tenant_id = $1 and e.submitted_at is not null`,
      [tenant, INDICATORS],
    );
  }
  await fill(east, PROCESSES, staff, expertA);
  await fill(green, Math.round(PROCESSES / 5), 'bench-green-applicant', 'bench-green-expert');
  const tSeed = performance.now();
  await run('vacuum analyze');
  const counts = (
    await run(
      `select (select count(*) from brand_processes where tenant_id = $1)::int as processes,
         (select count(*) from brand_experts where tenant_id = $1)::int as experts,
         (select count(*) from brand_scores where tenant_id = $1)::int as scores,
         (select count(*) from brand_processes where tenant_id <> $1)::int as "otherTenantProcesses",
         (select count(*) from brand_scores where tenant_id <> $1)::int as "otherTenantScores"`,
      [east],
    )
  ).rows[0] as Record<string, number>;
  print({
    subject: 'seed',
    ...counts,
    setUpMs: Math.round(tSeed - t0),
    vacuumAnalyzeMs: Math.round(performance.now() - tSeed),
  });

  // ---- the calls ----
  const signIn = async (username: string) => {
    const res = await fetch(`${base}/api/api-system/data/tenantuser/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username, pwd: 'Demo@123' }),
    });
    return ((await res.json()) as { data: { token: string } }).data.token;
  };
  const tokens = { body: await signIn('reviewer_a'), client: await signIn('staff_a') };
  type Who = keyof typeof tokens;
  const page = 'pageIndex=1&pageSize=20';
  const deep = 'pageIndex=200&pageSize=20';
  const stats = `${CCBD_PREFIX}/${CcbdPaths.taskStatistics}`;
  const processes = `${BRAND_PREFIX}/${BrandPaths.processes}`;
  const calls: [string, Who, 'GET' | 'POST', string, object?][] = [
    ['statistics (getTaskStatistics), all', 'body', 'GET', `${stats}?businessType=all`],
    ['statistics, valuation', 'body', 'GET', `${stats}?businessType=valuation`],
    ['statistics, rating', 'body', 'GET', `${stats}?businessType=rating`],
    ['processes (ent/queryProcessPage)', 'body', 'POST', `${processes}?${page}`, {}],
    ['processes, page 200', 'body', 'POST', `${processes}?${deep}`, {}],
    ['processes, scoring', 'body', 'POST', `${processes}?${page}`, { status: 3 }],
    ['processes, rating', 'body', 'POST', `${processes}?${page}`, { businessType: 'rating' }],
    ['processes, keyword', 'body', 'POST', `${processes}?${page}`, { keyword: '压测企业77' }],
    ['my processes (client)', 'client', 'POST', `${processes}?${page}`, {}],
  ];
  const once = async (who: Who, method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${tokens[who]}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, text: await res.text() };
  };
  const summary: { subject: string; p95: number | null; status: number }[] = [];
  const only = process.env.BENCH_BRAND_ONLY;
  for (const [subject, who, method, path, body] of calls) {
    if (only && !subject.includes(only)) continue;
    const first = await once(who, method, path, body);
    if (first.status !== 200) {
      failed = true;
      summary.push({ subject, p95: null, status: first.status });
      print({ subject: `http: ${subject}`, status: first.status, refusal: first.text.slice(0, 200) });
      continue;
    }
    const data = (JSON.parse(first.text) as { data: unknown }).data;
    const answer =
      data && typeof data === 'object' && 'total' in data
        ? { total: (data as { total: number }).total }
        : data && typeof data === 'object' && 'totals' in data
          ? (data as { totals: object }).totals
          : {};
    for (let i = 0; i < Math.min(10, SAMPLES); i++) await once(who, method, path, body);
    const xs: number[] = [];
    for (let i = 0; i < SAMPLES; i++) {
      const s = performance.now();
      await once(who, method, path, body);
      xs.push(performance.now() - s);
    }
    const p95 = pct(xs, 0.95);
    if (p95 >= CALL_BUDGET_MS) failed = true;
    summary.push({ subject, p95, status: 200 });
    print({
      subject: `http: ${subject}`,
      as: who,
      samples: xs.length,
      answer,
      p50: pct(xs, 0.5),
      p95,
      p99: pct(xs, 0.99),
      budget: CALL_BUDGET_MS,
      underBudget: p95 < CALL_BUDGET_MS,
      loadAverage1m: loadAverage(),
    });
  }
  const over = summary.filter((s) => s.status !== 200 || (s.p95 ?? 0) >= CALL_BUDGET_MS);
  print({
    subject: 'summary',
    calls: summary.length,
    slowest: [...summary].sort((a, b) => (b.p95 ?? 0) - (a.p95 ?? 0)).slice(0, 3),
    failing: over,
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
if (failed) {
  console.error(`bench:brand: a call failed or its p95 reached ${CALL_BUDGET_MS} ms (see the lines above)`);
  process.exit(1);
}

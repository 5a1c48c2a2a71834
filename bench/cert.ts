// bench:cert — every list and statistics call of the certification module at volume on PostgreSQL
// (issue 21: each < 100 ms at the server). On the demo seed, east-cert gets by SQL (generate_series):
// BENCH_CERT_APPLICATIONS (10,000) applications over three years (every status, the five schemes, one
// in a hundred staff_a's), a contract for each contracted one, its audits (stage 1 and 2, surveillance,
// CCC inspections; about 2.6 per application) with a team led by one of 200 auditors (auditor_a leads
// one in fifty), a finding for every other audit, a review and a decision for each closed stage 2,
// BENCH_CERT_CERTIFICATES (30,000) certificates, 500 notices, and a cert-certification instance per
// application with an open task at the step its status waits at (candidates role 34, or the leader).
// Then, over HTTP with the server in a process of its own (bench/server-instance.ts), each call is
// timed BENCH_SAMPLES (100) times as reviewer_a (body), staff_a (client) or auditor_a: p50/p95/p99 of
// the round trip on loopback. Any call answering other than 200, or with p95 at or over the budget,
// fails the run (exit code 1) after every call was measured. BENCH_CERT_ONLY=<text> times only the
// calls whose subject contains it.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:cert measures on PostgreSQL: run it through bench/with-postgres.sh');
const APPLICATIONS = Number(process.env.BENCH_CERT_APPLICATIONS ?? 10_000);
const CERTIFICATES = Number(process.env.BENCH_CERT_CERTIFICATES ?? 30_000);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 100);
const CALL_BUDGET_MS = 100;
const CERT = '/api/api-cert';

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
};
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;

const name = `bench_cert_${crypto.randomBytes(4).toString('hex')}`;
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

  // ---- the server, in its own process (it deploys the certification process at start-up) ----
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
  const tenant = await value<string>(`select id from tenants where code = 'east-cert'`);
  const memberOf = (username: string) =>
    value<string>(
      `select tu.id from tenant_users tu join users u on u.id = tu.user_id
       where u.username = $1 and tu.tenant_id = $2`,
      [username, tenant],
    );
  const staff = await memberOf('staff_a');
  const leader = await memberOf('auditor_a');
  const definition = await value<string>(
    `select id from wf_definitions where key = 'cert-certification' order by version desc limit 1`,
  );
  const run = (text: string, values: unknown[] = []) => direct.query(text, values);
  const SCHEMES = `(array['QMS','EMS','OHSMS','EnMS','CCC'])[1 + g % 5]`;
  // Status by g: of every 20, 1 draft, 2 submitted, 1 refused, 1 accepted, 2 contracted, 3 auditing,
  // 1 deciding, 7 certified, 1 not certified, 1 withdrawn.
  const STATUS = `(array[0,1,1,2,3,4,4,5,5,5,6,7,7,7,7,7,7,7,8,9])[1 + g % 20]`;
  await run(
    `insert into cert_applications (tenant_id, no, applicant_id, scheme, standard, ent_name, credit_code, address,
       contact_name, contact_tel, scope, field_codes, employees, product, status, risk, proposed_days, audit_days,
       submitted_at, created_at)
     select $1, case when s.status = 0 then null else 'CA-B-' || lpad(g::text, 6, '0') end,
       case when g % 100 = 0 then $2 else 'bench-applicant-' || (g % 3000) end,
       ${SCHEMES}, '标准', '压测企业' || g || '有限公司', '91320500MA1XXXXX0X', '苏州市压测路 ' || g || ' 号',
       '联系人', '13800000000', '压测范围 ' || g, '["17.12.05"]'::jsonb, 10 + g % 900,
       case when g % 5 = 4 then jsonb_build_object('name', '压测产品 ' || g, 'factory', '压测工厂 ' || g) end,
       s.status, 'medium', 6, 6,
       case when s.status = 0 then null else now() - (g % 1095) * interval '1 day' end,
       now() - (g % 1095) * interval '1 day' - interval '1 hour'
     from generate_series(1, $3::int) g, lateral (select ${STATUS} as status) s`,
    [tenant, staff, APPLICATIONS],
  );
  await run(
    `insert into cert_contracts (tenant_id, application_id, no, audit_days, day_rate, amount, status, signed_at)
     select a.tenant_id, a.id, 'HT-B-' || substr(a.no, 6), a.audit_days, '3000', '18000', 2, a.submitted_at + interval '20 days'
     from cert_applications a where a.tenant_id = $1 and a.status between 4 and 8`,
    [tenant],
  );
  // Audits: stage 1 and stage 2 of every contracted application (CCC: a factory inspection), closed
  // once the application is past auditing; a surveillance audit (CCC: follow-up) for certified ones.
  await run(
    `insert into cert_audits (tenant_id, application_id, kind, seq, due_date, begin_date, end_date, audit_days,
       status, report_issued_at)
     select a.tenant_id, a.id, k.kind, 1, (a.submitted_at + k.after)::date, (a.submitted_at + k.after)::date,
       (a.submitted_at + k.after + interval '2 days')::date, k.days,
       case when a.status >= 6 or k.kind = 1 then 6 else 4 end,
       case when a.status >= 6 or k.kind = 1 then a.submitted_at + k.after + interval '5 days' end
     from cert_applications a
     join lateral (values (1, interval '30 days', 2.0), (2, interval '60 days', 4.0)) k(kind, after, days)
       on a.scheme <> 'CCC'
     where a.tenant_id = $1 and a.status between 4 and 8
     union all
     select a.tenant_id, a.id, 5, 1, (a.submitted_at + interval '45 days')::date, (a.submitted_at + interval '45 days')::date,
       (a.submitted_at + interval '46 days')::date, 2, case when a.status >= 6 then 6 else 2 end,
       case when a.status >= 6 then a.submitted_at + interval '50 days' end
     from cert_applications a where a.tenant_id = $1 and a.status between 4 and 8 and a.scheme = 'CCC'
     union all
     select a.tenant_id, a.id, case when a.scheme = 'CCC' then 6 else 3 end, 1,
       (a.submitted_at + interval '400 days')::date, null, null, 1.5, 0, null
     from cert_applications a where a.tenant_id = $1 and a.status = 7`,
    [tenant],
  );
  await run(
    `insert into cert_auditors (tenant_id, tenant_user_id, name, qualification, schemes, field_codes)
     select $1, case when g = 1 then $2 end, '压测审核员 ' || g, '审核员', '["QMS","EMS","OHSMS","EnMS","CCC"]'::jsonb,
       '["17.12.05"]'::jsonb
     from generate_series(1, 200) g`,
    [tenant, leader],
  );
  await run(
    `with numbered as (select u.tenant_id, u.id, row_number() over (order by u.id) as n from cert_audits u
        where u.tenant_id = $1),
      auditors as (select id, row_number() over (order by case when tenant_user_id is not null then 0 else 1 end, name) as n
        from cert_auditors where tenant_id = $1)
     insert into cert_audit_team (tenant_id, audit_id, auditor_id, post, seq)
     select a.tenant_id, a.id, x.id, 'leader', 0 from numbered a
       join auditors x on x.n = case when a.n % 50 = 0 then 1 else 2 + a.n % 199 end`,
    [tenant],
  );
  await run(
    `insert into cert_findings (tenant_id, audit_id, application_id, kind, clause, description, status)
     select u.tenant_id, u.id, u.application_id, 1 + (row_number() over ()) % 3, '7.1.5', '压测发现', case when u.status = 6 then 2 else 0 end
     from cert_audits u where u.tenant_id = $1 and u.status >= 4 and (hashtext(u.id::text) % 2) = 0`,
    [tenant],
  );
  await run(
    `insert into cert_reviews (tenant_id, application_id, audit_id, kind, result, opinion, reviewer_id, reviewer_name)
     select u.tenant_id, u.application_id, u.id, k.kind, k.result, '压测意见', 'bench-reviewer', '压测评审员'
     from cert_audits u join cert_applications a on a.tenant_id = u.tenant_id and a.id = u.application_id
     cross join (values ('review', 'pass'), ('decision', 'grant')) k(kind, result)
     where u.tenant_id = $1 and u.kind in (2, 5) and u.status = 6 and a.status in (7, 8)`,
    [tenant],
  );
  // Certificates: three per application in turn (issued, renewed, …) over the certified and the others.
  await run(
    `insert into cert_certificates (tenant_id, no, application_id, holder_id, scheme, standard, ent_name, credit_code,
       scope, issued_on, expires_on, status, verify_code)
     select a.tenant_id, 'EC-B-' || lpad(g::text, 6, '0'), a.id, a.applicant_id, a.scheme, a.standard, a.ent_name,
       a.credit_code, a.scope, (now() - (g % 2000) * interval '1 day')::date,
       (now() - (g % 2000) * interval '1 day' + interval '3 years' - interval '1 day')::date,
       (array[1,1,1,1,1,1,2,3,4,5])[1 + g % 10], md5(g::text)
     from generate_series(1, $2::int) g
     join (select x.*, row_number() over (order by x.id) as n from cert_applications x
       where x.tenant_id = $1 and x.status <> 0) a on a.n = 1 + (g - 1) % $3::int`,
    [
      tenant,
      CERTIFICATES,
      await value<number>(
        `select count(*)::int from cert_applications where tenant_id = $1 and status <> 0`,
        [tenant],
      ),
    ],
  );
  await run(
    `insert into cert_notices (tenant_id, title, content, client, status, pinned, published_at)
     select $1, '压测公告 ' || g, '压测内容 ' || g, g % 4 <> 0, case when g % 5 = 0 then 0 else 1 end, g % 100 = 0,
       case when g % 5 = 0 then null else now() - g * interval '1 hour' end
     from generate_series(1, 500) g`,
    [tenant],
  );
  // A process instance per submitted application, with an open task where its status waits.
  await run(
    `insert into wf_instances (tenant_id, definition_id, business_key, title, status, variables, started_by,
       started_by_name, started_at, ended_at)
     select a.tenant_id, $2, a.no, a.ent_name, case when a.status in (2, 7, 8, 9) then 'completed' else 'running' end,
       jsonb_build_object('kind', 'initial', 'applicationId', a.id, 'applicant', 'staff_a'), $3, '张明',
       a.submitted_at, case when a.status in (2, 7, 8, 9) then a.submitted_at + interval '90 days' end
     from cert_applications a where a.tenant_id = $1 and a.status <> 0`,
    [tenant, definition, staff],
  );
  await run(
    `update cert_applications a set instance_id = i.id from wf_instances i
     where a.tenant_id = $1 and i.tenant_id = $1 and i.business_key = a.no and i.definition_id = $2`,
    [tenant, definition],
  );
  // The initial audits run in their application's instance (the pending review and decision lists
  // find their audits by it); surveillance audits would have instances of their own, not made here.
  await run(
    `update cert_audits u set instance_id = a.instance_id from cert_applications a
     where u.tenant_id = $1 and a.tenant_id = $1 and a.id = u.application_id and u.kind in (1, 2, 5)`,
    [tenant],
  );
  await run(
    `insert into wf_tasks (tenant_id, instance_id, element_id, execution_id, name, queue, status, assignee_id,
       candidate_roles, due_at, created_at)
     select i.tenant_id, i.id, s.step, s.step || '_1', s.name, s.queue, 'open',
       case when s.step = 'audit' then $2::uuid end,
       case when s.step = 'audit' then '{}'::int[] else '{34}'::int[] end,
       a.submitted_at + interval '5 days', a.submitted_at + interval '1 day'
     from wf_instances i join cert_applications a on a.tenant_id = i.tenant_id and a.instance_id = i.id
     join (values (1, 'accept', '受理评审', 'applyManage'), (3, 'contract', '合同评审与签订', 'contractManage'),
       (4, 'plan', '审核策划', 'certPlan'), (5, 'audit', '现场审核', 'certAudit'), (6, 'review', '技术评审', 'ratify'))
       s(status, step, name, queue) on s.status = a.status
     where i.tenant_id = $1 and i.status = 'running'`,
    [tenant, leader],
  );
  await run(
    `insert into wf_task_candidates (tenant_id, task_id, kind, ref, created_at, queue, due_at)
     select t.tenant_id, t.id, 'role', '34', t.created_at, t.queue, t.due_at
     from wf_tasks t where t.tenant_id = $1 and t.status = 'open' and t.assignee_id is null`,
    [tenant],
  );
  const tSeed = performance.now();
  await run('vacuum analyze');
  const counts = (
    await run(
      `select (select count(*) from cert_applications where tenant_id = $1)::int as applications,
         (select count(*) from cert_contracts where tenant_id = $1)::int as contracts,
         (select count(*) from cert_audits where tenant_id = $1)::int as audits,
         (select count(*) from cert_findings where tenant_id = $1)::int as findings,
         (select count(*) from cert_reviews where tenant_id = $1)::int as reviews,
         (select count(*) from cert_certificates where tenant_id = $1)::int as certificates,
         (select count(*) from wf_instances where tenant_id = $1 and definition_id = $2)::int as instances,
         (select count(*) from wf_tasks t join wf_instances i on i.id = t.instance_id
           where i.definition_id = $2 and t.status = 'open')::int as "openTasks"`,
      [tenant, definition],
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
  const tokens = {
    body: await signIn('reviewer_a'),
    client: await signIn('staff_a'),
    auditor: await signIn('auditor_a'),
  };
  type Who = keyof typeof tokens;
  const someAudit = await value<string>(
    `select id from cert_audits where tenant_id = $1 and status = 6 order by id limit 1`,
    [tenant],
  );
  const someInstance = await value<string>(
    `select id from wf_instances where tenant_id = $1 and definition_id = $2 and status = 'running' limit 1`,
    [tenant, definition],
  );
  const page = 'pageIndex=1&pageSize=20';
  const deep = 'pageIndex=200&pageSize=20';
  const thisYear = new Date().getFullYear();
  const calls: [string, Who, 'GET' | 'POST', string, object?][] = [
    ['applications (apply/queryPageList)', 'body', 'POST', `apply/queryPageList?${page}`, {}],
    ['applications, keyword', 'body', 'POST', `apply/queryPageList?${page}`, { keyword: '压测企业77' }],
    ['CCC applications (cccWork/queryCCCApplyList)', 'body', 'POST', `cccWork/queryCCCApplyList?${page}`, {}],
    ['my applications (cccWork/queryMyApplication)', 'client', 'GET', `cccWork/queryMyApplication?${page}`],
    ['contracts (contract/queryPageList)', 'body', 'POST', `contract/queryPageList?${page}`, {}],
    ['auditors (auditor/queryPageList)', 'body', 'POST', `auditor/queryPageList?${page}`, {}],
    ['programmes (programme/queryPageList)', 'body', 'POST', `programme/queryPageList?${page}`, {}],
    ['audits (audit/queryPageList)', 'body', 'POST', `audit/queryPageList?${page}`, {}],
    ['audits of a month', 'body', 'POST', `audit/queryPageList?${page}`, { month: `${thisYear}-03` }],
    ['audit files (audit/queryFileList)', 'body', 'POST', `audit/queryFileList?${page}`, {}],
    ['my audits (audit/myAudits)', 'auditor', 'POST', `audit/myAudits?${page}`, {}],
    ['findings of an audit (finding/list)', 'body', 'POST', 'finding/list', { auditId: someAudit }],
    [
      'reviews pending (review/queryPageList)',
      'body',
      'POST',
      `review/queryPageList?${page}`,
      { state: 'pending' },
    ],
    ['reviews done', 'body', 'POST', `review/queryPageList?${page}`, { state: 'done' }],
    ['decisions (decision/queryPageList)', 'body', 'POST', `decision/queryPageList?${page}`, {}],
    ['certificates (certificate/queryPageList)', 'body', 'POST', `certificate/queryPageList?${page}`, {}],
    ['certificates, page 200', 'body', 'POST', `certificate/queryPageList?${deep}`, {}],
    [
      'certificates expiring in 90 days',
      'body',
      'POST',
      `certificate/queryPageList?${page}`,
      { expiringDays: 90 },
    ],
    ['my certificates (queryMyCertificate)', 'client', 'GET', `queryMyCertificate?${page}`],
    ['notices (cert/notice/queryNoticeByPage)', 'body', 'POST', `cert/notice/queryNoticeByPage?${page}`, {}],
    [
      'client notices (?client=true)',
      'client',
      'POST',
      `cert/notice/queryNoticeByPage?${page}&client=true`,
      {},
    ],
    ['businessstatistics', 'body', 'GET', 'businessstatistics?businessType=all'],
    ['businessstatistics (system)', 'body', 'GET', 'businessstatistics?businessType=system'],
    [
      'statsOfMonth (36 months)',
      'body',
      'GET',
      `statsOfMonth?businessType=all&startDate=${thisYear - 2}-01-01&endDate=${thisYear}-12-31`,
    ],
    [
      'statsOfMonth (product, 12 months)',
      'body',
      'GET',
      `statsOfMonth?businessType=product&startDate=${thisYear}-01&endDate=${thisYear}-12`,
    ],
    ['workbench (mgmt/workbench/statData)', 'body', 'GET', 'mgmt/workbench/statData'],
    [
      'workbench chart (mgmt/workbench/statChart)',
      'body',
      'GET',
      `mgmt/workbench/statChart?startYm=${thisYear - 1}-01&endYm=${thisYear}-12&type=certificates`,
    ],
    ['my tasks (mgmt/queryMyTasks)', 'body', 'POST', `mgmt/queryMyTasks?${page}`, {}],
    ['CCC inspections (cccTask/queryCCCList)', 'body', 'POST', `cccTask/queryCCCList?${page}`, {}],
    ['progress (workflow/getProgress)', 'body', 'GET', `workflow/getProgress?wfInstanceId=${someInstance}`],
    ['processes (process/queryPageList)', 'body', 'POST', `process/queryPageList?${page}`, {}],
    ['processes at a step', 'body', 'POST', `process/queryPageList?${page}`, { step: 'review' }],
    ['processes, keyword', 'body', 'POST', `process/queryPageList?${page}`, { keyword: '压测企业77' }],
    ['projects (project/queryPageList)', 'body', 'POST', `project/queryPageList?${page}`, {}],
    ['projects, page 200', 'body', 'POST', `project/queryPageList?${deep}`, {}],
    ['projects, keyword', 'body', 'POST', `project/queryPageList?${page}`, { keyword: '压测企业77' }],
  ];
  const once = async (who: Who, method: 'GET' | 'POST', path: string, body?: object) => {
    const res = await fetch(`${base}${CERT}/${path}`, {
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
  const only = process.env.BENCH_CERT_ONLY;
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
        : Array.isArray(data)
          ? { rows: data.length }
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
  console.error(`bench:cert: a call failed or its p95 reached ${CALL_BUDGET_MS} ms (see the lines above)`);
  process.exit(1);
}

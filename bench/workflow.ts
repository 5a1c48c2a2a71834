// bench:workflow — the workflow engine at volume on PostgreSQL (issue 18, "Scale and speed"). On the
// demo seed, a bench process (a parallel split into five branches of two user tasks each: three
// branches assigned to the starter's chosen bench user, one offered to role 47, one to role 34) is
// started through the service itself (each start runs bpmn-engine and commits its state, tasks and
// history, as a request would; in parallel) BENCH_ENGINE_INSTANCES (1,000) times, and these instances
// are copied by SQL (their engine state, open tasks with their candidate rows and history, reassigned to other bench users) up
// to 10,000 running instances with 50,000 open tasks: starting all 10,000 through the engine takes
// half an hour on a busy two-core machine (BENCH_ENGINE_INSTANCES=10000 does it).
// Then, as server time of whole calls (app.inject: routing, session, queries, engine, serialisation):
// - a bench user's task list page (scope=all) and auditor_a's (role 47, ten thousand candidate tasks)
//   candidate and all pages: budget 50 ms;
// - completing a task without a form: budget 30 ms; starting an instance: budget 30 ms;
// and over HTTP, 100 tasks (two branches of 50 instances) each completed twice at once by 50
// connections: exactly one success per task, and afterwards no step lost or doubled.
// Verdicts use p95. Sizes: BENCH_INSTANCES (10000), BENCH_USERS (100), BENCH_SAMPLES (200),
// BENCH_START_CONCURRENCY (8).
import os from 'node:os';
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';
import { withTenantScope } from '../apps/server/src/db/tenant-scope.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { seedWorkflowDemo } from '../apps/server/src/seed/workflow.js';
import { print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:workflow measures on PostgreSQL: run it through bench/with-postgres.sh');
const INSTANCES = Number(process.env.BENCH_INSTANCES ?? 10_000);
const USERS = Number(process.env.BENCH_USERS ?? 100);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const START_CONCURRENCY = Number(process.env.BENCH_START_CONCURRENCY ?? 8);
/** Instances started through the engine; the rest are SQL copies of them (state, tasks, history). */
const ENGINE_INSTANCES = Math.min(INSTANCES, Number(process.env.BENCH_ENGINE_INSTANCES ?? 1_000));
const LIST_BUDGET_MS = 50;
const STEP_BUDGET_MS = 30;
const W = '/api/api-workflow';
const unlimited = { max: 1e9, windowSeconds: 60 };

/** Five branches of two user tasks: a<i> then b<i>, joined before the end. */
const BRANCHES = [
  { rule: 'pf:assignee="=assignee"' },
  { rule: 'pf:assignee="=assignee"' },
  { rule: 'pf:assignee="=assignee"' },
  { rule: 'pf:candidateRoles="47" pf:queue="review"' },
  { rule: 'pf:candidateRoles="34" pf:queue="approve"' },
];
const benchProcess = `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:pf="https://bizadmin.platform/schema/bpmn"
  id="bench-review-definitions" targetNamespace="https://bizadmin.platform/processes">
  <process id="bench-review" name="压测评审流程" isExecutable="true">
    <startEvent id="start" />
    <sequenceFlow id="fs" sourceRef="start" targetRef="split" />
    <parallelGateway id="split" />
    ${BRANCHES.map(
      ({ rule }, i) => `
    <sequenceFlow id="fa${i}" sourceRef="split" targetRef="a${i}" />
    <userTask id="a${i}" name="初审 ${i}" ${rule} pf:dueDate="P3D" />
    <sequenceFlow id="fb${i}" sourceRef="a${i}" targetRef="b${i}" />
    <userTask id="b${i}" name="复审 ${i}" ${rule} pf:dueDate="P5D" />
    <sequenceFlow id="fj${i}" sourceRef="b${i}" targetRef="join" />`,
    ).join('')}
    <parallelGateway id="join" />
    <sequenceFlow id="fe" sourceRef="join" targetRef="end" />
    <endEvent id="end" />
  </process>
</definitions>`;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return Math.round(s[Math.min(s.length - 1, Math.floor(p * s.length))]! * 100) / 100;
};
const loadAverage = () => Math.round(os.loadavg()[0]! * 10) / 10;
const benchUser = (i: number) => `bench_${String(i).padStart(5, '0')}`;

const name = `bench_wf_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;

const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 10 });
const direct = new pg.Client({ connectionString: dbUrl.toString() });
const config = {
  ...loadConfig({ DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'silent' }),
  webDist: undefined,
};
try {
  await migrate(database.db, await readMigrations());
  await seedDemo(database.db);
  await direct.connect();
  const app = await buildApp({
    config,
    database,
    logger: false,
    // Sign-in rate limits would rightly stop one address signing in a hundred bench users.
    limits: { ...defaultLimits, loginPerIp: unlimited, loginPerAccount: unlimited },
    messaging: { worker: false },
    workflow: { worker: false },
  });
  try {
    await seedWorkflowDemo(app, database.db);

    // ---- set-up: bench users, the bench process, the instances ----
    const t0 = performance.now();
    const {
      rows: [tenant],
    } = await direct.query<{ id: string; hash: string; staff: string }>(`
      select t.id, u.password_hash as hash, tu.id as staff from tenants t
        join tenant_users tu on tu.tenant_id = t.id join users u on u.id = tu.user_id
      where t.code = 'east-cert' and u.username = 'staff_a'`);
    const tenantId = tenant!.id;
    await direct.query(
      `insert into users (username, realname, password_hash)
       select 'bench_' || lpad(g::text, 5, '0'), '压测用户' || g, $1 from generate_series(1, $2) g`,
      [tenant!.hash, USERS],
    );
    await direct.query(
      `insert into tenant_users (tenant_id, user_id) select $1, id from users where username like 'bench\\_%'`,
      [tenantId],
    );
    await withTenantScope(tenantId, () => app.workflow.deploySystem(tenantId, benchProcess, null));
    const actor = { id: tenant!.staff, name: '张明' };
    const startOne = (i: number) =>
      withTenantScope(tenantId, () =>
        app.workflow.startAs(
          tenantId,
          {
            definitionKey: 'bench-review',
            businessKey: `BR-${i}`,
            title: `压测申请 ${i}`,
            variables: { assignee: benchUser(1 + (i % USERS)), amount: i },
          },
          actor,
        ),
      );
    const tSetUp = performance.now();
    let next = 0;
    const startTimes: number[] = [];
    await Promise.all(
      Array.from({ length: START_CONCURRENCY }, async () => {
        while (next < ENGINE_INSTANCES) {
          const i = next++;
          const s = performance.now();
          await startOne(i);
          startTimes.push(performance.now() - s);
          if (startTimes.length % 1000 === 0) {
            print({
              subject: 'seed: progress',
              instances: startTimes.length,
              seconds: Math.round((performance.now() - tSetUp) / 100) / 10,
            });
          }
        }
      }),
    );
    const tStarted = performance.now();
    // The rest: copies of the engine's own instances, each with its state, open tasks and history as
    // the engine left them, assigned to another bench user (tasks and the `assignee` variable alike).
    const copies = INSTANCES - ENGINE_INSTANCES;
    if (copies > 0) {
      await direct.query('begin');
      await direct.query(
        `create temp table src on commit drop as
           select i.id, row_number() over (order by i.started_at, i.id) - 1 as k
           from wf_instances i join wf_definitions d on d.id = i.definition_id
           where d.key = 'bench-review' and i.status = 'running'`,
      );
      await direct.query(
        `create temp table cp on commit drop as
           select gen_random_uuid() as id, s.id as src, $2::int + g as n, tu.id as assignee_id, u.username
           from generate_series(0, $1::int - 1) g
           join src s on s.k = g % $2::int
           join users u on u.username = 'bench_' || lpad((1 + ($2::int + g) % $3::int)::text, 5, '0')
           join tenant_users tu on tu.user_id = u.id`,
        [copies, ENGINE_INSTANCES, USERS],
      );
      await direct.query(
        `insert into wf_instances (id, tenant_id, definition_id, business_key, title, status, state, variables,
           passed, flows, started_by, started_by_name, started_at, revision)
         select cp.id, i.tenant_id, i.definition_id, 'BR-' || cp.n, '压测申请 ' || cp.n, i.status, i.state,
           jsonb_set(i.variables, '{assignee}', to_jsonb(cp.username)), i.passed, i.flows, i.started_by,
           i.started_by_name, clock_timestamp(), i.revision
         from cp join wf_instances i on i.id = cp.src`,
      );
      await direct.query(
        `insert into wf_tasks (tenant_id, instance_id, element_id, execution_id, name, queue, status, assignee_id,
           candidate_users, candidate_roles, candidate_depts, form_id, form_version, due_at, previous_element_id,
           created_at)
         select t.tenant_id, cp.id, t.element_id, t.execution_id, t.name, t.queue, t.status,
           case when t.assignee_id is null then null else cp.assignee_id end, t.candidate_users,
           t.candidate_roles, t.candidate_depts, t.form_id, t.form_version, t.due_at, t.previous_element_id,
           clock_timestamp()
         from cp join wf_tasks t on t.instance_id = cp.src`,
      );
      // Their candidate rows, as the service writes them with each open unclaimed task.
      await direct.query(
        `insert into wf_task_candidates (tenant_id, task_id, kind, ref, created_at, queue, due_at)
         select t.tenant_id, t.id, c.kind, c.ref, t.created_at, t.queue, t.due_at
         from cp join wf_tasks t on t.instance_id = cp.id
         cross join lateral (
           select 'user' as kind, u::text as ref from unnest(t.candidate_users) u
           union select 'role', r::text from unnest(t.candidate_roles) r
           union select 'dept', d::text from unnest(t.candidate_depts) d) c
         where t.status = 'open' and t.assignee_id is null`,
      );
      await direct.query(
        `insert into wf_history (tenant_id, instance_id, at, kind, element_id, element_name, actor_id, actor_name,
           comment)
         select h.tenant_id, cp.id, clock_timestamp(), h.kind, h.element_id, h.element_name, h.actor_id,
           h.actor_name, h.comment
         from cp join wf_history h on h.instance_id = cp.src order by cp.n, h.at`,
      );
      await direct.query('commit');
    }
    const tCopied = performance.now();
    await direct.query('vacuum analyze');
    const counts = (
      await direct.query<{ running: string; open: string }>(`select
        (select count(*) from wf_instances where status = 'running') as running,
        (select count(*) from wf_tasks where status = 'open') as open`)
    ).rows[0]!;
    print({
      subject: 'seed',
      how:
        copies > 0
          ? `${ENGINE_INSTANCES} instances started through the workflow service (one bpmn-engine step committed per start, ${START_CONCURRENCY} at a time); ${copies} SQL copies of them (engine state, open tasks, history), each assigned to another bench user`
          : `every instance started through the workflow service (one bpmn-engine step committed per start, ${START_CONCURRENCY} at a time)`,
      users: USERS,
      runningInstances: Number(counts.running),
      openTasks: Number(counts.open),
      usersAndProcessMs: Math.round(tSetUp - t0),
      engineStarts: ENGINE_INSTANCES,
      engineStartsMs: Math.round(tStarted - tSetUp),
      engineStartsPerSecond: Math.round((ENGINE_INSTANCES / (tStarted - tSetUp)) * 1000),
      startP50: pct(startTimes, 0.5),
      startP95: pct(startTimes, 0.95),
      copies,
      copiesMs: Math.round(tCopied - tStarted),
      vacuumAnalyzeMs: Math.round(performance.now() - tCopied),
    });

    // ---- sessions ----
    const login = async (username: string) => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/api-system/data/tenantuser/login',
        payload: { username, pwd: 'Demo@123' },
      });
      const token = (res.json() as { data?: { token?: string } }).data?.token;
      if (!token) throw new Error(`${username} cannot sign in: ${res.body}`);
      return { authorization: `Bearer ${token}` };
    };
    const tokens = new Map<string, Record<string, string>>();
    const headersOf = async (username: string) => {
      let h = tokens.get(username);
      if (!h) tokens.set(username, (h = await login(username)));
      return h;
    };
    const user42 = benchUser(42);
    const userHeaders = await headersOf(user42);
    const auditorHeaders = await headersOf('auditor_a');

    /** Server time and CPU time of `count` calls, taking turns so that load elsewhere hits all alike. */
    const measure = async (
      calls: Record<string, () => Promise<{ statusCode: number; body: string }>>,
      count: number,
      budget: number,
      describe: (subject: string, lastBody: string) => unknown = () => 'ok',
    ) => {
      const entries = Object.entries(calls);
      const times = new Map(entries.map(([s]) => [s, [] as number[]]));
      const cpu = new Map(entries.map(([s]) => [s, [] as number[]]));
      const last = new Map<string, string>();
      for (let i = 0; i < count; i++) {
        for (const [subject, call] of entries) {
          const c = process.cpuUsage();
          const s = performance.now();
          const res = await call();
          times.get(subject)!.push(performance.now() - s);
          const used = process.cpuUsage(c);
          cpu.get(subject)!.push((used.user + used.system) / 1000);
          if (res.statusCode !== 200) throw new Error(`${subject}: ${res.statusCode} ${res.body}`);
          last.set(subject, res.body);
        }
      }
      for (const [subject, xs] of times) {
        print({
          subject,
          samples: xs.length,
          answer: describe(subject, last.get(subject)!),
          p50: pct(xs, 0.5),
          p95: pct(xs, 0.95),
          p99: pct(xs, 0.99),
          max: pct(xs, 1),
          budget,
          underBudget: pct(xs, 0.95) < budget,
          cpuP50: pct(cpu.get(subject)!, 0.5),
          cpuP95: pct(cpu.get(subject)!, 0.95),
          loadAverage1m: loadAverage(),
        });
      }
    };

    // ---- task list pages ----
    const list = (headers: Record<string, string>, scope: string) => () =>
      app.inject({ method: 'GET', url: `${W}/task/list?scope=${scope}&pageIndex=1&pageSize=20`, headers });
    const listCalls = {
      'http: GET /api/health (floor)': () => app.inject({ method: 'GET', url: '/api/health' }),
      [`http: task list, scope=all (${user42}, assigned tasks)`]: list(userHeaders, 'all'),
      'http: task list, scope=candidate (auditor_a, role 47)': list(auditorHeaders, 'candidate'),
      'http: task list, scope=all (auditor_a, role 47)': list(auditorHeaders, 'all'),
      'http: task counts (auditor_a)': () =>
        app.inject({ method: 'GET', url: `${W}/task/counts`, headers: auditorHeaders }),
    };
    for (const call of Object.values(listCalls)) for (let i = 0; i < 20; i++) await call();
    await measure(listCalls, SAMPLES, LIST_BUDGET_MS, (subject, body) => {
      const data = (JSON.parse(body) as { data: { total?: number; items?: unknown[]; candidate?: number } })
        .data;
      if (data.items) return { total: data.total, items: data.items.length };
      return data.candidate !== undefined ? { candidate: data.candidate } : 'ok';
    });

    // ---- completing tasks and starting instances ----
    // First-step tasks of branch a0 assigned to bench users, one per instance, least recent first.
    const { rows: completable } = await direct.query<{ id: string; username: string }>(
      `select t.id, u.username from wf_tasks t join tenant_users tu on tu.id = t.assignee_id
         join users u on u.id = tu.user_id
       where t.status = 'open' and t.element_id = 'a0' order by t.created_at limit $1`,
      [SAMPLES + 20],
    );
    for (const row of completable) await headersOf(row.username);
    let k = 0;
    const stepCalls = {
      'http: POST /task/complete (no form)': () => {
        const row = completable[k]!;
        return app.inject({
          method: 'POST',
          url: `${W}/task/complete`,
          headers: tokens.get(row.username)!,
          payload: { id: row.id, comment: '同意' },
        });
      },
      'http: POST /instance/start': async () => {
        const res = await app.inject({
          method: 'POST',
          url: `${W}/instance/start`,
          headers: userHeaders,
          payload: {
            definitionKey: 'bench-review',
            title: `压测新申请 ${k}`,
            variables: { assignee: benchUser(1 + (k % USERS)) },
          },
        });
        k++;
        return res;
      },
      'http: POST /instance/start (cert-acceptance: decision, timer, one task)': () =>
        app.inject({
          method: 'POST',
          url: `${W}/instance/start`,
          headers: userHeaders,
          payload: {
            definitionKey: 'cert-acceptance',
            title: `压测认证申请 ${k}`,
            variables: { enterpriseName: '压测企业', employees: 120, risk: 'medium' },
          },
        }),
    };
    for (let i = 0; i < 20; i++) for (const call of Object.values(stepCalls)) await call();
    await measure(stepCalls, SAMPLES, STEP_BUDGET_MS);

    // ---- concurrency: 100 tasks, each completed twice at once, by 50 connections over HTTP ----
    await app.listen({ host: '127.0.0.1', port: 0 });
    const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    const { rows: pairs } = await direct.query<{
      instance_id: string;
      a0: string;
      a3: string;
      username: string;
    }>(
      `select t.instance_id, t.id as a0, c.id as a3, u.username from wf_tasks t
         join wf_tasks c on c.instance_id = t.instance_id and c.element_id = 'a3' and c.status = 'open'
         join tenant_users tu on tu.id = t.assignee_id join users u on u.id = tu.user_id
       where t.status = 'open' and t.element_id = 'a0' and u.username = any($1)
       order by t.created_at desc limit 50`,
      [[...tokens.keys()].filter((u) => u.startsWith('bench_'))],
    );
    const targets = pairs.flatMap((p) => [
      { id: p.a0, instanceId: p.instance_id, element: 'a0', headers: tokens.get(p.username)! },
      { id: p.a3, instanceId: p.instance_id, element: 'a3', headers: auditorHeaders },
    ]);
    // Every task twice, the two attempts far apart in the queue order and shuffled in between.
    const attempts = [...targets, ...targets]
      .map((t) => ({ t, r: Math.random() }))
      .sort((a, b) => a.r - b.r)
      .map(({ t }) => t);
    const outcomes = new Map<string, number[]>();
    let cursor = 0;
    const tc = performance.now();
    const latencies: number[] = [];
    await Promise.all(
      Array.from({ length: 50 }, async () => {
        while (cursor < attempts.length) {
          const a = attempts[cursor++]!;
          const s = performance.now();
          const res = await fetch(`${base}${W}/task/complete`, {
            method: 'POST',
            headers: { ...a.headers, 'content-type': 'application/json' },
            body: JSON.stringify({ id: a.id, comment: '并发同意' }),
          });
          await res.arrayBuffer();
          latencies.push(performance.now() - s);
          outcomes.set(a.id, [...(outcomes.get(a.id) ?? []), res.status]);
        }
      }),
    );
    const elapsed = performance.now() - tc;
    const ids = targets.map((t) => t.id);
    const { rows: after } = await direct.query<{
      id: string;
      status: string;
      completed: string;
      next_open: string;
    }>(
      `select t.id, t.status,
         (select count(*) from wf_history h where h.instance_id = t.instance_id and h.element_id = t.element_id
            and h.kind = 'taskCompleted') as completed,
         (select count(*) from wf_tasks n where n.instance_id = t.instance_id
            and n.element_id = 'b' || substr(t.element_id, 2)) as next_open
       from wf_tasks t where t.id = any($1::uuid[])`,
      [ids],
    );
    const statusesOk = [...outcomes.values()].filter(
      (s) =>
        s.length === 2 && s.filter((c) => c === 200).length === 1 && s.filter((c) => c === 409).length === 1,
    ).length;
    const lost = after.filter((r) => r.status !== 'completed' || Number(r.completed) === 0).length;
    const doubled = after.filter((r) => Number(r.completed) > 1 || Number(r.next_open) > 1).length;
    const missingNext = after.filter((r) => Number(r.next_open) === 0).length;
    print({
      subject: 'concurrency: 100 tasks each completed twice at once by 50 connections',
      tasks: targets.length,
      requests: attempts.length,
      oneSuccessOneConflict: statusesOk,
      lostSteps: lost,
      doubledSteps: doubled,
      missingNextTask: missingNext,
      wallMs: Math.round(elapsed),
      p50: pct(latencies, 0.5),
      p95: pct(latencies, 0.95),
      ok: statusesOk === targets.length && lost === 0 && doubled === 0 && missingNext === 0,
      loadAverage1m: loadAverage(),
    });
  } finally {
    await app.close();
  }
} finally {
  await direct.end().catch(() => undefined);
  await database.close();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}

// bench:server — the calls a user makes most, under load on PostgreSQL, against a bare Fastify route
// on the same machine (the ceiling): sign-in, the menu load of the shell (tenant/getresources), a
// page of the message centre, a form save (forms saveIDB) and a dictionary save. Every server (the
// ceiling too) runs in its own process, and so does autocannon (bench/load-generator.mjs). Then
// two server processes against the one database, to show that throughput grows with instances.
// Servers run with scripts/start's V8 flags; every run follows BENCH_WARMUP_SECONDS (default 3) uncounted
// seconds of the same load.
// One JSON line per subject: {subject, connections, rps, p50, p99, ratioToCeiling}, with the CPU time
// the server process (cpuMsPerCall) and PostgreSQL (pgCpuMsPerCall) spent per call, from /proc.
// BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default "50,200"), DATABASE_POOL_MAX (default 10),
// LOG_LEVEL of the servers (default silent), BENCH_CPU_PROF=<dir> writes a --cpu-prof of instance 1,
// BENCH_SUBJECTS (e.g. "menu,messages") runs only those subjects (and no scale-out unless "menu" is one).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { load, print, type LoadOptions, type LoadResult } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:server measures on PostgreSQL: run it through bench/with-postgres.sh');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const warmUpSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);
const profileDir = process.env.BENCH_CPU_PROF;
const only = process.env.BENCH_SUBJECTS?.split(',');
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const name = `bench_server_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;
const setup = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 2 });
await migrate(setup.db, await readMigrations());
await seedDemo(setup.db);
await setup.close();

// CPU time from /proc (Linux): the server's process, and PostgreSQL's postmaster with its backends.
const TICK_MS = 10;
const cpuTicks = (pid: number): number => {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return 0;
  }
};
const parentOf = (pid: number): number => {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
};
const postmaster = parentOf(
  (await admin.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]!.pid,
);
const postgresTicks = (): number => {
  let ticks = cpuTicks(postmaster);
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (parentOf(Number(entry)) === postmaster) ticks += cpuTicks(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return ticks;
};

function startChild(script: string, nodeArgs: string[] = []): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--conditions=@platform/source', '--import', 'tsx', script],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        DATABASE_POOL_MAX: String(poolMax),
        LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
        NODE_ENV: 'production',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /listening (\d+)/.exec(out);
      if (m) resolve({ child, port: Number(m[1]) });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code}: ${out}`)));
  });
}
const stopChild = (c: { child: ChildProcess }) =>
  new Promise<void>((resolve) => {
    c.child.once('exit', () => resolve());
    c.child.kill('SIGTERM');
  });

const origin = (port: number) => `http://127.0.0.1:${port}`;
const api = (port: number) => `${origin(port)}/api/api-system/data`;
const profileArgs = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
// The V8 flags scripts/start runs the server with.
const serverArgs = ['--max-semi-space-size=64'];
const instances = [
  await startChild('bench/server-instance.ts', [...serverArgs, ...profileArgs]),
  await startChild('bench/server-instance.ts', serverArgs),
];
const ceilingServer = await startChild('bench/bare-fastify.ts');
const server = instances[0]!;
const base = api(server.port);

// Requests still queued when a run ends would be billed to the next subject: each run starts once the
// server answers its health check promptly again (or after 15 s).
const idle = async () => {
  const until = Date.now() + 15_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${origin(server.port)}/api/health`);
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function call(url: string, init: RequestInit = {}) {
  const res = await fetch(url, init);
  const body = (await res.json()) as { code: number; data: unknown };
  if (body.code !== 200) throw new Error(`${url}: ${JSON.stringify(body)}`);
  return body.data as Record<string, unknown>;
}
const json = { 'content-type': 'application/json' };
const signIn = async (baseUrl: string, username: string, pwd: string) =>
  (
    await call(`${baseUrl}/tenantuser/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, pwd }),
    })
  ).token as string;

const staffToken = await signIn(base, 'staff_a', 'Demo@123');
// Calls from a screen carry its resourceId, as the web client sends it (checked on every call): here
// the home page's, the first page of the staff member's menu.
const homePage = async (headers: Record<string, string>) => {
  const res = await fetch(`${base}/tenant/getresources?appkey=quality`, { headers });
  const menu = ((await res.json()) as { data: { resourceId: string; children: unknown[] }[] }).data;
  return (menu[0]!.children[0] as { resourceId: string }).resourceId;
};
const staffSession = { authorization: `Bearer ${staffToken}`, appkey: 'quality' };
const staff = { ...staffSession, resourceid: await homePage(staffSession) };
const manager = { authorization: `Bearer ${await signIn(base, 'admin', 'Admin@123')}`, ...json };
const dict = await call(`${base}/resource/saveDict`, {
  method: 'POST',
  headers: manager,
  body: JSON.stringify({ code: 'bench-dict', name: '压测字典' }),
});
const dictBody = JSON.stringify({ id: dict.id, code: 'bench-dict', name: '压测字典', remark: '保存' });
const formUrl = `${origin(server.port)}/api/api-spacestation/sp/form/saveIDB`;
const formJson = JSON.stringify({
  list: ['name', 'phone', 'address'].map((model) => ({
    type: 'input',
    label: model,
    model,
    key: `input_${model}`,
    options: {},
    rules: [],
  })),
  config: { labelWidth: 100 },
});
const formHeaders = { authorization: `Bearer ${staffToken}`, ...json };
const form = await call(formUrl, {
  method: 'POST',
  headers: formHeaders,
  body: JSON.stringify({ formName: '压测表单', json: formJson }),
});
const formBody = JSON.stringify({ id: form.id, formName: '压测表单', json: formJson });
const loginBody = JSON.stringify({ username: 'staff_a', pwd: 'Demo@123' });
const pageBody = JSON.stringify({ pageIndex: 1, pageSize: 10, queryData: {} });

const subjects: [string, string, LoadOptions][] = [
  ['menu', `${base}/tenant/getresources?appkey=quality`, { headers: staff }],
  [
    'messages',
    `${base}/msg/getPageReceiverMsgList`,
    { method: 'POST', headers: { ...staff, ...json }, body: pageBody },
  ],
  ['form-save', formUrl, { method: 'POST', headers: formHeaders, body: formBody }],
  ['dict-save', `${base}/resource/saveDict`, { method: 'POST', headers: manager, body: dictBody }],
  // Last: scrypt keeps the machine's cores busy for a while after the run.
  ['signin', `${base}/tenantuser/login`, { method: 'POST', headers: json, body: loginBody }],
];

/**
 * warmUpSeconds of the load a run is about to measure, not counted: the steady state is measured, not
 * the compiler's first seconds on a fresh process (the ceiling gets the same). Calls the warm-up left
 * queued (slow ones such as sign-in) are answered before the run starts.
 */
async function warmUp(subject: string, target: string, connections: number, options: LoadOptions) {
  await load(subject, target, connections, warmUpSeconds, options);
  await idle();
}

/** A run after its warm-up. */
async function warmedLoad(subject: string, target: string, connections: number, options: LoadOptions = {}) {
  await warmUp(subject, target, connections, options);
  return load(subject, target, connections, seconds, options);
}

/** A warmed run with the CPU time the server process and PostgreSQL spent per answered call. */
async function measured(subject: string, target: string, connections: number, options: LoadOptions = {}) {
  await warmUp(subject, target, connections, options);
  const [server0, pg0] = [cpuTicks(server.child.pid!), postgresTicks()];
  const r = await load(subject, target, connections, seconds, options);
  const calls = Math.max(1, r.rps * seconds);
  // A backend that ended during the run takes its ticks with it: never below zero.
  const perCall = (ticks: number) => Math.max(0, Math.round(((ticks * TICK_MS) / calls) * 1000) / 1000);
  return {
    ...r,
    cpuMsPerCall: perCall(cpuTicks(server.child.pid!) - server0),
    pgCpuMsPerCall: perCall(postgresTicks() - pg0),
  };
}

const ratio = (r: LoadResult, ceiling: LoadResult) => Math.round((r.rps / ceiling.rps) * 100) / 100;
for (const connections of connectionSets) {
  const ceiling = await warmedLoad('bare-fastify', `${origin(ceilingServer.port)}/ping`, connections);
  print({ ...ceiling, ratioToCeiling: 1 });
  for (const [subject, target, options] of subjects) {
    if (only && !only.includes(subject)) continue;
    await idle();
    const r = await measured(subject, target, connections, options);
    print({ ...r, ratioToCeiling: ratio(r, ceiling) });
  }
}
await idle();
await stopChild(ceilingServer);

// Scale-out: the same load against one server process, then split over two: the cached menu (on two
// cores, one server and autocannon already keep both busy) and form saves, each instance saving
// forms of its own (one form's row lock would serialise them).
const connections = Math.max(...connectionSets);
async function scaleOut(subject: string, targets: { url: string; options: object }[]) {
  await idle();
  const one = await warmedLoad(`${subject}-1-instance`, targets[0]!.url, connections, targets[0]!.options);
  print({ ...one, instances: 1 });
  await idle();
  const split = await Promise.all(
    targets.map((t) => warmedLoad(`${subject}-2-instances`, t.url, connections / 2, t.options)),
  );
  const rps = split.reduce((sum, r) => sum + r.rps, 0);
  print({
    subject: `${subject}-2-instances`,
    connections,
    instances: 2,
    rps,
    p50: Math.max(...split.map((r) => r.p50)),
    p99: Math.max(...split.map((r) => r.p99)),
    errors: split.reduce((sum, r) => sum + r.errors, 0),
    non2xx: split.reduce((sum, r) => sum + r.non2xx, 0),
    growth: Math.round((rps / one.rps) * 100) / 100,
  });
}
if (!only || only.includes('menu')) {
  await scaleOut(
    'menu',
    await Promise.all(
      instances.map(async (i) => ({
        url: `${api(i.port)}/tenant/getresources?appkey=quality`,
        options: {
          headers: {
            authorization: `Bearer ${await signIn(api(i.port), 'staff_a', 'Demo@123')}`,
            appkey: 'quality',
            resourceid: staff.resourceid,
          },
        },
      })),
    ),
  );
}
if (!only || only.includes('form-save')) {
  await scaleOut(
    'form-save',
    await Promise.all(
      instances.map(async (i) => {
        const url = `${origin(i.port)}/api/api-spacestation/sp/form/saveIDB`;
        const own = await call(url, {
          method: 'POST',
          headers: formHeaders,
          body: JSON.stringify({ formName: `压测表单${i.port}`, json: formJson }),
        });
        const body = JSON.stringify({ id: own.id, formName: `压测表单${i.port}`, json: formJson });
        return { url, options: { method: 'POST', headers: formHeaders, body } };
      }),
    ),
  );
}
await Promise.all(instances.map(stopChild));

await admin.query(`drop database ${name} with (force)`);
await admin.end();

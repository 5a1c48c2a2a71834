// bench:server — the calls a user makes most, under load on PostgreSQL, against a bare Fastify route
// on the same machine (the ceiling): sign-in, the menu load of the shell (tenant/getresources), a
// page of the message centre, and a save (forms have no save call yet: a dictionary save). Then two
// server processes against the one database, to show that throughput grows with instances.
// One JSON line per subject: {subject, connections, rps, p50, p99, ratioToCeiling}.
// BENCH_SECONDS (default 5), BENCH_CONNECTIONS (default "50,200"), DATABASE_POOL_MAX (default 10).
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/db/seed.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';
import { load, print, type LoadResult } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:server measures on PostgreSQL: run it through bench/with-postgres.sh');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);
const poolMax = Number(process.env.DATABASE_POOL_MAX ?? 10);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const name = `bench_server_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;

const config = { ...loadConfig({ DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'silent' }), webDist: undefined };
const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax });
await migrate(database.db, await readMigrations());
await seedDemo(database.db);
// Rate limits would (rightly) stop a load generator on one address; the bench measures the work.
const unlimited = { max: 1e9, windowSeconds: 60 };
const app = await buildApp({
  config,
  database,
  logger: false,
  limits: { ...defaultLimits, loginPerIp: unlimited, loginPerAccount: unlimited },
});
await app.listen({ host: '127.0.0.1', port: 0 });
const origin = (port: number) => `http://127.0.0.1:${port}/api/api-system/data`;
const base = origin((app.server.address() as { port: number }).port);
// Requests still queued when a run ends would be billed to the next subject: each run starts once the
// server answers its health check promptly again (or after 15 s).
const idle = async () => {
  const until = Date.now() + 15_000;
  let quick = 0;
  while (quick < 3 && Date.now() < until) {
    const t0 = performance.now();
    await fetch(`${base.replace(/\/api\/.*$/, '')}/api/health`);
    quick = performance.now() - t0 < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
};

async function call(baseUrl: string, route: string, init: RequestInit = {}) {
  const res = await fetch(`${baseUrl}/${route}`, init);
  const body = (await res.json()) as { code: number; data: unknown };
  if (body.code !== 200) throw new Error(`${route}: ${JSON.stringify(body)}`);
  return body.data as Record<string, unknown>;
}
const json = { 'content-type': 'application/json' };
const signIn = async (baseUrl: string, username: string, pwd: string) =>
  (
    await call(baseUrl, 'tenantuser/login', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ username, pwd }),
    })
  ).token as string;

const staff = { authorization: `Bearer ${await signIn(base, 'staff_a', 'Demo@123')}`, appkey: 'quality' };
const manager = { authorization: `Bearer ${await signIn(base, 'admin', 'Admin@123')}`, ...json };
const dict = await call(base, 'resource/saveDict', {
  method: 'POST',
  headers: manager,
  body: JSON.stringify({ code: 'bench-dict', name: '压测字典' }),
});
const saveBody = JSON.stringify({ id: dict.id, code: 'bench-dict', name: '压测字典', remark: '保存' });
const loginBody = JSON.stringify({ username: 'staff_a', pwd: 'Demo@123' });
const pageBody = JSON.stringify({ pageIndex: 1, pageSize: 10, queryData: {} });

const bare = Fastify();
bare.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ping`;

const subjects: [string, string, Partial<Parameters<typeof load>[4]>][] = [
  ['menu', 'tenant/getresources?appkey=quality', { headers: staff }],
  [
    'messages',
    'msg/getPageReceiverMsgList',
    { method: 'POST', headers: { ...staff, ...json }, body: pageBody },
  ],
  ['dict-save', 'resource/saveDict', { method: 'POST', headers: manager, body: saveBody }],
  // Last: scrypt keeps the machine's cores busy for a while after the run.
  ['signin', 'tenantuser/login', { method: 'POST', headers: json, body: loginBody }],
];

const ratio = (r: LoadResult, ceiling: LoadResult) => Math.round((r.rps / ceiling.rps) * 100) / 100;
for (const connections of connectionSets) {
  const ceiling = await load('bare-fastify', bareUrl, connections, seconds);
  print({ ...ceiling, ratioToCeiling: 1 });
  for (const [subject, route, options] of subjects) {
    await idle();
    const r = await load(subject, `${base}/${route}`, connections, seconds, options);
    print({ ...r, ratioToCeiling: ratio(r, ceiling) });
  }
}
await idle();
await bare.close();
await app.close();

// Scale-out: the same menu load against one server process, then split over two.
function startInstance(): Promise<{ child: ChildProcess; base: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: dbUrl.toString(),
      DATABASE_POOL_MAX: String(poolMax),
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve({ child, base: origin(Number(m[1])) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}
const instances = [await startInstance(), await startInstance()];
const headersOn = async (b: string) => ({
  authorization: `Bearer ${await signIn(b, 'staff_a', 'Demo@123')}`,
  appkey: 'quality',
});
const connections = Math.max(...connectionSets);
const one = await load(
  'menu-1-instance',
  `${instances[0]!.base}/tenant/getresources?appkey=quality`,
  connections,
  seconds,
  {
    headers: await headersOn(instances[0]!.base),
  },
);
print({ ...one, instances: 1 });
const split = await Promise.all(
  instances.map(async (i) =>
    load('menu-2-instances', `${i.base}/tenant/getresources?appkey=quality`, connections / 2, seconds, {
      headers: await headersOn(i.base),
    }),
  ),
);
print({
  subject: 'menu-2-instances',
  connections,
  instances: 2,
  rps: split.reduce((s, r) => s + r.rps, 0),
  p50: Math.max(...split.map((r) => r.p50)),
  p99: Math.max(...split.map((r) => r.p99)),
  errors: split.reduce((s, r) => s + r.errors, 0),
  non2xx: split.reduce((s, r) => s + r.non2xx, 0),
  growth: Math.round((split.reduce((s, r) => s + r.rps, 0) / one.rps) * 100) / 100,
});
for (const i of instances) i.child.kill('SIGTERM');

await database.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();

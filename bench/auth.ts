// bench:auth — sign-in plus first menu load on PostgreSQL, as a browser does it after the sign-on
// page: login, getMyApps, getuserinfo, getresources. Prints the latency of the whole sequence for one
// user at a time, then login and menu throughput under concurrent load.
import crypto from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { migrate, readMigrations } from '../apps/server/src/db/migrate.js';
import { seedDemo } from '../apps/server/src/seed/index.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';
import { load, print } from './lib.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('bench:auth measures on PostgreSQL: run it through bench/with-postgres.sh');
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);

const name = `bench_auth_${crypto.randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: url });
await admin.connect();
await admin.query(`create database ${name}`);
const dbUrl = new URL(url);
dbUrl.pathname = `/${name}`;

const config = { ...loadConfig({ DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'silent' }), webDist: undefined };
const database = await openDatabase({ kind: 'postgres', url: dbUrl.toString(), poolMax: 20 });
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
const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/api-system/data`;

async function call(path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}/${path}`, init);
  const body = (await res.json()) as { code: number; data: unknown };
  if (body.code !== 200) throw new Error(`${path}: ${JSON.stringify(body)}`);
  return body.data;
}

const loginBody = JSON.stringify({ username: 'staff_a', pwd: 'Demo@123' });
async function signInAndLoadMenu() {
  const { token } = (await call('tenantuser/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: loginBody,
  })) as { token: string };
  const headers = { authorization: `Bearer ${token}`, appkey: 'quality' };
  await call('app/getMyApps', { headers });
  await call('tenantuser/getuserinfo?appKey=quality', { headers });
  await call('tenant/getresources?appkey=quality', { headers });
  return token;
}

const times: number[] = [];
let token = '';
for (let i = 0; i < rounds; i++) {
  const t0 = performance.now();
  token = await signInAndLoadMenu();
  times.push(performance.now() - t0);
}
times.sort((a, b) => a - b);
const pct = (p: number) =>
  Math.round(times[Math.min(times.length - 1, Math.floor(p * times.length))]! * 10) / 10;
print({ subject: 'signin+first-menu (sequential)', rounds, p50: pct(0.5), p99: pct(0.99), max: pct(1) });

const auth = { authorization: `Bearer ${token}`, appkey: 'quality' };
for (const connections of [10, 50]) {
  print(
    await load('login', `${base}/tenantuser/login`, connections, seconds, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    }),
  );
}
for (const connections of [50, 200]) {
  print(
    await load('menu', `${base}/tenant/getresources?appkey=quality`, connections, seconds, { headers: auth }),
  );
  print(
    await load('userinfo', `${base}/tenantuser/getuserinfo?appKey=quality`, connections, seconds, {
      headers: auth,
    }),
  );
}

await app.close();
await database.close();
await admin.query(`drop database ${name} with (force)`);
await admin.end();

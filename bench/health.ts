// bench:health — the platform's full request path (security headers, request id, envelope, zod
// serialisation, one database round trip) against a bare Fastify route on the same machine, which
// is the ceiling. Runs on PGlite, or on PostgreSQL when DATABASE_URL is set.
// BENCH_SECONDS (default 5) and BENCH_CONNECTIONS (default "50,200") tune the run.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { prepareDatabase } from '../apps/server/src/server.js';
import { load, print } from './lib.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connectionSets = (process.env.BENCH_CONNECTIONS ?? '50,200').split(',').map(Number);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-health-'));
const config = {
  ...loadConfig({ SEED_DEMO: '1', ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }),
  webDist: undefined,
};
const { database } = await prepareDatabase(config);
const app = await buildApp({ config, database, logger: false });
await app.listen({ host: '127.0.0.1', port: 0 });
const appUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}/api/health`;

const bare = Fastify();
bare.get('/ping', async () => ({ code: 200, msg: 'ok', data: null }));
await bare.listen({ host: '127.0.0.1', port: 0 });
const bareUrl = `http://127.0.0.1:${(bare.server.address() as { port: number }).port}/ping`;

for (const connections of connectionSets) {
  const ceiling = await load('bare-fastify', bareUrl, connections, seconds);
  print({ ...ceiling, ratioToCeiling: 1 });
  const health = await load(`health-${database.kind}`, appUrl, connections, seconds);
  print({ ...health, ratioToCeiling: Math.round((health.rps / ceiling.rps) * 100) / 100 });
}

await bare.close();
await app.close();
await database.close();
fs.rmSync(dataDir, { recursive: true, force: true });

// One server under test for bench:server, in its own process so that it does not share an event loop
// with the load generator: the app as main.ts builds it (LOG_LEVEL from the environment), except that
// sign-in rate limits are lifted (they would rightly stop a load generator on one address). Prints
// "listening <port>" once it accepts connections; SIGTERM stops it.
import { buildApp } from '../apps/server/src/app.js';
import { loadConfig } from '../apps/server/src/config.js';
import { openDatabase } from '../apps/server/src/db/client.js';
import { defaultLimits } from '../apps/server/src/modules/account/service.js';

const config = { ...loadConfig(), webDist: undefined };
if (!config.databaseUrl) throw new Error('server-instance needs DATABASE_URL');
const database = await openDatabase({
  kind: 'postgres',
  url: config.databaseUrl,
  poolMax: config.databasePoolMax,
});
const unlimited = { max: 1e9, windowSeconds: 60 };
const app = await buildApp({
  config,
  database,
  limits: { ...defaultLimits, loginPerIp: unlimited, loginPerAccount: unlimited },
});
await app.listen({ host: '127.0.0.1', port: 0 });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => {
  app
    .close()
    .then(() => database.close())
    .then(
      () => process.exit(0),
      () => process.exit(1),
    );
});

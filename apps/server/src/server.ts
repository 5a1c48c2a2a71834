// Start-up in the order the README promises: open the database, migrate, seed an empty database,
// listen. A failure at any step ends start-up with one clear message instead of a half-started server.
import { sql } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from './app.js';
import { ConfigError, type Config } from './config.js';
import { openDatabase, type Database } from './db/client.js';
import { migrate, readMigrations, rowsOf } from './db/migrate.js';
import { isEmpty, seedAdmin, seedDemo } from './seed/index.js';
import { seedBusinessDemo } from './seed/business.js';
import { seedCarbonDemo } from './seed/carbon.js';
import { seedBrandDemo } from './seed/brand.js';
import { seedCertDemo } from './seed/cert.js';
import { seedDocumentsDemo } from './seed/documents.js';
import { seedExUploadDemo } from './seed/external-upload.js';
import { updateCarbonFactors } from './seed/carbon-factors.js';
import { seedWorkflowDemo } from './seed/workflow.js';

export interface RunningServer {
  app: App;
  database: Database;
  url: string;
  seeded: 'demo' | 'admin' | null;
  /** Stops accepting, lets in-flight requests finish, then closes the database. */
  stop(): Promise<void>;
}

export async function prepareDatabase(config: Config): Promise<{
  database: Database;
  applied: string[];
  seeded: RunningServer['seeded'];
  /** Whether the role the queries run as passes by row-level security (README "Row-level security"). */
  bypassesRowSecurity: boolean;
}> {
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolMax: config.databasePoolMax }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const applied = await migrate(database.db, await readMigrations());
    let seeded: RunningServer['seeded'] = null;
    if (await isEmpty(database.db)) {
      if (config.seedDemo) {
        await seedDemo(database.db);
        seeded = 'demo';
      } else if (config.adminPassword) {
        await seedAdmin(database.db, config.adminPassword);
        seeded = 'admin';
      } else {
        throw new ConfigError(
          'The database is empty and no demo seed was asked for: set ADMIN_PASSWORD to create the platform administrator (or SEED_DEMO=1 for demo data).',
        );
      }
    }
    // The platform's factor library is reference data, written by key at every start (a new release
    // brings new or corrected factors to an existing database too).
    await updateCarbonFactors(database.db);
    const [role] = rowsOf<{ bypasses: boolean }>(
      await database.db.execute(
        sql`select rolsuper or rolbypassrls as bypasses from pg_roles where rolname = current_user`,
      ),
    );
    return { database, applied, seeded, bypassesRowSecurity: role?.bypasses ?? false };
  } catch (err) {
    await database.close();
    throw err;
  }
}

export async function startServer(
  config: Config,
  logger?: FastifyServerOptions['logger'],
): Promise<RunningServer> {
  const { database, applied, seeded, bypassesRowSecurity } = await prepareDatabase(config);
  const app = await buildApp({ config, database, logger });
  if (bypassesRowSecurity) {
    app.log.warn(
      'the database user passes by row-level security and could not create the role platform_app: tenant rows are guarded by the queries alone',
    );
  }
  if (applied.length) app.log.info({ applied }, 'migrations applied');
  if (seeded === 'demo') {
    await seedWorkflowDemo(app, database.db);
    await seedBusinessDemo(app, database.db);
    await seedCarbonDemo(app, database.db);
    await seedCertDemo(app, database.db);
    await seedBrandDemo(app, database.db);
    await seedExUploadDemo(app, database.db);
    await seedDocumentsDemo(database.db);
  }
  if (seeded) app.log.info({ seeded }, 'empty database seeded');
  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (err) {
    await app.close();
    await database.close();
    throw err;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  let stopping: Promise<void> | undefined;
  return {
    app,
    database,
    url: `http://localhost:${port}`,
    seeded,
    stop() {
      stopping ??= stopGracefully(app, database);
      return stopping;
    },
  };
}

/** Fastify stops accepting and waits for in-flight requests; only then is the database closed. */
export async function stopGracefully(app: App, database: Database): Promise<void> {
  try {
    await app.close();
  } finally {
    await database.close();
  }
}

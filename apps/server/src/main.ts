import { loadConfig } from './config.js';
import { t } from './i18n/index.js';
import { ADMIN_USERNAME, DEMO_ACCOUNTS, DEMO_ADMIN_PASSWORD, DEMO_PASSWORD } from './seed/index.js';
import { startServer, type RunningServer } from './server.js';

/** The demo passwords only when the seed has just set them: later they may have been changed. */
function banner(url: string, seeded: RunningServer['seeded']): string {
  // The console speaks the platform's default language for its names.
  const lines = [`${t('zh-CN', 'common.productName')} is running at ${url}  (API docs: ${url}/api/docs)`];
  if (seeded === 'demo') {
    lines.push(
      'Demo accounts:',
      `  ${ADMIN_USERNAME.padEnd(12)} ${DEMO_ADMIN_PASSWORD.padEnd(10)} ${t('zh-CN', 'common.platformAdmin')}`,
    );
    for (const a of DEMO_ACCOUNTS)
      lines.push(`  ${a.username.padEnd(12)} ${DEMO_PASSWORD.padEnd(10)} ${a.purpose}`);
  }
  return lines.join('\n');
}

function fail(err: unknown): never {
  console.error(`Start-up failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}

const config = (() => {
  try {
    return loadConfig();
  } catch (err) {
    return fail(err);
  }
})();
const starting = startServer(config);

// Handlers go in before start-up finishes so that a signal at any moment ends in a clean stop.
let signalled = false;
function shutdown(signal: string) {
  if (signalled) return;
  signalled = true;
  const force = setTimeout(() => {
    console.error('Shutdown timed out; exiting.');
    process.exit(1);
  }, config.shutdownTimeoutMs);
  force.unref();
  starting
    .then(async (server) => {
      server.app.log.info({ signal }, 'shutting down');
      await server.stop();
      server.app.log.info('stopped; database closed');
      // pino writes through a buffer: the last lines must be out before the process ends.
      const log = server.app.log as { flush?: (done: () => void) => void };
      await new Promise<void>((resolve) => (log.flush ? log.flush(() => resolve()) : resolve()));
      process.exit(0);
    })
    .catch((err: unknown) => {
      console.error(`Shutdown failed: ${err instanceof Error ? err.message : String(err)}`);
      process.exit(1);
    });
}
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

starting.then((server) => console.log(banner(server.url, server.seeded)), fail);

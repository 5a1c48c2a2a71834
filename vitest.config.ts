import { availableParallelism } from 'node:os';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Tests read the workspace packages from source (their '@platform/source' export), so that they never
// depend on a stale build: in the DOM projects through the client conditions, in the node ones through
// the server (ssr) conditions.
const resolve = { conditions: ['@platform/source', ...defaultClientConditions] };
const ssr = { resolve: { conditions: ['@platform/source', ...defaultServerConditions] } };

export default defineConfig({
  resolve,
  ssr,
  test: {
    // One worker per core: vitest leaves a core to its main process by default, which idles during a
    // run (on CI's 2 cores that halved the unit and integration stages' throughput).
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve,
        ssr,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // The renderer's and the designer's tests need a DOM: they run in unit-web.
          exclude: ['packages/form-renderer/**', 'packages/form-designer/**'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'unit-web',
          environment: 'jsdom',
          include: [
            'apps/web/src/**/*.test.{ts,tsx}',
            'packages/form-renderer/src/**/*.test.{ts,tsx}',
            'packages/form-designer/src/**/*.test.{ts,tsx}',
          ],
          setupFiles: ['apps/web/src/test/setup.ts'],
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'integration',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        resolve,
        ssr,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['apps/web/e2e/**/*.e2e.ts'],
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          // Journeys take up to 40 s here and longer on a slower CI machine; a poll of the page (a
          // count after a drop, a field filled by a script) waits up to 10 s, not vitest's 1 s.
          testTimeout: 150_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});

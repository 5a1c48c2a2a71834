import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Tests import the contract from source so that they never depend on a stale build.
const alias = {
  '@platform/contract': fileURLToPath(new URL('./packages/contract/src/index.ts', import.meta.url)),
  '@platform/form-renderer': fileURLToPath(new URL('./packages/form-renderer/src/index.ts', import.meta.url)),
  '@platform/form-designer': fileURLToPath(new URL('./packages/form-designer/src/index.ts', import.meta.url)),
  '@platform/form-core': fileURLToPath(new URL('./packages/form-core/src/index.ts', import.meta.url)),
  '@platform/regions': fileURLToPath(new URL('./packages/regions/src/index.ts', import.meta.url)),
};

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit-node',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
          // The renderer's and the designer's tests need a DOM: they run in unit-web.
          exclude: ['packages/form-renderer/**', 'packages/form-designer/**'],
        },
      },
      {
        resolve: { alias },
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
        resolve: { alias },
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
        resolve: { alias },
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

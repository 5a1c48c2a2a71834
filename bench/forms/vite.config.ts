// The bench page: each subject is its own chunk, loaded by ?subject=…, so a run measures one library at
// a time. Our packages are read from source like the web app does.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = (p: string) => fileURLToPath(new URL(`../../packages/${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  // No React plugin: a built page needs no fast refresh, only the automatic JSX runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  logLevel: 'warn',
  resolve: {
    // One React for the page: the peers' own copy (bench/forms/node_modules) and the one our packages
    // resolve from the repository root would otherwise both load.
    dedupe: ['react', 'react-dom'],
    alias: {
      '@platform/form-renderer': src('form-renderer/src/index.ts'),
      '@platform/form-core': src('form-core/src/index.ts'),
      '@platform/regions': src('regions/src/index.ts'),
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    // BENCH_MINIFY=0 keeps function names readable for bench/forms-profile.ts.
    minify: process.env.BENCH_MINIFY !== '0',
    rolldownOptions: {
      // antd's "use client" directives mean nothing in a client-only page.
      onwarn(warning, warn) {
        if (warning.code !== 'MODULE_LEVEL_DIRECTIVE') warn(warning);
      },
    },
  },
});

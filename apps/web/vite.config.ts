import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
};

export default defineConfig({
  plugins: [react()],
  define: {
    // Version plus build time: every build is a new release to the app version check (spec §4).
    __APP_VERSION__: JSON.stringify(`${version}+${Date.now()}`),
  },
  resolve: {
    // Workspace packages are read from source (their '@platform/source' export), so the app never runs
    // against a stale build of them.
    conditions: ['@platform/source', ...defaultClientConditions],
  },
  server: {
    proxy: {
      '/api': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true },
      // The page renderer's per-app stylesheets (README "Page layouts") are served by the API server.
      '/sdk': { target: process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:8080', changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    // The largest chunks are React with the router (about 310 kB minified) and antd's core shared by
    // every page (about 250 kB); the limit catches a chunk that grows by accident.
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // antd is left to automatic splitting, which groups its modules by the routes that use them: one
        // antd chunk would make the sign-on page load everything the shell uses (menus, drawers, search,
        // colour picker, tables), and splitting it by hand per route (entriesAware) broke antd's module
        // execution order at run time. 'vendor' names the libraries the start-up itself needs, so that
        // libraries only a later page uses (fuse.js for the header search, react-query for the session's
        // pages) stay out of the sign-on page; 'queries' keeps react-query in a chunk of its own.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'vendor',
              test: /node_modules[\\/](axios|zustand|i18next|react-i18next|i18next-resources-to-backend)[\\/]/,
              priority: 1,
            },
            {
              name: 'queries',
              test: /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});

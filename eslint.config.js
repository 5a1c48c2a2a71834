import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// What the headless code (form-core, the designer's model) may not reach: a view library or the network.
const VIEW_AND_HTTP_PACKAGES = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/*',
  '@tanstack/*',
  '@platform/form-renderer',
  '@platform/form-designer',
  'axios',
  'ky',
  'node-fetch',
  'undici',
  'http',
  'https',
  'http2',
  'node:http',
  'node:https',
  'node:http2',
];

// The architecture's lines (DESIGN.md §2, issue 16). Elements are folders; the plugin takes the first
// descriptor that matches as a file's element (the later ones become its parents), so the innermost
// folders come first.
const boundaryElements = [
  { type: 'designer-model', pattern: 'packages/form-designer/src/model' },
  { type: 'designer-ui', pattern: 'packages/form-designer/src/ui' },
  { type: 'form-core', pattern: 'packages/form-core' },
  { type: 'web-shell', pattern: 'apps/web/src/shell' },
  { type: 'web-pages', pattern: 'apps/web/src/pages' },
  { type: 'web', pattern: 'apps/web' },
  { type: 'server-db', pattern: 'apps/server/src/db' },
  { type: 'server-http', pattern: 'apps/server/src/http' },
  { type: 'server-module', pattern: 'apps/server/src/modules/*', capture: ['module'] },
  { type: 'server', pattern: 'apps/server' },
].map((element) => ({ ...element, partialMatch: false }));

const boundaryPolicies = [
  {
    from: { element: { types: { anyOf: ['form-core', 'designer-model'] } } },
    disallow: {
      to: [
        { module: { origin: ['external', 'core'], source: VIEW_AND_HTTP_PACKAGES } },
        { element: { types: { anyOf: ['designer-ui', 'web*', 'server*'] } } },
      ],
    },
    message: 'form-core and the designer model know nothing of React or HTTP (DESIGN.md §2)',
  },
  {
    // The model may name dnd-kit's types (the drag announcements it writes), not run its React code.
    from: { element: { type: 'designer-model' } },
    disallow: { to: { module: { source: '@dnd-kit/*' } }, dependency: { kind: 'value' } },
    message: 'the designer model names dnd-kit types only; its React code belongs to src/ui',
  },
  {
    from: { element: { type: 'web-shell' } },
    disallow: { to: { element: { type: 'web-pages' } } },
    message: 'the shell does not import pages/: app/ fills the shell slots (app/shellSlots.ts)',
  },
  {
    from: { element: { type: 'web*' } },
    disallow: {
      to: [{ element: { type: 'server*' } }, { module: { origin: 'external', source: '@platform/server' } }],
    },
    message: 'the web app reaches the server only over HTTP, through src/api',
  },
  {
    from: { element: { type: 'server-module' } },
    disallow: {
      to: {
        element: { type: 'server-module', captured: { module: '!{{ from.element.captured.module }}' } },
        file: { categories: 'repo' },
      },
    },
    message: "a module calls another module's service, never its repo",
  },
  {
    // The authenticate and operation-log plugins reach the account and operation-log services through
    // the decorations those modules register, not by import.
    from: { element: { types: { anyOf: ['server-db', 'server-http'] } } },
    disallow: { to: { element: { type: 'server-module' } } },
    message: 'db/ and http/ are below the modules: they do not import them',
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '.test-artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/root-path': import.meta.dirname,
      'boundaries/elements': boundaryElements,
      'boundaries/files': [{ category: 'repo', pattern: 'apps/server/src/modules/*/repo{.ts,/**}' }],
      'boundaries/dependency-nodes': ['import', 'dynamic-import', 'export'],
      'import/resolver': {
        [fileURLToPath(new URL('./scripts/lib/eslint-source-resolver.cjs', import.meta.url))]: {},
      },
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        { default: 'allow', checkAllOrigins: true, policies: boundaryPolicies },
      ],
    },
  },
  {
    // Not imports, but the same boundary: the headless code makes no requests of its own.
    files: ['packages/form-core/src/**/*.ts', 'packages/form-designer/src/model/**/*.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        ...['fetch', 'XMLHttpRequest', 'WebSocket', 'EventSource'].map((name) => ({
          name,
          message: 'form-core and the designer model make no requests (DESIGN.md §2)',
        })),
      ],
    },
  },
);

// ESLint flat config: TypeScript rules plus the module boundaries of STYLE.md §5, each with
// the reason in its message. Run with --max-warnings=0 (npm run lint).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const uiBans = {
  paths: [
    {
      name: 'idb',
      message: 'Only src/worker/cache.ts owns IndexedDB (STYLE.md §5): go through the worker.',
    },
    { name: 'comlink', message: 'Only src/worker-bridge.ts imports comlink (STYLE.md §5).' },
  ],
  patterns: [
    { group: ['workbox-*'], message: 'Workbox belongs to sw/ only (STYLE.md §5).' },
    {
      group: ['**/worker/*', '!**/worker/index', '**/worker/index', '../worker/*'],
      allowTypeImports: true,
      message: 'The UI may only `import type` from src/worker/index.ts (STYLE.md §5).',
    },
    { group: ['**/server/**', '../server/*'], message: 'The web app never imports server code.' },
  ],
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'node_modules/**', 'data/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/worker/**'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', uiBans],
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'The UI never calls fetch: the API worker does (src/worker/api-client.ts).',
        },
        { name: 'indexedDB', message: 'The UI never touches IndexedDB: the worker cache does.' },
      ],
    },
  },
  {
    files: ['src/worker-bridge.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { ...uiBans, paths: uiBans.paths.filter((p) => p.name !== 'comlink') },
      ],
    },
  },
  {
    files: ['src/worker/**/*.ts'],
    languageOptions: { globals: globals.worker },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react', message: 'The worker has no React (STYLE.md §5).' },
            { name: 'react-dom', message: 'The worker has no React (STYLE.md §5).' },
          ],
          patterns: [
            {
              group: [
                '../routes/*',
                '../components/*',
                '../state/*',
                '../lib/*',
                '../worker-bridge',
              ],
              message: 'The worker never imports UI code (STYLE.md §5).',
            },
            { group: ['workbox-*'], message: 'Workbox belongs to sw/ only.' },
            { group: ['**/server', '**/server/**'], message: 'The app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'idb', 'comlink', 'workbox-*', '../*/**', '!./*'],
              message:
                'contract/ is pure and shared by the app, the worker, the service worker and the server: it imports nothing outside itself (STYLE.md §3).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['sw/**/*.ts'],
    languageOptions: { globals: globals.serviceworker },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '../src/*',
                '!../src/worker',
                '!../src/messages',
                '../src/*/**',
                '!../src/worker/api-client',
                '!../src/worker/cache',
                '!../src/worker/media-api',
                '!../src/worker/outbox',
                '!../src/worker/photo-outbox',
                '!../src/worker/session',
              ],
              message:
                'sw/ imports workbox-*, contract/, src/messages (its notification text) and the outbox modules of src/worker it replays with, and the picture cache their answers fill (STYLE.md §5).',
            },
            { group: ['**/server', '**/server/**'], message: 'The app never imports server code.' },
          ],
        },
      ],
    },
  },
  {
    files: [
      'server/**/*.ts',
      'ml/**/*.ts',
      'bench/**/*.ts',
      'e2e/**/*.ts',
      'test/**/*.ts',
      'build/**/*.mjs',
      'bench/**/*.mjs',
      '*.config.{js,ts}',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // What serves never runs training code; tests may read the dataset through ml/dataset.ts.
    files: ['server/**/*.ts', 'src/**/*.{ts,tsx}', 'sw/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'ImportDeclaration[source.value=/(^|\\/)ml\\//], ExportNamedDeclaration[source.value=/(^|\\/)ml\\//], ExportAllDeclaration[source.value=/(^|\\/)ml\\//], ImportExpression[source.value=/(^|\\/)ml\\//]',
          message: 'Serving code (server/, src/, sw/) never imports the training code in ml/.',
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    ignores: ['server/repositories/**', 'server/db/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              allowTypeImports: true,
              message: 'Only server/repositories and server/db use Kysely (STYLE.md §5).',
            },
          ],
          patterns: [
            {
              group: ['**/src', '**/src/**'],
              message:
                'The server never imports the app (src/): what both sides share is in contract/ (STYLE.md §5).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/styling/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'kysely', message: 'server/styling is pure: no database (STYLE.md §5).' },
            { name: 'fastify', message: 'server/styling is pure: no HTTP layer (STYLE.md §5).' },
          ],
          patterns: [
            {
              group: [
                '../../repositories/*',
                '../../routes/*',
                '../../services/*',
                '../repositories/*',
                '../routes/*',
                '../services/*',
              ],
              message: 'server/styling never imports the HTTP or database layers (STYLE.md §5).',
            },
          ],
        },
      ],
    },
  },
);

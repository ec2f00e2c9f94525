// One lint configuration for the whole repository. Beyond the recommended
// rules it enforces the architecture: dependencies flow one way.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const apps = ['host', 'remote-universities', 'remote-chances', 'remote-content'];
const appImport = (app) => [`**/${app}/**`, `../${app}/*`, `../../${app}/*`, app];

const ONE_HTTP_CLIENT = { name: 'axios', message: 'Use apiClient from @gradatlas/shared/api: there is one HTTP client, one axios instance (shared/src/api/client.ts).' };

/** What no file of shared may import. */
const SHARED_PATTERNS = [
  { group: [...apps.flatMap(appImport), '../../api/**', '../../../api/**', '**/api/src/**'], message: 'shared never imports an app.' },
  {
    // A door's stateful modules must be reached through the door, so every
    // container gets the one federation singleton, never a private copy.
    group: ['../api/client', '../api/refresh', '../api/index', '../config/runtime-config', '../config/index', '../session/*', '../ui/*', '../../ui/*', '../domain/*', '!../domain/constants'],
    message: 'Cross into another door through @gradatlas/shared/<door>, not a relative path.',
  },
];

export default tseslint.config(
  // The generated config validator is Ajv's output, checked by its generator's test instead.
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', 'playwright-report/**', '**/*.generated.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    // Build, jest and webpack configuration run by Node as CommonJS.
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.mjs'],
    languageOptions: { sourceType: 'module', globals: globals.node },
  },
  {
    // Bundled into the browser build in place of axios's fetch adapter.
    files: ['shared/build/axios-without-fetch-adapter.mjs'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': [
        'error',
        { paths: [ONE_HTTP_CLIENT] },
      ],
    },
  },
  {
    files: ['shared/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [ONE_HTTP_CLIENT],
          patterns: SHARED_PATTERNS,
        },
      ],
    },
  },
  {
    // The one place allowed to import axios: the client, its interceptors and its test adapter.
    files: ['shared/src/api/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: SHARED_PATTERNS }] },
  },
  ...apps.map((app) => ({
    files: [`${app}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ONE_HTTP_CLIENT,
            {
              // Tests may still mount a MemoryRouter; everything else goes through the door.
              name: 'react-router-dom',
              allowImportNames: ['MemoryRouter'],
              message: 'Import routing from @gradatlas/shared/router: one routing singleton, and only what the site uses is built.',
            },
            {
              name: '@gradatlas/shared/contracts',
              allowTypeImports: true,
              message:
                'Web apps use the wire contracts as types only: a value import bundles TypeBox into the page (14 KiB gzip on the home page). Plain values live in @gradatlas/shared/contracts/field-data-limits or /domain.',
            },
          ],
          patterns: [
            {
              group: [...apps.filter((other) => other !== app).flatMap(appImport), '**/api/src/**'],
              message: 'An app never imports another app or the API: go through @gradatlas/shared or federation.',
            },
            {
              group: ['@gradatlas/shared/src/**', '**/shared/src/**'],
              message: 'Go through a door of @gradatlas/shared: /api, /session, /domain, /ui, /config, /contracts or /federation.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['api/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: apps.flatMap(appImport), message: 'The API imports no web app.' }] }],
    },
  },
);

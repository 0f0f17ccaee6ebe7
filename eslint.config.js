// Lint rules, including the dependency direction src → shared ← server (STYLE.md principle 6).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import layout from './scripts/lint/feature-boundaries.js';
import words from './scripts/lint/no-hardcoded-text.js';
import { ADMIN_COMPONENTS, PUBLIC_COMPONENTS, UNTRANSLATED_ADMIN_FILES, UNTRANSLATED_FILES } from './scripts/lint/untranslated-files.js';

const nodeBuiltins = ['node:*', 'fs', 'path', 'crypto', 'os', 'http', 'child_process'];

const spaPatterns = [
  // React's own server renderer is a package, not our server (src/entry-server.tsx uses it).
  { group: ['**/server/**', '**/server', '!react-dom/server'], allowTypeImports: true, message: 'The SPA imports only types from the server (type AppRouter).' },
  { group: nodeBuiltins, message: 'No Node built-ins in the browser.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'src/routeTree.gen.ts', '.tmp/**', 'coverage/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: spaPatterns }],
    },
  },
  {
    // A feature is one folder: it may use src/components, src/lib and shared/, never another feature (bulletproof-react's
    // rule). What two features share moves down into src/components (the admin's kit is src/components/admin).
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...spaPatterns, { regex: '^\\.\\./(?!\\.\\.)[^/]+/|/features/', message: 'A feature never imports another feature: move what they share into src/components/.' }] }],
    },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [...spaPatterns, { regex: '/features/', message: 'Shared UI and the libraries sit below the features and import none of them.' }] }],
    },
  },
  {
    // The guests' pages say nothing of their own: their words come from the message catalogs (issue 23).
    files: PUBLIC_COMPONENTS,
    ignores: [...ADMIN_COMPONENTS, '**/*.test.{ts,tsx}', ...UNTRANSLATED_FILES],
    plugins: { words },
    rules: { 'words/no-hardcoded-text': 'error' },
  },
  {
    // Nor does the staff admin (issue 31): its words come from the admin catalogs, in each member's language. The
    // screens not translated yet are listed, and the list only shrinks.
    files: ADMIN_COMPONENTS,
    ignores: ['**/*.test.{ts,tsx}', ...UNTRANSLATED_ADMIN_FILES],
    plugins: { words },
    rules: { 'words/no-hardcoded-text': 'error' },
  },
  {
    files: ['shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '**/src/**', '@mikro-orm/*', 'express', 'react', 'react-dom', ...nodeBuiltins], message: 'shared/ is isomorphic: no server, client, ORM, React or Node imports.' },
          ],
        },
      ],
    },
  },
  {
    files: ['shared/**/*.test.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['**/src/**'], message: 'The server never imports the SPA.' }] }],
    },
  },
  {
    // A domain is a folder, the app is a list (STYLE.md 16): features never import features, and everything else in
    // server/ is a kit below them (transports, ORM set-up, mail, accounts, the catalog, the page renderer…) that imports
    // none, not even the list: what it needs of them, the assembly hands in. Only the programs (the CLIs, the tests'
    // scaffolding) take the list itself. Tests may wire several together.
    files: ['server/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { layout },
    rules: {
      'layout/feature-boundaries': [
        'error',
        {
          features: 'server/features',
          assembly: ['server/features.ts', 'server/tables.ts', 'server/app.ts', 'server/main.ts', 'server/start.ts', 'server/serve.ts'],
          root: 'server',
          programs: ['server/cli', 'server/testing'],
        },
      ],
    },
  },
);

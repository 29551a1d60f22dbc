import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import boundaries from 'eslint-plugin-boundaries';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (docs/architecture.md, "Layout"): shared is browser-safe and imports nothing of ours;
// the server and the web app never import each other; web features never import each other.
const boundaryElements = [
  { type: 'shared', pattern: 'packages/shared/src/**', mode: 'full' },
  { type: 'server', pattern: 'apps/server/**', mode: 'full' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web', pattern: 'apps/web/**', mode: 'full' },
];

/** Engines are pure: nothing from modules, plugins or the database layer (but `allowed`). */
const engineZone = (allowed = []) => ({
  target: './apps/server/src/engines',
  from: ['./apps/server/src/modules', './apps/server/src/plugins', './apps/server/src/db'],
  except: allowed.map((dir) => dir.replace('./apps/server/src/db', '.')),
  message: 'Engines are pure: pass what they need in from the module that runs them.',
});
const webSharedZone = {
  target: ['./apps/web/src/lib', './apps/web/src/components'],
  from: './apps/web/src/features',
  message: 'Shared web code serves features and never imports one.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      // Compiled by npm start (build/server) and the native helper (build/native): not sources.
      'build/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // docs/product/shell-and-accounts.md, "Accessibility": every progress indicator is named (or
      // hidden beside text that says the same), since a spinner shown only while something loads
      // slips past a browser axe run that looks at another moment.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXOpeningElement[name.name=/^(CircularProgress|LinearProgress)$/]:not(:has(> JSXAttribute[name.name=/^aria-(label|labelledby|hidden)$/]))',
          message:
            'A progress indicator needs aria-label or aria-labelledby (or aria-hidden beside its text).',
        },
        {
          selector:
            'JSXOpeningElement:has(> JSXAttribute[name.name="role"][value.value="progressbar"]):not(:has(> JSXAttribute[name.name=/^aria-(label|labelledby)$/]))',
          message: 'role="progressbar" needs aria-label or aria-labelledby.',
        },
        {
          selector:
            'JSXOpeningElement[name.name="Skeleton"]:has(> JSXAttribute[name.name="aria-label"]):not(:has(> JSXAttribute[name.name="role"]))',
          message: 'A named Skeleton needs role="progressbar": aria-label is not allowed on a plain span.',
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { boundaries },
    settings: {
      'boundaries/elements': boundaryElements,
      'boundaries/include': ['apps/**/*', 'packages/**/*'],
      'import/resolver': {
        typescript: {
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        },
      },
    },
    rules: {
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'shared', allow: ['shared'] },
            { from: 'server', allow: ['server', 'shared'] },
            { from: 'web', allow: ['web', 'web-feature', 'shared'] },
            {
              from: 'web-feature',
              allow: ['web', ['web-feature', { feature: '${from.feature}' }], 'shared'],
            },
          ],
        },
      ],
    },
  },
  {
    // Shared code runs in the browser too.
    files: ['packages/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'drizzle-orm', 'drizzle-orm/*', 'fastify', 'socket.io'],
              message: 'packages/shared must stay browser-safe.',
            },
          ],
        },
      ],
    },
  },
  {
    // Module graph rules (docs/architecture.md, "Layout"): no import cycles anywhere (type-only
    // imports excepted: they vanish at run time); the engines are pure and know nothing of
    // modules, plugins or the database; the web app's shared lib/ and components/ serve
    // features and never import one.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without these the rules do not read TypeScript files they import, and see no cycle.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [engineZone(), webSharedZone] }],
    },
  },
  {
    // Engine tests check the engines against the demo content, which is plain data.
    files: ['apps/server/src/engines/**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [engineZone(['./apps/server/src/db/seed/content']), webSharedZone] },
      ],
    },
  },
  {
    // File and folder names are kebab-case; the middle extensions that name a file's role
    // (`.routes`, `.test`, `.schemas` …) are allowed and not checked.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/**/*.{ts,tsx}', 'scripts/**/*.mjs'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '**/': 'KEBAB_CASE' }],
    },
  },
);

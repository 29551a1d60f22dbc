import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Import boundaries (ARCHITECTURE §1, §4): shared is browser-safe and imports nothing of ours;
// the server and the web app never import each other; web features never import each other.
const boundaryElements = [
  { type: 'shared', pattern: 'packages/shared/src/**', mode: 'full' },
  { type: 'server', pattern: 'apps/server/**', mode: 'full' },
  { type: 'web-feature', pattern: 'apps/web/src/features/*/**', mode: 'full', capture: ['feature'] },
  { type: 'web', pattern: 'apps/web/**', mode: 'full' },
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
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
);

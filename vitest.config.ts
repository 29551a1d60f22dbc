import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // All projects share one pool of worker processes, sized here and only here: Vitest reads the
    // pool size from the root config, and its default (cores - 1) left one core idle on CI's two.
    pool: 'forks',
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Compiles the offline speech helper when missing or stale (scripts/lib/ensure.mjs), and
          // migrates the template databases each suite copies (src/test/database-templates.ts).
          globalSetup: ['../../scripts/lib/native-setup.mjs', './src/test/database-templates.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

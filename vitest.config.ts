import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
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
          // PGlite and argon2 are CPU heavy; two cores, so keep the pool small.
          pool: 'forks',
          poolOptions: { forks: { maxForks: 2, minForks: 1 } },
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Compiles the offline speech helper when missing or stale (scripts/lib/ensure.mjs).
          globalSetup: ['../../scripts/lib/native-setup.mjs'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});

import { defineConfig } from 'vitest/config';

// One runner for the whole repo: each workspace is a project with its own environment.
export default defineConfig({
  test: {
    // Pools are sized and isolated here and only here: Vitest reads both from the root config, and
    // its default size (cores - 1) left one core idle on CI's two (docs/decisions/024 and 034).
    pool: 'forks',
    poolOptions: {
      // Node projects reuse their worker processes: a server file no longer pays a process start
      // and the import of Fastify, Drizzle and PGlite. Each project sets `isolate: true`, so Vitest
      // still evaluates our own modules afresh (and resets `vi.mock`) for every file.
      forks: { maxForks: 2, minForks: 1, isolate: false },
      // The web project runs here instead, one fresh worker per file: jsdom files cannot share one
      // (apps/web/vitest.config.ts).
      threads: { maxThreads: 2, minThreads: 1, isolate: true },
    },
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
          isolate: true,
          // The node projects run first, then the web project: two workers at a time, not four.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts', 'eval/**/*.test.ts'],
          environment: 'node',
          isolate: true,
          sequence: { groupOrder: 0 },
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

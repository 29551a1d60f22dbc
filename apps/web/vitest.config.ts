import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // A fresh worker per file (the threads pool, isolated at the root vitest.config.ts): sharing
    // one between jsdom files broke them, as modules loaded once, such as Testing Library's
    // `screen`, keep the first file's document (docs/decisions/034-ci-time.md). After the node
    // projects (groupOrder 0), so the two pools do not run four workers on two cores.
    pool: 'threads',
    sequence: { groupOrder: 1 },
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type and click like a person; on a busy 2-core CI machine the 5 s default
    // fails flows that take 1–2 s when the machine is idle.
    testTimeout: 20_000,
  },
});

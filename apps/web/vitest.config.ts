import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineProject({
  plugins: [react()],
  test: {
    name: 'web',
    root: './apps/web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    // One worker process runs many files: React, MUI and jsdom load once per worker, not once per
    // file. Vitest still re-evaluates our own modules for each file, and setup.ts resets the
    // shared browser state after every test (docs/decisions/034-ci-time.md).
    isolate: false,
    setupFiles: ['./src/test/setup.ts'],
    // Component tests type and click like a person; on a busy 2-core CI machine the 5 s default
    // fails flows that take 1–2 s when the machine is idle.
    testTimeout: 20_000,
  },
});

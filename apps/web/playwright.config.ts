import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = fileURLToPath(new URL('../../', import.meta.url));

/** A port the OS says is free right now (the config is loaded synchronously, hence a child). */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
}

// Chosen once in the main process; workers inherit the environment, so all agree.
process.env.WILCO_E2E_PORT ??= String(freePort());
process.env.WILCO_E2E_DATA ??= mkdtempSync(path.join(os.tmpdir(), 'wilco-e2e-'));
const port = Number(process.env.WILCO_E2E_PORT);
export const E2E_DEMO_PASSWORD = 'e2e-demo-password';

// Debian's Chromium (never a downloaded browser); these flags let it run as root offline.
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const browser = {
  browserName: 'chromium' as const,
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: chromiumArgs,
  },
};

export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: path.join(root, 'playwright-report') }]],
  outputDir: path.join(root, 'test-results'),
  timeout: 30_000,
  // An assertion waits up to 10 s (Playwright's default is 5): on a loaded two-core machine a page's
  // first render took longer than 5 s now and then ("the queue view fits a phone"). A passing
  // assertion still returns as soon as it holds, so only a failure waits longer.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording a trace of every test costs about a fifth of the browser time on a two-core
    // machine (docs/decisions/034-ci-time.md): CI records only the retry of a failed test.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    // Signs the shared demo accounts in once and saves their sessions (e2e/support/session.ts).
    { name: 'sign-in', testMatch: /\.setup\.ts$/, use: browser },
    {
      name: 'chromium',
      dependencies: ['sign-in'],
      // review.spec.ts moves the server's review clock and the demo learner's queue, which other
      // specs play with: it runs on its own, after them.
      testIgnore: /review\.spec\.ts/,
      use: browser,
    },
    { name: 'review-clock', testMatch: /review\.spec\.ts/, dependencies: ['chromium'], use: browser },
  ],
  // `npm start` itself on a temp data dir: the compiled server (built here when stale), PGlite,
  // migrations and seed.
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: root,
    url: `http://127.0.0.1:${port}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.WILCO_E2E_DATA,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      DEMO_PASSWORD: E2E_DEMO_PASSWORD,
      // Every spec signs in from 127.0.0.1: the per-address sign-in limit is not what they test.
      SIGN_IN_RATE_LIMIT: '600',
      // Single sign-on sends the browser back here (sso.spec.ts): the same host as baseURL.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      // review.spec.ts moves the review clock a day (docs/decisions/016-spaced-review.md).
      WILCO_TEST_CLOCK: 'true',
    },
  },
});

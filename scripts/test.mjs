// `npm test`: install what is missing, then lint, format check, typecheck, unit and
// integration tests (PGlite, plus PostgreSQL when DATABASE_URL is set), then end-to-end
// tests in Debian's Chromium against the built app, started by `npm start`.
import {
  OS_PACKAGES,
  ensureNativeHelpers,
  ensureNpmDependencies,
  ensureOsPackages,
  ensureServerBuild,
  ensureWebBuild,
  log,
  run,
  runConcurrently,
} from './lib/ensure.mjs';

const steps = [
  [
    'Lint, format and typecheck',
    () =>
      runConcurrently([
        ['npx', ['eslint', '.', '--max-warnings=0']],
        ['npx', ['prettier', '--check', '.', '--log-level', 'warn']],
        ['npm', ['run', 'typecheck', '--silent']],
      ]),
  ],
  ['Unit and integration tests', () => run('npx', ['vitest', 'run'])],
  [
    'Build',
    async () => {
      ensureWebBuild({ force: process.env.CI === 'true' });
      await ensureServerBuild({ force: process.env.CI === 'true' });
    },
  ],
  ['End-to-end tests', () => run('npx', ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'])],
];

try {
  ensureNpmDependencies();
  ensureOsPackages([...OS_PACKAGES.runtime, ...OS_PACKAGES.test]);
  ensureNativeHelpers();
  if (process.env.DATABASE_URL) log(`Server tests also run on PostgreSQL (DATABASE_URL is set).`);
  for (const [name, step] of steps) {
    log(`${name}...`);
    const started = Date.now();
    await step();
    log(`${name}: ${Math.round((Date.now() - started) / 1000)} s`);
  }
  log('All checks passed.');
} catch (err) {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
}

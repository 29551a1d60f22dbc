// `npm run fuzz`: the long fuzz run (issue 17 part 6). The same suites `npm test` runs with a few
// cases per route or event, here with FUZZ_RUNS cases per suite (default 10,000); FUZZ_SEED replays one.
import { run } from './lib/ensure.mjs';

try {
  run(
    'npx',
    ['vitest', 'run', '--project', 'server', 'src/fuzz', '--testTimeout=0', '--hookTimeout=600000'],
    {
      env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000' },
    },
  );
} catch (err) {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
}

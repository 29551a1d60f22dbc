// `npm start`: install what is missing, build the web app if stale, then run the server
// (which migrates and seeds on start). Second runs skip every step that is up to date.
import { spawn } from 'node:child_process';
import {
  OS_PACKAGES,
  ensureNativeHelpers,
  ensureNpmDependencies,
  ensureOsPackages,
  ensureServerBuild,
  ensureWebBuild,
  log,
  root,
  serverCommand,
} from './lib/ensure.mjs';

try {
  ensureNpmDependencies();
  ensureOsPackages(OS_PACKAGES.runtime, { optional: true });
  ensureNativeHelpers();
  ensureWebBuild();
  await ensureServerBuild();
} catch (err) {
  process.stderr.write(`\n${err.message}\n`);
  process.exit(1);
}

log('Starting the server...');
const [command, args] = serverCommand();
const child = spawn(command, [...args, ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  // WILCO_STARTED_AT: the server reports how long the start took, from this launcher's own start.
  env: {
    NODE_ENV: 'production',
    ...process.env,
    WILCO_STARTED_AT: String(Math.round(performance.timeOrigin)),
  },
});
// Forward stop signals so the server shuts down gracefully rather than being killed.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

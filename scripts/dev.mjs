// `npm run dev`: the server (restarting on change) and Vite's dev server side by side.
import { spawn } from 'node:child_process';
import { ensureNpmDependencies, log, root } from './lib/ensure.mjs';

ensureNpmDependencies();
const env = { NODE_ENV: 'development', ...process.env };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite', '--host'], { cwd: `${root}apps/web`, stdio: 'inherit', env }),
];
log('Server on http://localhost:8080, web app with hot reload on http://localhost:5173');
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => code && process.exit(code)));

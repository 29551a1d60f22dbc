import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { BenchServerReady } from './turn-server';
import type { BenchServerUsage } from './usage';

/**
 * Starts the bench server (turn-server.ts) in its own process, so the load generator does not
 * share its event loop, and waits for its ready line. `env` adds to this process's environment.
 * `stop` answers what the server spent while measured (null if it did not say).
 */
export async function startBenchServer(env: Record<string, string> = {}) {
  const script = fileURLToPath(new URL('./turn-server.ts', import.meta.url));
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env },
  });
  const lines = createInterface({ input: child.stdout });
  const ready = await new Promise<BenchServerReady>((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line) as BenchServerReady));
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  let usage: BenchServerUsage | null = null;
  lines.on('line', (line) => {
    usage = JSON.parse(line) as BenchServerUsage;
  });
  const stop = () =>
    new Promise<BenchServerUsage | null>((resolve) => {
      child.once('exit', () => resolve(usage));
      child.kill('SIGTERM');
    });
  return { ready, stop };
}

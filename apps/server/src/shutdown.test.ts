import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from './app';
import { listenOnLoopback, testConfig } from './test/app';
import { memoryPglite } from './test/databases';

describe.shuffle('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const config = testConfig({ database: await memoryPglite() });
    const app = await buildApp(config);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    app.get('/slow-test-route', async () => {
      await gate;
      return { finished: true };
    });
    const base = await listenOnLoopback(app);
    const inFlight = fetch(`${base}/slow-test-route`);
    await new Promise((r) => setTimeout(r, 100));
    const closing = app.close();
    setTimeout(release, 200);
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    await closing;
    await expect(fetch(`${base}/healthz`)).rejects.toThrow();
    config.cleanup();
  });

  // Starting a server process through the TypeScript loader takes seconds, many on a loaded machine.
  it('exits 0 on SIGTERM after closing the server and the database', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-shutdown-'));
    const serverTs = fileURLToPath(new URL('./server.ts', import.meta.url));
    const child = spawn(process.execPath, ['--import', 'tsx', serverTs], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED_DEMO: 'false',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // A case that fails or times out must not leave its server running.
    onTestFinished(() => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 75_000);
      child.stdout.on('data', () => {
        const match = /running on (http:\/\/\S+)/.exec(output);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exit).toBe(0);
    expect(output).toContain('shutting down');
    expect(output).toContain('stopped');
  });
});

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type Ensure = {
  ensureServerBuild(options: { force: boolean }): Promise<void>;
  serverCommand(): [string, string[]];
};

/**
 * docs/product/shell-and-accounts.md, "Keys": a fresh install, started as `npm start` starts it
 * (the server compiled to JavaScript, docs/decisions/022-lean-start.md) with no settings at all,
 * is not on the network and has no known password.
 */
describe('a fresh start', () => {
  it('runs compiled, listens on loopback and prints a generated demo password that signs in', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-fresh-'));
    const ensure = (await import(new URL('../../../scripts/lib/ensure.mjs', import.meta.url).href)) as Ensure;
    await ensure.ensureServerBuild({ force: true });
    const [command, args] = ensure.serverCommand();
    const { HOST: _host, DEMO_PASSWORD: _demo, ...inherited } = process.env;
    const env = { ...inherited, PORT: '0', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' };
    const child = spawn(command, args, {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
        child.stdout.on('data', () => {
          const match = /running on (http:\/\/\S+)/.exec(output);
          if (match?.[1] && /Demo password: /.test(output)) {
            clearTimeout(timer);
            resolve(match[1]);
          }
        });
      });
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const password = /Demo password: (\S+) \(generated/.exec(output)?.[1];
      expect(password).toBe(readFileSync(path.join(dataDir, 'demo-password'), 'utf8'));
      expect(password).not.toBe('wilco-demo-pass');
      const signIn = (pw: string) =>
        fetch(`${url}/api/user/login`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'admin@wilco.dev', password: pw }),
        });
      expect((await signIn('wilco-demo-pass')).status).toBe(401);
      expect((await signIn(password!)).status).toBe(200);
    } finally {
      const exit = new Promise((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      await exit;
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';

/**
 * docs/decisions/029-acknowledged-writes.md: a first start SIGKILLed while PGlite's initdb writes
 * the data directory must not leave one that no later start can open.
 */
describe('PGlite data directory', () => {
  const dirs: string[] = [];
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })));

  it('opens after a first start was killed half-way through creating it', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-pglite-'));
    dirs.push(dataDir);
    const client = fileURLToPath(new URL('./client.ts', import.meta.url));
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        `const { openDatabase } = await import(${JSON.stringify(client)});
         await openDatabase({ kind: 'pglite', dataDir: process.argv[1] });`,
        dataDir,
      ],
      { stdio: 'ignore' },
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    // Killed once initdb has written part of the directory, wherever it writes it.
    const started = (dir: string) => existsSync(path.join(dataDir, dir, 'base'));
    while (!started('pglite') && !started('pglite.partial')) await new Promise((r) => setTimeout(r, 20));
    child.kill('SIGKILL');
    await exited;

    const first = await openDatabase({ kind: 'pglite', dataDir });
    await first.db.execute(sql`create table kept (v text)`);
    await first.db.execute(sql`insert into kept values ('still here')`);
    await first.close();
    const again = await openDatabase({ kind: 'pglite', dataDir });
    const rows = await again.db.select({ v: sql<string>`v` }).from(sql`kept`);
    await again.close();
    expect(rows).toEqual([{ v: 'still here' }]);
  }, 120_000);
});

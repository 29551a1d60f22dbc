import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseEnv } from './env';
import { toAppConfig } from './app-config';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
type Ensure = { OS_PACKAGES: Record<string, string[]>; OS_COMMANDS: Record<string, string> };
// A .mjs of the install scripts (no types); the path is a variable so tsc does not resolve it.
const ensurePath = path.join(repoRoot, 'scripts/lib/ensure.mjs');
const { OS_PACKAGES, OS_COMMANDS } = (await import(ensurePath)) as Ensure;
const installed = new Set(Object.values(OS_PACKAGES).flat());

/** Programs that come with Node, npm or the base system, never from our install list. */
const BASE_SYSTEM = new Set(['node', 'npm', 'npx', 'sh', 'dpkg-query', 'apt-get']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (['node_modules', 'dist', 'build', 'data'].includes(entry.name) || entry.name.startsWith('.'))
      return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

/** Every program name passed literally to a process-spawning call, with where it is. */
function spawnedCommands(): Map<string, string> {
  const found = new Map<string, string>();
  const call = /\b(?:run|execFile|execFileSync|spawn|spawnSync)\(\s*'([a-z][\w.+-]*)'/g;
  const executable = /executablePath:[^\n]*'\/usr\/bin\/([\w.-]+)'/g;
  for (const file of [
    ...sourceFiles(path.join(repoRoot, 'apps')),
    ...sourceFiles(path.join(repoRoot, 'scripts')),
  ]) {
    const text = readFileSync(file, 'utf8');
    for (const match of [...text.matchAll(call), ...text.matchAll(executable)])
      found.set(match[1]!, path.relative(repoRoot, file));
  }
  return found;
}

describe('the Debian install list covers every program the project runs', () => {
  it('maps every mapped program to a package that npm start or npm test installs', () => {
    for (const [command, pkg] of Object.entries(OS_COMMANDS))
      expect(installed.has(pkg), `${command} comes from ${pkg}, which is not installed`).toBe(true);
  });

  it('knows every program spawned by name in apps/ and scripts/', () => {
    const commands = spawnedCommands();
    // The scan must see the known callers, or it is silently scanning nothing.
    expect(commands.get('flite')).toBeDefined();
    expect(commands.get('chromium')).toBe('apps/web/playwright.config.ts');
    const unknown = [...commands].filter(
      ([command]) => !BASE_SYSTEM.has(command) && !(command in OS_COMMANDS),
    );
    expect(unknown, 'spawned programs missing from OS_COMMANDS in scripts/lib/ensure.mjs').toEqual([]);
  });

  it('installs the speech engines the server offers by default', () => {
    const { tts } = toAppConfig(parseEnv({}));
    for (const bin of Object.values(tts.bins)) expect(OS_COMMANDS[bin], bin).toBeDefined();
  });

  it.skipIf(process.getuid?.() !== 0)('finds each program on PATH once its package is installed', () => {
    for (const command of Object.keys(OS_COMMANDS)) {
      expect(() => execFileSync('sh', ['-c', `command -v ${command}`]), command).not.toThrow();
    }
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md, "One composition root": each repository and service is created once, in
 * its module's plugin, and routes and sockets take it from the app. A second `create…Repository(`
 * or `create…Service(` call in the product's code (tests, benches and evals aside) is a second
 * instance with caches and state of its own, and fails here.
 */
const srcRoot = fileURLToPath(new URL('.', import.meta.url));

function productFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : productFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one composition root', () => {
  it('creates every repository and service in exactly one place', () => {
    const calls = new Map<string, string[]>();
    for (const file of productFiles(srcRoot)) {
      const text = readFileSync(file, 'utf8');
      // A call, not the declaration (`function createXService(`) nor a type (`typeof createX…`).
      for (const m of text.matchAll(/(?<!function |typeof )\b(create\w+(?:Repository|Service))\(/g)) {
        const at = `${path.relative(srcRoot, file)}:${text.slice(0, m.index).split('\n').length}`;
        calls.set(m[1]!, [...(calls.get(m[1]!) ?? []), at]);
      }
    }
    expect(calls.size).toBeGreaterThan(20);
    const twice = [...calls]
      .filter(([, at]) => at.length > 1)
      .map(([name, at]) => `${name}: ${at.join(', ')}`);
    expect(twice).toEqual([]);
  });
});

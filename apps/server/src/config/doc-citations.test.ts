import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Comments and docs cite documents a reader of this repository can open: a page under
 * docs/product/, docs/architecture.md or a record under docs/decisions/
 * (docs/architecture.md, "Conventions"). The requirement documents the project started from live outside the repository,
 * so a citation of them (or of their folder) is a dead end and fails here.
 */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

const SOURCE = /\.(ts|tsx|mts|mjs|js|c|h|css|sh)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'build', 'data', 'coverage', 'test-results']);

function files(dir: string, keep: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP_DIRS.has(entry.name) || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return files(full, keep);
    return keep.test(entry.name) ? [full] : [];
  });
}

function scanned(): string[] {
  return [
    ...['apps', 'packages', 'scripts'].flatMap((dir) => files(path.join(repoRoot, dir), SOURCE)),
    ...files(path.join(repoRoot, 'docs'), /\.md$/),
    path.join(repoRoot, 'README.md'),
    path.join(repoRoot, '.env.example'),
    // The root's own configuration (lint, tests, CI) has comments too.
    ...readdirSync(repoRoot, { withFileTypes: true })
      .filter((entry) => entry.isFile() && /\.(js|mjs|ts)$/.test(entry.name))
      .map((entry) => path.join(repoRoot, entry.name)),
  ];
}

// Built from pieces so that this file does not match its own patterns.
const STALE: readonly { name: string; pattern: RegExp }[] = [
  { name: 'the product specs', pattern: new RegExp(String.raw`\bspec` + String.raw` 0[12]\b`, 'i') },
  { name: 'the architecture notes', pattern: new RegExp(String.raw`\bARCHI` + 'TECTURE' + String.raw`\b`) },
  { name: 'the conventions notes', pattern: new RegExp(String.raw`\bCONVEN` + 'TIONS' + String.raw`\b`) },
  { name: 'the speech notes', pattern: new RegExp(String.raw`\bSPEE` + String.raw`CH(\.md| §)`) },
  { name: 'the folder outside the repository', pattern: new RegExp(String.raw`\.\./sha` + 'red\\b') },
];

/** An import of a folder that happens to be called shared is code, not a citation. */
const IMPORT = /\bfrom\s+['"]|\bimport\(|\brequire\(/;

/** `docs/….md`, optionally followed by `, "Section"`. */
const CITATION = /\bdocs\/[\w./-]+?\.md\b(?:, "([^"\n]+)")?/g;

const sections = new Map<string, Set<string>>();
/** The headings of a page, and its bold labels (`**Caller voices**`), lower-cased. */
function sectionsOf(page: string): Set<string> {
  let found = sections.get(page);
  if (!found) {
    const text = readFileSync(path.join(repoRoot, page), 'utf8');
    const headings = [...text.matchAll(/^#{1,6}\s+(.+?)\s*$/gm)].map((m) => m[1]!);
    const labels = [...text.matchAll(/\*\*([^*\n]+)\*\*/g)].map((m) => m[1]!);
    found = new Set([...headings, ...labels].map((name) => name.toLowerCase()));
    sections.set(page, found);
  }
  return found;
}

type Problem = { file: string; line: number; text: string; why: string };

function problems(): Problem[] {
  const found: Problem[] = [];
  for (const file of scanned()) {
    if (!existsSync(file)) continue;
    const rel = path.relative(repoRoot, file);
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((text, index) => {
        const at = { file: rel, line: index + 1, text: text.trim() };
        for (const { name, pattern } of STALE) {
          if (name === 'the folder outside the repository' && IMPORT.test(text)) continue;
          if (pattern.test(text))
            found.push({ ...at, why: `cites ${name}, which are not in the repository` });
        }
        for (const match of text.matchAll(CITATION)) {
          const page = match[0].split(',')[0]!;
          if (!existsSync(path.join(repoRoot, page))) {
            found.push({ ...at, why: `${page} does not exist` });
          } else if (match[1] && page.startsWith('docs/') && !sectionsOf(page).has(match[1].toLowerCase())) {
            found.push({ ...at, why: `${page} has no section "${match[1]}"` });
          }
        }
      });
  }
  return found;
}

describe('document citations', () => {
  it('scans the sources and the docs (a scan that sees nothing would pass anything)', () => {
    const all = scanned().map((file) => path.relative(repoRoot, file));
    expect(all).toContain('apps/server/native/wilco-ps.c');
    expect(all).toContain('apps/web/src/features/player/model/leave.ts');
    expect(all).toContain('packages/shared/src/speech/speech.schemas.ts');
    expect(all).toContain('docs/product/quiz-player.md');
    expect(all.some((file) => file.includes('node_modules'))).toBe(false);
  });

  it('cites only documents in the repository, by existing page and section', () => {
    const report = problems().map((p) => `${p.file}:${p.line}: ${p.why}\n    ${p.text}`);
    expect(report, report.join('\n')).toEqual([]);
  });
});

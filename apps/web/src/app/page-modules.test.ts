import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PAGE_MODULES } from './page-modules';

const here = path.dirname(new URL(import.meta.url).pathname);
const routerSource = readFileSync(path.join(here, 'router.tsx'), 'utf8');

describe('the modules each page names in its HTML', () => {
  it('are files of the app', () => {
    for (const [page, modules] of Object.entries(PAGE_MODULES)) {
      for (const module of modules.filter((m) => m.startsWith('.'))) {
        const file = path.join(here, module);
        expect(existsSync(`${file}.tsx`) || existsSync(`${file}.ts`), `${page}: ${module}`).toBe(true);
      }
    }
  });

  it("include every page module the router loads, so no page waits for its own chunk's import", () => {
    const routeModules = [...routerSource.matchAll(/import\('(\.\/routes\/[^']+)'\)/g)].map((m) => m[1]);
    expect(routeModules.length).toBeGreaterThan(10);
    const named = new Set(Object.values(PAGE_MODULES).flat());
    for (const module of routeModules) expect(named, module).toContain(module);
  });
});

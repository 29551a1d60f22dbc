import path from 'node:path';
import type { Plugin } from 'vite';
import type { OutputChunk } from 'rollup';

/** Written beside index.html; the server reads it (apps/server/src/plugins/web.ts). */
export const PAGE_PRELOADS_FILE = 'page-preloads.json';

/** Per page pattern, the chunks and stylesheets its first render needs beyond index.html's. */
export type PagePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/**
 * Resolves each page's modules (src/app/page-modules.ts, as router.tsx imports them) to their
 * chunks and every chunk those import, less what index.html already loads, and writes the result
 * for the server to name in the page's HTML (docs/product/shell-and-accounts.md, "Loading and
 * reloads").
 */
export function pagePreloads(pages: Record<string, readonly string[]>): Plugin {
  let importer = '';
  let base = '/';
  return {
    name: 'wilco-page-preloads',
    apply: 'build',
    // After Vite's own plugins, which fold CSS-only chunks into their importers.
    enforce: 'post',
    configResolved(config) {
      importer = path.join(config.root, 'src/app/router.tsx');
      base = config.base;
    },
    async generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const byModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
      const withImports = (chunk: OutputChunk, into = new Set<OutputChunk>()) => {
        if (into.has(chunk)) return into;
        into.add(chunk);
        for (const file of chunk.imports) {
          const imported = byFile.get(file);
          if (imported) withImports(imported, into);
        }
        return into;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loaded = entry ? withImports(entry) : new Set<OutputChunk>();
      const preloads: PagePreloads = {};
      for (const [page, modules] of Object.entries(pages)) {
        const needed = new Set<OutputChunk>();
        for (const specifier of modules) {
          const resolved = await this.resolve(specifier, importer);
          const chunk = resolved && byModule.get(resolved.id);
          if (!chunk) this.error(`${page}: ${specifier} is in no chunk of the build`);
          withImports(chunk, needed);
        }
        const own = [...needed].filter((chunk) => !loaded.has(chunk));
        preloads[page] = {
          scripts: own.map((chunk) => base + chunk.fileName),
          styles: [...new Set(own.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]))].map(
            (css) => base + css,
          ),
        };
      }
      this.emitFile({ type: 'asset', fileName: PAGE_PRELOADS_FILE, source: JSON.stringify(preloads) });
    },
  };
}

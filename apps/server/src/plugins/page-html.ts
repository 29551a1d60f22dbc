import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { spaPagePattern } from '@wilco/shared';

/** What the web build writes beside index.html (apps/web/vite-page-preloads.ts). */
type PagePreloads = Record<string, { scripts: string[]; styles: string[] }>;

/** A page's HTML, and its compressed copies made once (the build does the same for assets). */
type PageHtml = { identity: Buffer; br: Buffer; gzip: Buffer };

function encoded(html: string): PageHtml {
  const identity = Buffer.from(html);
  return { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
}

/** index.html with the page's own chunks named in its head. */
function withPreloads(html: string, preloads: PagePreloads[string] | undefined): string {
  if (!preloads || !html.includes('</head>')) return html;
  const links = [
    ...preloads.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
    ...preloads.styles.map((href) => `<link rel="preload" as="style" crossorigin href="${href}">`),
  ];
  return html.replace('</head>', `${links.join('\n    ')}\n  </head>`);
}

/**
 * The HTML each page is answered with: the build's index.html naming, for the page asked for, the
 * chunks its first render needs, so the browser fetches them at once instead of one lazy import
 * after another (docs/product/shell-and-accounts.md, "Loading and reloads"). Read again when the
 * build changes under a running server.
 */
export function createPageHtml(webDist: string) {
  const indexFile = path.join(webDist, 'index.html');
  const preloadsFile = path.join(webDist, 'page-preloads.json');
  let built = -1;
  let pages = new Map<string, PageHtml>();
  let plain: PageHtml | null = null;
  return (url: string): PageHtml => {
    // A rebuild empties the build folder first: meanwhile the last build's pages are served.
    const mtime = statSync(indexFile, { throwIfNoEntry: false })?.mtimeMs ?? built;
    if (mtime !== built || !plain) {
      const html = readFileSync(indexFile, 'utf8');
      const preloads = existsSync(preloadsFile)
        ? (JSON.parse(readFileSync(preloadsFile, 'utf8')) as PagePreloads)
        : {};
      plain = encoded(html);
      pages = new Map(
        Object.keys(preloads).map((page) => [page, encoded(withPreloads(html, preloads[page]))]),
      );
      built = mtime;
    }
    // '*' is any other address: the app's not-found page.
    return pages.get(spaPagePattern(url) ?? '*') ?? plain;
  };
}

import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { PAGE_MODULES } from './src/app/page-modules';
import { pagePreloads } from './vite-page-preloads';

const serverUrl = process.env.WILCO_DEV_SERVER ?? 'http://localhost:8080';
const proxied = [
  '/api',
  '/auth',
  '/qs',
  '/playlist',
  '/script',
  '/media',
  '/socket.io',
  '/config.json',
  '/healthz',
];

/**
 * Writes a .br and a .gz beside every text asset, which the server sends to browsers that accept
 * them (docs/product/shell-and-accounts.md, "Loading and reloads"): compressing once at build time
 * costs the server nothing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'wilco-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const files = [...Object.keys(bundle), 'index.html'].filter((f) => /\.(js|css|html|svg|json)$/.test(f));
      for (const file of new Set(files)) {
        const full = path.join(outDir, file);
        const data = readFileSync(full);
        if (data.length < 1024) continue;
        writeFileSync(`${full}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${full}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), pagePreloads(PAGE_MODULES), precompress()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: serverUrl, ws: p === '/socket.io' }])),
  },
});

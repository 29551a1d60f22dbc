import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

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

export default defineConfig({
  plugins: [react()],
  build: { outDir: 'dist', sourcemap: true, chunkSizeWarningLimit: 900 },
  server: {
    port: 5173,
    proxy: Object.fromEntries(proxied.map((p) => [p, { target: serverUrl, ws: p === '/socket.io' }])),
  },
});

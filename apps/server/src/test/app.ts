import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { toAppConfig, type AppConfig } from '../config/app-config';
import { parseEnv, recogniserSettings } from '../config/env';
import { createTestDatabase, type TestDatabase } from './databases';

export const TEST_PASSWORD = 'test-password-123';

/** A production-like config with a throw-away data dir and a tiny built web app. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig & { cleanup: () => void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wilco-test-'));
  const webDist = path.join(dataDir, 'web');
  mkdirSync(path.join(webDist, 'assets'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><title>Wilco test shell</title></head><body></body></html>',
  );
  // What the build names for Home's first render (apps/web/vite-page-preloads.ts).
  writeFileSync(
    path.join(webDist, 'page-preloads.json'),
    JSON.stringify({
      '/Home': { scripts: ['/assets/home-abc123.js'], styles: ['/assets/home-abc123.css'] },
      '*': { scripts: ['/assets/not-found-abc123.js'], styles: [] },
    }),
  );
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js'), 'console.log("wilco")');
  // The build's precompressed twin (apps/web/vite.config.ts, precompress), marked so a test can tell.
  writeFileSync(path.join(webDist, 'assets', 'main-abc123.js.br'), 'brotli twin');
  const base = toAppConfig(
    parseEnv({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      // Tests change rows directly and expect the next request to see them.
      CACHE_TTL_MS: '0',
      JWT_SECRET: 'x'.repeat(48),
      DEMO_PASSWORD: TEST_PASSWORD,
      // `STT_POCKETSPHINX_HMM=stock npx vitest run …` runs the recogniser's tests on Debian's model
      // (and STT_POCKETSPHINX_DENOISE=off without noise suppression).
      ...recogniserSettings(process.env),
    }),
  );
  return {
    ...base,
    seedDemo: false,
    webDist,
    ...overrides,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/**
 * Builds the real app on a fresh database for one suite; `get()` returns it inside tests.
 * Use with `describe.each(databaseKinds())`.
 */
export function useTestApp(
  kind: 'pglite' | 'postgres',
  overrides: Partial<AppConfig> = {},
  options: Omit<BuildOptions, 'database'> = {},
) {
  let app: FastifyInstance | undefined;
  let db: TestDatabase | undefined;
  let config: ReturnType<typeof testConfig> | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(kind);
    config = testConfig({ ...overrides, database: db.target });
    app = await buildApp(config, options);
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await db?.drop();
    config?.cleanup();
  });
  return {
    get app(): FastifyInstance {
      if (!app) throw new Error('test app not built yet');
      return app;
    },
    get config(): AppConfig {
      if (!config) throw new Error('test app not built yet');
      return config;
    },
  };
}

/** Starts the app on a free loopback port, for socket and fetch clients; returns its base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
}

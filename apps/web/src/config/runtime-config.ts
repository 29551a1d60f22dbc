import type { RuntimeConfig } from '@wilco/shared';

/** Same-origin defaults (docs/architecture.md, "Services"); they mirror the server's own defaults. */
export const DEFAULT_RUNTIME_CONFIG: RuntimeConfig = {
  apiBaseUrl: '/api',
  questionServiceUrl: '/qs',
  playlistServiceUrl: '/playlist',
  scriptServiceUrl: '/script',
  mediaBaseUrl: '/media',
  socketUrl: '',
  socketPath: '/socket.io',
  idleTimeMinutes: 30,
  tenantId: 1,
  introVideoUrl: '',
  trialIntroVideoUrl: '',
  helpUrl: 'mailto:help@wilco.dev',
  termsUrl: '/legal/terms.html',
  privacyUrl: '/legal/privacy.html',
  registerUrl: 'mailto:sales@wilco.dev',
  version: '0.0.0',
};

let current: RuntimeConfig = DEFAULT_RUNTIME_CONFIG;

const isPositiveInteger = (value: unknown) => Number.isInteger(value) && (value as number) > 0;

/**
 * RuntimeConfigSchema checked by hand (runtime-config.test.ts keeps the two in step): the config is
 * read before the first render, and zod would cost the sign-in page a quarter of its JavaScript
 * (docs/product/shell-and-accounts.md, "Loading and reloads"). Unknown keys are dropped.
 */
export function readRuntimeConfig(value: unknown): RuntimeConfig {
  if (typeof value !== 'object' || value === null) throw new Error('config.json is not an object');
  const served = value as Record<string, unknown>;
  const config: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(DEFAULT_RUNTIME_CONFIG)) {
    if (typeof served[key] !== typeof fallback) throw new Error(`config.json: ${key} is missing or mistyped`);
    config[key] = served[key];
  }
  if (!isPositiveInteger(config.idleTimeMinutes) || !isPositiveInteger(config.tenantId)) {
    throw new Error('config.json: idleTimeMinutes and tenantId must be positive integers');
  }
  return config as RuntimeConfig;
}

/**
 * Reads `/config.json` once at boot so one build runs against any deployment. A broken or
 * missing config must not keep the app from starting, so we fall back to same-origin paths.
 */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const res = await fetchImpl('/config.json', {
      headers: { Accept: 'application/json' },
      cache: 'no-cache',
    });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    current = readRuntimeConfig(await res.json());
  } catch (error) {
    console.warn('Runtime config unavailable; using same-origin defaults.', error);
    current = DEFAULT_RUNTIME_CONFIG;
  }
  return current;
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/** Tests swap the config without going through fetch. */
export function setRuntimeConfig(config: RuntimeConfig): void {
  current = config;
}

import { RuntimeConfigSchema } from '@wilco/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_RUNTIME_CONFIG,
  readRuntimeConfig,
  getRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('loadRuntimeConfig', () => {
  it('uses the served config when it is valid', async () => {
    const served = { ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'https://api.example.org', version: '1.2.3' };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(Response.json(served));
    await loadRuntimeConfig(fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(getRuntimeConfig().apiBaseUrl).toBe('https://api.example.org');
  });

  it.each([
    ['an invalid body', () => Promise.resolve(Response.json({ apiBaseUrl: 42 }))],
    ['an HTTP error', () => Promise.resolve(new Response('nope', { status: 503 }))],
    ['a network failure', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('falls back to same-origin defaults after %s, with a warning', async (_label, answer) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setRuntimeConfig({ ...DEFAULT_RUNTIME_CONFIG, apiBaseUrl: 'stale' });
    await loadRuntimeConfig(vi.fn<typeof fetch>().mockImplementation(answer));
    expect(getRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
    expect(warn).toHaveBeenCalled();
  });
});

describe('readRuntimeConfig', () => {
  // The hand check keeps zod off the sign-in page; it must accept and refuse what the schema does.
  const variants: unknown[] = [
    DEFAULT_RUNTIME_CONFIG,
    { ...DEFAULT_RUNTIME_CONFIG, extra: 'dropped' },
    { ...DEFAULT_RUNTIME_CONFIG, idleTimeMinutes: 0 },
    { ...DEFAULT_RUNTIME_CONFIG, idleTimeMinutes: 1.5 },
    { ...DEFAULT_RUNTIME_CONFIG, tenantId: -1 },
    { ...DEFAULT_RUNTIME_CONFIG, helpUrl: null },
    { ...DEFAULT_RUNTIME_CONFIG, version: 3 },
    Object.fromEntries(Object.entries(DEFAULT_RUNTIME_CONFIG).filter(([key]) => key !== 'socketPath')),
    null,
    'config',
  ];
  it.each(variants.map((v, i) => [i, v]))('agrees with RuntimeConfigSchema on variant %i', (_i, value) => {
    const zod = RuntimeConfigSchema.safeParse(value);
    if (zod.success) expect(readRuntimeConfig(value)).toEqual(zod.data);
    else expect(() => readRuntimeConfig(value)).toThrow();
  });
});

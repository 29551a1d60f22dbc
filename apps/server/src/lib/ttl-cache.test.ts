import { describe, expect, it, vi } from 'vitest';
import { createTtlCache } from './ttl-cache';

describe('ttl cache', () => {
  it('loads once within the TTL, shares concurrent loads, and reloads after delete', async () => {
    const cache = createTtlCache<number, string>(60_000);
    const load = vi.fn(async () => 'value');
    await Promise.all([cache.get(1, load), cache.get(1, load)]);
    expect(load).toHaveBeenCalledTimes(1);
    cache.delete(1);
    await cache.get(1, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep failures and never caches with a TTL of 0', async () => {
    const failing = createTtlCache<number, string>(60_000);
    await expect(failing.get(1, async () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await failing.get(1, async () => 'recovered')).toBe('recovered');
    const off = createTtlCache<number, number>(0);
    let n = 0;
    await off.get(1, async () => ++n);
    expect(await off.get(1, async () => ++n)).toBe(2);
  });
});

import { createTtlCache, type TtlCache } from './ttl-cache';

// Keyed by the database object, so every repository of one app shares a cache and tests
// with separate apps never see each other's entries.
const ttls = new WeakMap<object, number>();
const caches = new WeakMap<object, Map<string, TtlCache<unknown, unknown>>>();

/** Set once by buildApp from CACHE_TTL_MS (0 turns caching off, as tests do). */
export function setCacheTtl(db: object, ttlMs: number): void {
  ttls.set(db, ttlMs);
}

export function cacheFor<K, V>(db: object, name: string): TtlCache<K, V> {
  let byName = caches.get(db);
  if (!byName) caches.set(db, (byName = new Map()));
  let cache = byName.get(name);
  if (!cache) byName.set(name, (cache = createTtlCache<unknown, unknown>(ttls.get(db) ?? 0)));
  return cache as unknown as TtlCache<K, V>;
}

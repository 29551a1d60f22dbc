/**
 * A tiny read-through cache for data read on every request but rarely changed (tenant
 * settings, course catalog, rubrics). Entries live `ttlMs`; writers in this process call
 * `delete`, and other processes see a change within the TTL. Concurrent misses share one load.
 */
// Sized for per-learner entries (identities, attempt contexts) of a few thousand learners.
export function createTtlCache<K, V>(ttlMs: number, maxEntries = 10_000) {
  const entries = new Map<K, { at: number; value: Promise<V> }>();
  return {
    get(key: K, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      const now = Date.now();
      if (hit && now - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.clear();
      const value = load();
      entries.set(key, { at: now, value });
      // A failed load is not cached.
      value.catch(() => entries.delete(key));
      return value;
    },
    delete(key: K) {
      entries.delete(key);
    },
    clear() {
      entries.clear();
    },
  };
}
export type TtlCache<K, V> = ReturnType<typeof createTtlCache<K, V>>;

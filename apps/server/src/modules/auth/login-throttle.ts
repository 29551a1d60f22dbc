/** Keys kept at most by default: one entry per address, so a spray of addresses cannot grow memory. */
export const THROTTLE_MAX_KEYS = 10_000;

/**
 * At most `max` failures per key in a sliding window, then a wait until the oldest failure leaves
 * the window. In memory: the sign-in guard counts addresses with it, while accounts are counted in
 * the database (docs/product/shell-and-accounts.md, "Failed sign-ins"). Bounded: each key keeps only
 * its last `max` failures, and past `maxKeys` keys the expired ones go first, then the least
 * recently failed (docs/product/shell-and-accounts.md, "Hardening").
 */
export function createLoginThrottle(options: {
  max: number;
  windowMs: number;
  maxKeys?: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  const maxKeys = options.maxKeys ?? THROTTLE_MAX_KEYS;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  const makeRoom = (): void => {
    if (failures.size < maxKeys) return;
    const cutoff = now() - options.windowMs;
    for (const [key, list] of failures) {
      if ((list[list.length - 1] ?? 0) <= cutoff) failures.delete(key);
    }
    // Map order is insertion order and recordFailure re-inserts, so the first key failed least recently.
    while (failures.size >= maxKeys) {
      const first = failures.keys().next().value;
      if (first === undefined) break;
      failures.delete(first);
    }
  };

  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    retryAfterSeconds(key: string): number {
      const list = recent(key);
      if (list.length < options.max) return 0;
      const oldest = list[list.length - options.max] ?? now();
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    recordFailure(key: string): void {
      const list = [...recent(key), now()].slice(-options.max);
      failures.delete(key);
      makeRoom();
      failures.set(key, list);
    },
    reset(key: string): void {
      failures.delete(key);
    },
    /** Keys held now (for tests and the bound). */
    size(): number {
      return failures.size;
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

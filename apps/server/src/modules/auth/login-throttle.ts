/**
 * At most `max` failures per key in a sliding window, then a wait until the oldest failure leaves
 * the window. In memory: the sign-in guard counts addresses with it, while accounts are counted in
 * the database (docs/product/shell-and-accounts.md, "Failed sign-ins").
 */
export function createLoginThrottle(options: { max: number; windowMs: number; now?: () => number }) {
  const now = options.now ?? Date.now;
  const failures = new Map<string, number[]>();

  const recent = (key: string): number[] => {
    const cutoff = now() - options.windowMs;
    const list = (failures.get(key) ?? []).filter((t) => t > cutoff);
    if (list.length) failures.set(key, list);
    else failures.delete(key);
    return list;
  };

  return {
    /** Seconds to wait before another attempt, or 0 when allowed. */
    retryAfterSeconds(key: string): number {
      const list = recent(key);
      if (list.length < options.max) return 0;
      const oldest = list[0] ?? now();
      return Math.max(1, Math.ceil((oldest + options.windowMs - now()) / 1000));
    },
    recordFailure(key: string): void {
      failures.set(key, [...recent(key), now()]);
    },
    reset(key: string): void {
      failures.delete(key);
    },
  };
}
export type LoginThrottle = ReturnType<typeof createLoginThrottle>;

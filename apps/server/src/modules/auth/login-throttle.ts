/**
 * Brute-force guard: at most `max` failed sign-ins per account + IP in a sliding window, then
 * 429 with Retry-After until the oldest failure leaves the window. In memory: one process holds
 * it; the Redis-backed limiter replaces it when the app scales out (docs/architecture.md, "Stack").
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

export const throttleKey = (email: string, ip: string) => `${email.toLowerCase()}|${ip}`;

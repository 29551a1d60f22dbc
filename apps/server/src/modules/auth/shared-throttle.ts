import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/** The per-address count of failed sign-ins, in this process or shared between processes. */
export type AddressThrottle = {
  /** Seconds to wait before another attempt, or 0 when allowed. */
  retryAfterSeconds(key: string): Promise<number>;
  recordFailure(key: string): Promise<void>;
};

/**
 * The sign-in guard's per-address window kept in Redis (docs/decisions/028-scale-out.md), so every
 * process counts the same failures: a sorted set per address of failure times, trimmed to the
 * window and to its last `max` entries, expiring with the window.
 */
export function createRedisThrottle(
  redis: Redis,
  options: { max: number; windowMs: number; prefix: string; now?: () => number },
): AddressThrottle {
  const now = options.now ?? Date.now;
  const keyOf = (key: string) => `${options.prefix}${key}`;
  return {
    async retryAfterSeconds(key) {
      const at = now();
      const result = await redis
        .multi()
        .zremrangebyscore(keyOf(key), '-inf', at - options.windowMs)
        .zrange(keyOf(key), 0, -1, 'WITHSCORES')
        .exec();
      const flat = (result?.[1]?.[1] ?? []) as string[];
      const times = flat.filter((_, i) => i % 2 === 1).map(Number);
      if (times.length < options.max) return 0;
      const oldest = times[times.length - options.max] ?? at;
      return Math.max(1, Math.ceil((oldest + options.windowMs - at) / 1000));
    },
    async recordFailure(key) {
      const at = now();
      await redis
        .multi()
        .zadd(keyOf(key), at, `${at}:${randomUUID()}`)
        .zremrangebyscore(keyOf(key), '-inf', at - options.windowMs)
        .zremrangebyrank(keyOf(key), 0, -(options.max + 1))
        .pexpire(keyOf(key), options.windowMs)
        .exec();
    },
  };
}

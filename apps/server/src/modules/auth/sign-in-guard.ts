import { and, asc, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client';
import { signInFailures } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { createLoginThrottle, type LoginThrottle } from './login-throttle';
import { createRedisThrottle, type AddressThrottle } from './shared-throttle';

export type SignInStep = 'password' | 'totp';

/** docs/product/shell-and-accounts.md, "Failed sign-ins": the limits and their window. */
export const FAILURE_WINDOW_MS = 3_600_000;
export const ACCOUNT_MAX_FAILURES = 10;
/** Per address: high enough for a classroom behind one NAT, low enough to stop a spray of guesses. */
export const ADDRESS_MAX_FAILURES = 100;

const TOO_MANY: Record<SignInStep, string> = {
  password: 'Too many failed sign-in attempts. Try again later.',
  totp: 'Too many wrong codes. Try again later.',
};

declare module 'fastify' {
  interface FastifyInstance {
    signInGuard: SignInGuard;
  }
}

/**
 * Counts failed sign-in steps per account in the database (across addresses, processes and
 * restarts) and per address (in memory, or in Redis shared by every process); either limit
 * reached answers 429 with Retry-After, before the password or code is even checked.
 */
export function createSignInGuard(db: Db, now: () => number = Date.now, shared?: AddressThrottle) {
  const addresses =
    shared ?? inMemory(createLoginThrottle({ max: ADDRESS_MAX_FAILURES, windowMs: FAILURE_WINDOW_MS, now }));
  const since = () => new Date(now() - FAILURE_WINDOW_MS);
  const recent = (userId: number, step: SignInStep) =>
    and(
      eq(signInFailures.user_id, userId),
      eq(signInFailures.kind, step),
      gt(signInFailures.date_created, since()),
    );

  async function accountWait(userId: number, step: SignInStep): Promise<number> {
    const [row] = await db.select({ n: count() }).from(signInFailures).where(recent(userId, step));
    if ((row?.n ?? 0) < ACCOUNT_MAX_FAILURES) return 0;
    const [oldest] = await db
      .select({ at: signInFailures.date_created })
      .from(signInFailures)
      .where(recent(userId, step))
      .orderBy(asc(signInFailures.date_created))
      .limit(1);
    const until = (oldest?.at.getTime() ?? now()) + FAILURE_WINDOW_MS;
    return Math.max(1, Math.ceil((until - now()) / 1000));
  }

  return {
    /** Throws 429 when the account or the address has used up its failures. */
    async check(userId: number | null, ip: string, step: SignInStep): Promise<void> {
      const wait = Math.max(
        await addresses.retryAfterSeconds(`${step}|${ip}`),
        userId === null ? 0 : await accountWait(userId, step),
      );
      if (wait > 0) throw new HttpError(429, TOO_MANY[step], { retry_after: wait });
    },
    async fail(userId: number | null, ip: string, step: SignInStep): Promise<void> {
      await addresses.recordFailure(`${step}|${ip}`);
      if (userId !== null)
        await db
          .insert(signInFailures)
          .values({ user_id: userId, kind: step, ip, date_created: new Date(now()) });
    },
    /** A passed step clears the account's count for it (the address keeps its own). */
    async succeed(userId: number, step: SignInStep): Promise<void> {
      await db
        .delete(signInFailures)
        .where(and(eq(signInFailures.user_id, userId), eq(signInFailures.kind, step)));
    },
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;

const inMemory = (throttle: LoginThrottle): AddressThrottle => ({
  retryAfterSeconds: async (key) => throttle.retryAfterSeconds(key),
  recordFailure: async (key) => throttle.recordFailure(key),
});

/**
 * One guard per process, shared by the password and two-factor routes; with REDIS_URL the
 * per-address count is shared by every process (docs/decisions/028-scale-out.md).
 */
export const signInGuardPlugin = fp(
  async (app: FastifyInstance) => {
    const shared = app.redis
      ? createRedisThrottle(app.redis.command, {
          max: ADDRESS_MAX_FAILURES,
          windowMs: FAILURE_WINDOW_MS,
          prefix: app.redis.key('sign-in:'),
        })
      : undefined;
    app.decorate('signInGuard', createSignInGuard(app.db, Date.now, shared));
  },
  { name: 'sign-in-guard', dependencies: ['redis'] },
);

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import type { UserRow } from './auth.repository';

export type Identity = { user: UserRow; isSessionLive: boolean };
export type IdentityCache = TtlCache<string, Identity | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Who the caller of every authenticated request is: the user row and whether the session is
     * live. Read on every request (and each conversation turn), so it is cached (CACHE_TTL_MS,
     * docs/decisions/012-single-writer-caches-and-write-behind-turns.md).
     */
    identityCache: IdentityCache;
  }
}

/**
 * Every write in this process that changes what the lookup returns (sign-out, revoked
 * sessions, a role, a disabled account, the second factor) publishes `user.changed` or
 * `session.revoked` after it commits, so here it bites at once; another server process sees
 * it within the TTL. Entries are keyed by user and session, so the whole cache goes.
 */
export const identityCachePlugin = fp(
  async (app: FastifyInstance) => {
    const cache: IdentityCache = createTtlCache(app.config.cacheTtlMs);
    app.decorate('identityCache', cache);
    const forget = () => cache.clear();
    app.events.on('user.changed', forget);
    app.events.on('session.revoked', forget);
  },
  { name: 'identity-cache', dependencies: ['events'] },
);

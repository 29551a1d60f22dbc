import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheFor } from '../../lib/db-caches';
import type { UserRow } from './auth.repository';

export type Identity = { user: UserRow; isSessionLive: boolean };

/**
 * Who the caller of every authenticated request is: the user row and whether the session is
 * live. Read on every request (and each conversation turn), so it is cached (CACHE_TTL_MS,
 * docs/decisions/012-single-writer-caches-and-write-behind-turns.md).
 */
export const identityCache = (db: object) => cacheFor<string, Identity | null>(db, 'identity');

/**
 * Every write in this process that changes what the lookup returns (sign-out, revoked
 * sessions, a role, a disabled account, the second factor) publishes `user.changed` or
 * `session.revoked` after it commits, so here it bites at once; another server process sees
 * it within the TTL. Entries are keyed by user and session, so the whole cache goes.
 */
export const identityCachePlugin = fp(
  async (app: FastifyInstance) => {
    const forget = () => identityCache(app.db).clear();
    app.events.on('user.changed', forget);
    app.events.on('session.revoked', forget);
  },
  { name: 'identity-cache', dependencies: ['events'] },
);

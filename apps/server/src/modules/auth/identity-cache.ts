import { cacheFor } from '../../lib/db-caches';
import type { UserRow } from './auth.repository';

export type Identity = { user: UserRow; isSessionLive: boolean };

/**
 * Who the caller of every authenticated request is: the user row and whether the session is
 * live. Read on every request (and each conversation turn), so it is cached (CACHE_TTL_MS,
 * docs/decisions/012).
 * Every write in this process that changes what the lookup returns (sign-out, revoked
 * sessions, a role, a disabled account, the second factor) calls forgetIdentities() after it
 * commits, so here it bites at once; another server process sees it within the TTL.
 */
export const identityCache = (db: object) => cacheFor<string, Identity | null>(db, 'identity');

export function forgetIdentities(db: object): void {
  identityCache(db).clear();
}

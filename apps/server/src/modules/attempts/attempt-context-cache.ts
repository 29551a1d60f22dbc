import { cacheFor } from '../../lib/db-caches';

/** Question id → the scene (quiz context) of the learner's latest attempt holding it. */
export type AttemptContexts = Map<number, string | null>;

/**
 * Read on every initial_state to cast the examiner (conversation.repository), per learner.
 * Learner state: the attempt writes of this process (start, complete, factory reset) forget
 * the learner's entry at once.
 */
export const attemptContextCache = (db: object) => cacheFor<number, AttemptContexts>(db, 'attempt-contexts');

export function forgetAttemptContexts(db: object, userId: number): void {
  attemptContextCache(db).delete(userId);
}

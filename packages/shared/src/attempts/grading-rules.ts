import { FINAL_STATUSES, type AttemptStatus } from './attempts.schemas';

/** What a learner may decide about a question attempt (docs/product/grading.md). */
export const LEARNER_STATUSES = ['not_attempted', 'attempting', 'incomplete', 'paused', 'skipped'] as const;
/** What only the examiner (the conversation service) decides. */
export const EXAMINER_STATUSES = ['correct', 'incorrect'] as const;

const FINAL = new Set<AttemptStatus>(FINAL_STATUSES);
const LEARNER = new Set<AttemptStatus>(LEARNER_STATUSES);

export const isFinalStatus = (status: AttemptStatus): boolean => FINAL.has(status);

export type StatusChange =
  { kind: 'set'; status: AttemptStatus } | { kind: 'unchanged' } | { kind: 'refused'; message: string };

/**
 * A status a client asks for, against the one stored. A final status stays; asking for it again
 * is accepted and changes nothing (so the client's save after a graded answer keeps working).
 */
export function checkStatusChange(current: AttemptStatus, requested: AttemptStatus): StatusChange {
  if (isFinalStatus(current)) {
    if (requested === current) return { kind: 'unchanged' };
    return {
      kind: 'refused',
      message: `This question is already final (${current}); its result cannot change to ${requested}`,
    };
  }
  if (!LEARNER.has(requested)) {
    return {
      kind: 'refused',
      message: `Only the examiner decides whether an answer is ${requested}: answer the question to get a result`,
    };
  }
  return requested === current ? { kind: 'unchanged' } : { kind: 'set', status: requested };
}

/**
 * The score of a finished attempt (0..1): the share of its questions the examiner decided were
 * correct. A `correct` stored without the examiner's decision does not count.
 */
export function examinerScore(
  questions: readonly { attempt_status: AttemptStatus; decided: boolean }[],
): number {
  if (questions.length === 0) return 0;
  return questions.filter((q) => q.decided && q.attempt_status === 'correct').length / questions.length;
}

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { cacheFor } from '../../lib/db-caches';
import type { Rubric } from '../../engines/conversation/types';

/** Question id → the scene (quiz context) of the learner's latest attempt holding it. */
export type AttemptContexts = Map<number, string | null>;
export type NamedRubric = Rubric & { question_name: string };

/**
 * Read on every initial_state to cast the examiner (conversation.repository), per learner.
 * Learner state: the attempt events of this process (started, completed, progress reset)
 * forget the learner's entry at once.
 */
export const attemptContextCache = (db: object) => cacheFor<number, AttemptContexts>(db, 'attempt-contexts');
/** Judged on every answer, keyed `tenant:question`. */
export const rubricCache = (db: object) => cacheFor<string, NamedRubric | null>(db, 'rubric');
/** The scene of the first quiz holding a question, keyed `tenant:question`. */
export const questionQuizContextCache = (db: object) =>
  cacheFor<string, string | null>(db, 'question-quiz-context');

/** The conversation's caches follow the writes of other modules through their events. */
export const conversationCachesPlugin = fp(
  async (app: FastifyInstance) => {
    const { events, db } = app;
    const forgetLearner = ({ userId }: { userId: number }) => attemptContextCache(db).delete(userId);
    events.on('attempt.started', forgetLearner);
    events.on('attempt.completed', forgetLearner);
    events.on('progress.reset', forgetLearner);
    events.on('content.changed', ({ tenantId, kind, id }) => {
      if (kind === 'question') rubricCache(db).delete(`${tenantId}:${id}`);
      // A quiz's scene casts the examiner of its questions, whichever they are.
      if (kind === 'quiz') questionQuizContextCache(db).clear();
    });
  },
  { name: 'conversation-caches', dependencies: ['events'] },
);

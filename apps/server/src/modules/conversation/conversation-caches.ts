import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Rubric } from '../../engines/conversation/types';

/** Question id → the scene (quiz context) of the learner's latest attempt holding it. */
export type AttemptContexts = Map<number, string | null>;
export type NamedRubric = Rubric & { question_name: string };

function createConversationCaches(ttlMs: number) {
  return {
    /**
     * Read on every initial_state to cast the examiner (conversation.repository), per learner.
     * Learner state: the attempt events of this process (started, completed, progress reset)
     * forget the learner's entry at once.
     */
    attemptContexts: createTtlCache<number, AttemptContexts>(ttlMs),
    /** Judged on every answer, keyed `tenant:question`. */
    rubrics: createTtlCache<string, NamedRubric | null>(ttlMs),
    /** The scene of the first quiz holding a question, keyed `tenant:question`. */
    questionQuizContexts: createTtlCache<string, string | null>(ttlMs),
  };
}
export type ConversationCaches = ReturnType<typeof createConversationCaches>;

declare module 'fastify' {
  interface FastifyInstance {
    conversationCaches: ConversationCaches;
  }
}

/** The conversation's caches follow the writes of other modules through their events. */
export const conversationCachesPlugin = fp(
  async (app: FastifyInstance) => {
    const caches = createConversationCaches(app.config.cacheTtlMs);
    app.decorate('conversationCaches', caches);
    const { events } = app;
    const forgetLearner = ({ userId }: { userId: number }) => caches.attemptContexts.delete(userId);
    events.on('attempt.started', forgetLearner);
    events.on('attempt.completed', forgetLearner);
    events.on('attempt.discarded', forgetLearner);
    events.on('progress.reset', forgetLearner);
    events.on('content.changed', ({ tenantId, kind, id }) => {
      if (kind === 'question') caches.rubrics.delete(`${tenantId}:${id}`);
      // A quiz's scene casts the examiner of its questions, whichever they are.
      if (kind === 'quiz') caches.questionQuizContexts.clear();
    });
  },
  { name: 'conversation-caches', dependencies: ['events'] },
);

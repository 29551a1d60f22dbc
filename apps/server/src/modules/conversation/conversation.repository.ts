import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import { insertTurns, type TurnRow } from './conversation-sessions.repository';
import type { AttemptContexts, ConversationCaches } from './conversation-caches';
import {
  questionAttempts,
  questionExamples,
  questions,
  quizAttempts,
  quizQuestions,
  quizzes,
  subanswers,
} from '../../db/schema';
import type { Rubric } from '../../engines/conversation/types';

/** `caches` are the app's conversation caches (conversation-caches.ts), forgotten on their events. */
export function createConversationRepository(
  db: Db,
  caches: ConversationCaches,
  events: DomainEventPublisher,
) {
  async function loadRubric(
    tenantId: number,
    questionId: number,
  ): Promise<(Rubric & { question_name: string }) | null> {
    const [q] = await db
      .select()
      .from(questions)
      .where(and(eq(questions.question_id, questionId), eq(questions.tenant_id, tenantId)))
      .limit(1);
    if (!q) return null;
    const [subs, examples] = await Promise.all([
      db
        .select()
        .from(subanswers)
        .where(eq(subanswers.question_id, questionId))
        .orderBy(asc(subanswers.sort_order), asc(subanswers.subanswer_id)),
      db
        .select()
        .from(questionExamples)
        .where(eq(questionExamples.question_id, questionId))
        .orderBy(asc(questionExamples.sort_order)),
    ]);
    return {
      question_id: q.question_id,
      question_name: q.question_name,
      question: q.question,
      answer: q.answer,
      point_threshold: q.point_threshold,
      contexts: q.contexts,
      subanswers: subs.map((s) => ({
        subanswer_id: s.subanswer_id,
        subanswer: s.subanswer,
        points: s.points,
      })),
      examples: examples.map((e) => ({ example: e.example, subanswer_examples: e.subanswer_examples })),
    };
  }

  /**
   * Per question, the scene of the learner's latest attempt holding it (open attempts first),
   * or of the one given question attempt. Without one it is a read per learner, cached until
   * their next attempt event (conversation-caches.ts).
   */
  async function attemptContexts(
    tenantId: number,
    userId: number,
    questionAttemptId: number | null,
  ): Promise<AttemptContexts> {
    const rows = await db
      .selectDistinctOn([questionAttempts.question_id], {
        question_id: questionAttempts.question_id,
        context: quizAttempts.context,
      })
      .from(questionAttempts)
      .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
      .where(
        and(
          eq(quizAttempts.user_id, userId),
          eq(quizAttempts.tenant_id, tenantId),
          questionAttemptId === null
            ? undefined
            : eq(questionAttempts.question_attempt_id, questionAttemptId),
        ),
      )
      .orderBy(
        asc(questionAttempts.question_id),
        asc(quizAttempts.completed),
        desc(quizAttempts.date_started),
      );
    return new Map(rows.map((r) => [r.question_id, r.context]));
  }

  return {
    /** The full rubric of a tenant's question (server-side only: learners never receive it). */
    rubric(tenantId: number, questionId: number): Promise<(Rubric & { question_name: string }) | null> {
      // Judged on every answer; an authoring save's content.changed clears the entry.
      return caches.rubrics.get(`${tenantId}:${questionId}`, () => loadRubric(tenantId, questionId));
    },

    /**
     * The scene of the quiz the question is asked in (quiz.context), which casts the persona:
     * the given question attempt's quiz, else the learner's latest attempt holding the
     * question (the player does not send attempt_id), else the first quiz holding it.
     */
    async quizContext(
      tenantId: number,
      userId: number,
      questionId: number,
      questionAttemptId: number | null,
    ): Promise<string | null> {
      const attempted =
        questionAttemptId === null
          ? await caches.attemptContexts.get(userId, () => attemptContexts(tenantId, userId, null))
          : await attemptContexts(tenantId, userId, questionAttemptId);
      // A review across courses (docs/product/spaced-review.md) has no context of its own: the
      // question's quiz then casts the examiner, as it would outside any attempt.
      const own = attempted.get(questionId);
      if (own) return own;
      // Content, not learner state: cached like the rubric (CACHE_TTL_MS).
      return caches.questionQuizContexts.get(`${tenantId}:${questionId}`, async () => {
        const [quiz] = await db
          .select({ context: quizzes.context })
          .from(quizQuestions)
          .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
          .where(and(eq(quizQuestions.question_id, questionId), eq(quizzes.tenant_id, tenantId)))
          .orderBy(asc(quizzes.quiz_id))
          .limit(1);
        return quiz?.context ?? null;
      });
    },

    /** Written before the answer goes out (docs/decisions/029-acknowledged-writes.md). */
    async saveTurns(rows: TurnRow[]): Promise<void> {
      await insertTurns(db, rows);
      const [first] = rows;
      // docs/product/administration.md, "Live": the examiner's question shows on the Live tab.
      if (first?.question_attempt_id && first.user_id)
        events.emit('attempt.progressed', {
          tenantId: first.tenant_id,
          userId: first.user_id,
          questionAttemptId: first.question_attempt_id,
        });
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;

import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cacheFor } from '../../lib/db-caches';
import {
  conversationTurns,
  questionAttempts,
  questionExamples,
  questions,
  quizAttempts,
  quizQuestions,
  quizzes,
  subanswers,
} from '../../db/schema';
import type { Rubric } from '../../engines/conversation/types';

export function createConversationRepository(db: Db) {
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

  return {
    /** The full rubric of a tenant's question (server-side only: learners never receive it). */
    rubric(tenantId: number, questionId: number): Promise<(Rubric & { question_name: string }) | null> {
      // Judged on every answer; authoring saves clear the entry (questions.repository).
      return cacheFor<string, (Rubric & { question_name: string }) | null>(db, 'rubric').get(
        `${tenantId}:${questionId}`,
        () => loadRubric(tenantId, questionId),
      );
    },

    /** The question attempt, if it belongs to this user and asks this question. */
    async ownedQuestionAttempt(
      userId: number,
      questionAttemptId: number,
      questionId: number,
    ): Promise<boolean> {
      const rows = await db
        .select({ id: questionAttempts.question_attempt_id })
        .from(questionAttempts)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
        .where(
          and(
            eq(questionAttempts.question_attempt_id, questionAttemptId),
            eq(questionAttempts.question_id, questionId),
            eq(quizAttempts.user_id, userId),
          ),
        )
        .limit(1);
      return rows.length === 1;
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
      const attempted = await db
        .select({ context: quizAttempts.context })
        .from(questionAttempts)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
        .where(
          and(
            eq(questionAttempts.question_id, questionId),
            eq(quizAttempts.user_id, userId),
            eq(quizAttempts.tenant_id, tenantId),
            questionAttemptId === null
              ? undefined
              : eq(questionAttempts.question_attempt_id, questionAttemptId),
          ),
        )
        .orderBy(asc(quizAttempts.completed), desc(quizAttempts.date_started))
        .limit(1);
      if (attempted[0]) return attempted[0].context;
      // Content, not learner state: cached like the rubric (CACHE_TTL_MS).
      return cacheFor<string, string | null>(db, 'question-quiz-context').get(
        `${tenantId}:${questionId}`,
        async () => {
          const [quiz] = await db
            .select({ context: quizzes.context })
            .from(quizQuestions)
            .innerJoin(quizzes, eq(quizzes.quiz_id, quizQuestions.quiz_id))
            .where(and(eq(quizQuestions.question_id, questionId), eq(quizzes.tenant_id, tenantId)))
            .orderBy(asc(quizzes.quiz_id))
            .limit(1);
          return quiz?.context ?? null;
        },
      );
    },

    async saveTurns(rows: (typeof conversationTurns.$inferInsert)[]): Promise<void> {
      if (rows.length) await db.insert(conversationTurns).values(rows);
    },
  };
}
export type ConversationRepository = ReturnType<typeof createConversationRepository>;

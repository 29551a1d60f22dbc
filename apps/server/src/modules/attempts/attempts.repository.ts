import { and, asc, desc, eq, getTableColumns, inArray, ne, notExists, notInArray } from 'drizzle-orm';
import { FINAL_STATUSES } from '@wilco/shared';
import type { Db } from '../../db/client';
import { feedback, questionAttempts, questions, quizAttempts } from '../../db/schema';
import type { DomainEventPublisher } from '../../lib/events/domain-events';

export type QuizAttemptRow = typeof quizAttempts.$inferSelect;
export type QuestionAttemptRow = typeof questionAttempts.$inferSelect;
/** `answer` is the question's model answer, read with it; the service decides who may see it. */
export type AttemptQuestion = QuestionAttemptRow & { answer: string };
export type AttemptWithQuestions = QuizAttemptRow & { question_attempts: AttemptQuestion[] };

export function createAttemptsRepository(db: Db, events: DomainEventPublisher) {
  /** The question attempts of all `rows` in one query, not one per attempt. */
  async function withQuestions(rows: QuizAttemptRow[]): Promise<AttemptWithQuestions[]> {
    if (rows.length === 0) return [];
    const qas = await db
      .select({ ...getTableColumns(questionAttempts), answer: questions.answer })
      .from(questionAttempts)
      .innerJoin(questions, eq(questions.question_id, questionAttempts.question_id))
      .where(
        inArray(
          questionAttempts.quiz_attempt_id,
          rows.map((r) => r.quiz_attempt_id),
        ),
      )
      .orderBy(asc(questionAttempts.quiz_attempt_id), asc(questionAttempts.position));
    const byAttempt = new Map<number, AttemptQuestion[]>();
    for (const q of qas) {
      const list = byAttempt.get(q.quiz_attempt_id);
      if (list) list.push(q);
      else byAttempt.set(q.quiz_attempt_id, [q]);
    }
    return rows.map((row) => ({ ...row, question_attempts: byAttempt.get(row.quiz_attempt_id) ?? [] }));
  }

  return {
    /**
     * The new attempt as stored, its questions all not attempted: their answers are no one's to
     * see yet (toQuizAttempt hands an answer out only with a final status), so none is read.
     */
    async create(
      attempt: typeof quizAttempts.$inferInsert,
      questionIds: number[],
    ): Promise<AttemptWithQuestions> {
      const created = await db.transaction(async (tx) => {
        const [row] = await tx.insert(quizAttempts).values(attempt).returning();
        if (!row) throw new Error('attempt insert returned no row');
        const qas = await tx
          .insert(questionAttempts)
          .values(
            questionIds.map((question_id, position) => ({
              quiz_attempt_id: row.quiz_attempt_id,
              question_id,
              position,
            })),
          )
          .returning();
        return { ...row, question_attempts: qas.map((q) => ({ ...q, answer: '' })) };
      });
      // The newest attempt holding a question is the one whose scene casts its examiner.
      events.emit('attempt.started', {
        tenantId: attempt.tenant_id,
        userId: attempt.user_id,
        quizAttemptId: created.quiz_attempt_id,
      });
      return created;
    },

    async findOwn(userId: number, quizAttemptId: number): Promise<AttemptWithQuestions | null> {
      const rows = await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.quiz_attempt_id, quizAttemptId), eq(quizAttempts.user_id, userId)))
        .limit(1);
      return (await withQuestions(rows))[0] ?? null;
    },

    async forQuiz(userId: number, quizId: number): Promise<AttemptWithQuestions[]> {
      const rows = await db
        .select()
        .from(quizAttempts)
        .where(and(eq(quizAttempts.user_id, userId), eq(quizAttempts.quiz_id, quizId)))
        .orderBy(desc(quizAttempts.date_started), desc(quizAttempts.quiz_attempt_id));
      return withQuestions(rows);
    },

    /** All of the user's attempts without their questions (for page cards). */
    async listOwn(userId: number): Promise<QuizAttemptRow[]> {
      return db
        .select()
        .from(quizAttempts)
        .where(eq(quizAttempts.user_id, userId))
        .orderBy(desc(quizAttempts.date_modified));
    },

    /**
     * Saves what the learner decided. The row changes only while it is not final, so a grade the
     * examiner records at the same moment is never overwritten (null: it was final by then).
     */
    async saveQuestion(
      quizAttemptId: number,
      questionAttemptId: number,
      values: Pick<Partial<QuestionAttemptRow>, 'attempt_status' | 'feedback'>,
    ) {
      const saved = await db.transaction(async (tx) => {
        const [qa] = await tx
          .update(questionAttempts)
          .set(values)
          .where(
            and(
              eq(questionAttempts.question_attempt_id, questionAttemptId),
              eq(questionAttempts.quiz_attempt_id, quizAttemptId),
              notInArray(questionAttempts.attempt_status, [...FINAL_STATUSES]),
            ),
          )
          .returning();
        if (!qa) return null;
        const [attempt] = await tx
          .update(quizAttempts)
          .set({ date_modified: new Date() })
          .where(eq(quizAttempts.quiz_attempt_id, quizAttemptId))
          .returning({ tenant_id: quizAttempts.tenant_id, user_id: quizAttempts.user_id });
        return { qa, attempt };
      });
      // docs/product/administration.md, "Live": a skip shows on the admins' Live tab.
      if (saved?.attempt)
        events.emit('attempt.progressed', {
          tenantId: saved.attempt.tenant_id,
          userId: saved.attempt.user_id,
          questionAttemptId,
        });
      return saved?.qa ?? null;
    },

    /** Feedback on a question whose result is final: the result itself stays as it is. */
    async saveFeedback(quizAttemptId: number, questionAttemptId: number, text: string | null) {
      await db
        .update(questionAttempts)
        .set({ feedback: text })
        .where(
          and(
            eq(questionAttempts.question_attempt_id, questionAttemptId),
            eq(questionAttempts.quiz_attempt_id, quizAttemptId),
          ),
        );
    },

    async addFeedback(row: typeof feedback.$inferInsert) {
      await db.insert(feedback).values(row);
    },

    /** The completed attempt's row (null when it is gone or not `userId`'s). */
    async complete(userId: number, quizAttemptId: number, score: number): Promise<QuizAttemptRow | null> {
      const [row] = await db
        .update(quizAttempts)
        .set({ completed: true, score, date_completed: new Date() })
        .where(and(eq(quizAttempts.quiz_attempt_id, quizAttemptId), eq(quizAttempts.user_id, userId)))
        .returning();
      // Open attempts come first when the examiner is cast (conversation.repository).
      if (row)
        events.emit('attempt.completed', { tenantId: row.tenant_id, userId: row.user_id, quizAttemptId });
      return row ?? null;
    },

    /**
     * Deletes `userId`'s open attempt (its question attempts and any conversation cascade) while
     * nothing was done in it, in one statement, so an answer saved meanwhile keeps it; false when it
     * is gone, not theirs, completed or touched meanwhile.
     */
    async discard(userId: number, quizAttemptId: number): Promise<boolean> {
      const [row] = await db
        .delete(quizAttempts)
        .where(
          and(
            eq(quizAttempts.quiz_attempt_id, quizAttemptId),
            eq(quizAttempts.user_id, userId),
            eq(quizAttempts.completed, false),
            notExists(
              db
                .select({ id: questionAttempts.question_attempt_id })
                .from(questionAttempts)
                .where(
                  and(
                    eq(questionAttempts.quiz_attempt_id, quizAttempts.quiz_attempt_id),
                    ne(questionAttempts.attempt_status, 'not_attempted'),
                  ),
                ),
            ),
          ),
        )
        .returning();
      if (row)
        events.emit('attempt.discarded', { tenantId: row.tenant_id, userId: row.user_id, quizAttemptId });
      return row !== undefined;
    },
  };
}
export type AttemptsRepository = ReturnType<typeof createAttemptsRepository>;

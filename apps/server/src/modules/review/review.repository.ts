import { and, count, eq, gte, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { reviewCards, reviewLogs, users } from '../../db/schema';
import { examTime, policyFor, type ReviewRating } from './review-rules';
import { nextCard, type CardState } from './review-scheduler';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** A graded outcome to schedule: one question attempt of one learner. */
export type DecidedQuestion = {
  tenantId: number;
  userId: number;
  questionId: number;
  questionAttemptId: number;
  rating: ReviewRating;
};

export type CardRow = { question_id: number; fsrs_due: Date; last_review: Date; reps: number };

export function createReviewRepository(db: Db) {
  return {
    /**
     * Moves the learner's card for this question by one graded answer, in the caller's
     * transaction. The log row is unique per question attempt: a second call for the same
     * attempt inserts nothing and leaves the card alone.
     */
    async record(tx: Executor, decided: DecidedQuestion, now: Date): Promise<boolean> {
      const logged = await tx
        .insert(reviewLogs)
        .values({
          tenant_id: decided.tenantId,
          user_id: decided.userId,
          question_id: decided.questionId,
          question_attempt_id: decided.questionAttemptId,
          rating: decided.rating,
          reviewed_at: now,
        })
        .onConflictDoNothing({ target: reviewLogs.question_attempt_id })
        .returning({ id: reviewLogs.review_log_id });
      if (logged.length === 0) return false;
      const [user] = await tx
        .select({ exam_date: users.exam_date })
        .from(users)
        .where(eq(users.user_id, decided.userId));
      const [previous] = await tx
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.user_id, decided.userId), eq(reviewCards.question_id, decided.questionId)))
        .for('update');
      const policy = policyFor(examTime(user?.exam_date ?? null), now.getTime());
      const next: CardState = nextCard(previous ?? null, decided.rating, now, policy);
      await tx
        .insert(reviewCards)
        .values({
          ...next,
          tenant_id: decided.tenantId,
          user_id: decided.userId,
          question_id: decided.questionId,
        })
        .onConflictDoUpdate({ target: [reviewCards.user_id, reviewCards.question_id], set: next });
      return true;
    },

    async cards(tenantId: number, userId: number): Promise<CardRow[]> {
      return db
        .select({
          question_id: reviewCards.question_id,
          fsrs_due: reviewCards.fsrs_due,
          last_review: reviewCards.last_review,
          reps: reviewCards.reps,
        })
        .from(reviewCards)
        .where(and(eq(reviewCards.tenant_id, tenantId), eq(reviewCards.user_id, userId)));
    },

    /** Graded answers since `since`, and the learner's first ever (the forecast's pace). */
    async pace(userId: number, since: Date): Promise<{ recent: number; first: Date | null }> {
      const [recent] = await db
        .select({ n: count() })
        .from(reviewLogs)
        .where(and(eq(reviewLogs.user_id, userId), gte(reviewLogs.reviewed_at, since)));
      const [first] = await db
        .select({ at: min(reviewLogs.reviewed_at) })
        .from(reviewLogs)
        .where(eq(reviewLogs.user_id, userId));
      return { recent: recent?.n ?? 0, first: first?.at ?? null };
    },

    async examDate(userId: number): Promise<string | null> {
      const [user] = await db
        .select({ exam_date: users.exam_date })
        .from(users)
        .where(eq(users.user_id, userId));
      return user?.exam_date ?? null;
    },
  };
}
export type ReviewRepository = ReturnType<typeof createReviewRepository>;

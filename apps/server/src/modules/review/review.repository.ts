import { and, count, eq, gte, min } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  reviewCards,
  reviewLogs,
  reviewTurnCards,
  reviewTurnLogs,
  scriptTurns,
  scripts,
  users,
} from '../../db/schema';
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

/** A judged turn outcome of a learner's real play to schedule: one turn of one simulation. */
export type DecidedTurn = {
  tenantId: number;
  userId: number;
  scriptId: number;
  turnOrder: number;
  simId: number;
  rating: ReviewRating;
};

export type TurnCardRow = {
  script_id: number;
  script_name: string;
  turn_order: number;
  fsrs_due: Date;
  last_review: Date;
};

/** The card after one more graded outcome, under the policy of the learner's exam date. */
async function advance(
  tx: Executor,
  userId: number,
  previous: CardState | undefined,
  rating: ReviewRating,
  now: Date,
) {
  const [user] = await tx.select({ exam_date: users.exam_date }).from(users).where(eq(users.user_id, userId));
  const policy = policyFor(examTime(user?.exam_date ?? null), now.getTime());
  return nextCard(previous ?? null, rating, now, policy);
}

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
      const [previous] = await tx
        .select()
        .from(reviewCards)
        .where(and(eq(reviewCards.user_id, decided.userId), eq(reviewCards.question_id, decided.questionId)))
        .for('update');
      const next = await advance(tx, decided.userId, previous, decided.rating, now);
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

    /**
     * Moves the learner's card for one scenario turn by one judged outcome, once per simulation
     * and turn (the unique log), in one transaction.
     */
    async recordTurn(decided: DecidedTurn, now: Date): Promise<boolean> {
      return db.transaction(async (tx) => {
        const logged = await tx
          .insert(reviewTurnLogs)
          .values({
            tenant_id: decided.tenantId,
            user_id: decided.userId,
            script_id: decided.scriptId,
            turn_order: decided.turnOrder,
            sim_id: decided.simId,
            rating: decided.rating,
            reviewed_at: now,
          })
          .onConflictDoNothing({ target: [reviewTurnLogs.sim_id, reviewTurnLogs.turn_order] })
          .returning({ id: reviewTurnLogs.review_turn_log_id });
        if (logged.length === 0) return false;
        const key = and(
          eq(reviewTurnCards.user_id, decided.userId),
          eq(reviewTurnCards.script_id, decided.scriptId),
          eq(reviewTurnCards.turn_order, decided.turnOrder),
        );
        const [previous] = await tx.select().from(reviewTurnCards).where(key).for('update');
        const next = await advance(tx, decided.userId, previous, decided.rating, now);
        await tx
          .insert(reviewTurnCards)
          .values({
            ...next,
            tenant_id: decided.tenantId,
            user_id: decided.userId,
            script_id: decided.scriptId,
            turn_order: decided.turnOrder,
          })
          .onConflictDoUpdate({
            target: [reviewTurnCards.user_id, reviewTurnCards.script_id, reviewTurnCards.turn_order],
            set: next,
          });
        return true;
      });
    },

    /** The learner's turn cards on turns of published scenarios of their tenant. */
    async turnCards(tenantId: number, userId: number): Promise<TurnCardRow[]> {
      return (
        db
          .select({
            script_id: reviewTurnCards.script_id,
            script_name: scripts.name,
            turn_order: reviewTurnCards.turn_order,
            fsrs_due: reviewTurnCards.fsrs_due,
            last_review: reviewTurnCards.last_review,
          })
          .from(reviewTurnCards)
          .innerJoin(scripts, eq(scripts.script_id, reviewTurnCards.script_id))
          // A turn the author has since removed is no longer reviewed.
          .innerJoin(
            scriptTurns,
            and(
              eq(scriptTurns.script_id, reviewTurnCards.script_id),
              eq(scriptTurns.order, reviewTurnCards.turn_order),
            ),
          )
          .where(
            and(
              eq(reviewTurnCards.tenant_id, tenantId),
              eq(reviewTurnCards.user_id, userId),
              eq(scripts.tenant_id, tenantId),
              eq(scripts.status, 'published'),
            ),
          )
      );
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

import { and, desc, eq, isNull, lt, notInArray, sql } from 'drizzle-orm';
import { FINAL_STATUSES, type AttemptStatus } from '@wilco/shared';
import type { Db } from '../../db/client';
import type { DomainEventPublisher } from '../../lib/events/domain-events';
import { conversationTurns, conversations, questionAttempts, quizAttempts } from '../../db/schema';
import type { ReviewRating } from '../review/review-rules';

export type BoundAttempt = { question_attempt_id: number; attempt_status: AttemptStatus; completed: boolean };
export type OpenedConversation = { conversation_id: number; turn: number; answers: number };
/** What the examiner decided when a turn closed the question (docs/product/grading.md). */
export type Outcome = { status: 'correct' | 'incorrect'; earned: number; possible: number };
export type Advance = 'advanced' | 'stale' | 'final';
export type TurnRow = typeof conversationTurns.$inferInsert;

const FINAL = [...FINAL_STATUSES];
type Executor = Pick<Db, 'update' | 'insert'>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** What a closing turn decided, for the review schedule (docs/product/spaced-review.md). */
export type Decided = {
  tenantId: number;
  questionId: number;
  questionAttemptId: number;
  rating: ReviewRating;
};
/** Runs inside the transaction that records the outcome, so a grade and its card move together. */
export type OnDecided = (tx: Tx, userId: number, decided: Decided) => Promise<unknown>;

/** Moves the turn counter on, only from the turn the state was issued at (compare-and-set). */
async function moveTurn(
  db: Executor,
  input: {
    conversationId: number;
    userId: number;
    turn: number;
    answers: number;
    questionAttemptId: number | null;
  },
): Promise<boolean> {
  const moved = await db
    .update(conversations)
    .set({ turn: input.turn + 1, answers: input.answers, date_modified: new Date() })
    .where(
      and(
        eq(conversations.conversation_id, input.conversationId),
        eq(conversations.user_id, input.userId),
        eq(conversations.turn, input.turn),
        input.questionAttemptId === null
          ? isNull(conversations.question_attempt_id)
          : eq(conversations.question_attempt_id, input.questionAttemptId),
      ),
    )
    .returning({ id: conversations.conversation_id });
  return moved.length === 1;
}

/**
 * The turns a learner is about to be told about, written before the answer goes out
 * (docs/decisions/029-acknowledged-writes.md): a crash after the answer cannot lose them.
 */
export async function insertTurns(db: Pick<Db, 'insert'>, rows: TurnRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(conversationTurns).values(rows);
}

/**
 * The server's side of question conversations: which question attempt each grades, the turn
 * counter that refuses replayed states, and the outcome recorded when a turn closes the question.
 */
export function createConversationSessionsRepository(
  db: Db,
  events: DomainEventPublisher,
  onDecided?: OnDecided,
) {
  return {
    /** The learner's question attempt at this question, with whether it can still be graded. */
    async ownedAttempt(
      userId: number,
      questionAttemptId: number,
      questionId: number,
    ): Promise<BoundAttempt | null> {
      const [row] = await db
        .select({
          question_attempt_id: questionAttempts.question_attempt_id,
          attempt_status: questionAttempts.attempt_status,
          completed: quizAttempts.completed,
        })
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
      return row ?? null;
    },

    /** The learner's newest open attempt holding this question, where it is not final yet. */
    async openAttemptFor(tenantId: number, userId: number, questionId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: questionAttempts.question_attempt_id })
        .from(questionAttempts)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
        .where(
          and(
            eq(quizAttempts.user_id, userId),
            eq(quizAttempts.tenant_id, tenantId),
            eq(quizAttempts.completed, false),
            eq(questionAttempts.question_id, questionId),
            notInArray(questionAttempts.attempt_status, FINAL),
          ),
        )
        .orderBy(desc(quizAttempts.date_started), desc(questionAttempts.question_attempt_id))
        .limit(1);
      return row?.id ?? null;
    },

    /**
     * A new state for a question: a bound conversation keeps its row (the next turn supersedes
     * any state issued before, the answers used stay counted); practice gets a new row, and the
     * learner's practice rows older than `staleBefore` go.
     */
    async open(
      row: { tenant_id: number; user_id: number; question_id: number; question_attempt_id: number | null },
      staleBefore: Date,
    ): Promise<OpenedConversation> {
      const returning = {
        conversation_id: conversations.conversation_id,
        turn: conversations.turn,
        answers: conversations.answers,
      };
      if (row.question_attempt_id === null) {
        await db
          .delete(conversations)
          .where(
            and(
              eq(conversations.user_id, row.user_id),
              isNull(conversations.question_attempt_id),
              lt(conversations.date_modified, staleBefore),
            ),
          );
        const [created] = await db.insert(conversations).values(row).returning(returning);
        if (!created) throw new Error('conversation insert returned no row');
        return created;
      }
      const [opened] = await db
        .insert(conversations)
        .values(row)
        .onConflictDoUpdate({
          target: conversations.question_attempt_id,
          set: { turn: sql`${conversations.turn} + 1`, date_modified: new Date() },
        })
        .returning(returning);
      if (!opened) throw new Error('conversation upsert returned no row');
      return opened;
    },

    /**
     * Accepts the turn computed from the state issued at `turn`: only if that is still the
     * latest state and the question attempt is still open. Its turns, and a closing turn's
     * outcome, are written in the same transaction: a concurrent skip and a grade cannot both
     * land, and what the learner is then told is on disk (docs/decisions/029-acknowledged-writes.md).
     */
    async advance(input: {
      conversationId: number;
      userId: number;
      turn: number;
      answers: number;
      questionAttemptId: number | null;
      outcome: Outcome | null;
      /** The turns of this step, stored only if it is accepted. */
      turns: TurnRow[];
      /** With an outcome: who and how to schedule (omitted when nothing schedules). */
      review?: Omit<Decided, 'questionAttemptId'>;
    }): Promise<Advance> {
      const attemptId = input.questionAttemptId;
      if (attemptId === null)
        return db.transaction(async (tx) => {
          if (!(await moveTurn(tx, input))) return 'stale';
          await insertTurns(tx, input.turns);
          return 'advanced';
        });
      const advanced = await db.transaction(async (tx) => {
        // Locks the question attempt: a skip saved at the same time waits, then finds it final.
        const [qa] = await tx
          .select({
            attempt_status: questionAttempts.attempt_status,
            quiz_attempt_id: questionAttempts.quiz_attempt_id,
            completed: quizAttempts.completed,
          })
          .from(questionAttempts)
          .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
          .where(eq(questionAttempts.question_attempt_id, attemptId))
          .for('update', { of: questionAttempts });
        if (!qa || qa.completed || FINAL.includes(qa.attempt_status as (typeof FINAL)[number]))
          return 'final';
        if (!(await moveTurn(tx, input))) return 'stale';
        // The accepted turn's writes do not depend on one another: sent together on the
        // transaction's connection, they wait for one round trip rather than one each (a closing
        // turn made eleven in a row; docs/decisions/033-load-bench.md). Any failure still rolls
        // back all of them.
        const writes: Promise<unknown>[] = [insertTurns(tx, input.turns)];
        if (input.outcome) {
          const now = new Date();
          writes.push(
            tx
              .update(questionAttempts)
              .set({
                attempt_status: input.outcome.status,
                points_earned: input.outcome.earned,
                points_possible: input.outcome.possible,
                decided_at: now,
              })
              .where(eq(questionAttempts.question_attempt_id, attemptId))
              .execute(),
            tx
              .update(quizAttempts)
              .set({ date_modified: now })
              .where(eq(quizAttempts.quiz_attempt_id, qa.quiz_attempt_id))
              .execute(),
          );
          if (onDecided && input.review)
            writes.push(onDecided(tx, input.userId, { ...input.review, questionAttemptId: attemptId }));
        }
        await Promise.all(writes);
        return 'advanced' as const;
      });
      // docs/product/administration.md, "Live": the turn and any outcome show on the Live tab.
      const tenantId = input.turns[0]?.tenant_id;
      if (advanced === 'advanced' && tenantId !== undefined)
        events.emit('attempt.progressed', { tenantId, userId: input.userId, questionAttemptId: attemptId });
      return advanced;
    },
  };
}
export type ConversationSessionsRepository = ReturnType<typeof createConversationSessionsRepository>;

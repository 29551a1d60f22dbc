import { and, asc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import type { DebriefExchange } from '@wilco/shared';
import type { Db } from '../../db/client';
import {
  conversationTurns,
  questionAttempts,
  questions,
  quizAttempts,
  simulations,
  users,
} from '../../db/schema';
import type { LiveAttemptRow, LiveQuestion, LiveSimRow, LiveTurn } from './live-rules';

/** At most this many rows of each kind in one snapshot: a tenant's whole school, practising at once. */
const MAX_ROWS = 500;

const lastTurnOf = sql<Date | null>`max(${conversationTurns.date_created})`.mapWith(
  conversationTurns.date_created,
);
const firstTurnOf = sql<Date | null>`min(${conversationTurns.date_created})`.mapWith(
  conversationTurns.date_created,
);

/** The reads of the Live monitor (docs/product/administration.md, "Live"), each scoped to one tenant. */
export function createLiveRepository(db: Db) {
  const attemptColumns = {
    quiz_attempt_id: quizAttempts.quiz_attempt_id,
    user_id: quizAttempts.user_id,
    learner: users.display_name,
    name: quizAttempts.name,
    attempt_type: quizAttempts.attempt_type,
    completed: quizAttempts.completed,
    date_started: quizAttempts.date_started,
  };
  const simColumns = {
    sim_id: simulations.sim_id,
    user_id: simulations.user_id,
    learner: users.display_name,
    script_name: sql<string>`coalesce(${simulations.results} ->> 'script_name', '')`,
    simulation_type: simulations.simulation_type,
    status: simulations.status,
    date_started: simulations.date_started,
    exchanges: simulations.transcript,
  };
  const asSim = (row: Omit<LiveSimRow, 'exchanges'> & { exchanges: unknown[] }): LiveSimRow => ({
    ...row,
    exchanges: row.exchanges as DebriefExchange[],
  });

  return {
    /** Open quiz attempts of the tenant with anything stored since `since`: a start, a turn, a decision. */
    async openAttempts(tenantId: number, since: Date): Promise<LiveAttemptRow[]> {
      const recentTurn = db
        .select({ one: sql`1` })
        .from(conversationTurns)
        .innerJoin(
          questionAttempts,
          eq(questionAttempts.question_attempt_id, conversationTurns.question_attempt_id),
        )
        .where(
          and(
            eq(questionAttempts.quiz_attempt_id, quizAttempts.quiz_attempt_id),
            gt(conversationTurns.date_created, since),
          ),
        );
      return db
        .select(attemptColumns)
        .from(quizAttempts)
        .innerJoin(users, eq(users.user_id, quizAttempts.user_id))
        .where(
          and(
            eq(quizAttempts.tenant_id, tenantId),
            eq(quizAttempts.completed, false),
            or(
              gt(quizAttempts.date_started, since),
              gt(quizAttempts.date_modified, since),
              sql`exists(${recentTurn})`,
            ),
          ),
        )
        .limit(MAX_ROWS);
    },

    async attempt(tenantId: number, quizAttemptId: number): Promise<LiveAttemptRow | null> {
      const [row] = await db
        .select(attemptColumns)
        .from(quizAttempts)
        .innerJoin(users, eq(users.user_id, quizAttempts.user_id))
        .where(and(eq(quizAttempts.tenant_id, tenantId), eq(quizAttempts.quiz_attempt_id, quizAttemptId)));
      return row ?? null;
    },

    /** The quiz attempt a question attempt belongs to, in this tenant. */
    async attemptOfQuestion(tenantId: number, questionAttemptId: number): Promise<number | null> {
      const [row] = await db
        .select({ id: quizAttempts.quiz_attempt_id })
        .from(questionAttempts)
        .innerJoin(quizAttempts, eq(quizAttempts.quiz_attempt_id, questionAttempts.quiz_attempt_id))
        .where(
          and(
            eq(questionAttempts.question_attempt_id, questionAttemptId),
            eq(quizAttempts.tenant_id, tenantId),
          ),
        );
      return row?.id ?? null;
    },

    /** Every question of the attempts, with when their conversations began and last moved. */
    async questions(quizAttemptIds: number[]): Promise<Map<number, LiveQuestion[]>> {
      const byAttempt = new Map<number, LiveQuestion[]>(quizAttemptIds.map((id) => [id, []]));
      if (quizAttemptIds.length === 0) return byAttempt;
      const rows = await db
        .select({
          quiz_attempt_id: questionAttempts.quiz_attempt_id,
          question_attempt_id: questionAttempts.question_attempt_id,
          position: questionAttempts.position,
          question_name: questions.question_name,
          attempt_status: questionAttempts.attempt_status,
          date_modified: questionAttempts.date_modified,
          first_turn: firstTurnOf,
          last_turn: lastTurnOf,
        })
        .from(questionAttempts)
        .innerJoin(questions, eq(questions.question_id, questionAttempts.question_id))
        .leftJoin(
          conversationTurns,
          eq(conversationTurns.question_attempt_id, questionAttempts.question_attempt_id),
        )
        .where(inArray(questionAttempts.quiz_attempt_id, quizAttemptIds))
        .groupBy(questionAttempts.question_attempt_id, questions.question_name);
      for (const { quiz_attempt_id, ...q } of rows) byAttempt.get(quiz_attempt_id)?.push(q);
      return byAttempt;
    },

    /** The turns of one question attempt, in order. */
    async turns(questionAttemptId: number): Promise<LiveTurn[]> {
      return db
        .select({ role: conversationTurns.role, text: conversationTurns.text })
        .from(conversationTurns)
        .where(eq(conversationTurns.question_attempt_id, questionAttemptId))
        .orderBy(asc(conversationTurns.turn_index), asc(conversationTurns.turn_id));
    },

    /** Calls of the tenant still going (a dropped one stays until it is rejoined or swept). */
    async liveSims(tenantId: number): Promise<LiveSimRow[]> {
      const rows = await db
        .select(simColumns)
        .from(simulations)
        .innerJoin(users, eq(users.user_id, simulations.user_id))
        .where(
          and(eq(simulations.tenant_id, tenantId), inArray(simulations.status, ['connecting', 'active'])),
        )
        .limit(MAX_ROWS);
      return rows.map(asSim);
    },

    async sim(tenantId: number, simId: number): Promise<LiveSimRow | null> {
      const [row] = await db
        .select(simColumns)
        .from(simulations)
        .innerJoin(users, eq(users.user_id, simulations.user_id))
        .where(and(eq(simulations.tenant_id, tenantId), eq(simulations.sim_id, simId)));
      return row ? asSim(row) : null;
    },
  };
}
export type LiveRepository = ReturnType<typeof createLiveRepository>;

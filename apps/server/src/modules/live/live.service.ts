import {
  LIVE_IDLE_MS,
  isLiveIdle,
  type LiveRef,
  type LiveSection,
  type LiveSession,
  type LiveTranscript,
} from '@wilco/shared';
import { positionOf } from '../../engines/simulation/outcome';
import type { LiveRepository } from './live.repository';
import { quizSection, quizSession, simSections, simSession, type LiveSimRow } from './live-rules';

/** What changed in one session: its row now (null once it is no longer in progress) and its new sections. */
export type LiveChange = { ref: LiveRef; session: LiveSession | null; sections: LiveSection[] };

const isLiveSim = (sim: LiveSimRow) => sim.status === 'connecting' || sim.status === 'active';

/**
 * The Live monitor's rules (docs/product/administration.md, "Live"): what is in progress in a
 * tenant, one session's transcript, and what a stored turn changes. Every read names the tenant.
 */
export function createLiveService(repo: LiveRepository, maxAttempts: number, clock: () => number = Date.now) {
  const decidedTurns = (sim: LiveSimRow) => positionOf(sim.exchanges, maxAttempts).index;

  return {
    /** Everything in progress now, most recently active first; read from the database, so any process answers alike. */
    async snapshot(tenantId: number): Promise<LiveSession[]> {
      const now = clock();
      const [attempts, sims] = await Promise.all([
        repo.openAttempts(tenantId, new Date(now - LIVE_IDLE_MS)),
        repo.liveSims(tenantId),
      ]);
      const questions = await repo.questions(attempts.map((a) => a.quiz_attempt_id));
      const quiz = attempts.map((a) => quizSession(a, questions.get(a.quiz_attempt_id) ?? []));
      const calls = sims.map((s) => simSession(s, decidedTurns(s)));
      return [...quiz.filter((s) => !isLiveIdle(s, now)), ...calls].sort((a, b) =>
        b.last_active_at.localeCompare(a.last_active_at),
      );
    },

    /** One session's transcript so far; null when the tenant has no such session. */
    async transcript(tenantId: number, ref: LiveRef): Promise<LiveTranscript | null> {
      if (ref.kind === 'simulation') {
        const sim = await repo.sim(tenantId, ref.id);
        if (!sim) return null;
        return {
          ...ref,
          learner: sim.learner,
          title: sim.script_name,
          sections: simSections(sim.exchanges, decidedTurns(sim)),
        };
      }
      const row = await repo.attempt(tenantId, ref.id);
      if (!row) return null;
      const questions = [...((await repo.questions([ref.id])).get(ref.id) ?? [])]
        .filter((q) => q.first_turn || q.attempt_status !== 'not_attempted')
        .sort((a, b) => a.position - b.position);
      const sections = await Promise.all(
        questions.map(async (q) => quizSection(q, await repo.turns(q.question_attempt_id))),
      );
      return { ...ref, learner: row.learner, title: row.name, sections };
    },

    /** A question attempt's turn, outcome or decision was stored: its attempt's row and that question's section. */
    async attemptProgressed(tenantId: number, questionAttemptId: number): Promise<LiveChange | null> {
      const quizAttemptId = await repo.attemptOfQuestion(tenantId, questionAttemptId);
      if (quizAttemptId === null) return null;
      return this.attemptChanged(tenantId, quizAttemptId, questionAttemptId);
    },

    /** A quiz attempt started, moved on or completed. */
    async attemptChanged(
      tenantId: number,
      quizAttemptId: number,
      questionAttemptId: number | null = null,
    ): Promise<LiveChange> {
      const ref: LiveRef = { kind: 'quiz', id: quizAttemptId };
      const row = await repo.attempt(tenantId, quizAttemptId);
      if (!row) return { ref, session: null, sections: [] };
      const questions = (await repo.questions([quizAttemptId])).get(quizAttemptId) ?? [];
      const session = row.completed ? null : quizSession(row, questions);
      const question = questions.find((q) => q.question_attempt_id === questionAttemptId);
      const sections = question
        ? [quizSection(question, await repo.turns(question.question_attempt_id))]
        : [];
      return { ref, session, sections };
    },

    /** A call started, stored a judged exchange, or ended. */
    async simChanged(tenantId: number, simId: number): Promise<LiveChange | null> {
      const sim = await repo.sim(tenantId, simId);
      if (!sim) return null;
      const decided = decidedTurns(sim);
      return {
        ref: { kind: 'simulation', id: simId },
        session: isLiveSim(sim) ? simSession(sim, decided) : null,
        sections: simSections(sim.exchanges, decided),
      };
    },
  };
}
export type LiveService = ReturnType<typeof createLiveService>;

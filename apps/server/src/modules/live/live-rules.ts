import {
  FINAL_STATUSES,
  type AttemptStatus,
  type DebriefExchange,
  type LiveLine,
  type LiveOutcome,
  type LiveSection,
  type LiveSession,
} from '@wilco/shared';

/** One question of a quiz attempt, with when its conversation began and last moved. */
export type LiveQuestion = {
  question_attempt_id: number;
  position: number;
  question_name: string;
  attempt_status: AttemptStatus;
  /** When its status last changed (an outcome or the learner's decision). */
  date_modified: Date;
  first_turn: Date | null;
  last_turn: Date | null;
};

export type LiveAttemptRow = {
  quiz_attempt_id: number;
  user_id: number;
  learner: string;
  name: string;
  attempt_type: 'voice' | 'chat' | 'text';
  completed: boolean;
  date_started: Date;
};

export type LiveSimRow = {
  sim_id: number;
  user_id: number;
  learner: string;
  script_name: string;
  simulation_type: 'voice' | 'chat';
  status: 'connecting' | 'active' | 'completed' | 'abandoned';
  date_started: Date;
  exchanges: DebriefExchange[];
};

const FINAL = new Set<AttemptStatus>(FINAL_STATUSES);
const isFinal = (status: AttemptStatus) => FINAL.has(status);
const latest = (a: Date | null, b: Date | null) => (!a ? b : !b ? a : a > b ? a : b);

/**
 * docs/product/administration.md, "Live": the question a learner is on is the one they last
 * talked about; once it is final, the next open one after it, timed from when the last closed.
 * Before any conversation, the first question, timed from the start of the attempt.
 */
export function quizSession(attempt: LiveAttemptRow, questions: LiveQuestion[]): LiveSession {
  const ordered = [...questions].sort((a, b) => a.position - b.position);
  const talked = ordered
    .filter((q) => q.last_turn)
    .sort((a, b) => b.last_turn!.getTime() - a.last_turn!.getTime())[0];
  const decided = ordered
    .filter((q) => isFinal(q.attempt_status))
    .sort((a, b) => b.date_modified.getTime() - a.date_modified.getTime())[0];
  let current = talked ?? ordered[0];
  let since = talked?.first_turn ?? attempt.date_started;
  if (current && isFinal(current.attempt_status)) {
    const closedAt = latest(current.last_turn, current.date_modified) ?? attempt.date_started;
    const next = ordered.find((q) => q.position > current!.position && !isFinal(q.attempt_status));
    if (next) {
      current = next;
      since = latest(next.first_turn, closedAt) ?? closedAt;
    }
  }
  const active = ordered.reduce<Date>(
    (at, q) => latest(at, latest(q.last_turn, q.date_modified)) ?? at,
    attempt.date_started,
  );
  return {
    kind: 'quiz',
    id: attempt.quiz_attempt_id,
    user_id: attempt.user_id,
    learner: attempt.learner,
    title: attempt.name,
    mode: attempt.attempt_type,
    step: current ? ordered.indexOf(current) + 1 : 1,
    steps: Math.max(1, ordered.length),
    step_label: current?.question_name ?? '',
    last_outcome: decided ? (decided.attempt_status as LiveOutcome) : null,
    step_since: since.toISOString(),
    started_at: attempt.date_started.toISOString(),
    last_active_at: active.toISOString(),
  };
}

/**
 * A simulation's turn is the first not decided yet (accepted, or its attempts used up): the same
 * reading as a rejoin's (docs/product/simulations.md, "Reconnecting"). "Time on it" is the call's.
 */
export function simSession(sim: LiveSimRow, decidedTurns: number): LiveSession {
  const current = sim.exchanges[decidedTurns];
  const last = decidedTurns > 0 ? sim.exchanges[decidedTurns - 1] : undefined;
  return {
    kind: 'simulation',
    id: sim.sim_id,
    user_id: sim.user_id,
    learner: sim.learner,
    title: sim.script_name,
    mode: sim.simulation_type,
    step: decidedTurns + 1,
    steps: null,
    step_label: current?.section ?? '',
    last_outcome: last?.outcome ?? null,
    step_since: sim.date_started.toISOString(),
    started_at: sim.date_started.toISOString(),
    // A call never idles out (isLiveIdle); it ends by itself.
    last_active_at: sim.date_started.toISOString(),
  };
}

export type LiveTurn = { role: 'persona' | 'user' | 'system'; text: string };

/** One question of the transcript: what the examiner and the learner said, with its result once final. */
export function quizSection(question: LiveQuestion, turns: LiveTurn[]): LiveSection {
  return {
    key: `q${question.question_attempt_id}`,
    title: `Question ${question.position + 1}: ${question.question_name}`,
    outcome: isFinal(question.attempt_status) ? (question.attempt_status as LiveOutcome) : null,
    lines: turns
      .filter((t) => t.role !== 'system')
      .map((t): LiveLine => ({ speaker: t.role === 'persona' ? 'examiner' : 'learner', text: t.text })),
  };
}

/** One turn of a call: each transmission as heard and the caller's answer to it. */
export function simSections(exchanges: DebriefExchange[], decidedTurns: number): LiveSection[] {
  return exchanges.map((e, i) => ({
    key: `t${e.order}`,
    title: e.section ? `Turn ${i + 1}: ${e.section}` : `Turn ${i + 1}`,
    outcome: i < decidedTurns ? e.outcome : null,
    lines: e.transmissions.flatMap((t): LiveLine[] => [
      { speaker: 'learner', text: t.heard },
      ...(t.caller_reply ? [{ speaker: 'caller' as const, text: t.caller_reply }] : []),
    ]),
  }));
}

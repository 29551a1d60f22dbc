/**
 * The rules of spaced review (docs/product/spaced-review.md), as pure functions of their inputs
 * and a given "now", so they are tested with a fixed clock.
 */

export const DAY_MS = 86_400_000;

/** ts-fsrs ratings: Again 1, Hard 2, Good 3, Easy 4. */
export type ReviewRating = 1 | 2 | 3 | 4;
export const RATING = { Again: 1, Hard: 2, Good: 3, Easy: 4 } as const;

/**
 * "Fast": the question was closed correct by the learner's first answer, which reached the server
 * within this long of the question being asked (the signed state's `issued_at`). Long enough to
 * hear a spoken question and say a short answer, short enough that hesitation is not Easy.
 */
export const FAST_ANSWER_MS = 20_000;

export type GradedOutcome = {
  status: 'correct' | 'incorrect';
  /** Learner answers the conversation counted, the closing one included. */
  answers: number;
  /** From the question being asked to the closing answer reaching the server. */
  elapsedMs: number;
};

/** incorrect → Again; correct after a follow-up → Hard; correct at once → Good; and fast → Easy. */
export function ratingFor(outcome: GradedOutcome): ReviewRating {
  if (outcome.status === 'incorrect') return RATING.Again;
  if (outcome.answers > 1) return RATING.Hard;
  return outcome.elapsedMs <= FAST_ANSWER_MS ? RATING.Easy : RATING.Good;
}

/** What the schedule reads of a stored scenario exchange (docs/product/simulations.md). */
export type JudgedTurn = {
  outcome: 'correct' | 'incorrect' | 'skipped' | 'unscored';
  transmissions: readonly {
    verdict: 'accepted' | 'corrected' | 'prompted' | 'say_again';
    scored_variation?: { score: number };
  }[];
};

/**
 * docs/product/spaced-review.md, "Scenario turns": a turn the station never accepted (attempts ran
 * out, or the call ended after a correction) → Again; accepted after a correction, a prompt or a
 * say-again → Hard; accepted at once → Good. An acceptance through a scored variation worth less
 * than the full marks is at best Hard, and one worth nothing is Again: the learner did not say the
 * readback the card is for. No Easy: a transmission carries no timing the learner controls.
 * Skipped and unscored turns move nothing (null).
 */
export function turnRatingFor(turn: JudgedTurn): ReviewRating | null {
  if (turn.outcome !== 'correct' && turn.outcome !== 'incorrect') return null;
  const accepted = turn.transmissions.findIndex((t) => t.verdict === 'accepted');
  if (accepted < 0) return RATING.Again;
  const score = turn.transmissions[accepted]!.scored_variation?.score ?? 1;
  if (score <= 0) return RATING.Again;
  return accepted === 0 && score >= 1 ? RATING.Good : RATING.Hard;
}

/** Without an exam date (or once it has passed): FSRS's usual target and a year at most. */
export const BASE_RETENTION = 0.9;
export const EXAM_RETENTION = 0.95;
export const MAX_INTERVAL_DAYS = 365;
/** Retention starts rising this many days before the exam and is at its peak from RAMP_END. */
const RAMP_START_DAYS = 60;
const RAMP_END_DAYS = 7;
/** Every item studied before them is planned for review inside these last days before the exam. */
export const FINAL_WINDOW_DAYS = 3;

export type SchedulePolicy = { retention: number; maxIntervalDays: number };

/** The exam date is stored without a zone; it is read as UTC, like its validation does. */
export function examTime(examDate: string | null): number | null {
  if (!examDate) return null;
  const t = Date.parse(`${examDate.replace(' ', 'T')}Z`);
  return Number.isNaN(t) ? null : t;
}

/** Whole days from now to the exam, rounded up; null without an exam date. */
export function daysUntil(exam: number | null, now: number): number | null {
  return exam === null ? null : Math.ceil((exam - now) / DAY_MS);
}

/**
 * The exam date adapts FSRS: desired retention rises from 0.90 (60+ days out) to 0.95 (7 days
 * out), and no interval is longer than half the days left, so every item comes back at least
 * twice more before the exam.
 */
export function policyFor(exam: number | null, now: number): SchedulePolicy {
  const days = daysUntil(exam, now);
  if (days === null || days <= 0) return { retention: BASE_RETENTION, maxIntervalDays: MAX_INTERVAL_DAYS };
  const ramp = Math.min(1, Math.max(0, (RAMP_START_DAYS - days) / (RAMP_START_DAYS - RAMP_END_DAYS)));
  const retention = Math.round((BASE_RETENTION + (EXAM_RETENTION - BASE_RETENTION) * ramp) * 1000) / 1000;
  return { retention, maxIntervalDays: Math.min(MAX_INTERVAL_DAYS, Math.max(1, Math.floor(days / 2))) };
}

/**
 * The date a card is shown as due: FSRS's date, brought forward to the start of the final window
 * when the learner's last review was before that window, so every studied item is reviewed at
 * least once in the last days before the exam. Read at every request, so a new exam date
 * re-plans every card at once.
 */
export function plannedDue(fsrsDue: number, lastReview: number, exam: number | null): number {
  if (exam === null) return fsrsDue;
  const windowStart = exam - FINAL_WINDOW_DAYS * DAY_MS;
  if (lastReview >= windowStart) return fsrsDue;
  return Math.min(fsrsDue, windowStart);
}

/**
 * The start of the learner's day holding `now`; `tzOffset` is the browser's
 * `getTimezoneOffset()` (minutes, UTC minus local), as the Home page sends it.
 */
export function startOfDay(now: number, tzOffset: number): number {
  const shift = tzOffset * 60_000;
  return Math.floor((now - shift) / DAY_MS) * DAY_MS + shift;
}

export type DueCounts = { overdue: number; today: number; week: number };

/**
 * Overdue: due before today. Today: due later today. Week: due in the six days after today.
 * "Review now" plays overdue and today together.
 */
export function dueCounts(dues: readonly number[], now: number, tzOffset: number): DueCounts {
  const today = startOfDay(now, tzOffset);
  const tomorrow = today + DAY_MS;
  const counts = { overdue: 0, today: 0, week: 0 };
  for (const due of dues) {
    if (due < today) counts.overdue += 1;
    else if (due < tomorrow) counts.today += 1;
    else if (due < tomorrow + 6 * DAY_MS) counts.week += 1;
  }
  return counts;
}

/** Due for "Review now": anything planned before the end of the learner's today. */
export function isDueNow(due: number, now: number, tzOffset: number): boolean {
  return due < startOfDay(now, tzOffset) + DAY_MS;
}

/** One scenario's turn cards, each with its planned due time. */
export type PlannedTurn = { script_id: number; script_name: string; due: number };
export type ScenarioPlan = { script_id: number; script_name: string; due: number; turnsDueNow: number };

/**
 * docs/product/spaced-review.md, "Scenario turns": a scenario is due when its earliest turn is,
 * and is replayed as a whole; the list is ordered most overdue first.
 */
export function scenarioPlans(turns: readonly PlannedTurn[], now: number, tzOffset: number): ScenarioPlan[] {
  const byScript = new Map<number, ScenarioPlan>();
  for (const t of turns) {
    const plan = byScript.get(t.script_id) ?? { ...t, turnsDueNow: 0 };
    plan.due = Math.min(plan.due, t.due);
    if (isDueNow(t.due, now, tzOffset)) plan.turnsDueNow += 1;
    byScript.set(t.script_id, plan);
  }
  return [...byScript.values()].sort((a, b) => a.due - b.due || a.script_id - b.script_id);
}

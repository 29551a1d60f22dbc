import type { AttemptStatus } from '../attempts/attempts.schemas';

/** One saved question outcome of the user (from any quiz attempt). */
export type Outcome = { question_id: number; attempt_status: AttemptStatus; at: number };

export type QuestionProgress = {
  /**
   * At least one correct, incorrect or skipped outcome (docs/product/learning.md, "Counts and rounding":
   * attempted includes skipped).
   */
  attempted: boolean;
  /**
   * At least one correct or incorrect outcome (docs/product/learning.md, "Counts and rounding": answered =
   * correct + incorrect).
   */
  answered: boolean;
  correct: number;
  incorrect: number;
  /** The most recent correct/incorrect outcome: what the learner knows now. */
  latest: 'correct' | 'incorrect' | null;
};

const EMPTY: QuestionProgress = { attempted: false, answered: false, correct: 0, incorrect: 0, latest: null };

export function questionProgress(outcomes: readonly Outcome[]): Map<number, QuestionProgress> {
  const byQuestion = new Map<number, QuestionProgress & { latestAt: number }>();
  for (const o of outcomes) {
    if (o.attempt_status !== 'correct' && o.attempt_status !== 'incorrect' && o.attempt_status !== 'skipped')
      continue;
    const p = byQuestion.get(o.question_id) ?? { ...EMPTY, latestAt: -Infinity };
    p.attempted = true;
    if (o.attempt_status !== 'skipped') {
      p.answered = true;
      if (o.attempt_status === 'correct') p.correct += 1;
      else p.incorrect += 1;
      if (o.at >= p.latestAt) {
        p.latest = o.attempt_status;
        p.latestAt = o.at;
      }
    }
    byQuestion.set(o.question_id, p);
  }
  return new Map([...byQuestion].map(([id, { latestAt: _latestAt, ...p }]) => [id, p]));
}

/** Share of answers that were right: the per-question score for Best/Worst sets; null if never answered. */
export function questionScore(p: QuestionProgress | undefined): number | null {
  if (!p?.answered) return null;
  return p.correct / (p.correct + p.incorrect);
}

export type ScopeScore = {
  /** Questions whose latest answer is correct. */
  numerator: number;
  /** Questions in the scope. */
  denominator: number;
  /** numerator / denominator, 0..1 (0 for an empty scope). */
  score: number;
  answered: number;
  attempted: number;
  total: number;
};

/** Progress over a set of questions (a quiz, an area, a course). */
export function scopeScore(
  questionIds: readonly number[],
  progress: Map<number, QuestionProgress>,
): ScopeScore {
  const unique = [...new Set(questionIds)];
  let numerator = 0;
  let answered = 0;
  let attempted = 0;
  for (const id of unique) {
    const p = progress.get(id);
    if (!p) continue;
    if (p.attempted) attempted += 1;
    if (p.answered) answered += 1;
    if (p.latest === 'correct') numerator += 1;
  }
  const total = unique.length;
  return { numerator, denominator: total, score: total ? numerator / total : 0, answered, attempted, total };
}

/** docs/product/learning.md, "Counts and rounding": percentages are score × 100, rounded. */
export const toPercentage = (score: number) => Math.round(score * 100);
/** docs/product/learning.md, "Counts and rounding": overall progress is rounded up. */
// The epsilon keeps float noise (0.3 * 100 = 30.000000000000004) from rounding up a whole number.
export const toProgressPercent = (score: number) => Math.max(0, Math.ceil(score * 100 - 1e-9));

/**
 * docs/product/learning.md, "Dashboard": days to exam rounded up from the day difference; null without a
 * date, 0 once passed.
 */
export function daysToExam(examDate: string | null, now: Date): number | null {
  if (!examDate) return null;
  const exam = Date.parse(`${examDate.replace(' ', 'T')}Z`);
  if (Number.isNaN(exam)) return null;
  return Math.max(0, Math.ceil((exam - now.getTime()) / 86_400_000));
}

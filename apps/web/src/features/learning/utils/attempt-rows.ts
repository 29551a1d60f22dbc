import type { QuizAttempt } from '@wilco/shared';
import { toPercentage } from '@wilco/shared';
import dayjs from 'dayjs';

/** Attempt row, plus what sorting needs (docs/product/learning.md, "Attempts table"). */
export type AttemptRow = {
  id: number;
  attemptNumber: number;
  /** As displayed: 'MM/DD/YYYY - h:mm A', or 'N/A'. */
  date: string;
  /** Milliseconds for sorting; NaN when the date did not parse. */
  dateValue: number;
  answeredQuestions: number;
  quizType: 'Voice' | 'Chat';
  /** null while the attempt is still in progress (no score yet). */
  scorePercentage: number | null;
};

export type AttemptSortKey = 'attemptNumber' | 'date' | 'answeredQuestions' | 'quizType' | 'scorePercentage';
export type SortDirection = 'asc' | 'desc';

/**
 * Attempts date display; a date that fails to parse shows N/A (docs/product/learning.md, "Attempts table").
 */
export function formatAttemptDate(value: string | null | undefined): string {
  if (!value) return 'N/A';
  const date = dayjs(value);
  return date.isValid() ? date.format('MM/DD/YYYY - h:mm A') : 'N/A';
}

/**
 * docs/product/learning.md, "Counts and rounding": answered = correct + incorrect (skipped counts as
 * attempted, not answered).
 */
export function answeredCount(attempt: Pick<QuizAttempt, 'question_attempts'>): number {
  return attempt.question_attempts.filter(
    (q) => q.attempt_status === 'correct' || q.attempt_status === 'incorrect',
  ).length;
}

export function scoreText(scorePercentage: number | null): string {
  return scorePercentage === null ? 'In progress' : `${scorePercentage}%`;
}

/** Numbers attempts in the order they were started (ids grow with creation). */
export function toAttemptRows(attempts: readonly QuizAttempt[]): AttemptRow[] {
  return [...attempts]
    .sort((a, b) => a.quiz_attempt_id - b.quiz_attempt_id)
    .map((attempt, index) => {
      const parsed = dayjs(attempt.date_started);
      return {
        id: attempt.quiz_attempt_id,
        attemptNumber: index + 1,
        date: formatAttemptDate(attempt.date_started),
        dateValue: parsed.isValid() ? parsed.valueOf() : Number.NaN,
        answeredQuestions: answeredCount(attempt),
        quizType: attempt.attempt_type === 'voice' ? 'Voice' : 'Chat',
        scorePercentage: attempt.completed && attempt.score !== null ? toPercentage(attempt.score) : null,
      };
    });
}

function sortValue(row: AttemptRow, key: AttemptSortKey): number | string {
  if (key === 'date') return Number.isNaN(row.dateValue) ? -Infinity : row.dateValue;
  if (key === 'scorePercentage') return row.scorePercentage ?? -1;
  return row[key];
}

/** Sorts a copy; ties keep the attempt order so the table never jumps around. */
export function sortAttemptRows(
  rows: readonly AttemptRow[],
  key: AttemptSortKey,
  direction: SortDirection,
): AttemptRow[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = sortValue(a, key);
    const y = sortValue(b, key);
    if (x < y) return -sign;
    if (x > y) return sign;
    return a.attemptNumber - b.attemptNumber;
  });
}

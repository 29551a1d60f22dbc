import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeAttempt } from '../../../test/quiz-fixtures';
import { formatAttemptDate, scoreText, sortAttemptRows, toAttemptRows } from './attempt-rows';

// Dates are shown in the learner's zone; pin it so the expectations hold on any machine.
const originalTz = process.env.TZ;
beforeEach(() => {
  process.env.TZ = 'UTC';
});
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatAttemptDate (docs/product/learning.md, "Attempts table")', () => {
  it("reads 'MM/DD/YYYY - h:mm A'", () => {
    expect(formatAttemptDate('2030-03-04T15:07:00.000Z')).toBe('03/04/2030 - 3:07 PM');
    expect(formatAttemptDate('2030-11-21T00:05:00.000Z')).toBe('11/21/2030 - 12:05 AM');
  });
  it('shows N/A when the date does not parse (docs/product/learning.md, "Attempts table")', () => {
    expect(formatAttemptDate('not a date')).toBe('N/A');
    expect(formatAttemptDate('')).toBe('N/A');
    expect(formatAttemptDate(null)).toBe('N/A');
  });
});

describe('toAttemptRows', () => {
  const attempts = [
    makeAttempt({
      quiz_attempt_id: 9,
      attempt_type: 'chat',
      date_started: '2030-03-06T09:00:00.000Z',
      statuses: ['correct', 'skipped', 'not_attempted'],
    }),
    makeAttempt({
      quiz_attempt_id: 4,
      completed: true,
      score: 0.666,
      date_started: '2030-03-04T15:07:00.000Z',
      statuses: ['correct', 'incorrect', 'skipped'],
    }),
    makeAttempt({
      quiz_attempt_id: 6,
      date_started: 'garbage',
      attempt_type: 'text',
      completed: true,
      score: 1,
    }),
  ];

  it('numbers attempts in the order they were started and fills every column', () => {
    expect(toAttemptRows(attempts)).toEqual([
      expect.objectContaining({
        id: 4,
        attemptNumber: 1,
        date: '03/04/2030 - 3:07 PM',
        answeredQuestions: 2,
        quizType: 'Voice',
        scorePercentage: 67,
      }),
      expect.objectContaining({
        id: 6,
        attemptNumber: 2,
        date: 'N/A',
        answeredQuestions: 0,
        quizType: 'Chat',
        scorePercentage: 100,
      }),
      expect.objectContaining({
        id: 9,
        attemptNumber: 3,
        date: '03/06/2030 - 9:00 AM',
        answeredQuestions: 1,
        quizType: 'Chat',
        scorePercentage: null,
      }),
    ]);
  });

  // docs/product/learning.md, "Counts and rounding"
  it('counts answered as correct plus incorrect only', () => {
    const [row] = toAttemptRows([
      makeAttempt({ statuses: ['correct', 'incorrect', 'incorrect', 'skipped', 'paused'] }),
    ]);
    expect(row?.answeredQuestions).toBe(3);
  });

  describe('sortAttemptRows', () => {
    const rows = toAttemptRows(attempts);
    const order = (key: Parameters<typeof sortAttemptRows>[1], dir: 'asc' | 'desc') =>
      sortAttemptRows(rows, key, dir).map((r) => r.attemptNumber);

    it('sorts by number both ways', () => {
      expect(order('attemptNumber', 'asc')).toEqual([1, 2, 3]);
      expect(order('attemptNumber', 'desc')).toEqual([3, 2, 1]);
    });
    it('sorts by date, with an unreadable date first ascending and last descending', () => {
      expect(order('date', 'asc')).toEqual([2, 1, 3]);
      expect(order('date', 'desc')).toEqual([3, 1, 2]);
    });
    it('sorts by answered questions, quiz type and score; ties keep the attempt order', () => {
      expect(order('answeredQuestions', 'desc')).toEqual([1, 3, 2]);
      expect(order('quizType', 'asc')).toEqual([2, 3, 1]);
      expect(order('scorePercentage', 'desc')).toEqual([2, 1, 3]);
      expect(order('scorePercentage', 'asc')).toEqual([3, 1, 2]);
    });
    it('returns a copy', () => {
      sortAttemptRows(rows, 'date', 'desc');
      expect(rows.map((r) => r.attemptNumber)).toEqual([1, 2, 3]);
    });
  });
});

describe('scoreText', () => {
  it('is the rounded percentage with a % sign, or In progress', () => {
    expect(scoreText(67)).toBe('67%');
    expect(scoreText(0)).toBe('0%');
    expect(scoreText(null)).toBe('In progress');
  });
});

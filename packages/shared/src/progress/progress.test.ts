import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  daysToExam,
  questionProgress,
  questionScore,
  scopeScore,
  toPercentage,
  toProgressPercent,
  type Outcome,
} from './progress';

const statuses = [
  'not_attempted',
  'attempting',
  'incomplete',
  'paused',
  'correct',
  'incorrect',
  'skipped',
] as const;
const outcomeArb = fc.record({
  question_id: fc.integer({ min: 1, max: 12 }),
  attempt_status: fc.constantFrom(...statuses),
  at: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('scopeScore (property)', () => {
  it('keeps answered ≤ attempted ≤ total, numerator ≤ answered, and percentages in 0..100', () => {
    fc.assert(
      fc.property(
        fc.array(outcomeArb, { maxLength: 60 }),
        fc.uniqueArray(fc.integer({ min: 1, max: 15 })),
        (outcomes, ids) => {
          const s = scopeScore(ids, questionProgress(outcomes));
          expect(s.answered).toBeLessThanOrEqual(s.attempted);
          expect(s.attempted).toBeLessThanOrEqual(s.total);
          expect(s.numerator).toBeLessThanOrEqual(s.answered);
          expect(s.denominator).toBe(ids.length);
          expect(toPercentage(s.score)).toBeGreaterThanOrEqual(0);
          expect(toPercentage(s.score)).toBeLessThanOrEqual(100);
          expect(toProgressPercent(s.score)).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('gives every per-question score in 0..1 or null exactly when never answered', () => {
    fc.assert(
      fc.property(fc.array(outcomeArb, { maxLength: 40 }), (outcomes) => {
        for (const [, p] of questionProgress(outcomes)) {
          const score = questionScore(p);
          if (!p.answered) expect(score).toBeNull();
          else expect(score).toBeGreaterThanOrEqual(0);
          if (score !== null) expect(score).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('questionProgress', () => {
  const o = (question_id: number, attempt_status: Outcome['attempt_status'], at: number): Outcome => ({
    question_id,
    attempt_status,
    at,
  });

  it('counts skipped as attempted but not answered (docs/product/learning.md, "Counts and rounding")', () => {
    const p = questionProgress([o(1, 'skipped', 1)]).get(1);
    expect(p).toMatchObject({ attempted: true, answered: false, latest: null });
  });

  it('ignores open statuses and keeps the latest answer', () => {
    const p = questionProgress([o(1, 'correct', 5), o(1, 'incorrect', 9), o(1, 'incomplete', 20)]).get(1);
    expect(p).toMatchObject({ correct: 1, incorrect: 1, latest: 'incorrect' });
    expect(questionScore(p)).toBe(0.5);
  });

  it('scores a scope by the questions whose latest answer is correct', () => {
    const progress = questionProgress([o(1, 'correct', 1), o(2, 'incorrect', 1), o(3, 'skipped', 1)]);
    expect(scopeScore([1, 2, 3, 4], progress)).toEqual({
      numerator: 1,
      denominator: 4,
      score: 0.25,
      answered: 2,
      attempted: 3,
      total: 4,
    });
  });
});

describe('rounding (docs/product/learning.md, "Counts and rounding")', () => {
  it('rounds percentages and rounds overall progress up', () => {
    expect(toPercentage(0.294)).toBe(29);
    expect(toProgressPercent(0.291)).toBe(30);
    expect(toProgressPercent(0.3)).toBe(30);
    expect(toProgressPercent(0)).toBe(0);
  });

  it('rounds days to exam up and never below zero', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(daysToExam('2026-11-22T06:00:00', now)).toBe(1);
    expect(daysToExam('2026-11-23T13:00:00', now)).toBe(3);
    expect(daysToExam('2026-11-20T00:00:00', now)).toBe(0);
    expect(daysToExam(null, now)).toBeNull();
  });
});

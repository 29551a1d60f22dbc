import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  FAST_ANSWER_MS,
  RATING,
  dueCounts,
  examTime,
  isDueNow,
  plannedDue,
  policyFor,
  ratingFor,
} from './review-rules';
import { nextCard } from './review-scheduler';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const inDays = (d: number) => NOW + d * DAY_MS;

describe('ratingFor (docs/product/spaced-review.md)', () => {
  it('maps the outcome the server decided to an FSRS rating', () => {
    expect(ratingFor({ status: 'incorrect', answers: 1, elapsedMs: 5_000 })).toBe(RATING.Again);
    expect(ratingFor({ status: 'incorrect', answers: 3, elapsedMs: 90_000 })).toBe(RATING.Again);
    expect(ratingFor({ status: 'correct', answers: 2, elapsedMs: 5_000 })).toBe(RATING.Hard);
    expect(ratingFor({ status: 'correct', answers: 1, elapsedMs: FAST_ANSWER_MS + 1 })).toBe(RATING.Good);
    expect(ratingFor({ status: 'correct', answers: 1, elapsedMs: FAST_ANSWER_MS })).toBe(RATING.Easy);
  });
});

describe('policyFor: the exam date adapts retention and the longest interval', () => {
  it('uses FSRS defaults without an exam date or once it has passed', () => {
    expect(policyFor(null, NOW)).toEqual({ retention: 0.9, maxIntervalDays: 365 });
    expect(policyFor(inDays(-1), NOW)).toEqual({ retention: 0.9, maxIntervalDays: 365 });
  });

  it('raises retention and shortens the longest interval as the exam approaches', () => {
    expect(policyFor(inDays(120), NOW)).toEqual({ retention: 0.9, maxIntervalDays: 60 });
    expect(policyFor(inDays(60), NOW)).toEqual({ retention: 0.9, maxIntervalDays: 30 });
    const mid = policyFor(inDays(30), NOW);
    expect(mid.retention).toBeGreaterThan(0.9);
    expect(mid.retention).toBeLessThan(0.95);
    expect(mid.maxIntervalDays).toBe(15);
    expect(policyFor(inDays(7), NOW)).toEqual({ retention: 0.95, maxIntervalDays: 3 });
    expect(policyFor(inDays(1), NOW)).toEqual({ retention: 0.95, maxIntervalDays: 1 });
  });

  it('makes FSRS schedule an easy card sooner when the exam is near', () => {
    const far = nextCard(null, RATING.Easy, new Date(NOW), policyFor(null, NOW));
    const near = nextCard(null, RATING.Easy, new Date(NOW), policyFor(inDays(6), NOW));
    expect(far.fsrs_due.getTime()).toBeGreaterThan(inDays(3));
    expect(near.fsrs_due.getTime()).toBeLessThanOrEqual(inDays(3));
  });

  it('schedules Again before Hard before Good before Easy', () => {
    const policy = policyFor(null, NOW);
    const dues = [RATING.Again, RATING.Hard, RATING.Good, RATING.Easy].map((r) =>
      nextCard(null, r, new Date(NOW), policy).fsrs_due.getTime(),
    );
    expect([...dues].sort((a, b) => a - b)).toEqual(dues);
    expect(new Set(dues).size).toBe(4);
    expect(dues[0]).toBe(inDays(1));
  });
});

describe('plannedDue: every studied item comes back in the last days before the exam', () => {
  it('keeps FSRS dates without an exam date', () => {
    expect(plannedDue(inDays(40), NOW, null)).toBe(inDays(40));
  });

  it('brings a date past the final window forward to its start', () => {
    expect(plannedDue(inDays(40), NOW, inDays(20))).toBe(inDays(17));
    expect(plannedDue(inDays(5), NOW, inDays(20))).toBe(inDays(5));
  });

  it('leaves items already reviewed inside the final window alone', () => {
    expect(plannedDue(inDays(10), inDays(18), inDays(20))).toBe(inDays(10));
  });

  it('re-plans when the exam date moves (read, never stored)', () => {
    const fsrsDue = inDays(30);
    expect(plannedDue(fsrsDue, NOW, inDays(10))).toBe(inDays(7));
    expect(plannedDue(fsrsDue, NOW, inDays(60))).toBe(fsrsDue);
  });
});

describe('due counts in the learner’s day', () => {
  it('splits overdue, today and the coming week', () => {
    // 10:00 UTC; the learner is at UTC+2 (offset -120), so their day began at 22:00 UTC the day before.
    const dues = [inDays(-2), NOW - 13 * 3_600_000, NOW + 3_600_000, inDays(1), inDays(6), inDays(8)];
    expect(dueCounts(dues, NOW, -120)).toEqual({ overdue: 2, today: 1, week: 2 });
    expect(isDueNow(NOW + 11 * 3_600_000, NOW, -120)).toBe(true);
    expect(isDueNow(NOW + 13 * 3_600_000, NOW, -120)).toBe(false);
  });

  it('reads the exam date as UTC', () => {
    expect(examTime('2026-03-21T00:00:00')).toBe(Date.parse('2026-03-21T00:00:00Z'));
    expect(examTime(null)).toBeNull();
  });
});

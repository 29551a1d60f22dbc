import { describe, expect, it } from 'vitest';
import { forecast, type ForecastInput } from './review-forecast';
import { DAY_MS } from './review-rules';

const NOW = Date.parse('2026-03-01T10:00:00Z');
const ids = Array.from({ length: 20 }, (_, i) => i + 1);
const base: ForecastInput = {
  questionIds: ids,
  reps: new Map(),
  recentReviews: 0,
  firstReviewAt: null,
  exam: NOW + 30 * DAY_MS,
  now: NOW,
  tzOffset: 0,
};

describe('forecast (docs/product/spaced-review.md "Forecast")', () => {
  it('is on track with the days to spare at the current pace', () => {
    // 40 answers needed; 28 answers in 14 days = 2 a day → 20 days, exam in 30.
    const f = forecast({ ...base, recentReviews: 28, firstReviewAt: NOW - 20 * DAY_MS });
    expect(f).toMatchObject({ status: 'on_track', remaining: 40, pace: 2, days_left: 30, days_to_spare: 10 });
    expect(f.finish_date).toBe('2026-03-21');
    expect(f.text).toBe('On track, 10 days to spare');
  });

  it('is behind with the questions a day needed', () => {
    const f = forecast({
      ...base,
      recentReviews: 2,
      firstReviewAt: NOW - 20 * DAY_MS,
      exam: NOW + 3 * DAY_MS,
    });
    expect(f).toMatchObject({ status: 'behind', needed_per_day: 14 });
    expect(f.text).toBe('Behind: 14 questions a day needed');
  });

  it('counts what is studied: a question answered twice needs nothing more', () => {
    const reps = new Map(ids.map((id) => [id, id <= 15 ? 2 : 1]));
    const f = forecast({ ...base, reps, recentReviews: 5, firstReviewAt: NOW });
    // 5 answers today alone is a pace of 5 a day; 5 remaining → done tomorrow.
    expect(f).toMatchObject({ remaining: 5, pace: 5, status: 'on_track', days_to_spare: 29 });
    expect(forecast({ ...base, reps: new Map(ids.map((id) => [id, 3])) }).status).toBe('done');
  });

  it('without a pace is behind, and says so without an exam date or after it', () => {
    expect(forecast(base).text).toBe('Behind: 2 questions a day needed');
    expect(forecast({ ...base, exam: null }).status).toBe('no_exam_date');
    expect(forecast({ ...base, exam: NOW - DAY_MS }).status).toBe('exam_passed');
  });
});

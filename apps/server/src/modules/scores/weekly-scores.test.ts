import { describe, expect, it } from 'vitest';
import { MAX_WEEKS, weekStart, weeklyAreaScores } from './weekly-scores';

const at = (iso: string) => Date.parse(iso);
const areas = [{ area_id: 7, name: 'Weather', question_ids: [1, 2] }];

/** docs/product/learning.md, "Progress over time". */
describe('weeklyAreaScores', () => {
  it('starts weeks on Monday UTC', () => {
    expect(new Date(weekStart(at('2026-11-26T10:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
    expect(new Date(weekStart(at('2026-11-23T00:00:00Z'))).toISOString()).toBe('2026-11-23T00:00:00.000Z');
  });

  it('is empty without answers', () => {
    expect(weeklyAreaScores([], areas, at('2026-11-24T00:00:00Z'))).toEqual({ weeks: [], areas: [] });
  });

  it('counts only answers given before each week ended', () => {
    const result = weeklyAreaScores(
      [
        { question_id: 1, attempt_status: 'correct', at: at('2026-11-10T09:00:00Z') },
        { question_id: 2, attempt_status: 'incorrect', at: at('2026-11-11T09:00:00Z') },
        { question_id: 2, attempt_status: 'correct', at: at('2026-11-24T09:00:00Z') },
      ],
      areas,
      at('2026-11-24T12:00:00Z'),
    );
    expect(result.weeks).toEqual(['2026-11-09', '2026-11-16', '2026-11-23']);
    expect(result.areas).toEqual([{ area_id: 7, name: 'Weather', scores: [0.5, 0.5, 1] }]);
  });

  it('keeps at most MAX_WEEKS weeks', () => {
    const result = weeklyAreaScores(
      [{ question_id: 1, attempt_status: 'correct', at: at('2025-01-06T09:00:00Z') }],
      areas,
      at('2026-11-24T12:00:00Z'),
    );
    expect(result.weeks).toHaveLength(MAX_WEEKS);
    expect(result.weeks.at(-1)).toBe('2026-11-23');
  });
});

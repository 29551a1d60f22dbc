import { questionProgress, scopeScore, type Outcome } from '@wilco/shared';

const DAY_MS = 86_400_000;
const WEEK_MS = 7 * DAY_MS;
/** docs/product/learning.md, "Progress over time": at most this many weeks are drawn. */
export const MAX_WEEKS = 12;

/** Monday 00:00 UTC of the week holding `at`. */
export function weekStart(at: number): number {
  const day = Math.floor(at / DAY_MS);
  // 1970-01-01 was a Thursday: (day + 3) % 7 is 0 on Mondays.
  return (day - ((day + 3) % 7)) * DAY_MS;
}

/**
 * Pure rule: each area's score at the end of each week from the learner's first answer (or the last
 * MAX_WEEKS weeks) up to the week holding `now`; no answers gives no weeks (the chart's empty state).
 */
export function weeklyAreaScores(
  outcomes: readonly Outcome[],
  areas: readonly { area_id: number; name: string; question_ids: readonly number[] }[],
  now: number,
) {
  if (outcomes.length === 0) return { weeks: [], areas: [] };
  const first = Math.min(...outcomes.map((o) => o.at));
  const last = weekStart(now);
  const start = Math.max(weekStart(first), last - (MAX_WEEKS - 1) * WEEK_MS);
  const weeks: number[] = [];
  for (let w = start; w <= last; w += WEEK_MS) weeks.push(w);
  const progressAt = weeks.map((w) => questionProgress(outcomes.filter((o) => o.at < w + WEEK_MS)));
  return {
    weeks: weeks.map((w) => new Date(w).toISOString().slice(0, 10)),
    areas: areas.map((a) => ({
      area_id: a.area_id,
      name: a.name,
      scores: progressAt.map((p) => scopeScore(a.question_ids, p).score),
    })),
  };
}

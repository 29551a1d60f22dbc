import { DAY_MS, startOfDay } from './review-rules';

/** The pace is the learner's graded answers per day over this many recent days. */
export const PACE_DAYS = 14;
/** A question is ready once graded this many times: studied once, then reviewed. */
export const READY_REPS = 2;

export type ForecastInput = {
  /** Every question of the primary course. */
  questionIds: readonly number[];
  /** Graded answers (card reps) per question so far. */
  reps: ReadonlyMap<number, number>;
  /** Graded answers in the last PACE_DAYS days, and when the learner's first one was. */
  recentReviews: number;
  firstReviewAt: number | null;
  exam: number | null;
  now: number;
  tzOffset: number;
};

export type Forecast = {
  status: 'no_exam_date' | 'exam_passed' | 'done' | 'on_track' | 'behind';
  /** Graded answers still needed for every question to be studied and reviewed. */
  remaining: number;
  /** Graded answers per day, rounded to a tenth. */
  pace: number;
  /** The learner's day (YYYY-MM-DD) when the remaining work is done at this pace; null at 0. */
  finish_date: string | null;
  days_left: number | null;
  days_to_spare: number | null;
  needed_per_day: number | null;
  text: string;
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function localDate(t: number, tzOffset: number): string {
  return new Date(t - tzOffset * 60_000).toISOString().slice(0, 10);
}

/**
 * docs/product/spaced-review.md "Forecast": remaining = Σ max(0, 2 − reps) over the primary
 * course's questions; pace = graded answers in the last 14 days ÷ the days of those the learner
 * has been studying; finish = today + ⌈remaining ÷ pace⌉, compared with the days to the exam.
 */
export function forecast(input: ForecastInput): Forecast {
  const { now, tzOffset } = input;
  const remaining = input.questionIds.reduce(
    (sum, id) => sum + Math.max(0, READY_REPS - (input.reps.get(id) ?? 0)),
    0,
  );
  const today = startOfDay(now, tzOffset);
  const studying =
    input.firstReviewAt === null
      ? 0
      : Math.floor((today - startOfDay(input.firstReviewAt, tzOffset)) / DAY_MS) + 1;
  const paceDays = Math.min(PACE_DAYS, Math.max(1, studying));
  const pace = input.recentReviews / paceDays;
  const finishDays = pace > 0 ? Math.ceil(remaining / pace) : null;
  const base = {
    remaining,
    pace: Math.round(pace * 10) / 10,
    finish_date: finishDays === null ? null : localDate(today + finishDays * DAY_MS, tzOffset),
    days_left: null,
    days_to_spare: null,
    needed_per_day: null,
  };
  if (input.exam === null)
    return { ...base, status: 'no_exam_date', text: 'Set your exam date to see whether you are on track' };
  const daysLeft = Math.floor((startOfDay(input.exam, tzOffset) - today) / DAY_MS);
  if (daysLeft <= 0)
    return { ...base, days_left: daysLeft, status: 'exam_passed', text: 'Your exam date has passed' };
  if (remaining === 0)
    return { ...base, days_left: daysLeft, status: 'done', text: 'Every question studied and reviewed' };
  if (finishDays !== null && finishDays <= daysLeft) {
    const spare = daysLeft - finishDays;
    return {
      ...base,
      days_left: daysLeft,
      days_to_spare: spare,
      status: 'on_track',
      text: `On track, ${plural(spare, 'day')} to spare`,
    };
  }
  const needed = Math.ceil(remaining / daysLeft);
  return {
    ...base,
    days_left: daysLeft,
    needed_per_day: needed,
    status: 'behind',
    text: `Behind: ${plural(needed, 'question')} a day needed`,
  };
}

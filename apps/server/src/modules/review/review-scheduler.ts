import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import { DAY_MS, type ReviewRating, type SchedulePolicy } from './review-rules';

/** What review_cards stores of a ts-fsrs card. */
export type CardState = {
  fsrs_due: Date;
  stability: number;
  difficulty: number;
  elapsed_days: number;
  scheduled_days: number;
  learning_steps: number;
  reps: number;
  lapses: number;
  state: number;
  last_review: Date;
};

/**
 * The next state of a learner's card after a graded answer, by FSRS with the exam-adapted policy.
 * Short-term (same-day) steps are off: a quiz question comes back on another day, never minutes
 * later; fuzz is off so the schedule is reproducible (docs/decisions/016-spaced-review.md).
 */
export function nextCard(
  previous: CardState | null,
  rating: ReviewRating,
  reviewedAt: Date,
  policy: SchedulePolicy,
): CardState {
  // A review dated before the card's last one (a clock set back) counts as at that last review:
  // ts-fsrs refuses time running backwards.
  const at =
    previous && reviewedAt.getTime() < previous.last_review.getTime() ? previous.last_review : reviewedAt;
  const scheduler = fsrs(
    generatorParameters({
      request_retention: policy.retention,
      maximum_interval: policy.maxIntervalDays,
      enable_short_term: false,
      enable_fuzz: false,
    }),
  );
  const card: Card = previous
    ? {
        due: previous.fsrs_due,
        stability: previous.stability,
        difficulty: previous.difficulty,
        elapsed_days: previous.elapsed_days,
        scheduled_days: previous.scheduled_days,
        learning_steps: previous.learning_steps,
        reps: previous.reps,
        lapses: previous.lapses,
        state: previous.state,
        last_review: previous.last_review,
      }
    : createEmptyCard(at);
  const next = scheduler.next(card, at, rating as Grade).card;
  // ts-fsrs does not cap a new card's first interval by maximum_interval; the exam does.
  const latest = at.getTime() + policy.maxIntervalDays * DAY_MS;
  const capped = next.due.getTime() > latest;
  return {
    fsrs_due: capped ? new Date(latest) : next.due,
    stability: next.stability,
    difficulty: next.difficulty,
    elapsed_days: next.elapsed_days,
    scheduled_days: capped ? policy.maxIntervalDays : next.scheduled_days,
    learning_steps: next.learning_steps,
    reps: next.reps,
    lapses: next.lapses,
    state: next.state,
    last_review: at,
  };
}

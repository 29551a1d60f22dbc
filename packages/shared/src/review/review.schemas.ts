import { z } from 'zod';
import { AttemptTypeSchema } from '../attempts/attempts.schemas';

const id = z.number().int().positive();
/** The browser's getTimezoneOffset(): the learner's "today" (docs/product/spaced-review.md). */
const tzOffset = z.coerce.number().int().min(-840).max(840).default(0);

/** The question set name of a quiz attempt built from due cards. */
export const DUE_QUESTION_SET = 'Due';

export const ReviewQuerySchema = z.object({ tz_offset: tzOffset });

export const DueCountsSchema = z.object({
  overdue: z.number().int(),
  today: z.number().int(),
  week: z.number().int(),
});
export type DueCounts = z.infer<typeof DueCountsSchema>;

export const ForecastSchema = z.object({
  status: z.enum(['no_exam_date', 'exam_passed', 'done', 'on_track', 'behind']),
  remaining: z.number().int(),
  pace: z.number(),
  finish_date: z.string().nullable(),
  days_left: z.number().int().nullable(),
  days_to_spare: z.number().int().nullable(),
  needed_per_day: z.number().int().nullable(),
  text: z.string(),
});
export type Forecast = z.infer<typeof ForecastSchema>;

/** `GET /api/review/summary`: the Home "Due for review" card. */
export const ReviewSummarySchema = z.object({
  exam_date: z.string().nullable(),
  due: DueCountsSchema,
  /** Questions of the primary course; null without one. */
  primary_course: z.object({ course_id: id, name: z.string(), questions: z.number().int() }).nullable(),
  forecast: ForecastSchema,
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** `GET /api/review/areas`: due now (overdue and today) per course and area. */
export const AreaDueSchema = z.object({ course_id: id, area_id: id, due: z.number().int() });
export const AreasDueSchema = z.object({ areas: z.array(AreaDueSchema) });
export type AreasDue = z.infer<typeof AreasDueSchema>;

/** `POST /api/review/quiz_attempt`: a quiz of what is due, in one quiz or (null) across courses. */
export const StartReviewBodySchema = z.object({
  quiz_id: id.nullable(),
  attempt_type: AttemptTypeSchema,
  tz_offset: tzOffset,
});
export type StartReviewBody = z.infer<typeof StartReviewBodySchema>;

/** The most questions one review quiz holds; the rest stay due for the next one. */
export const MAX_REVIEW_QUESTIONS = 20;

/** `POST /api/test/clock`: only where the test clock is enabled (docs/decisions/016). */
export const TestClockBodySchema = z.object({
  offset_ms: z
    .number()
    .int()
    .min(0)
    .max(366 * 86_400_000),
});

import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';
import { AttemptTypeSchema } from '../attempts/attempts.schemas';

const id = DbIdSchema;
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

/** A Review attempt across courses the learner has not finished: Home resumes it. */
export const OpenReviewSchema = z.object({
  quiz_attempt_id: id,
  attempt_type: AttemptTypeSchema,
  questions: z.number().int(),
  /** Questions with a final outcome (correct, incorrect or skipped). */
  answered: z.number().int(),
  last_activity: z.string(),
});
export type OpenReview = z.infer<typeof OpenReviewSchema>;

/** `GET /api/review/summary`: the Home "Due for review" card. */
export const ReviewSummarySchema = z.object({
  exam_date: z.string().nullable(),
  due: DueCountsSchema,
  /** Scenarios to replay, each counted once by its earliest due turn. */
  scenarios: DueCountsSchema,
  open_review: OpenReviewSchema.nullable(),
  /** Questions of the primary course; null without one. */
  primary_course: z.object({ course_id: id, name: z.string(), questions: z.number().int() }).nullable(),
  forecast: ForecastSchema,
});
export type ReviewSummary = z.infer<typeof ReviewSummarySchema>;

/** `GET /api/review/areas`: due now (overdue and today) per course and area. */
export const AreaDueSchema = z.object({ course_id: id, area_id: id, due: z.number().int() });
export const AreasDueSchema = z.object({ areas: z.array(AreaDueSchema) });
export type AreasDue = z.infer<typeof AreasDueSchema>;

/** `GET /api/review/quiz/{quiz_id}`: how many of one quiz's questions are due now. */
export const QuizDueParamsSchema = z.object({ quiz_id: DbIdParamSchema });
export const QuizDueSchema = z.object({ quiz_id: id, due: z.number().int() });
export type QuizDue = z.infer<typeof QuizDueSchema>;

/** `GET /api/review/scenarios`: scenarios with a judged turn due now (overdue or today). */
export const ScenarioDueSchema = z.object({
  script_id: id,
  script_name: z.string(),
  /** Turns of it due now. */
  turns_due: z.number().int(),
  /** The earliest planned due time of its turns. */
  due_at: z.string(),
});
export const ScenariosDueSchema = z.object({ scenarios: z.array(ScenarioDueSchema) });
export type ScenarioDue = z.infer<typeof ScenarioDueSchema>;
export type ScenariosDue = z.infer<typeof ScenariosDueSchema>;

/** `POST /api/review/scenarios/queue`: put a studied scenario back in the learner's own queue. */
export const QueueScenarioReviewBodySchema = z.object({ script_id: id });
export const QueuedScenarioSchema = z.object({
  script_queue_id: id,
  script_id: id,
  already_queued: z.boolean(),
});
export type QueuedScenario = z.infer<typeof QueuedScenarioSchema>;

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

import { z } from 'zod';
import { DbIdSchema } from '../common/ids.schemas';

const id = DbIdSchema;

/** Question attempt status values (docs/product/quiz-player.md, "Attempts"). */
export const AttemptStatusSchema = z.enum([
  'not_attempted',
  'attempting',
  'incomplete',
  'paused',
  'correct',
  'incorrect',
  'skipped',
]);
export type AttemptStatus = z.infer<typeof AttemptStatusSchema>;
export const FINAL_STATUSES = ['correct', 'incorrect', 'skipped'] as const;

/** docs/product/quiz-player.md, "Attempts": voice or chat on the client; the server side also uses text. */
export const AttemptTypeSchema = z.enum(['voice', 'chat', 'text']);
export type AttemptType = z.infer<typeof AttemptTypeSchema>;

export const QuestionSetSchema = z.enum(['All', 'Unanswered', 'Best', 'Worst', 'Preview']);
export type QuestionSet = z.infer<typeof QuestionSetSchema>;

export const QuestionAttemptSchema = z.object({
  question_attempt_id: id,
  question_id: id,
  position: z.number().int(),
  attempt_status: AttemptStatusSchema,
  feedback: z.string().nullable(),
  /** The question's model answer once this attempt at it is final; null before. */
  answer: z.string().nullable(),
  date_modified: z.string(),
});
export type QuestionAttempt = z.infer<typeof QuestionAttemptSchema>;

export const QuizAttemptSchema = z.object({
  quiz_attempt_id: id,
  quiz_id: id.nullable(),
  course_id: id.nullable(),
  area_id: id.nullable(),
  user_id: id,
  attempt_type: AttemptTypeSchema,
  score: z.number().min(0).max(1).nullable(),
  completed: z.boolean(),
  name: z.string(),
  context: z.string(),
  question_set: z.string(),
  date_started: z.string(),
  date_completed: z.string().nullable(),
  date_modified: z.string(),
  question_attempts: z.array(QuestionAttemptSchema),
});
export type QuizAttempt = z.infer<typeof QuizAttemptSchema>;

export const CreateQuizAttemptBodySchema = z.object({
  quiz_id: id,
  /** null = the whole quiz (docs/product/quiz-player.md, "Attempts"). */
  question_ids: z.array(id).min(1).max(500).nullable(),
  area_id: id.nullable().optional(),
  course_id: id.nullable().optional(),
  attempt_type: AttemptTypeSchema,
  question_set: QuestionSetSchema.optional(),
});
export type CreateQuizAttemptBody = z.infer<typeof CreateQuizAttemptBodySchema>;

/**
 * The PUT body (docs/product/grading.md). The learner may set only the statuses they decide
 * (grading-rules.ts); correct and incorrect are the examiner's, and a final status never changes.
 */
export const UpdateQuizAttemptBodySchema = z.object({
  question_attempt_id: id,
  attempt_status: AttemptStatusSchema,
  feedback: z.string().trim().max(4000).nullable().optional(),
});
export type UpdateQuizAttemptBody = z.infer<typeof UpdateQuizAttemptBodySchema>;

/**
 * docs/product/quiz-player.md, "Question sets": pairs of (question id, score or null); null = never answered.
 */
export const QuestionIdsByScoreSchema = z.array(z.tuple([id, z.number().min(0).max(1).nullable()]));

export const QuizAttemptsForQuizSchema = z.object({
  quiz_attempts: z.array(QuizAttemptSchema),
  question_ids_by_score: QuestionIdsByScoreSchema,
});

/**
 * docs/product/quiz-player.md, "Event log" event log record sent by the player (failures are only logged
 * client-side).
 */
export const EventLogBodySchema = z.object({
  event: z.string().trim().min(1).max(64),
  event_timestamp: z.union([z.iso.datetime({ offset: true }), z.number().int().positive()]),
  device_information: z.string().max(1000).optional(),
  screen_size: z.string().max(50).optional(),
  user_role: z.string().max(50).optional(),
  course_id: id.nullable().optional(),
  area_id: id.nullable().optional(),
  quiz_id: id.nullable().optional(),
  quiz_attempt_id: id.nullable().optional(),
  question_id: id.nullable().optional(),
  quiz_format: z.string().max(20).optional(),
  question_outcome: z.string().max(30).nullable().optional(),
  persona_response_ms: z.number().min(0).max(600_000).optional(),
  user_number_of_turns: z.number().int().min(0).max(100).optional(),
  user_response: z.string().max(4000).optional(),
  user_feedback: z.string().max(4000).optional(),
  original_transcription: z.string().max(4000).optional(),
  modified_transcription: z.string().max(4000).optional(),
  stt_provider: z.string().max(50).optional(),
  microphone_started_at: z.number().int().optional(),
  microphone_stopped_at: z.number().int().optional(),
});
export type EventLogBody = z.infer<typeof EventLogBodySchema>;

/** Transcription log payload (docs/product/speech.md, "Transcription log"). */
export const TranscriptionBodySchema = z.object({
  original_transcription: z.string().max(4000),
  modified_transcription: z.string().max(4000),
  stt_provider: z.string().trim().min(1).max(50),
  question_attempt_id: id,
});

export const LoggedSchema = z.object({ id: z.number().int() });

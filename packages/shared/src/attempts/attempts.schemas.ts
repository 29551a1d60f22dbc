import { z } from 'zod';

const id = z.number().int().positive();

/** spec 01 §3.2 question attempt status values. */
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

/** spec 02 §3: voice or chat on the client; the server side also uses text. */
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
  /** null = the whole quiz (spec 01 §7.3). */
  question_ids: z.array(id).min(1).max(500).nullable(),
  area_id: id.nullable().optional(),
  course_id: id.nullable().optional(),
  attempt_type: AttemptTypeSchema,
  question_set: QuestionSetSchema.optional(),
});
export type CreateQuizAttemptBody = z.infer<typeof CreateQuizAttemptBodySchema>;

export const UpdateQuizAttemptBodySchema = z.object({
  question_attempt_id: id,
  attempt_status: AttemptStatusSchema,
  feedback: z.string().trim().max(4000).nullable().optional(),
});
export type UpdateQuizAttemptBody = z.infer<typeof UpdateQuizAttemptBodySchema>;

/** spec 02 §3: pairs of (question id, score or null); null = never answered. */
export const QuestionIdsByScoreSchema = z.array(z.tuple([id, z.number().min(0).max(1).nullable()]));

export const QuizAttemptsForQuizSchema = z.object({
  quiz_attempts: z.array(QuizAttemptSchema),
  question_ids_by_score: QuestionIdsByScoreSchema,
});

import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  boolean,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { attemptStatusEnum, attemptTypeEnum, turnRoleEnum } from './enums';
import { areas, courses, questions, quizzes } from './content';
import { tenants } from './tenants';
import { users } from './users';

export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    quiz_attempt_id: identity('quiz_attempt_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    quiz_id: integer('quiz_id').references(() => quizzes.quiz_id, { onDelete: 'set null' }),
    course_id: integer('course_id').references(() => courses.course_id, { onDelete: 'set null' }),
    area_id: integer('area_id').references(() => areas.area_id, { onDelete: 'set null' }),
    attempt_type: attemptTypeEnum('attempt_type').notNull().default('voice'),
    /** Fraction 0..1, set on completion. */
    score: real('score'),
    completed: boolean('completed').notNull().default(false),
    /** Snapshot of the quiz name/context at start, so history survives edits. */
    name: text('name').notNull().default(''),
    context: text('context').notNull().default(''),
    /** Question set used: All, Unanswered, Best, Worst, or Preview. */
    question_set: text('question_set').notNull().default('All'),
    date_started: timestamp('date_started', { withTimezone: true }).defaultNow().notNull(),
    date_completed: timestamp('date_completed', { withTimezone: true }),
    date_modified: modifiedAt(),
  },
  (t) => [
    index('quiz_attempts_user_quiz_idx').on(t.user_id, t.quiz_id),
    index('quiz_attempts_tenant_idx').on(t.tenant_id),
  ],
);

export const questionAttempts = pgTable(
  'question_attempts',
  {
    question_attempt_id: identity('question_attempt_id'),
    quiz_attempt_id: integer('quiz_attempt_id')
      .notNull()
      .references(() => quizAttempts.quiz_attempt_id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    attempt_status: attemptStatusEnum('attempt_status').notNull().default('not_attempted'),
    points_earned: integer('points_earned'),
    points_possible: integer('points_possible'),
    /**
     * When the examiner (the conversation service) decided correct / incorrect. Only such
     * outcomes score (docs/product/grading.md); a status without it was never graded here.
     */
    decided_at: timestamp('decided_at', { withTimezone: true }),
    feedback: text('feedback'),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    uniqueIndex('question_attempts_attempt_position_uq').on(t.quiz_attempt_id, t.position),
    index('question_attempts_question_idx').on(t.question_id),
  ],
);

/** Every persona and learner turn of a question conversation, persisted server-side (issue 5). */
export const conversationTurns = pgTable(
  'conversation_turns',
  {
    turn_id: bigint('turn_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    question_attempt_id: integer('question_attempt_id').references(
      () => questionAttempts.question_attempt_id,
      { onDelete: 'cascade' },
    ),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'cascade' }),
    question_id: integer('question_id').references(() => questions.question_id, { onDelete: 'cascade' }),
    turn_index: integer('turn_index').notNull(),
    role: turnRoleEnum('role').notNull(),
    text: text('text').notNull(),
    audio_location: text('audio_location'),
    assessments: jsonb('assessments'),
    points: jsonb('points').$type<number[]>(),
    response_meta: jsonb('response_meta'),
    terminate: boolean('terminate').notNull().default(false),
    date_created: createdAt(),
  },
  (t) => [index('conversation_turns_attempt_idx').on(t.question_attempt_id, t.turn_index)],
);

export const feedback = pgTable(
  'feedback',
  {
    feedback_id: identity('feedback_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    quiz_attempt_id: integer('quiz_attempt_id').references(() => quizAttempts.quiz_attempt_id, {
      onDelete: 'set null',
    }),
    question_attempt_id: integer('question_attempt_id').references(
      () => questionAttempts.question_attempt_id,
      { onDelete: 'set null' },
    ),
    question_id: integer('question_id').references(() => questions.question_id, { onDelete: 'set null' }),
    feedback: text('feedback').notNull(),
    date_created: createdAt(),
  },
  (t) => [index('feedback_tenant_date_idx').on(t.tenant_id, t.date_created)],
);

/**
 * Quiz and client events (docs/product/quiz-player.md, "Event log"); common fields are columns, the rest in
 * `details`.
 */
export const eventLog = pgTable(
  'event_log',
  {
    event_log_id: bigint('event_log_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    event: text('event').notNull(),
    event_timestamp: timestamp('event_timestamp', { withTimezone: true }).notNull(),
    user_email: text('user_email'),
    user_role: text('user_role'),
    course_id: integer('course_id'),
    area_id: integer('area_id'),
    quiz_id: integer('quiz_id'),
    quiz_attempt_id: integer('quiz_attempt_id'),
    question_id: integer('question_id'),
    quiz_format: text('quiz_format'),
    question_outcome: text('question_outcome'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    date_created: createdAt(),
  },
  (t) => [index('event_log_tenant_idx').on(t.tenant_id, t.event_log_id)],
);

export const transcriptions = pgTable(
  'transcriptions',
  {
    transcription_id: identity('transcription_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.user_id, { onDelete: 'set null' }),
    question_attempt_id: integer('question_attempt_id').references(
      () => questionAttempts.question_attempt_id,
      { onDelete: 'set null' },
    ),
    original_transcription: text('original_transcription').notNull(),
    modified_transcription: text('modified_transcription').notNull(),
    stt_provider: text('stt_provider').notNull(),
    date_created: createdAt(),
  },
  (t) => [index('transcriptions_attempt_idx').on(t.question_attempt_id)],
);

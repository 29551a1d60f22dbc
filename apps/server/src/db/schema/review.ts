import { index, integer, pgTable, real, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { questionAttempts } from './attempts';
import { questions } from './content';
import { tenants } from './tenants';
import { users } from './users';

/** Whose schedule a row belongs to, and which question; rows go with any of the three. */
const learnerQuestion = () => ({
  tenant_id: integer('tenant_id')
    .notNull()
    .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' }),
  question_id: integer('question_id')
    .notNull()
    .references(() => questions.question_id, { onDelete: 'cascade' }),
});

/**
 * One memory card per learner and question (docs/product/spaced-review.md): the FSRS state
 * ts-fsrs returned after the learner's latest graded answer. `fsrs_due` is FSRS's own date; the
 * date shown and played is planned from it and the exam date when read, so moving the exam date
 * re-plans every card without rewriting them.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    review_card_id: identity('review_card_id'),
    ...learnerQuestion(),
    fsrs_due: timestamp('fsrs_due', { withTimezone: true }).notNull(),
    stability: real('stability').notNull(),
    difficulty: real('difficulty').notNull(),
    elapsed_days: integer('elapsed_days').notNull(),
    scheduled_days: integer('scheduled_days').notNull(),
    learning_steps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull(),
    lapses: integer('lapses').notNull(),
    state: smallint('state').notNull(),
    last_review: timestamp('last_review', { withTimezone: true }).notNull(),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    uniqueIndex('review_cards_user_question_uq').on(t.user_id, t.question_id),
    index('review_cards_tenant_idx').on(t.tenant_id),
  ],
);

/**
 * Every graded outcome that moved a card. Unique on the question attempt, so the same attempt
 * can never move a card twice; the forecast reads the learner's pace from it.
 */
export const reviewLogs = pgTable(
  'review_logs',
  {
    review_log_id: identity('review_log_id'),
    ...learnerQuestion(),
    question_attempt_id: integer('question_attempt_id').references(
      () => questionAttempts.question_attempt_id,
      { onDelete: 'set null' },
    ),
    /** ts-fsrs Rating: 1 Again, 2 Hard, 3 Good, 4 Easy. */
    rating: smallint('rating').notNull(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('review_logs_question_attempt_uq').on(t.question_attempt_id),
    index('review_logs_user_idx').on(t.user_id, t.reviewed_at),
  ],
);

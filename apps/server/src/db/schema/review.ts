import { index, integer, pgTable, real, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { questionAttempts } from './attempts';
import { questions } from './content';
import { scripts, simulations } from './scripts';
import { tenants } from './tenants';
import { users } from './users';

/** Whose schedule a row belongs to; rows go with their tenant or learner. */
const learner = () => ({
  tenant_id: integer('tenant_id')
    .notNull()
    .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
  user_id: integer('user_id')
    .notNull()
    .references(() => users.user_id, { onDelete: 'cascade' }),
});

/** ...and which question; rows go with it too. */
const learnerQuestion = () => ({
  ...learner(),
  question_id: integer('question_id')
    .notNull()
    .references(() => questions.question_id, { onDelete: 'cascade' }),
});

/**
 * ...and which scenario turn: the scenario and the turn's position in it (docs/product/spaced-review.md,
 * "Scenario turns"). Turn rows are rewritten on every save of a draft, so their ids are not a key.
 */
const learnerTurn = () => ({
  ...learner(),
  script_id: integer('script_id')
    .notNull()
    .references(() => scripts.script_id, { onDelete: 'cascade' }),
  turn_order: integer('turn_order').notNull(),
});

/** The FSRS state ts-fsrs returned after a learner's latest graded outcome on one item. */
const fsrsCard = () => ({
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
    ...fsrsCard(),
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

/**
 * One memory card per learner and judged scenario turn (docs/product/spaced-review.md,
 * "Scenario turns"), moved like a question's card; a scenario is due when one of its turns is.
 */
export const reviewTurnCards = pgTable(
  'review_turn_cards',
  {
    review_turn_card_id: identity('review_turn_card_id'),
    ...learnerTurn(),
    ...fsrsCard(),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    uniqueIndex('review_turn_cards_user_turn_uq').on(t.user_id, t.script_id, t.turn_order),
    index('review_turn_cards_tenant_idx').on(t.tenant_id),
  ],
);

/**
 * Every judged turn outcome that moved a card. Unique on the simulation and the turn, so one
 * play moves each turn's card once however often its exchanges are stored.
 */
export const reviewTurnLogs = pgTable(
  'review_turn_logs',
  {
    review_turn_log_id: identity('review_turn_log_id'),
    ...learnerTurn(),
    sim_id: integer('sim_id').references(() => simulations.sim_id, { onDelete: 'set null' }),
    /** ts-fsrs Rating: 1 Again, 2 Hard, 3 Good (no Easy: docs/product/spaced-review.md, "Scenario turns"). */
    rating: smallint('rating').notNull(),
    reviewed_at: timestamp('reviewed_at', { withTimezone: true }).notNull(),
    date_created: createdAt(),
  },
  (t) => [
    uniqueIndex('review_turn_logs_sim_turn_uq').on(t.sim_id, t.turn_order),
    index('review_turn_logs_user_idx').on(t.user_id),
  ],
);

import { index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { questionAttempts } from './attempts';
import { questions } from './content';
import { tenants } from './tenants';
import { users } from './users';

/**
 * The server's side of a question conversation (docs/product/grading.md): the signed state the
 * client carries names this row and the turn it was issued at; only the latest turn is accepted.
 * A conversation bound to a question attempt keeps one row across restarts, so the answers a
 * learner has used carry over; practice and preview conversations get a row each.
 */
export const conversations = pgTable(
  'conversations',
  {
    conversation_id: identity('conversation_id'),
    tenant_id: integer('tenant_id')
      .notNull()
      .references(() => tenants.tenant_id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.user_id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    question_attempt_id: integer('question_attempt_id').references(
      () => questionAttempts.question_attempt_id,
      { onDelete: 'cascade' },
    ),
    /** The turn of the latest state issued; every issued state increments it. */
    turn: integer('turn').notNull().default(1),
    /** Learner answers counted so far (a "say again" does not count). */
    answers: integer('answers').notNull().default(0),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [
    // Null for practice and previews: PostgreSQL lets those repeat.
    uniqueIndex('conversations_question_attempt_uq').on(t.question_attempt_id),
    index('conversations_user_idx').on(t.user_id),
  ],
);

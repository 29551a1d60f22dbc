import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, identity, modifiedAt } from './columns';
import { courseKindEnum, publishStateEnum, scoringTypeEnum } from './enums';
import { tenants } from './tenants';
import { users } from './users';

const tenantRef = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.tenant_id, { onDelete: 'cascade' });

export const courses = pgTable(
  'courses',
  {
    course_id: identity('course_id'),
    tenant_id: tenantRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'featured' courses hold the sections of the Featured Quizzes page. */
    kind: courseKindEnum('kind').notNull().default('course'),
    sort_order: integer('sort_order').notNull().default(0),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [index('courses_tenant_idx').on(t.tenant_id)],
);

export const areas = pgTable(
  'areas',
  {
    area_id: identity('area_id'),
    tenant_id: tenantRef(),
    course_id: integer('course_id')
      .notNull()
      .references(() => courses.course_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sort_order: integer('sort_order').notNull().default(0),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [index('areas_course_idx').on(t.course_id)],
);

export const quizzes = pgTable(
  'quizzes',
  {
    quiz_id: identity('quiz_id'),
    tenant_id: tenantRef(),
    area_id: integer('area_id')
      .notNull()
      .references(() => areas.area_id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Scene the examiner persona plays (docs/product/conversation.md, "Persona": quiz.context). */
    context: text('context').notNull().default(''),
    /** Open to every role (decision 026); otherwise the user needs one of `roles`. */
    everyone: boolean('everyone').notNull().default(false),
    /** The roles that may take the quiz, any one of them (docs/product/learning.md, "Quizzes filter"). */
    roles: text('roles')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publish_state: publishStateEnum('publish_state').notNull().default('published'),
    publish_at: timestamp('publish_at', { withTimezone: true }),
    expire_at: timestamp('expire_at', { withTimezone: true }),
    sort_order: integer('sort_order').notNull().default(0),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [index('quizzes_area_idx').on(t.area_id), index('quizzes_tenant_idx').on(t.tenant_id)],
);

export const questions = pgTable(
  'questions',
  {
    question_id: identity('question_id'),
    tenant_id: tenantRef(),
    /** Dotted code authors use, e.g. "ppl.airspace.03". */
    question_name: text('question_name').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    point_threshold: integer('point_threshold').notNull(),
    scoring_type: scoringTypeEnum('scoring_type').notNull().default('points'),
    contexts: jsonb('contexts').$type<string[]>().notNull().default([]),
    source: text('source'),
    beta: boolean('beta').notNull().default(false),
    difficulty: smallint('difficulty').notNull().default(1),
    created_by: integer('created_by').references(() => users.user_id, { onDelete: 'set null' }),
    date_created: createdAt(),
    date_modified: modifiedAt(),
  },
  (t) => [index('questions_tenant_idx').on(t.tenant_id)],
);

export const subanswers = pgTable(
  'subanswers',
  {
    subanswer_id: identity('subanswer_id'),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    subanswer: text('subanswer').notNull(),
    /** Lower-cased, spoken-number-expanded form the assessor matches against. */
    normalized_subanswer: text('normalized_subanswer').notNull(),
    points: integer('points').notNull(),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('subanswers_question_idx').on(t.question_id)],
);

export type SubanswerExample = { subanswer_id: number | null; label: boolean; evidence: string | null };

export const questionExamples = pgTable(
  'question_examples',
  {
    question_example_id: identity('question_example_id'),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    example: text('example').notNull(),
    reasoning: text('reasoning').notNull().default(''),
    subanswer_examples: jsonb('subanswer_examples').$type<SubanswerExample[]>().notNull().default([]),
    sort_order: integer('sort_order').notNull().default(0),
  },
  (t) => [index('question_examples_question_idx').on(t.question_id)],
);

/** Quiz ↔ question with order; a question may sit in many quizzes. */
export const quizQuestions = pgTable(
  'quiz_questions',
  {
    quiz_id: integer('quiz_id')
      .notNull()
      .references(() => quizzes.quiz_id, { onDelete: 'cascade' }),
    question_id: integer('question_id')
      .notNull()
      .references(() => questions.question_id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.quiz_id, t.question_id] }),
    index('quiz_questions_question_idx').on(t.question_id),
  ],
);

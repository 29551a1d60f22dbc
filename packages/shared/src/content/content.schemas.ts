import { z } from 'zod';
import { DbIdSchema, DbIdParamSchema } from '../common/ids.schemas';

const id = DbIdSchema;

export const SubanswerSchema = z.object({
  subanswer_id: id,
  subanswer: z.string(),
  normalized_subanswer: z.string(),
  points: z.number().int(),
});

export const QuestionExampleSchema = z.object({
  question_example_id: id,
  example: z.string(),
  reasoning: z.string(),
  subanswer_examples: z.array(
    z.object({
      subanswer_id: z.number().int().nullable(),
      label: z.boolean(),
      evidence: z.string().nullable(),
    }),
  ),
});

/**
 * docs/product/grading.md: learners get the rubric lists empty (they would hand out the marking scheme)
 * and `answer` empty until an attempt of theirs at the question is final (skipped, correct or
 * incorrect); admins and authors get everything.
 */
export const QuestionSchema = z.object({
  question_id: id,
  question_name: z.string(),
  question: z.string(),
  answer: z.string(),
  subanswers: z.array(SubanswerSchema),
  point_threshold: z.number().int(),
  scoring_type: z.literal('points'),
  contexts: z.array(z.string()),
  examples: z.array(QuestionExampleSchema),
  source: z.string().nullable(),
  beta: z.boolean(),
  difficulty: z.number().int(),
  date_created: z.string(),
  date_modified: z.string(),
});
export type Question = z.infer<typeof QuestionSchema>;

export const PublishStateSchema = z.enum(['draft', 'published', 'scheduled', 'expired']);

export const QuizSummarySchema = z.object({
  quiz_id: id,
  name: z.string(),
  context: z.string(),
  /** Open to every role (decision 026); otherwise to holders of any role in `roles`. */
  everyone: z.boolean(),
  roles: z.array(z.string()),
  publish_state: PublishStateSchema,
  area_id: id,
  course_id: id,
  question_ids: z.array(id),
});
export type QuizSummary = z.infer<typeof QuizSummarySchema>;

export const QuizSchema = QuizSummarySchema.extend({ questions: z.array(QuestionSchema) });
export type Quiz = z.infer<typeof QuizSchema>;

export const AreaSchema = z.object({
  area_id: id,
  name: z.string(),
  description: z.string(),
  quizzes: z.array(QuizSummarySchema),
});
export type Area = z.infer<typeof AreaSchema>;

export const CourseKindSchema = z.enum(['course', 'featured']);
export const CourseSchema = z.object({
  course_id: id,
  name: z.string(),
  description: z.string(),
  kind: CourseKindSchema,
  areas: z.array(AreaSchema),
});
export type Course = z.infer<typeof CourseSchema>;

export const IdParamsSchema = z.object({ id: DbIdParamSchema });
export const IdsBodySchema = z.object({ ids: z.array(id).max(1000) });

/**
 * Question body for POST /question, PUT /question/{id} and the older add_questions
 * (docs/product/authoring.md, "Question bank").
 */
export const QuestionUpsertBodySchema = z
  .object({
    tenant_id: id,
    /** 0 or absent for a new question (docs/product/authoring.md, "Question bank": question id default 0). */
    question_id: z.number().int().min(0).optional(),
    question_name: z.string().trim().min(1, 'question_name is required').max(100),
    question: z.string().trim().min(1, 'question is required').max(2000),
    answer: z.string().trim().min(1, 'answer is required').max(4000),
    subanswers: z
      .array(
        z.object({
          subanswer_id: DbIdSchema.optional(),
          subanswer: z.string().trim().min(1, 'A subanswer cannot be empty').max(500),
          normalized_subanswer: z.string().optional(),
          points: z.number().int().min(1, 'Each subanswer is worth at least 1 point').max(100),
        }),
      )
      .min(1, 'A question needs at least one subanswer')
      .max(20),
    point_threshold: z.number().int().min(1, 'point_threshold must be at least 1'),
    scoring_type: z.literal('points').default('points'),
    examples: z
      .array(
        z.object({
          example: z.string().trim().min(1).max(2000),
          reasoning: z.string().max(2000).default(''),
          subanswer_examples: z
            .array(
              z.object({
                subanswer_id: DbIdSchema.nullable().optional(),
                /** Refers to a subanswer of this body by position (new subanswers have no id yet). */
                subanswer_index: z.number().int().min(0).optional(),
                label: z.boolean(),
                evidence: z.string().max(1000).nullable(),
              }),
            )
            .default([]),
        }),
      )
      .max(20)
      .default([]),
    contexts: z.array(z.string().trim().min(1).max(2000)).max(20).default([]),
    difficulty: z.number().int().min(1).max(3).optional(),
    source: z.string().max(200).nullable().optional(),
    beta: z.boolean().optional(),
  })
  .superRefine((q, ctx) => {
    const available = q.subanswers.reduce((sum, s) => sum + s.points, 0);
    if (q.point_threshold > available) {
      ctx.addIssue({
        code: 'custom',
        path: ['point_threshold'],
        message: `point_threshold (${q.point_threshold}) is above the points available (${available})`,
      });
    }
  });
export type QuestionUpsertBody = z.infer<typeof QuestionUpsertBodySchema>;

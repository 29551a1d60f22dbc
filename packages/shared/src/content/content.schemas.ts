import { z } from 'zod';

const id = z.number().int().positive();

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
 * spec 01 §3.2. Learners get the rubric lists empty: the answer is shown after a question is
 * skipped, but the subanswers and examples would hand out the marking scheme.
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

export const IdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const IdsBodySchema = z.object({ ids: z.array(id).max(1000) });

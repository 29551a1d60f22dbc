import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CourseSchema, IdParamsSchema, QuestionSchema, QuizSchema, QuizSummarySchema } from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/**
 * Content reads (docs/product/learning.md, "Page data"), tenant-scoped and filtered by the caller's roles.
 */
export async function contentRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.content;
  const user = { access: 'user' } as const;
  const tags = ['content'];

  r.get(
    '/course',
    {
      schema: {
        tags,
        summary: 'Courses with their areas and quizzes',
        response: { 200: z.array(CourseSchema), ...errors },
      },
      config: user,
    },
    async (req) => service.courses(authOf(req)),
  );
  r.get(
    '/course/featured',
    {
      schema: {
        tags,
        summary: 'Featured quiz sections (areas of featured courses)',
        response: { 200: z.array(CourseSchema), ...errors },
      },
      config: user,
    },
    async (req) => service.featured(authOf(req)),
  );
  r.get(
    '/quiz',
    {
      schema: {
        tags,
        summary: 'Quizzes the caller may take',
        response: { 200: z.array(QuizSummarySchema), ...errors },
      },
      config: user,
    },
    async (req) => service.quizzes(authOf(req)),
  );
  r.get(
    '/quiz/:id',
    {
      schema: {
        tags,
        summary: 'A quiz with its questions in order',
        params: IdParamsSchema,
        response: { 200: QuizSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.quiz(authOf(req), req.params.id),
  );
  r.get(
    '/question',
    {
      schema: {
        tags,
        summary: 'Questions (rubrics for admins and authors)',
        response: { 200: z.array(QuestionSchema), ...errors },
      },
      config: user,
    },
    async (req) => service.questions(authOf(req)),
  );
  r.get(
    '/question/:id',
    {
      schema: {
        tags,
        summary: 'One question',
        params: IdParamsSchema,
        response: { 200: QuestionSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.question(authOf(req), req.params.id),
  );
}

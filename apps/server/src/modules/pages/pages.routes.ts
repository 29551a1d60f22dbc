import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { CoursePageSchema, HomePageSchema, HomeQuerySchema, QuizzesPageSchema } from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401);

/** One call per learner page: Home, Courses and Featured Quizzes. */
export async function pagesRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.pages;
  const user = { access: 'user' } as const;
  const tags = ['pages'];

  r.get(
    '/pages/home',
    {
      schema: {
        tags,
        summary: 'Home: dashboard, continue learning, featured quizzes',
        querystring: HomeQuerySchema,
        response: { 200: HomePageSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.home(authOf(req), req.query.tz_offset),
  );
  r.get(
    '/pages/course',
    {
      schema: {
        tags,
        summary: 'Courses page: course and area cards with quiz cards',
        response: { 200: CoursePageSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.course(authOf(req)),
  );
  r.get(
    '/pages/quizzes',
    {
      schema: {
        tags,
        summary: 'Featured Quizzes page: sections of quiz cards',
        response: { 200: QuizzesPageSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.quizzes(authOf(req)),
  );
}

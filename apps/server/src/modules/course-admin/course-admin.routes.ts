import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAreaSchema,
  AdminCourseSchema,
  AdminQuizSchema,
  AreaCreateBodySchema,
  AreaParamsSchema,
  AreaUpdateBodySchema,
  CourseCreateBodySchema,
  CourseIdParamsSchema,
  CourseUpdateBodySchema,
  IdParamsSchema,
  QuizCreateBodySchema,
  QuizUpdateBodySchema,
  ROLE,
  SuccessSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
// docs/product/administration.md, "Admin access": course content is an admin screen; the service scopes every
// call to the admin's tenant.
const admins = { access: [ROLE.Admin] } as const;

/** Course administration under /api (docs/product/administration.md, "Course admin"). */
export async function courseAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.courseAdmin;
  const tags = ['course admin'];

  r.get(
    '/course/admin',
    {
      schema: {
        tags,
        summary: 'Every course, area and quiz of the tenant, drafts included, with publish state',
        response: { 200: z.array(AdminCourseSchema), ...errors },
      },
      config: admins,
    },
    async (req) => service.tree(authOf(req)),
  );
  r.put(
    '/course/:id',
    {
      schema: {
        tags,
        summary: 'Edit a course header',
        params: IdParamsSchema,
        body: CourseUpdateBodySchema,
        response: { 200: AdminCourseSchema, ...errors },
      },
      config: admins,
    },
    async (req) => service.updateCourse(authOf(req), req.params.id, req.body),
  );
  r.put(
    '/course/:courseId/area/:areaId',
    {
      schema: {
        tags,
        summary: 'Rename an area',
        params: AreaParamsSchema,
        body: AreaUpdateBodySchema,
        response: { 200: AdminAreaSchema, ...errors },
      },
      config: admins,
    },
    async (req) => service.updateArea(authOf(req), req.params.courseId, req.params.areaId, req.body),
  );
  r.put(
    '/quiz/:id',
    {
      schema: {
        tags,
        summary: 'Edit a quiz section: name, context, roles and its ordered questions',
        params: IdParamsSchema,
        body: QuizUpdateBodySchema,
        response: { 200: AdminQuizSchema, ...errors },
      },
      config: admins,
    },
    async (req) => service.updateQuiz(authOf(req), req.params.id, req.body),
  );

  // docs/product/administration.md, "Creating and deleting content".
  const ok = { success: true as const };
  r.post(
    '/course',
    {
      schema: {
        tags,
        summary: 'Create a course',
        body: CourseCreateBodySchema,
        response: { 201: AdminCourseSchema, ...errors },
      },
      config: admins,
    },
    async (req, reply) => reply.code(201).send(await service.createCourse(authOf(req), req.body)),
  );
  r.delete(
    '/course/:id',
    {
      schema: {
        tags,
        summary: 'Delete a course with its areas and quizzes (attempt history stays)',
        params: IdParamsSchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: admins,
    },
    async (req) => {
      await service.deleteCourse(authOf(req), req.params.id);
      return ok;
    },
  );
  r.post(
    '/course/:courseId/area',
    {
      schema: {
        tags,
        summary: 'Add an area to a course',
        params: CourseIdParamsSchema,
        body: AreaCreateBodySchema,
        response: { 201: AdminAreaSchema, ...errors },
      },
      config: admins,
    },
    async (req, reply) =>
      reply.code(201).send(await service.createArea(authOf(req), req.params.courseId, req.body)),
  );
  r.delete(
    '/course/:courseId/area/:areaId',
    {
      schema: {
        tags,
        summary: 'Delete an area with its quizzes (attempt history stays)',
        params: AreaParamsSchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: admins,
    },
    async (req) => {
      await service.deleteArea(authOf(req), req.params.courseId, req.params.areaId);
      return ok;
    },
  );
  r.post(
    '/quiz',
    {
      schema: {
        tags,
        summary: 'Create a quiz in an area from questions of the bank, in order',
        body: QuizCreateBodySchema,
        response: { 201: AdminQuizSchema, ...errors },
      },
      config: admins,
    },
    async (req, reply) => reply.code(201).send(await service.createQuiz(authOf(req), req.body)),
  );
  r.delete(
    '/quiz/:id',
    {
      schema: {
        tags,
        summary: 'Delete a quiz (attempt history stays; its questions stay in the bank)',
        params: IdParamsSchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: admins,
    },
    async (req) => {
      await service.deleteQuiz(authOf(req), req.params.id);
      return ok;
    },
  );
}

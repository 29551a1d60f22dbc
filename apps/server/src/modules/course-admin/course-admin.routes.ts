import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminAreaSchema,
  AdminCourseSchema,
  AdminQuizSchema,
  AreaParamsSchema,
  AreaUpdateBodySchema,
  CourseUpdateBodySchema,
  IdParamsSchema,
  QuizUpdateBodySchema,
  ROLE,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { createContentRepository } from '../content/content.repository';
import { createCourseAdminRepository } from './course-admin.repository';
import { createCourseAdminService } from './course-admin.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
// docs/product/administration.md, "Admin access": course content is an admin screen; the service scopes every
// call to the admin's tenant.
const admins = { access: [ROLE.Admin] } as const;

/** Course administration under /api (docs/product/administration.md, "Course admin"). */
export async function courseAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createCourseAdminService(
    createCourseAdminRepository(app.db, app.events),
    createContentRepository(app.db),
  );
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
}

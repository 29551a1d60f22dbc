import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createCourseAdminRepository } from './course-admin.repository';
import { createCourseAdminService, type CourseAdminService } from './course-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Courses, areas and quizzes as admins edit them. */
    courseAdmin: { service: CourseAdminService };
  }
}

/** Course administration's service, created once (docs/architecture.md, "One composition root"). */
export const courseAdminPlugin = fp(
  async (app: FastifyInstance) => {
    const repo = createCourseAdminRepository(app.db, app.events);
    app.decorate('courseAdmin', { service: createCourseAdminService(repo, app.content.repo) });
  },
  { name: 'course-admin', dependencies: ['events', 'content'] },
);

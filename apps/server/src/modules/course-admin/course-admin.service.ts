import type {
  AdminArea,
  AdminCourse,
  AdminQuiz,
  AreaUpdateBody,
  CourseUpdateBody,
  QuizUpdateBody,
} from '@wilco/shared';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { ContentRepository } from '../content/content.repository';
import { adminCatalog } from './admin-catalog';
import type { CourseAdminRepository } from './course-admin.repository';

const mismatch = (field: string) => badRequest(`${field} in the body does not match the URL`);

/** The publishing columns a quiz edit sets: none without publish_state (the plain body). */
function publishing(body: QuizUpdateBody) {
  if (body.publish_state === undefined) return {};
  return {
    publish_state: body.publish_state,
    publish_at: body.publish_state === 'scheduled' && body.publish_at ? new Date(body.publish_at) : null,
    expire_at: body.expire_at ? new Date(body.expire_at) : null,
  };
}

/**
 * Course administration (docs/product/administration.md, "Course admin") in the admin's own tenant. Edits are
 * plain replacements, so sending the same body twice leaves the same result.
 */
export function createCourseAdminService(
  repo: CourseAdminRepository,
  content: ContentRepository,
  clock: () => Date = () => new Date(),
) {
  async function tree(auth: AuthContext): Promise<AdminCourse[]> {
    return adminCatalog(await content.catalog(auth.tenantId), clock());
  }
  const findCourse = async (auth: AuthContext, courseId: number) => {
    const course = (await tree(auth)).find((c) => c.course_id === courseId);
    if (!course) throw notFound('Course not found');
    return course;
  };

  return {
    tree,

    async updateCourse(auth: AuthContext, courseId: number, body: CourseUpdateBody): Promise<AdminCourse> {
      if (body.course_id !== courseId) throw mismatch('course_id');
      const fields = { name: body.name, description: body.description };
      if (!(await repo.updateCourse(auth.tenantId, courseId, fields))) throw notFound('Course not found');
      return findCourse(auth, courseId);
    },

    async updateArea(
      auth: AuthContext,
      courseId: number,
      areaId: number,
      body: AreaUpdateBody,
    ): Promise<AdminArea> {
      if (body.course_id !== courseId) throw mismatch('course_id');
      if (body.area_id !== areaId) throw mismatch('area_id');
      if (!(await repo.updateArea(auth.tenantId, courseId, areaId, { name: body.name })))
        throw notFound('Area not found');
      const area = (await findCourse(auth, courseId)).areas.find((a) => a.area_id === areaId);
      if (!area) throw notFound('Area not found');
      return area;
    },

    async updateQuiz(auth: AuthContext, quizId: number, body: QuizUpdateBody): Promise<AdminQuiz> {
      if (body.quiz_id !== quizId) throw mismatch('quiz_id');
      if (!(await repo.quizExists(auth.tenantId, quizId))) throw notFound('Quiz not found');
      const known = await repo.knownQuestionIds(auth.tenantId, body.question_ids);
      const unknown = body.question_ids.filter((id) => !known.has(id));
      if (unknown.length) throw badRequest(`Unknown question ids: ${unknown.join(', ')}`, { unknown });
      await repo.updateQuiz(
        auth.tenantId,
        quizId,
        { name: body.name, context: body.context, roles: body.roles, ...publishing(body) },
        body.question_ids,
      );
      const quiz = (await tree(auth))
        .flatMap((c) => c.areas.flatMap((a) => a.quizzes))
        .find((q) => q.quiz_id === quizId);
      if (!quiz) throw notFound('Quiz not found');
      return quiz;
    },
  };
}
export type CourseAdminService = ReturnType<typeof createCourseAdminService>;

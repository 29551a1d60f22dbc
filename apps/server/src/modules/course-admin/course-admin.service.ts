import type {
  AdminArea,
  AdminCourse,
  AdminQuiz,
  AreaCreateBody,
  AreaUpdateBody,
  CourseCreateBodySchema,
  CourseUpdateBody,
  QuizCreateBody,
  QuizUpdateBody,
} from '@wilco/shared';
import type { z } from 'zod';
import { badRequest, notFound } from '../../lib/http-errors';
import type { AuthContext } from '../../plugins/access';
import type { ContentRepository } from '../content/content.repository';
import { adminCatalog } from './admin-catalog';
import type { CourseAdminRepository } from './course-admin.repository';

const mismatch = (field: string) => badRequest(`${field} in the body does not match the URL`);

/** The publishing columns a quiz edit sets: none without publish_state (the plain body). */
function publishing(body: QuizUpdateBody | QuizCreateBody) {
  if (body.publish_state === undefined) return {};
  return {
    publish_state: body.publish_state,
    publish_at: body.publish_state === 'scheduled' && body.publish_at ? new Date(body.publish_at) : null,
    expire_at: body.expire_at ? new Date(body.expire_at) : null,
  };
}

/** The quiz row's own columns from a builder body (its questions are stored apart). */
const quizColumns = (body: QuizCreateBody | QuizUpdateBody) => ({
  name: body.name,
  context: body.context,
  everyone: body.everyone,
  roles: body.roles,
  ...publishing(body),
});

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

  const findQuiz = async (auth: AuthContext, quizId: number) => {
    const quiz = (await tree(auth))
      .flatMap((c) => c.areas.flatMap((a) => a.quizzes))
      .find((q) => q.quiz_id === quizId);
    if (!quiz) throw notFound('Quiz not found');
    return quiz;
  };
  const checkQuestions = async (auth: AuthContext, ids: number[]) => {
    const known = await repo.knownQuestionIds(auth.tenantId, ids);
    const unknown = ids.filter((id) => !known.has(id));
    if (unknown.length) throw badRequest(`Unknown question ids: ${unknown.join(', ')}`, { unknown });
  };

  return {
    tree,

    async createCourse(
      auth: AuthContext,
      body: z.output<typeof CourseCreateBodySchema>,
    ): Promise<AdminCourse> {
      return findCourse(auth, await repo.createCourse(auth.tenantId, body));
    },

    async createArea(auth: AuthContext, courseId: number, body: AreaCreateBody): Promise<AdminArea> {
      const areaId = await repo.createArea(auth.tenantId, courseId, body.name);
      if (areaId === null) throw notFound('Course not found');
      const area = (await findCourse(auth, courseId)).areas.find((a) => a.area_id === areaId);
      if (!area) throw notFound('Area not found');
      return area;
    },

    /** The quiz builder's "create": a quiz from the bank, questions in the order given. */
    async createQuiz(auth: AuthContext, body: QuizCreateBody): Promise<AdminQuiz> {
      if (!(await repo.areaExists(auth.tenantId, body.area_id))) throw notFound('Area not found');
      await checkQuestions(auth, body.question_ids);
      const quizId = await repo.createQuiz(auth.tenantId, body.area_id, quizColumns(body), body.question_ids);
      return findQuiz(auth, quizId);
    },

    async deleteCourse(auth: AuthContext, courseId: number) {
      if (!(await repo.deleteCourse(auth.tenantId, courseId))) throw notFound('Course not found');
    },
    async deleteArea(auth: AuthContext, courseId: number, areaId: number) {
      if (!(await repo.deleteArea(auth.tenantId, courseId, areaId))) throw notFound('Area not found');
    },
    async deleteQuiz(auth: AuthContext, quizId: number) {
      if (!(await repo.deleteQuiz(auth.tenantId, quizId))) throw notFound('Quiz not found');
    },

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
      await checkQuestions(auth, body.question_ids);
      await repo.updateQuiz(auth.tenantId, quizId, quizColumns(body), body.question_ids);
      return findQuiz(auth, quizId);
    },
  };
}
export type CourseAdminService = ReturnType<typeof createCourseAdminService>;

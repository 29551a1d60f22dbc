import { quizDisplayState, type AdminCourse, type AdminQuiz } from '@wilco/shared';
import type { Catalog, QuizRow } from '../content/content.repository';

/** The whole course tree of a tenant for its admins: every quiz, drafts and expired ones too. */
export function adminCatalog(catalog: Catalog, now: Date): AdminCourse[] {
  const questionIds = new Map<number, number[]>();
  for (const qq of catalog.quizQuestions) {
    const list = questionIds.get(qq.quiz_id) ?? [];
    list.push(qq.question_id);
    questionIds.set(qq.quiz_id, list);
  }
  const quiz = (q: QuizRow, courseId: number): AdminQuiz => ({
    quiz_id: q.quiz_id,
    name: q.name,
    context: q.context,
    roles: q.roles,
    publish_state: q.publish_state,
    publish_at: q.publish_at?.toISOString() ?? null,
    expire_at: q.expire_at?.toISOString() ?? null,
    display_state: quizDisplayState(q, now),
    area_id: q.area_id,
    course_id: courseId,
    question_ids: questionIds.get(q.quiz_id) ?? [],
  });
  return catalog.courses.map((c) => ({
    course_id: c.course_id,
    name: c.name,
    description: c.description,
    kind: c.kind,
    areas: catalog.areas
      .filter((a) => a.course_id === c.course_id)
      .map((a) => ({
        area_id: a.area_id,
        name: a.name,
        description: a.description,
        quizzes: catalog.quizzes.filter((q) => q.area_id === a.area_id).map((q) => quiz(q, c.course_id)),
      })),
  }));
}

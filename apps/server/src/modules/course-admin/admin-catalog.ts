import { quizDisplayState, type AdminCourse, type AdminQuiz } from '@wilco/shared';
import { courseTree, questionIdsByQuiz } from '../content/catalog';
import type { Catalog, QuizRow } from '../content/content.repository';

/** The whole course tree of a tenant for its admins: every quiz, drafts and expired ones too. */
export function adminCatalog(catalog: Catalog, now: Date): AdminCourse[] {
  const questionIds = questionIdsByQuiz(catalog);
  const quiz = (q: QuizRow, courseId: number): AdminQuiz => ({
    quiz_id: q.quiz_id,
    name: q.name,
    context: q.context,
    everyone: q.everyone,
    roles: q.roles,
    publish_state: q.publish_state,
    publish_at: q.publish_at?.toISOString() ?? null,
    expire_at: q.expire_at?.toISOString() ?? null,
    display_state: quizDisplayState(q, now),
    area_id: q.area_id,
    course_id: courseId,
    question_ids: questionIds.get(q.quiz_id) ?? [],
  });
  return courseTree(catalog, quiz);
}

import { canTakeQuiz, isQuizLive, type Course, type QuizSummary } from '@wilco/shared';
import type { Catalog, QuizRow } from './content.repository';

export type Viewer = { roles: readonly string[] };

/** Each quiz's question ids, in the quiz's order. */
export function questionIdsByQuiz(catalog: Catalog): Map<number, number[]> {
  const questionIds = new Map<number, number[]>();
  for (const qq of catalog.quizQuestions) {
    const list = questionIds.get(qq.quiz_id) ?? [];
    list.push(qq.question_id);
    questionIds.set(qq.quiz_id, list);
  }
  return questionIds;
}

type Tree<Q> = {
  course_id: number;
  name: string;
  description: string;
  kind: Catalog['courses'][number]['kind'];
  areas: { area_id: number; name: string; description: string; quizzes: Q[] }[];
};

/**
 * Courses → areas → quizzes from the catalog rows. `toQuiz` shapes each quiz for its reader
 * (learner or admin), and `keep` says which quizzes that reader may see.
 */
export function courseTree<Q>(
  catalog: Catalog,
  toQuiz: (q: QuizRow, courseId: number) => Q,
  keep: (q: QuizRow) => boolean = () => true,
): Tree<Q>[] {
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
        quizzes: catalog.quizzes
          .filter((q) => q.area_id === a.area_id && keep(q))
          .map((q) => toQuiz(q, c.course_id)),
      })),
  }));
}

function summaries(catalog: Catalog) {
  const questionIds = questionIdsByQuiz(catalog);
  return (q: QuizRow, courseId: number): QuizSummary => ({
    quiz_id: q.quiz_id,
    name: q.name,
    context: q.context,
    everyone: q.everyone,
    roles: q.roles,
    publish_state: q.publish_state,
    area_id: q.area_id,
    course_id: courseId,
    question_ids: questionIds.get(q.quiz_id) ?? [],
  });
}

/**
 * The course tree as this viewer may see it: live quizzes they may take
 * (docs/product/learning.md, "Quizzes filter").
 */
export function visibleCatalog(catalog: Catalog, viewer: Viewer, now: Date): Course[] {
  return courseTree(catalog, summaries(catalog), (q) => isQuizLive(q, now) && canTakeQuiz(viewer.roles, q));
}

/** Every quiz of the tenant, drafts and any audience: what its authors and admins may open. */
export function fullCatalog(catalog: Catalog): Course[] {
  return courseTree(catalog, summaries(catalog));
}

export const allQuizzes = (courses: Course[]): QuizSummary[] =>
  courses.flatMap((c) => c.areas.flatMap((a) => a.quizzes));

/** Question ids of a course or area, without repeats, in course order. */
export function questionIdsOf(courses: Course[], scope: { course_id?: number; area_id?: number }): number[] {
  const ids = new Set<number>();
  for (const c of courses) {
    if (scope.course_id !== undefined && c.course_id !== scope.course_id) continue;
    for (const a of c.areas) {
      if (scope.area_id !== undefined && a.area_id !== scope.area_id) continue;
      for (const q of a.quizzes) for (const id of q.question_ids) ids.add(id);
    }
  }
  return [...ids];
}

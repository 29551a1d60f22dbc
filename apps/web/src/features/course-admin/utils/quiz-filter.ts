import type { AdminCourse, AdminQuiz } from '@wilco/shared';

/** Featured-quizzes admin filter (docs/product/administration.md, "Featured-quizzes filter"). */
export type PublishFilter = 'all' | AdminQuiz['display_state'];

export const PUBLISH_FILTER_LABELS: Record<PublishFilter, string> = {
  all: 'All Quizzes',
  published: 'Published',
  scheduled: 'Scheduled',
  expired: 'Expired',
  draft: 'Draft',
};

/**
 * The tree with only the quizzes that match the state and the title search (case-insensitive
 * substring). With no filter and no search every course and area stays, empty ones included,
 * so they can still be edited; otherwise areas and courses left empty are dropped.
 */
export function filterCourseTree(
  courses: AdminCourse[],
  filter: PublishFilter,
  search: string,
): AdminCourse[] {
  const needle = search.trim().toLowerCase();
  if (filter === 'all' && !needle) return courses;
  const matches = (q: AdminQuiz) =>
    (filter === 'all' || q.display_state === filter) && q.name.toLowerCase().includes(needle);
  return courses
    .map((c) => ({
      ...c,
      areas: c.areas
        .map((a) => ({ ...a, quizzes: a.quizzes.filter(matches) }))
        .filter((a) => a.quizzes.length > 0),
    }))
    .filter((c) => c.areas.length > 0);
}

export function countQuizzes(courses: AdminCourse[]): number {
  return courses.reduce((n, c) => n + c.areas.reduce((m, a) => m + a.quizzes.length, 0), 0);
}

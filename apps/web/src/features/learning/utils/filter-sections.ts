import type { FeaturedSection, QuizCard } from '@wilco/shared';

export type QuizFilter = 'All' | 'InProgress' | 'Completed';

export const QUIZ_FILTER_LABELS: Record<QuizFilter, string> = {
  All: 'All Quizzes',
  InProgress: 'In Progress',
  Completed: 'Completed',
};

/** docs/product/learning.md, "Quizzes filter". */
export function matchesFilter(quiz: QuizCard, filter: QuizFilter): boolean {
  if (filter === 'InProgress') return quiz.inProgress;
  if (filter === 'Completed') return !quiz.inProgress && quiz.attempts >= 1;
  return true;
}

/**
 * docs/product/learning.md, "Quizzes filter": a case-insensitive substring match on the title; blank matches
 * everything.
 */
export function matchesSearch(title: string, search: string): boolean {
  const needle = search.trim().toLowerCase();
  return needle === '' || title.toLowerCase().includes(needle);
}

/** Applies the filter and the search to every section and drops the sections left empty. */
export function filterSections(
  sections: readonly FeaturedSection[],
  filter: QuizFilter,
  search: string,
): FeaturedSection[] {
  return sections
    .map((section) => ({
      ...section,
      quizzes: section.quizzes.filter((q) => matchesFilter(q, filter) && matchesSearch(q.name, search)),
    }))
    .filter((section) => section.quizzes.length > 0);
}

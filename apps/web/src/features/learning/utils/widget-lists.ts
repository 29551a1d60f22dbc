import type { FeaturedSection, QuizCard } from '@wilco/shared';
import { matchesSearch } from './filter-sections';

export type WidgetQuiz = { quiz: QuizCard; sectionName: string };
export type WidgetLists = { inProgress: WidgetQuiz[]; sections: FeaturedSection[] };

/**
 * The widget's two lists: quizzes in progress (most recent first, each once even when featured in
 * several sections) and, per section, the quizzes to start. Sections left empty are dropped.
 */
export function widgetLists(sections: readonly FeaturedSection[], search = ''): WidgetLists {
  const seen = new Set<number>();
  const inProgress: WidgetQuiz[] = [];
  for (const section of sections) {
    for (const quiz of section.quizzes) {
      if (!quiz.inProgress || seen.has(quiz.quiz_id) || !matchesSearch(quiz.name, search)) continue;
      seen.add(quiz.quiz_id);
      inProgress.push({ quiz, sectionName: section.name });
    }
  }
  inProgress.sort((a, b) => (b.quiz.last_activity ?? '').localeCompare(a.quiz.last_activity ?? ''));
  const toStart = sections
    .map((s) => ({ ...s, quizzes: s.quizzes.filter((q) => !q.inProgress && matchesSearch(q.name, search)) }))
    .filter((s) => s.quizzes.length > 0);
  return { inProgress, sections: toStart };
}

export function quizCount(sections: readonly FeaturedSection[]): number {
  return new Set(sections.flatMap((s) => s.quizzes.map((q) => q.quiz_id))).size;
}

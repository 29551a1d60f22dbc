import {
  scopeScore,
  toPercentage,
  type AreaCard,
  type Course,
  type CourseCard,
  type FeaturedSection,
  type QuestionProgress,
  type QuizCard,
  type QuizSummary,
} from '@wilco/shared';
import { questionIdsOf } from '../content/catalog';

export type AttemptInfo = {
  quiz_attempt_id: number;
  quiz_id: number | null;
  completed: boolean;
  date_modified: Date;
};

/** Builds the page cards from the visible catalog, the learner's progress and attempts. */
export function createCardBuilder(progress: Map<number, QuestionProgress>, attempts: readonly AttemptInfo[]) {
  const byQuiz = new Map<number, AttemptInfo[]>();
  for (const a of attempts) {
    if (a.quiz_id === null) continue;
    byQuiz.set(a.quiz_id, [...(byQuiz.get(a.quiz_id) ?? []), a]);
  }

  function quizCard(q: QuizSummary, type: QuizCard['type']): QuizCard {
    const list = byQuiz.get(q.quiz_id) ?? [];
    // Newest first: the attempt to resume is the latest unfinished one.
    const sorted = [...list].sort((a, b) => b.date_modified.getTime() - a.date_modified.getTime());
    const active = sorted.find((a) => !a.completed) ?? null;
    const score = scopeScore(q.question_ids, progress);
    return {
      quiz_id: q.quiz_id,
      name: q.name,
      context: q.context,
      question_count: q.question_ids.length,
      type,
      course_id: q.course_id,
      area_id: q.area_id,
      quizAttemptID: active?.quiz_attempt_id ?? null,
      inProgress: active !== null,
      attempts: list.filter((a) => a.completed).length,
      scorePercentage: toPercentage(score.score),
      attemptedQuestions: score.attempted,
      last_activity: sorted[0]?.date_modified.toISOString() ?? null,
    };
  }

  function scopeCard(
    courses: Course[],
    scope: { course_id?: number; area_id?: number },
    quizzes: QuizCard[],
  ) {
    const score = scopeScore(questionIdsOf(courses, scope), progress);
    return {
      attemptedQuestions: score.attempted,
      totalQuestions: score.total,
      quizzesInProgress: quizzes.filter((q) => q.inProgress).length,
      scorePercentage: toPercentage(score.score),
    };
  }

  return {
    quizCard,
    courseCards(courses: Course[]): CourseCard[] {
      return courses
        .filter((c) => c.kind === 'course')
        .map((c) => {
          const subCourses: AreaCard[] = c.areas.map((a) => {
            const quizzes = a.quizzes.map((q) => quizCard(q, 'course'));
            return {
              area_id: a.area_id,
              title: a.name,
              description: a.description,
              ...scopeCard(courses, { area_id: a.area_id }, quizzes),
              quizzes,
            };
          });
          const all = subCourses.flatMap((s) => s.quizzes);
          return {
            course_id: c.course_id,
            title: c.name,
            description: c.description,
            ...scopeCard(courses, { course_id: c.course_id }, all),
            subCourses,
          };
        });
    },
    featuredSections(courses: Course[]): FeaturedSection[] {
      return courses
        .filter((c) => c.kind === 'featured')
        .flatMap((c) => c.areas)
        .map((a) => ({
          area_id: a.area_id,
          name: a.name,
          quizzes: a.quizzes.map((q) => quizCard(q, 'featured')),
        }))
        .filter((s) => s.quizzes.length > 0);
    },
  };
}

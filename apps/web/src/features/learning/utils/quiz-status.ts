import type { QuizCard } from '@wilco/shared';
import type { QuizOrigin } from '../../../lib/quiz-launch';

export type QuizStatus = 'In progress' | 'Completed' | 'Not started';

/**
 * docs/product/learning.md, "Counts and rounding": a quiz with an active attempt is in progress; completed
 * needs one finished attempt.
 */
export function quizStatus(quiz: Pick<QuizCard, 'inProgress' | 'attempts'>): QuizStatus {
  if (quiz.inProgress) return 'In progress';
  return quiz.attempts >= 1 ? 'Completed' : 'Not started';
}

/** Share of the quiz's questions the learner has attempted, 0..100. */
export function attemptedPercent(quiz: Pick<QuizCard, 'attemptedQuestions' | 'question_count'>): number {
  if (quiz.question_count <= 0) return 0;
  return Math.min(100, Math.round((quiz.attemptedQuestions / quiz.question_count) * 100));
}

export function originOf(quiz: Pick<QuizCard, 'type'>): QuizOrigin {
  return quiz.type === 'course' ? 'course' : 'featured';
}

import type { QuizAttempt } from '@wilco/shared';
import type { QuizLaunchData, QuizMode, QuizOrigin } from '../../../lib/quiz-launch';

/** The player's hand-off for a new attempt: its questions in the order they will be asked. */
export function launchData(
  attempt: QuizAttempt,
  how: { quiz_id: number | null; title: string; mode: QuizMode; origin: QuizOrigin },
): QuizLaunchData {
  const ordered = [...attempt.question_attempts].sort((a, b) => a.position - b.position);
  return { attempt, ...how, questionIds: ordered.map((q) => q.question_id) };
}

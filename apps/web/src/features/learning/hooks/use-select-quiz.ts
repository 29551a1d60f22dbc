import type { QuizCard } from '@wilco/shared';
import { useCallback } from 'react';
import { useQuizLaunch } from '../../../lib/quiz-launch';
import { useQuizPanel } from '../stores/quiz-panel-store';
import { originOf } from '../utils/quiz-status';

/**
 * docs/product/learning.md, "Selecting a quiz": a quiz in progress is resumed; any other opens its
 * side card. Sample quizzes always open the side card (there is no attempt to resume).
 */
export function useSelectQuiz(isSample: boolean) {
  const open = useQuizPanel((s) => s.open);
  const resume = useQuizLaunch((s) => s.resume);
  return useCallback(
    (quiz: QuizCard) => {
      if (!isSample && quiz.inProgress && quiz.quizAttemptID !== null) {
        resume(quiz.quizAttemptID, originOf(quiz));
        return;
      }
      open(quiz, 'details', isSample);
    },
    [isSample, open, resume],
  );
}

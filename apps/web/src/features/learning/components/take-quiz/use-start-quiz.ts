import type { QuizCard } from '@wilco/shared';
import { useQuizLaunch, type QuizMode } from '../../../../lib/quiz-launch';
import { notify } from '../../../../lib/notifications';
import { useCreateQuizAttempt } from '../../api/create-quiz-attempt';
import {
  buildQuestionSet,
  QUESTION_SET_ERROR,
  type QuestionScore,
  type StartQuestionSet,
} from '@wilco/shared';
import { launchData } from '../../utils/launch-data';
import { originOf } from '../../utils/quiz-status';

export type StartChoice = { mode: QuizMode; set: StartQuestionSet; numQuestions: number };

/**
 * Builds the question set (docs/product/quiz-player.md, "Question sets"), creates the attempt and hands it to
 * the quiz player.
 */
export function useStartQuiz(quiz: QuizCard, onStarted: () => void) {
  const create = useCreateQuizAttempt();
  const launch = useQuizLaunch((s) => s.launch);

  const start = (choice: StartChoice, scores: readonly QuestionScore[]) => {
    const built = buildQuestionSet(choice.set, scores, choice.numQuestions);
    if (!built.ok) {
      notify({ message: QUESTION_SET_ERROR, color: 'error' });
      return;
    }
    create.mutate(
      {
        quiz_id: quiz.quiz_id,
        // docs/product/quiz-player.md, "Attempts": null asks for the whole quiz.
        question_ids: choice.set === 'All' ? null : built.questionIds,
        area_id: quiz.area_id,
        course_id: quiz.course_id,
        attempt_type: choice.mode,
        question_set: choice.set,
      },
      {
        onSuccess: (attempt) => {
          launch(
            launchData(attempt, {
              quiz_id: quiz.quiz_id,
              title: quiz.name,
              mode: choice.mode,
              origin: originOf(quiz),
            }),
          );
          onStarted();
        },
      },
    );
  };

  return { start, isStarting: create.isPending };
}

import type { StartReviewBody } from '@wilco/shared';
import { useQuizLaunch, type QuizMode, type QuizOrigin } from '../../../../lib/quiz-launch';
import { useStartReview } from '../../api/start-review';
import { launchData } from '../../utils/launch-data';

/**
 * Starts a quiz of the due questions (docs/product/spaced-review.md) and hands it to the normal
 * player; a 409 'Error setting up quiz' is shown by the app's mutation notifications.
 */
export function useReviewNow(origin: QuizOrigin, onStarted: () => void = () => undefined) {
  const start = useStartReview();
  const launch = useQuizLaunch((s) => s.launch);
  const review = (quizId: StartReviewBody['quiz_id'], mode: QuizMode) =>
    start.mutate(
      { quiz_id: quizId, attempt_type: mode, tz_offset: new Date().getTimezoneOffset() },
      {
        onSuccess: (attempt) => {
          launch(launchData(attempt, { quiz_id: attempt.quiz_id, title: attempt.name, mode, origin }));
          onStarted();
        },
      },
    );
  return { review, isStarting: start.isPending };
}

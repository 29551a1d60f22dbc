import { QUESTION_SET_ERROR, type StartReviewBody } from '@wilco/shared';
import { ApiError } from '../../../../lib/api-client';
import { notificationForError } from '../../../../lib/api-errors';
import { notify } from '../../../../lib/notifications';
import { useQuizLaunch, type QuizMode, type QuizOrigin } from '../../../../lib/quiz-launch';
import { useStartReview } from '../../api/start-review';
import { launchData } from '../../utils/launch-data';

/** Nothing due is the spec's 'Error setting up quiz', as for the sets built from scores. */
function notifyFailure(error: Error) {
  if (error instanceof ApiError && error.status === 409) {
    notify({ message: QUESTION_SET_ERROR, color: 'error' });
    return;
  }
  const { isFallback: _isFallback, ...payload } = notificationForError(error, { method: 'POST' });
  notify(payload);
}

/** Starts a quiz of the due questions (docs/product/spaced-review.md) in the normal player. */
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
        onError: notifyFailure,
      },
    );
  return { review, isStarting: start.isPending };
}

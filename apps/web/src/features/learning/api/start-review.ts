import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuizAttemptSchema, type QuizAttempt, type StartReviewBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/**
 * `POST /api/review/quiz_attempt`: a quiz of the questions due (of one quiz, or quiz_id null
 * across courses); 409 'Error setting up quiz' when nothing is due.
 */
export function startReview(body: StartReviewBody): Promise<QuizAttempt> {
  return apiFetch('/review/quiz_attempt', { method: 'POST', body, schema: QuizAttemptSchema });
}

export function useStartReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startReview,
    // use-review-now says 'Error setting up quiz' itself when nothing is due.
    meta: { method: 'POST', suppressErrorNotification: true },
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: ['pages'] });
      void queryClient.invalidateQueries({ queryKey: ['review'] });
      if (attempt.quiz_id !== null)
        void queryClient.invalidateQueries({ queryKey: ['attempts', 'quiz', attempt.quiz_id] });
    },
  });
}

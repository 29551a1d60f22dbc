import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuizAttemptSchema, type CreateQuizAttemptBody, type QuizAttempt } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `POST /api/attempt/quiz_attempt`: starts an attempt (question_ids null = the whole quiz). */
export function createQuizAttempt(body: CreateQuizAttemptBody): Promise<QuizAttempt> {
  return apiFetch('/attempt/quiz_attempt', { method: 'POST', body, schema: QuizAttemptSchema });
}

export function useCreateQuizAttempt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuizAttempt,
    meta: { method: 'POST' },
    // The new attempt is in progress: every page's cards and the quiz's attempts change.
    onSuccess: (attempt) => {
      void queryClient.invalidateQueries({ queryKey: ['pages'] });
      void queryClient.invalidateQueries({ queryKey: ['attempts', 'quiz', attempt.quiz_id] });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizAttemptSchema, type QuizAttempt } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/attempt/quiz_attempt/{id}`: one attempt with its question attempts. */
export function getQuizAttempt(quizAttemptId: number, signal?: AbortSignal): Promise<QuizAttempt> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, { schema: QuizAttemptSchema, signal });
}

export const quizAttemptQueryOptions = (quizAttemptId: number) =>
  queryOptions({
    queryKey: ['attempts', 'attempt', quizAttemptId] as const,
    queryFn: ({ signal }) => getQuizAttempt(quizAttemptId, signal),
    staleTime: 0,
  });

export function useQuizAttempt(quizAttemptId: number | null) {
  return useQuery({ ...quizAttemptQueryOptions(quizAttemptId ?? 0), enabled: quizAttemptId !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizSchema, type Quiz } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/quiz/{id}`: the quiz with its questions in order. */
export function getQuiz(quizId: number, signal?: AbortSignal): Promise<Quiz> {
  return apiFetch(`/quiz/${quizId}`, { schema: QuizSchema, signal });
}

export const quizQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: ['quiz', quizId] as const,
    queryFn: ({ signal }) => getQuiz(quizId, signal),
    staleTime: 5 * 60_000,
  });

export function useQuiz(quizId: number | null) {
  return useQuery({ ...quizQueryOptions(quizId ?? 0), enabled: quizId !== null });
}

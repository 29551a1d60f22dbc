import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizAttemptsForQuizSchema } from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

export type QuizAttemptsForQuiz = z.infer<typeof QuizAttemptsForQuizSchema>;

/** `GET /api/attempt/quiz/{quizId}`: the learner's attempts and per-question scores. */
export function getQuizAttempts(quizId: number, signal?: AbortSignal): Promise<QuizAttemptsForQuiz> {
  return apiFetch(`/attempt/quiz/${quizId}`, { schema: QuizAttemptsForQuizSchema, signal });
}

export const quizAttemptsQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: ['attempts', 'quiz', quizId] as const,
    queryFn: ({ signal }) => getQuizAttempts(quizId, signal),
    // Scores change with every answer; ask again each time a card or the modal opens.
    staleTime: 0,
  });

export function useQuizAttempts(quizId: number | null) {
  return useQuery({ ...quizAttemptsQueryOptions(quizId ?? 0), enabled: quizId !== null });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizSchema, type Quiz } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';

/**
 * `GET /api/quiz/{id}`: one quiz as saved now, drafts too for admins, fresh for the edit card
 * (docs/product/administration.md, "Admin fetches").
 */
export async function getAdminQuiz(quizId: number, signal?: AbortSignal): Promise<Quiz> {
  const quiz = await apiFetch(`/quiz/${quizId}`, { schema: QuizSchema, signal });
  notify({ message: 'Successfully obtained specific quiz.', color: 'success' });
  return quiz;
}

export function useAdminQuiz(quizId: number) {
  return useQuery(
    queryOptions({
      queryKey: ['course-admin', 'quiz', quizId] as const,
      queryFn: ({ signal }) => getAdminQuiz(quizId, signal),
      // Admin fetch failures are only logged (the card says so in place), never retried into a loop.
      retry: false,
      // Dropped when the card closes, so each opening reads the quiz as saved then.
      gcTime: 0,
    }),
  );
}

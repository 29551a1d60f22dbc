import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizzesPageSchema, type QuizzesPage } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/pages/quizzes`: featured quiz sections. */
export function getQuizzesPage(signal?: AbortSignal): Promise<QuizzesPage> {
  return apiFetch('/pages/quizzes', { schema: QuizzesPageSchema, signal });
}

export const quizzesPageQueryOptions = () =>
  queryOptions({
    queryKey: ['pages', 'quizzes'] as const,
    queryFn: ({ signal }) => getQuizzesPage(signal),
  });

export function useQuizzesPage({ enabled = true } = {}) {
  return useQuery({ ...quizzesPageQueryOptions(), enabled });
}

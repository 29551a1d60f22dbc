import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { QuestionSchema, type Question } from '@wilco/shared';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';

/** `GET /api/question`: the tenant's question bank with rubrics (admins). */
export async function getQuestions(signal?: AbortSignal): Promise<Question[]> {
  const questions = await apiFetch('/question', { schema: z.array(QuestionSchema), signal });
  notify({ message: 'Successfully obtained all questions.', color: 'success' });
  return questions;
}

export const ADMIN_QUESTIONS_QUERY_KEY = ['course-admin', 'questions'] as const;

export const adminQuestionsQueryOptions = () =>
  queryOptions({
    queryKey: ADMIN_QUESTIONS_QUERY_KEY,
    queryFn: ({ signal }) => getQuestions(signal),
    retry: false,
  });

export function useAdminQuestions() {
  return useQuery(adminQuestionsQueryOptions());
}

/** After a create or an edit the list and the view card show the saved question at once. */
export function rememberQuestion(queryClient: QueryClient, saved: Question): void {
  queryClient.setQueryData<Question[]>(ADMIN_QUESTIONS_QUERY_KEY, (list) =>
    list?.some((q) => q.question_id === saved.question_id)
      ? list.map((q) => (q.question_id === saved.question_id ? saved : q))
      : [...(list ?? []), saved],
  );
  queryClient.setQueryData(['course-admin', 'question', saved.question_id], saved);
}

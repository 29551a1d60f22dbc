import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuestionSchema, type Question } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { notify } from '../../../lib/notifications';

/** `GET /api/question/{id}`: one question with its rubric, fresh for the view and edit cards. */
export async function getQuestion(questionId: number, signal?: AbortSignal): Promise<Question> {
  const question = await apiFetch(`/question/${questionId}`, { schema: QuestionSchema, signal });
  notify({ message: 'Successfully obtained specific question.', color: 'success' });
  return question;
}

export const adminQuestionQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: ['course-admin', 'question', questionId] as const,
    queryFn: ({ signal }) => getQuestion(questionId, signal),
    retry: false,
  });

export function useAdminQuestion(questionId: number | null) {
  return useQuery({ ...adminQuestionQueryOptions(questionId ?? 0), enabled: questionId !== null });
}

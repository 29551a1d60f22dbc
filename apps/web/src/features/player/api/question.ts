import { queryOptions } from '@tanstack/react-query';
import { QuestionSchema, type Question, type QuestionUpsertBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { playerKeys } from './player-keys';

/** `GET /api/question/{id}`: with its rubric for admins and authors. */
export function fetchQuestion(questionId: number, signal?: AbortSignal): Promise<Question> {
  return apiFetch(`/question/${questionId}`, { schema: QuestionSchema, signal });
}

/** Read afresh when the editor opens: another author may have changed it. */
export const questionQueryOptions = (questionId: number) =>
  queryOptions({
    queryKey: playerKeys.question(questionId),
    queryFn: ({ signal }) => fetchQuestion(questionId, signal),
    staleTime: 0,
    retry: false,
  });

/** `PUT /api/question/{id}` (docs/product/authoring.md, "Question bank"). */
export function updateQuestion(questionId: number, body: QuestionUpsertBody): Promise<Question> {
  return apiFetch(`/question/${questionId}`, { method: 'PUT', body, schema: QuestionSchema });
}

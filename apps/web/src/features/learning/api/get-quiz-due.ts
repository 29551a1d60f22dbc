import { queryOptions, useQuery } from '@tanstack/react-query';
import { QuizDueSchema, type QuizDue } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/review/quiz/{quiz_id}`: how many of one quiz's questions are due now. */
export function getQuizDue(quizId: number, tzOffset: number, signal?: AbortSignal): Promise<QuizDue> {
  return apiFetch(`/review/quiz/${quizId}?tz_offset=${tzOffset}`, { schema: QuizDueSchema, signal });
}

export const quizDueQueryOptions = (quizId: number, tzOffset = new Date().getTimezoneOffset()) =>
  queryOptions({
    queryKey: ['review', 'quiz', quizId, tzOffset] as const,
    queryFn: ({ signal }) => getQuizDue(quizId, tzOffset, signal),
  });

/** The take-quiz Due choice's count (docs/product/spaced-review.md, "Due counts and the due set"). */
export function useQuizDue(quizId: number) {
  return useQuery({ ...quizDueQueryOptions(quizId), select: (data) => data.due });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestionSchema, type Question, type QuestionUpsertBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { rememberQuestion } from './get-questions';

/** `PUT /api/question/{id}` (docs/product/authoring.md, "Question bank"). */
export function updateQuestion(questionId: number, body: QuestionUpsertBody): Promise<Question> {
  return apiFetch(`/question/${questionId}`, { method: 'PUT', body, schema: QuestionSchema });
}

export function useUpdateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuestionUpsertBody & { question_id: number }) =>
      updateQuestion(body.question_id, body),
    meta: { method: 'PUT' },
    onSuccess: (saved) => {
      rememberQuestion(queryClient, saved);
      // A quiz being played may hold the old rubric.
      void queryClient.invalidateQueries({ queryKey: ['quiz'] });
    },
    onError: (error) => console.error('Question update failed', error),
  });
}

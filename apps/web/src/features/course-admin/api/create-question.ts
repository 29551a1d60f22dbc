import { useMutation, useQueryClient } from '@tanstack/react-query';
import { QuestionSchema, type Question, type QuestionUpsertBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';
import { rememberQuestion } from './get-questions';

/** `POST /api/question` (docs/product/authoring.md, "Question bank"). */
export function createQuestion(body: QuestionUpsertBody): Promise<Question> {
  return apiFetch('/question', { method: 'POST', body, schema: QuestionSchema });
}

export function useCreateQuestion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createQuestion,
    meta: { method: 'POST' },
    onSuccess: (saved) => rememberQuestion(queryClient, saved),
    // docs/product/authoring.md, "Question bank": a failed save is logged and clears the loading flag; the
    // card shows why too.
    onError: (error) => console.error('Question create failed', error),
  });
}

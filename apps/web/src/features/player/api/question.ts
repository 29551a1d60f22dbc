import { QuestionSchema, type Question, type QuestionUpsertBody } from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/question/{id}`: with its rubric for admins and authors. */
export function fetchQuestion(questionId: number): Promise<Question> {
  return apiFetch(`/question/${questionId}`, { schema: QuestionSchema });
}

/** `PUT /api/question/{id}` (docs/product/authoring.md, "Question bank"). */
export function updateQuestion(questionId: number, body: QuestionUpsertBody): Promise<Question> {
  return apiFetch(`/question/${questionId}`, { method: 'PUT', body, schema: QuestionSchema });
}

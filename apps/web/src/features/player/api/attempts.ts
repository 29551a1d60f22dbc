import {
  QuizAttemptSchema,
  QuizSchema,
  type Quiz,
  type QuizAttempt,
  type UpdateQuizAttemptBody,
} from '@wilco/shared';
import { apiFetch } from '../../../lib/api-client';

/** `GET /api/attempt/quiz_attempt/{id}`: the attempt being resumed. */
export function fetchQuizAttempt(quizAttemptId: number): Promise<QuizAttempt> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, { schema: QuizAttemptSchema });
}

/** `GET /api/quiz/{id}`: question text and answer, shown when a question is skipped. */
export function fetchQuiz(quizId: number): Promise<Quiz> {
  return apiFetch(`/quiz/${quizId}`, { schema: QuizSchema });
}

/** `PUT /api/attempt/quiz_attempt/{id}` (spec 02 §7): saves one question's result. */
export function saveQuestionAttempt(quizAttemptId: number, body: UpdateQuizAttemptBody): Promise<unknown> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, { method: 'PUT', body });
}

/** `POST /api/attempt/quiz_attempt/{id}/complete`. */
export function completeQuizAttempt(quizAttemptId: number): Promise<unknown> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}/complete`, { method: 'POST' });
}

import {
  QuizAttemptsForQuizSchema,
  QuizAttemptSchema,
  type CreateQuizAttemptBody,
  QuizSchema,
  type Quiz,
  type QuizAttempt,
  type UpdateQuizAttemptBody,
} from '@wilco/shared';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';

type QuizAttemptsForQuiz = z.infer<typeof QuizAttemptsForQuizSchema>;

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

/** `GET /api/attempt/quiz/{quizId}`: per-question scores, to build a retry's question set. */
export function fetchQuestionScores(quizId: number): Promise<QuizAttemptsForQuiz['question_ids_by_score']> {
  return apiFetch(`/attempt/quiz/${quizId}`, { schema: QuizAttemptsForQuizSchema }).then(
    (r) => r.question_ids_by_score,
  );
}

/** `POST /api/attempt/quiz_attempt`: a new attempt for a retry. */
export function createQuizAttempt(body: CreateQuizAttemptBody): Promise<QuizAttempt> {
  return apiFetch('/attempt/quiz_attempt', { method: 'POST', body, schema: QuizAttemptSchema });
}

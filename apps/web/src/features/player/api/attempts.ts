import {
  QuizAttemptsForQuizSchema,
  QuizAttemptSchema,
  type CreateQuizAttemptBody,
  QuizSchema,
  type Quiz,
  type QuizAttempt,
  type UpdateQuizAttemptBody,
} from '@wilco/shared';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client';
import { playerKeys } from './player-keys';

type QuizAttemptsForQuiz = z.infer<typeof QuizAttemptsForQuizSchema>;

/** `GET /api/attempt/quiz_attempt/{id}`: the attempt being resumed. */
export function fetchQuizAttempt(quizAttemptId: number, signal?: AbortSignal): Promise<QuizAttempt> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, { schema: QuizAttemptSchema, signal });
}

/**
 * A resumed attempt is read afresh each time (another session may have moved it on); no retry, so a refusal
 * shows at once (docs/product/quiz-player.md, "Resuming").
 */
export const attemptQueryOptions = (quizAttemptId: number) =>
  queryOptions({
    queryKey: playerKeys.attempt(quizAttemptId),
    queryFn: ({ signal }) => fetchQuizAttempt(quizAttemptId, signal),
    staleTime: 0,
    retry: false,
  });

/**
 * `GET /api/quiz/{id}`: question texts. A learner gets a question's answer only once their
 * attempt at it is final (docs/product/grading.md); the save that makes it final returns it.
 */
export function fetchQuiz(quizId: number, signal?: AbortSignal): Promise<Quiz> {
  return apiFetch(`/quiz/${quizId}`, { schema: QuizSchema, signal });
}

/** The player runs without the quiz (it only adds texts): no retry holds the start up. */
export const quizQueryOptions = (quizId: number) =>
  queryOptions({
    queryKey: playerKeys.quiz(quizId),
    queryFn: ({ signal }) => fetchQuiz(quizId, signal),
    retry: false,
  });

/**
 * `PUT /api/attempt/quiz_attempt/{id}` (docs/product/grading.md): saves one question's result. The server
 * grades; a correct/incorrect sent here only repeats its decision. The attempt comes back with
 * the answers of its final questions.
 */
export function saveQuestionAttempt(
  quizAttemptId: number,
  body: UpdateQuizAttemptBody,
): Promise<QuizAttempt> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, {
    method: 'PUT',
    body,
    schema: QuizAttemptSchema,
  });
}

/** `POST /api/attempt/quiz_attempt/{id}/complete`. */
export function completeQuizAttempt(quizAttemptId: number): Promise<unknown> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}/complete`, { method: 'POST' });
}

/**
 * `DELETE /api/attempt/quiz_attempt/{id}`: an attempt nothing was done in, lost on leaving before the start
 * (docs/product/quiz-player.md, "Leaving").
 */
export function discardQuizAttempt(quizAttemptId: number): Promise<unknown> {
  return apiFetch(`/attempt/quiz_attempt/${quizAttemptId}`, { method: 'DELETE' });
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

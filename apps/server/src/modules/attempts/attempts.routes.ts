import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CreateQuizAttemptBodySchema,
  IdParamsSchema,
  QuizAttemptSchema,
  QuizAttemptsForQuizSchema,
  SuccessSchema,
  UpdateQuizAttemptBodySchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Quiz attempts of the signed-in user (docs/product/quiz-player.md, "Attempts"). */
export async function attemptsRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = app.attempts.service;
  const user = { access: 'user' } as const;
  const tags = ['attempts'];

  r.post(
    '/attempt/quiz_attempt',
    {
      schema: {
        tags,
        summary: 'Start a quiz attempt',
        body: CreateQuizAttemptBodySchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.create(authOf(req), req.body),
  );
  r.get(
    '/attempt/quiz_attempt/:id',
    {
      schema: {
        tags,
        summary: 'A quiz attempt with its question attempts',
        params: IdParamsSchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.get(authOf(req), req.params.id),
  );
  r.put(
    '/attempt/quiz_attempt/:id',
    {
      schema: {
        tags,
        summary:
          'Save what the learner decided (skip, open states; idempotent). 409 for an examiner status or a change to a final one; 404 once completed',
        params: IdParamsSchema,
        body: UpdateQuizAttemptBodySchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.saveQuestion(authOf(req), req.params.id, req.body),
  );
  r.delete(
    '/attempt/quiz_attempt/:id',
    {
      schema: {
        tags,
        summary:
          'Discard an open attempt nothing was done in (the learner left before starting); 409 once a question was answered or skipped',
        params: IdParamsSchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: user,
    },
    async (req) => {
      await service.discard(authOf(req), req.params.id);
      return { success: true as const };
    },
  );
  r.post(
    '/attempt/quiz_attempt/:id/complete',
    {
      schema: {
        tags,
        summary: 'Complete a quiz attempt and score it',
        params: IdParamsSchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.complete(authOf(req), req.params.id),
  );
  r.get(
    '/attempt/quiz/:id',
    {
      schema: {
        tags,
        summary: 'The caller’s attempts of a quiz and per-question scores',
        params: IdParamsSchema,
        response: { 200: QuizAttemptsForQuizSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.forQuiz(authOf(req), req.params.id),
  );
}

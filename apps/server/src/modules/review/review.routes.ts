import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AreasDueSchema,
  QueueScenarioReviewBodySchema,
  QueuedScenarioSchema,
  QuizAttemptSchema,
  QuizDueParamsSchema,
  QuizDueSchema,
  ScenariosDueSchema,
  ReviewQuerySchema,
  ReviewSummarySchema,
  StartReviewBodySchema,
  TestClockBodySchema,
} from '@wilco/shared';
import { errorResponses } from '../../lib/error-responses';
import { authOf } from '../../lib/request-auth';

const errors = errorResponses(400, 401, 403, 404, 409);

/** Spaced review of the signed-in learner (docs/product/spaced-review.md). */
export async function reviewRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.review;
  const user = { access: 'user' } as const;
  const tags = ['review'];

  r.get(
    '/review/summary',
    {
      schema: {
        tags,
        summary: 'Due for review (overdue, today, this week) and the forecast against the exam date',
        querystring: ReviewQuerySchema,
        response: { 200: ReviewSummarySchema, ...errors },
      },
      config: user,
    },
    async (req) => service.summary(authOf(req), req.query.tz_offset),
  );
  r.get(
    '/review/areas',
    {
      schema: {
        tags,
        summary: 'Questions due now per course area',
        querystring: ReviewQuerySchema,
        response: { 200: AreasDueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.areas(authOf(req), req.query.tz_offset),
  );
  r.get(
    '/review/quiz/:quiz_id',
    {
      schema: {
        tags,
        summary: "How many of one quiz's questions are due now (the take-quiz Due choice)",
        params: QuizDueParamsSchema,
        querystring: ReviewQuerySchema,
        response: { 200: QuizDueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.quizDue(authOf(req), req.params.quiz_id, req.query.tz_offset),
  );
  r.get(
    '/review/scenarios',
    {
      schema: {
        tags,
        summary: 'Scenarios with a judged turn due now, most overdue first',
        querystring: ReviewQuerySchema,
        response: { 200: ScenariosDueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.scenariosDue(authOf(req), req.query.tz_offset),
  );
  r.post(
    '/review/scenarios/queue',
    {
      schema: {
        tags,
        summary: 'Put a scenario the learner has played first in their own queue, to replay it',
        body: QueueScenarioReviewBodySchema,
        response: { 200: QueuedScenarioSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.queueScenario(authOf(req), req.body.script_id),
  );
  r.post(
    '/review/quiz_attempt',
    {
      schema: {
        tags,
        summary: 'Start a quiz of the due questions, of one quiz or (quiz_id null) across courses',
        body: StartReviewBodySchema,
        response: { 200: QuizAttemptSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.start(authOf(req), req.body),
  );

  // docs/decisions/016-spaced-review.md: exists only when the test clock is enabled.
  if (app.config.testClock) {
    r.post(
      '/test/clock',
      {
        schema: {
          tags: ['test'],
          summary: 'Test only: move the review clock forward',
          body: TestClockBodySchema,
          response: { 200: z.object({ offset_ms: z.number() }) },
        },
        config: { access: 'public' },
      },
      async (req) => {
        app.review.clock.setOffset(req.body.offset_ms);
        return { offset_ms: app.review.clock.offset() };
      },
    );
  }
}

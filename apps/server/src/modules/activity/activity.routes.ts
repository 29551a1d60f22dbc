import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventLogBodySchema, LoggedSchema, TranscriptionBodySchema } from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/**
 * What the player reports: event log records and speech transcriptions
 * (docs/product/quiz-player.md, "Event log").
 */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { repo } = app.activity;
  const tags = ['attempts'];

  r.post(
    '/attempt/eventLog',
    {
      schema: {
        tags,
        summary: 'Record a player event',
        body: EventLogBodySchema,
        response: { 201: LoggedSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const {
        event,
        event_timestamp,
        course_id,
        area_id,
        quiz_id,
        quiz_attempt_id,
        question_id,
        quiz_format,
        question_outcome,
        user_role,
        ...details
      } = req.body;
      // Like a transcription's question attempt: an event is filed only under the learner's own attempt.
      if (quiz_attempt_id != null && !(await repo.ownsQuizAttempt(auth.userId, quiz_attempt_id)))
        throw notFound('Quiz attempt id not found');
      const id = await repo.logEvent({
        tenant_id: auth.tenantId,
        user_id: auth.userId,
        // Who sent it comes from the session, never from the body.
        user_email: auth.email,
        // docs/product/shell-and-accounts.md, "Hardening": the role and the time are the session's and
        // the server's; the client's claims are kept in details only, for diagnosis.
        user_role: auth.roles[0] ?? null,
        event,
        event_timestamp: new Date(),
        course_id: course_id ?? null,
        area_id: area_id ?? null,
        quiz_id: quiz_id ?? null,
        quiz_attempt_id: quiz_attempt_id ?? null,
        question_id: question_id ?? null,
        quiz_format: quiz_format ?? null,
        question_outcome: question_outcome ?? null,
        details: {
          ...details,
          client_timestamp: event_timestamp,
          ...(user_role ? { client_role: user_role } : {}),
        },
      });
      return reply.code(201).send({ id });
    },
  );

  r.post(
    '/attempt/transcription',
    {
      schema: {
        tags,
        summary: 'Record what the recogniser heard and what the learner sent',
        body: TranscriptionBodySchema,
        response: { 201: LoggedSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (req, reply) => {
      const auth = authOf(req);
      if (!(await repo.ownsQuestionAttempt(auth.userId, req.body.question_attempt_id)))
        throw notFound('Question attempt id not found');
      const id = await repo.logTranscription({ tenant_id: auth.tenantId, user_id: auth.userId, ...req.body });
      return reply.code(201).send({ id });
    },
  );
}

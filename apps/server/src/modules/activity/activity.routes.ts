import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { EventLogBodySchema, LoggedSchema, TranscriptionBodySchema } from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 404);

/**
 * What the player reports: event log records and speech transcriptions
 * (docs/product/quiz-player.md, "Event log").
 */
export async function activityRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.activity;
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
    async (req, reply) => reply.code(201).send({ id: await service.logEvent(authOf(req), req.body) }),
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
    async (req, reply) => reply.code(201).send({ id: await service.logTranscription(authOf(req), req.body) }),
  );
}

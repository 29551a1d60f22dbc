import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CompleteSimulationBodySchema,
  CompletedSimulationSchema,
  ErrorResponseSchema,
  QueueClearedSchema,
  QueueItemParamsSchema,
  QueueOrderBodySchema,
  QueueUserParamsSchema,
  ScenarioQueueSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);
// The service checks that uid is the caller (or the caller is an Admin of the same tenant).
const user = { access: 'user' } as const;

/**
 * The playlist service, mounted at /playlist (docs/architecture.md, "Services",
 * docs/product/simulations.md, "The queue").
 */
export async function playlistRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.playlist;
  const tags = ['playlist'];

  r.get(
    '/queue/:uid',
    {
      schema: {
        tags,
        summary: "A user's scenario queue: items and multi-chat groups in playlist order",
        params: QueueUserParamsSchema,
        response: { 200: ScenarioQueueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.queue(authOf(req), req.params.uid),
  );
  r.delete(
    '/queue/:uid',
    {
      schema: {
        tags,
        summary: "Clear a user's scenario queue",
        params: QueueUserParamsSchema,
        response: { 200: QueueClearedSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.clear(authOf(req), req.params.uid),
  );
  r.delete(
    '/queue/:uid/items/:script_queue_id',
    {
      schema: {
        tags,
        summary: "Take one pending item off a user's queue; answers the queue",
        params: QueueItemParamsSchema,
        response: { 200: ScenarioQueueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.remove(authOf(req), req.params.uid, req.params.script_queue_id),
  );
  r.put(
    '/queue/:uid',
    {
      schema: {
        tags,
        summary: 'Reorder the queue from a flat list of script_queue_id; answers the new queue',
        params: QueueUserParamsSchema,
        body: QueueOrderBodySchema,
        response: { 200: ScenarioQueueSchema, ...errors },
      },
      config: user,
    },
    async (req) => service.reorder(authOf(req), req.params.uid, req.body.script_queue_list),
  );
  r.post(
    '/complete',
    {
      schema: {
        tags,
        summary: 'Complete a simulation and take its item off the queue (idempotent)',
        body: CompleteSimulationBodySchema,
        response: { 200: CompletedSimulationSchema, ...errors, 409: ErrorResponseSchema },
      },
      config: user,
    },
    async (req) => service.complete(authOf(req), req.body),
  );
}

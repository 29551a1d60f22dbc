import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ActiveAttemptSchema,
  AdminUserSchema,
  AdminUsersQuerySchema,
  EventLogEntrySchema,
  FeedbackEntrySchema,
  ROLE,
  UserFeaturesBodySchema,
  UserIdParamsSchema,
} from '@wilco/shared';
import { unauthorized } from '../../lib/http-errors';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(401, 403);
const tenantOf = (req: FastifyRequest) => {
  if (!req.auth) throw unauthorized();
  return req.auth.tenantId;
};

/** Admin-only lists (docs/product/administration.md, "System admin"), scoped to the admin's own tenant. */
export async function adminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.admin;
  const admin = { access: [ROLE.Admin] } as const;
  const tags = ['admin'];

  r.get(
    '/user/all',
    {
      schema: {
        tags,
        summary: 'Users of the tenant (or of a managed tenant picked by tenant_id), newest first',
        querystring: AdminUsersQuerySchema,
        response: { 200: z.array(AdminUserSchema), ...errorResponses(400, 401, 403, 404) },
      },
      config: admin,
    },
    async (req) => service.users(await app.tenantAdmin.users.tenantFor(authOf(req), req.query.tenant_id)),
  );
  r.put(
    '/user/:userId/features',
    {
      schema: {
        tags,
        summary: 'Replace the features granted to a user (e.g. backend-tester)',
        params: UserIdParamsSchema,
        body: UserFeaturesBodySchema,
        response: { 200: AdminUserSchema, ...errorResponses(400, 401, 403, 404) },
      },
      config: admin,
    },
    async (req) => {
      const tenantId = await app.tenantAdmin.users.tenantOfUser(authOf(req), req.params.userId);
      return service.setFeatures(tenantId, req.params.userId, req.body.features);
    },
  );
  r.get(
    '/user/attempts',
    {
      schema: {
        tags,
        summary: 'Quiz attempts still in progress',
        response: { 200: z.array(ActiveAttemptSchema), ...errors },
      },
      config: admin,
    },
    async (req) => service.activeAttempts(tenantOf(req)),
  );
  r.get(
    '/user/activity',
    {
      schema: {
        tags,
        summary: 'Question activity, newest first',
        response: { 200: z.array(EventLogEntrySchema), ...errors },
      },
      config: admin,
    },
    async (req) => service.events(tenantOf(req)),
  );
  r.get(
    '/attempt/feedbacks',
    {
      schema: {
        tags,
        summary: 'Learner feedback, newest first',
        response: { 200: z.array(FeedbackEntrySchema), ...errors },
      },
      config: admin,
    },
    async (req) => service.feedback(tenantOf(req)),
  );
  r.get(
    '/attempt/eventLog',
    {
      schema: {
        tags,
        summary: 'Event log, newest first',
        response: { 200: z.array(EventLogEntrySchema), ...errors },
      },
      config: admin,
    },
    async (req) => service.events(tenantOf(req)),
  );
}

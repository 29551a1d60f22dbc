import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AdminUserSchema, ROLE, UserIdParamsSchema } from '@wilco/shared';
import {
  BulkUsersBodySchema,
  BulkUsersResultSchema,
  NewUserBodySchema,
  TenantBodySchema,
  TenantIdParamsSchema,
  TenantSchema,
  UpdateUserBodySchema,
} from '@wilco/shared/admin/tenant-admin.schemas';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);

/**
 * Tenants and accounts (docs/product/administration.md, "Tenants" and "Users"): Admins only,
 * limited to the admin's own tenant and the tenants it created.
 */
export async function tenantAdminRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { tenants, users: usersAdmin } = app.tenantAdmin;
  const admin = { access: [ROLE.Admin] } as const;
  const tags = ['admin'];

  r.get(
    '/tenant',
    {
      schema: {
        tags,
        summary: 'The admin’s tenant and the tenants it manages',
        response: { 200: z.array(TenantSchema), ...errors },
      },
      config: admin,
    },
    async (req) => tenants.list(authOf(req).tenantId),
  );
  r.post(
    '/tenant',
    {
      schema: {
        tags,
        summary: 'Create a tenant managed by the admin’s tenant',
        body: TenantBodySchema,
        response: { 201: TenantSchema, ...errors },
      },
      config: admin,
    },
    async (req, reply) => reply.code(201).send(await tenants.create(authOf(req).tenantId, req.body)),
  );
  r.put(
    '/tenant/:id',
    {
      schema: {
        tags,
        summary: 'Replace a managed tenant’s fields',
        params: TenantIdParamsSchema,
        body: TenantBodySchema,
        response: { 200: TenantSchema, ...errors },
      },
      config: admin,
    },
    async (req) => tenants.update(authOf(req).tenantId, req.params.id, req.body),
  );
  r.post(
    '/user',
    {
      schema: {
        tags,
        summary: 'Create a user',
        body: NewUserBodySchema,
        response: { 201: AdminUserSchema, ...errors },
      },
      config: admin,
    },
    async (req, reply) => reply.code(201).send(await usersAdmin.create(authOf(req), req.body)),
  );
  r.put(
    '/user/:userId',
    {
      schema: {
        tags,
        summary: 'Edit or disable a user',
        params: UserIdParamsSchema,
        body: UpdateUserBodySchema,
        response: { 200: AdminUserSchema, ...errors },
      },
      config: admin,
    },
    async (req) => usersAdmin.update(authOf(req), req.params.userId, req.body),
  );
  r.post(
    '/user/bulk',
    {
      schema: {
        tags,
        summary: 'Create many users with shared settings; one result per row',
        body: BulkUsersBodySchema,
        response: { 200: BulkUsersResultSchema, ...errors },
      },
      config: admin,
    },
    async (req) => usersAdmin.bulk(authOf(req), req.body),
  );
}

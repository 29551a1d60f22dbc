import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminUserSchema,
  ErrorResponseSchema,
  MfaCodeBodySchema,
  MfaDisableBodySchema,
  MfaEnrollBodySchema,
  MfaEnrollmentSchema,
  MfaStatusSchema,
  MfaVerifyBodySchema,
  ROLE,
  SuccessSchema,
  TokenPairSchema,
  UserIdParamsSchema,
} from '@wilco/shared';
import { notFound } from '../../lib/http-errors';
import { authOf } from '../../lib/request-auth';
import { toAdminUser } from '../admin/admin.service';
import { clientMeta } from './auth.plugin';
import { signInRateLimit } from './auth.routes';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 409, 429);
const ok = { success: true as const };

/** TOTP two-factor sign-in: enrolment with a QR code, verification, admin requirement. */
export async function mfaRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.mfa;
  const usersRepo = app.users.repo;
  const tags = ['mfa'];
  const enrolling = { access: 'user', beforeMfaEnrollment: true } as const;

  r.post(
    '/user/mfa/verify',
    {
      schema: {
        tags,
        summary: 'Second sign-in step: the authenticator code',
        body: MfaVerifyBodySchema,
        response: { 200: TokenPairSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    async (req) => service.verifyLogin(req.body.mfa_token, req.body.code, clientMeta(req)),
  );

  r.get(
    '/user/mfa',
    {
      schema: {
        tags,
        summary: 'Two-factor state of the signed-in user',
        response: { 200: MfaStatusSchema, ...errors },
      },
      config: enrolling,
    },
    async (req) => ({ enabled: authOf(req).mfaEnabled, required: authOf(req).mfaRequired }),
  );

  r.post(
    '/user/mfa/enroll',
    {
      schema: {
        tags,
        summary: 'Start two-factor set-up (asks for the current password): secret, otpauth URL and QR code',
        body: MfaEnrollBodySchema,
        response: { 200: MfaEnrollmentSchema, ...errors },
      },
      config: enrolling,
    },
    async (req) => service.startEnrollment(authOf(req), req.body, req.ip),
  );

  r.post(
    '/user/mfa/enroll/confirm',
    {
      schema: {
        tags,
        summary: 'Finish two-factor set-up with a first code',
        body: MfaCodeBodySchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: enrolling,
    },
    async (req) => {
      await service.confirmEnrollment(authOf(req), req.body.code, req.ip);
      return ok;
    },
  );

  r.post(
    '/user/mfa/disable',
    {
      schema: {
        tags,
        summary: 'Turn two-factor off (not when required; asks for the password and a code)',
        body: MfaDisableBodySchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: { access: 'user' },
    },
    async (req) => {
      await service.disable(authOf(req), req.body, req.ip);
      return ok;
    },
  );

  r.put(
    '/user/:userId/mfaRequired',
    {
      schema: {
        tags: ['admin'],
        summary: 'Require (or stop requiring) two-factor sign-in for a user',
        params: UserIdParamsSchema,
        body: z.object({ required: z.boolean() }),
        response: { 200: AdminUserSchema, ...errors, 404: ErrorResponseSchema },
      },
      config: { access: [ROLE.Admin] },
    },
    async (req) => {
      // docs/product/administration.md, "Users": a user of the admin's tenant or of one it manages.
      const tenantId = await app.tenantAdmin.users.tenantOfUser(authOf(req), req.params.userId);
      const updated = await usersRepo.update(tenantId, req.params.userId, {
        mfa_required: req.body.required,
      });
      if (!updated) throw notFound('User not found', 'User not found');
      return toAdminUser(updated);
    },
  );
}

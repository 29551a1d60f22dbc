import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLE, ResetPasswordBodySchema, SuccessSchema, UserIdParamsSchema } from '@wilco/shared';
import { unauthorized } from '../../lib/http-errors';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404);

/** Admin "send reset email" and the public step that uses the emailed link. */
export async function passwordResetRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.passwordReset;

  r.post(
    '/user/:userId/sendPasswordReset',
    {
      schema: {
        tags: ['admin'],
        summary: 'Email a password reset link to a user',
        params: UserIdParamsSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errors,
          ...errorResponses(502),
        },
      },
      config: { access: [ROLE.Admin] },
    },
    async (req) => {
      if (!req.auth) throw unauthorized();
      // docs/product/administration.md, "Users": a user of the admin's tenant or of one it manages.
      const tenantId = await app.tenantAdmin.users.tenantOfUser(req.auth, req.params.userId);
      // Never from the Host header: a forged one would send users a link to someone else's site.
      const { email } = await service.send(req.auth, tenantId, req.params.userId, app.config.publicUrl);
      return { success: true as const, message: `Send password reset email to ${email}` };
    },
  );

  r.post(
    '/user/resetPassword',
    {
      schema: {
        tags: ['auth'],
        summary: 'Choose a new password with an emailed link',
        body: ResetPasswordBodySchema,
        response: { 200: SuccessSchema, ...errors },
      },
      config: { access: 'public', rateLimit: { max: 20, timeWindow: '1 minute' } },
    },
    async (req) => {
      await service.complete(req.body.token, req.body.password);
      return { success: true as const };
    },
  );
}

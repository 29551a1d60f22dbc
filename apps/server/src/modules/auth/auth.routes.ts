import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CurrentUserSchema,
  LoginBodySchema,
  LoginResponseSchema,
  RefreshBodySchema,
  SuccessSchema,
  TokenPairSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { clientMeta } from './auth.plugin';
import { clearRefreshCookie } from './refresh-cookie';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 429);

/** docs/product/shell-and-accounts.md, "Failed sign-ins": sign-in has its own, lower request limit. */
export const signInRateLimit = (app: FastifyInstance) =>
  ({ max: app.config.signInRateLimit, timeWindow: '1 minute' }) as const;

/**
 * Sign-in and session routes (docs/product/shell-and-accounts.md, "Sign-in and sessions"), mounted under
 * /api.
 */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { service } = app.auth;
  const tags = ['auth'];

  r.post(
    '/user/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: LoginBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    // A token pair also goes out as the refresh cookie (auth.plugin.ts); an MFA challenge has none yet.
    async (req) => service.login(req.body.email, req.body.password, clientMeta(req)),
  );

  r.post(
    '/user/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token (body, or the refresh cookie) for a new token pair',
        body: RefreshBodySchema.optional(),
        response: { 200: TokenPairSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    async (req) => app.auth.refresh(req, req.body?.refresh_token),
  );

  // docs/product/shell-and-accounts.md, "Sign-in and sessions": the refresh strategy POSTs, the no-refresh
  // strategy GETs; both end the session.
  const logout = async (req: FastifyRequest, reply: FastifyReply) => {
    await service.logout(authOf(req).sessionId);
    clearRefreshCookie(reply);
    return { success: true as const };
  };
  const logoutOptions = (summary: string) => ({
    schema: { tags, summary, response: { 200: SuccessSchema, ...errors } },
    config: { access: 'user', beforeMfaEnrollment: true } as const,
  });
  r.post('/user/logout', logoutOptions('End this session (refresh strategy)'), logout);
  r.get('/auth/logout', logoutOptions('End this session (no-refresh strategy)'), logout);

  r.get(
    '/user',
    {
      schema: { tags, summary: 'The signed-in user', response: { 200: CurrentUserSchema, ...errors } },
      config: { access: 'user', beforeMfaEnrollment: true },
    },
    async (req) => {
      return service.currentUser(authOf(req));
    },
  );
}

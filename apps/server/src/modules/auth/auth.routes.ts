import type { FastifyInstance, FastifyRequest } from 'fastify';
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
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { createLoginThrottle } from './login-throttle';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 429);

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/**
 * Sign-in and session routes (docs/product/shell-and-accounts.md, "Sign-in and sessions"), mounted under
 * /api.
 */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService({
    repo: createAuthRepository(app.db, app.events),
    tokens: app.tokens,
    throttle: createLoginThrottle({ max: 10, windowMs: 3_600_000 }),
  });
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
      config: { access: 'public' },
    },
    async (req) => service.login(req.body.email, req.body.password, meta(req)),
  );

  r.post(
    '/user/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token for a new token pair',
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...errors },
      },
      config: { access: 'public' },
    },
    async (req) => service.refresh(req.body.refresh_token, meta(req)),
  );

  // docs/product/shell-and-accounts.md, "Sign-in and sessions": the refresh strategy POSTs, the no-refresh
  // strategy GETs; both end the session.
  const logout = async (req: FastifyRequest) => {
    await service.logout(authOf(req).sessionId);
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

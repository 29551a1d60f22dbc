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
import { createAuthRepository } from './auth.repository';
import { createAuthService } from './auth.service';
import { clearRefreshCookie, refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { errorResponses } from '../../lib/error-responses';
import { unauthorized } from '../../lib/http-errors';

const errors = errorResponses(400, 401, 429);

const meta = (req: FastifyRequest) => ({ ip: req.ip, userAgent: req.headers['user-agent'] ?? null });

/** docs/product/shell-and-accounts.md, "Failed sign-ins": sign-in has its own, lower request limit. */
export const signInRateLimit = (app: FastifyInstance) =>
  ({ max: app.config.signInRateLimit, timeWindow: '1 minute' }) as const;

/** A token pair also goes out as the refresh cookie; an MFA challenge has no token yet. */
export function withRefreshCookie<T extends object>(reply: FastifyReply, body: T): T {
  if ('refreshToken' in body && typeof body.refreshToken === 'string')
    setRefreshCookie(reply, body.refreshToken);
  return body;
}

/**
 * Sign-in and session routes (docs/product/shell-and-accounts.md, "Sign-in and sessions"), mounted under
 * /api.
 */
export async function authRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = createAuthService({
    repo: createAuthRepository(app.db, app.events),
    tokens: app.tokens,
    guard: app.signInGuard,
    idleMs: app.config.runtime.idleTimeMinutes * 60_000,
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
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    async (req, reply) =>
      withRefreshCookie(reply, await service.login(req.body.email, req.body.password, meta(req))),
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
    async (req, reply) => {
      const token = req.body?.refresh_token ?? refreshCookieOf(req);
      if (!token) throw unauthorized('Session ended, please sign in again');
      return withRefreshCookie(reply, await service.refresh(token, meta(req)));
    },
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

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../../lib/http-errors';
import { createAuthRepository, type AuthRepository } from './auth.repository';
import { createAuthService, type ClientMeta } from './auth.service';
import { refreshCookieOf, setRefreshCookie } from './refresh-cookie';
import { createTokenService, type TokenService } from './tokens';

type Auth = {
  /** The accounts and sessions repository, shared by every module that signs people in. */
  users: AuthRepository;
  service: ReturnType<typeof createAuthService>;
  /** Rotates the refresh token from the body or the refresh cookie (both refresh routes). */
  refresh: (request: FastifyRequest, bodyToken: string | undefined) => ReturnType<Auth['service']['refresh']>;
};

declare module 'fastify' {
  interface FastifyInstance {
    tokens: TokenService;
    auth: Auth;
  }
}

export const clientMeta = (req: FastifyRequest): ClientMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

const isTokenPair = (payload: unknown): payload is { idToken: string; refreshToken: string } =>
  typeof payload === 'object' &&
  payload !== null &&
  typeof (payload as { idToken?: unknown }).idToken === 'string' &&
  typeof (payload as { refreshToken?: unknown }).refreshToken === 'string';

/**
 * Sign-in is built once here and shared by password, two-factor, SSO and LTI sign-ins
 * (docs/architecture.md, "One composition root").
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const users = createAuthRepository(app.db, app.events, app.identityCache);
    const tokens = createTokenService(app.config.keys.tokens);
    const service = createAuthService({
      repo: users,
      tokens,
      guard: app.signInGuard,
      idleMs: app.config.runtime.idleTimeMinutes * 60_000,
    });
    app.decorate('tokens', tokens);
    app.decorate('auth', {
      users,
      service,
      refresh: (request, bodyToken) => {
        const token = bodyToken ?? refreshCookieOf(request);
        if (!token) throw unauthorized('Session ended, please sign in again');
        return service.refresh(token, clientMeta(request));
      },
    } satisfies Auth);
    // docs/product/shell-and-accounts.md, "Sign-in and sessions": every answer that carries a
    // token pair also sets the refresh cookie, so a new sign-in route cannot forget it.
    app.addHook('preSerialization', async (_request, reply, payload) => {
      if (isTokenPair(payload)) setRefreshCookie(reply, payload.refreshToken);
      return payload;
    });
  },
  { name: 'auth', dependencies: ['events', 'identity-cache', 'sign-in-guard'] },
);

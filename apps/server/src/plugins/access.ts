import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ROLE } from '@wilco/shared';
import { HttpError, forbidden, unauthorized } from '../lib/http-errors';
import { TRIAL_ENDED, isTrialExpired } from '../modules/auth/auth.service';
import { requiresMfa } from '../modules/auth/mfa-rules';
import { createSessionActivity } from '../modules/auth/session-activity';
import type { IdClaims } from '../modules/auth/tokens';
import type { SystemRepository } from '../modules/system/system.repository';
import { composeStatus } from '../modules/system/system.service';

/**
 * Who may call a route. Every service route must declare one (checked at start-up), so a
 * new route cannot ship unprotected by accident:
 * - 'public': anyone; the caller is identified when a valid token is sent;
 * - 'user': any signed-in, enabled user;
 * - a list of roles: a signed-in user holding any of them.
 */
export type Access = 'public' | 'user' | readonly string[];

export type AuthContext = {
  userId: number;
  tenantId: number;
  roles: string[];
  sessionId: string;
  email: string;
  /** The user or the tenant requires two-factor sign-in. */
  mfaRequired: boolean;
  mfaEnabled: boolean;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** Reachable while a required second factor is not set up yet (enrolment, sign-out). */
    beforeMfaEnrollment?: boolean;
  }
  interface FastifyRequest {
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /**
     * Everything a signed-in route checks, for an id token (session live, account enabled,
     * tenant, trial, two-factor set up where required, maintenance): the sockets use it too.
     */
    authorizeToken(token: string): Promise<AuthContext>;
    /**
     * The same checks again for an identity already authorized (a socket's periodic check):
     * the id token may since have expired, the session must still be live.
     */
    authorizeSession(auth: Pick<AuthContext, 'userId' | 'tenantId' | 'sessionId'>): Promise<AuthContext>;
  }
}

const SESSION_ENDED = 'Session ended, please sign in again';
const PROTECTED_PREFIXES = ['/api/', '/qs/', '/playlist/', '/script/'];
const EXEMPT_PREFIXES = ['/api/docs'];

type Settings = Awaited<ReturnType<SystemRepository['findSettings']>>;

export const isAdmin = (auth: AuthContext | null) => Boolean(auth?.roles.includes(ROLE.Admin));

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : null;
}

export const accessPlugin = fp(
  async (app: FastifyInstance) => {
    const { tokens } = app;
    const { users } = app.auth;
    const system = app.system.repo;
    const activity = createSessionActivity({
      idleMs: app.config.runtime.idleTimeMinutes * 60_000,
      touch: (sessionId, at) => users.touchSession(sessionId, at),
      revoke: (sessionId) => users.revokeSession(sessionId),
      onError: (err) => app.log.warn({ err: err.message }, 'recording session activity failed'),
    });
    app.decorateRequest('auth', null);

    app.addHook('onRoute', (route) => {
      const url = route.url;
      if (
        !PROTECTED_PREFIXES.some((p) => url.startsWith(p)) ||
        EXEMPT_PREFIXES.some((p) => url.startsWith(p))
      )
        return;
      if (route.config?.access === undefined) {
        throw new Error(`Route ${String(route.method)} ${url} must declare config.access`);
      }
    });

    /** Verifies the token and reloads the user, so disabling an account or a role change bites at once. */
    async function identify(request: FastifyRequest) {
      const token = bearer(request);
      if (!token) return null;
      return identifyToken(token);
    }

    async function identifyToken(token: string) {
      return identifyClaims(await tokens.verifyIdToken(token));
    }

    async function identifyClaims(claims: IdClaims) {
      const found = await users.findUserWithSession(claims.userId, claims.sessionId);
      const user = found?.user;
      if (!user || user.disabled || user.tenant_id !== claims.tenantId) throw unauthorized(SESSION_ENDED);
      // Logout and password changes revoke the session; its id token must stop working too.
      if (!found.isSessionLive) throw unauthorized(SESSION_ENDED);
      if (isTrialExpired(user)) throw new HttpError(403, TRIAL_ENDED, 'trial_expired');
      const settings = await system.findSettings(user.tenant_id);
      const auth: AuthContext = {
        userId: user.user_id,
        tenantId: user.tenant_id,
        roles: user.roles,
        sessionId: claims.sessionId,
        email: user.email,
        mfaRequired: requiresMfa(user, Boolean(settings?.mfa_required)),
        mfaEnabled: user.totp_enabled_at !== null,
      };
      return { auth, settings };
    }

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access;
      if (access === undefined) return;
      if (access === 'public') {
        request.auth = (await identify(request).catch(() => null))?.auth ?? null;
        return;
      }
      const identified = await identify(request);
      if (!identified) throw unauthorized();
      const { auth, settings } = identified;
      await activity.mark(auth.sessionId);
      request.auth = auth;
      if (Array.isArray(access) && !access.some((role) => auth.roles.includes(role))) throw forbidden();
      checkGates(auth, settings, Boolean(request.routeOptions.config.beforeMfaEnrollment));
    });

    function checkGates(auth: AuthContext, settings: Settings, beforeMfaEnrollment: boolean) {
      if (auth.mfaRequired && !auth.mfaEnabled && !beforeMfaEnrollment) {
        throw forbidden('Set up two-factor authentication to continue');
      }
      // docs/product/shell-and-accounts.md, "Maintenance": maintenance blocks everyone but admins.
      if (!isAdmin(auth)) {
        const status = composeStatus(app.config.maintenance, settings);
        if (status.maintenance) throw new HttpError(503, status.maintenance_notice, 'maintenance');
      }
    }

    app.decorate('authorizeToken', async (token: string) => {
      const { auth, settings } = await identifyToken(token);
      checkGates(auth, settings, false);
      return auth;
    });
    app.decorate('authorizeSession', async (auth: AuthContext) => {
      const { auth: now, settings } = await identifyClaims(auth);
      checkGates(now, settings, false);
      return now;
    });
  },
  { name: 'access', dependencies: ['auth', 'system'] },
);

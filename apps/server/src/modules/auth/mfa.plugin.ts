import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMfaService, type MfaService } from './mfa.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Two-factor sign-in: enrolment, turning it off and the second sign-in step. */
    mfa: { service: MfaService };
  }
}

/**
 * The two-factor service, created once over the sign-in service and the account-security checks
 * (docs/architecture.md, "One composition root").
 */
export const mfaPlugin = fp(
  async (app: FastifyInstance) => {
    const { users, service: auth } = app.auth;
    const service = createMfaService({
      users,
      mfa: app.accountSecurity.mfa,
      security: app.accountSecurity,
      guard: app.signInGuard,
      tokens: app.tokens,
      issueTokens: (userId, meta) => auth.issueForUser(userId, meta),
    });
    app.decorate('mfa', { service });
  },
  { name: 'mfa', dependencies: ['sign-in-guard', 'auth', 'account-security'] },
);

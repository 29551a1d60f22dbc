import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CurrentUserSchema,
  LoginResponseSchema,
  OktaExchangeBodySchema,
  RefreshBodySchema,
  SsoProvidersQuerySchema,
  SsoProvidersSchema,
  SsoRedeemBodySchema,
  TokenPairSchema,
} from '@wilco/shared';
import { authOf } from '../../lib/request-auth';
import { errorResponses } from '../../lib/error-responses';
import { unauthorized } from '../../lib/http-errors';
import { clientMeta } from '../auth/auth.plugin';
import { signInRateLimit } from '../auth/auth.routes';
import { OidcError } from './oidc';
import { ssoDeps } from './sso-deps';
import { oidcIdentity } from './sso.routes';
import { HANDOFF_COOKIE, HANDOFF_COOKIE_PATH } from './sso.service';

const tags = ['sso'];
const errors = errorResponses(400, 401, 403, 404);

/**
 * The single-sign-on calls of the product API (docs/product/shell-and-accounts.md, "Single sign-on"):
 * which providers serve a tenant, the browser hand-off, and the spec's SSO-strategy calls.
 */
export async function ssoApiRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const d = ssoDeps(app);

  r.get(
    '/auth/sso/providers',
    {
      schema: {
        tags,
        summary: 'Single sign-on providers for a tenant, by email domain or tenant code',
        querystring: SsoProvidersQuerySchema,
        response: { 200: SsoProvidersSchema, ...errorResponses(400) },
      },
      config: { access: 'public' },
    },
    async (req) => {
      const { email, tenant } = req.query;
      const tenantIds = new Set<number>();
      if (tenant) {
        const found = await d.repo.findTenantByCode(tenant);
        if (found) tenantIds.add(found.tenant_id);
      }
      const domain = email?.split('@')[1];
      if (domain) for (const id of await d.repo.tenantIdsForDomain(domain)) tenantIds.add(id);
      const providers = [];
      for (const id of tenantIds) {
        for (const p of await d.config.providersOf(id)) {
          if (!p.enabled) continue;
          const login = `${app.config.publicUrl}/auth/${p.protocol}/login?tenant=${encodeURIComponent(p.tenantCode)}`;
          providers.push({
            protocol: p.protocol,
            display_name: p.name,
            tenant: p.tenantCode,
            login_url: login,
          });
        }
      }
      return { providers };
    },
  );

  r.post(
    '/auth/sso/redeem',
    {
      schema: {
        tags,
        summary: 'Exchange the one-time code of a finished browser sign-in for tokens',
        body: SsoRedeemBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    // The token pair also sets the refresh cookie (auth.plugin.ts).
    async (req, reply) => {
      const binding = req.cookies[HANDOFF_COOKIE];
      reply.clearCookie(HANDOFF_COOKIE, { path: HANDOFF_COOKIE_PATH });
      return d.service.tokensFor(await d.service.redeemHandoff(req.body.code, binding), clientMeta(req));
    },
  );

  r.post(
    '/auth/oktaExchange',
    {
      schema: {
        tags,
        summary: "Exchange an ID token from the tenant's OIDC provider for Wilco's tokens",
        body: OktaExchangeBodySchema,
        response: { 200: LoginResponseSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    async (req) => {
      const provider = await d.config.provider(await d.config.tenantIdFor(req.body.tenant), 'oidc');
      const claims = await d.oidc.verifyIdToken(provider, req.body.id_token).catch((err: unknown) => {
        throw err instanceof OidcError ? unauthorized(err.message) : err;
      });
      const user = await d.service.signIn(oidcIdentity(provider, claims));
      return d.service.tokensFor(user, clientMeta(req));
    },
  );

  r.get(
    '/meta/user',
    {
      schema: {
        tags,
        summary: 'The signed-in user (SSO strategy)',
        response: { 200: CurrentUserSchema, ...errors },
      },
      config: { access: 'user', beforeMfaEnrollment: true },
    },
    async (req) => d.auth.currentUser(authOf(req)),
  );

  r.post(
    '/auth/refresh',
    {
      schema: {
        tags,
        summary: 'Rotate a refresh token for a new token pair (SSO strategy)',
        body: RefreshBodySchema,
        response: { 200: TokenPairSchema, ...errors },
      },
      config: { access: 'public', rateLimit: signInRateLimit(app) },
    },
    async (req) => app.auth.refresh(req, req.body.refresh_token),
  );
}

import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SSO_REFUSED_COOKIE } from '@wilco/shared';
import { HttpError } from '../../lib/http-errors';
import { errorResponses } from '../../lib/error-responses';
import { idpRefusal, OidcError } from './oidc';
import { SamlError } from './saml';
import type { OidcProvider } from './sso-config';
import { ssoDeps } from './sso-deps';
import {
  HANDOFF_COOKIE,
  HANDOFF_COOKIE_PATH,
  HANDOFF_SECONDS,
  hashKey,
  type AssertedIdentity,
} from './sso.service';

/** How long a started sign-in (OIDC or SAML) may take at the IdP. */
const REQUEST_SECONDS = 10 * 60;
const BINDING_COOKIE = 'wilco_oidc';
const SAML_COOKIE = 'wilco_saml';
const tags = ['sso'];
const LoginQuery = z.object({ tenant: z.string().trim().max(64).optional() });
const CallbackQuery = z.object({
  state: z.string().max(512).optional(),
  code: z.string().max(4096).optional(),
  error: z.string().max(256).optional(),
  error_description: z.string().max(1024).optional(),
});
const AcsBody = z.object({
  SAMLResponse: z.string().min(1).max(1_000_000),
  RelayState: z.string().max(256).optional(),
});

const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/**
 * The browser side of single sign-on (docs/product/administration.md, "Single sign-on"), at the root
 * so the addresses registered at the IdP are PUBLIC_URL/auth/…. A finished sign-in goes back to
 * the web app with a one-minute code in the URL fragment (never sent to a server or logged); a
 * refused one with its reason, which the sign-in page shows.
 */
export async function ssoBrowserRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const d = ssoDeps(app);
  const secure = d.addresses.afterSignIn.startsWith('https:');
  // The IdP posts the SAML response from its own site: over https the cookie must say SameSite=None
  // to come along; plain http (development) can only offer Lax, which same-site IdPs still get.
  const samlCookie = (value: string, maxAge: number) =>
    cookie(SAML_COOKIE, value, '/auth/saml', maxAge, { sameSite: secure ? 'None' : 'Lax' });
  /** One Set-Cookie value: the sign-in cookies differ only in these, and are Secure over https. */
  function cookie(
    name: string,
    value: string,
    path: string,
    maxAge: number,
    { httpOnly = true, sameSite = 'Lax' }: { httpOnly?: boolean; sameSite?: 'Lax' | 'None' } = {},
  ) {
    const flags = [
      `Path=${path}`,
      ...(httpOnly ? ['HttpOnly'] : []),
      `Max-Age=${maxAge}`,
      `SameSite=${sameSite}`,
    ];
    return [`${name}=${value}`, ...flags, ...(secure ? ['Secure'] : [])].join('; ');
  }

  // SAML IdPs post the response as a form.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });

  const back = (reply: FastifyReply, fragment: Record<string, string>) => {
    // Lets the sign-in page tell the reason from one in a link someone else made.
    if (fragment.sso_error)
      reply.header('set-cookie', cookie(SSO_REFUSED_COOKIE, '1', '/', 60, { httpOnly: false }));
    return reply.redirect(`${d.addresses.afterSignIn}#${new URLSearchParams(fragment).toString()}`, 302);
  };

  /**
   * Starting a sign-in is a browser navigation too: a tenant that is unknown or has no provider,
   * or an IdP that cannot be reached, goes back to the sign-in page with the reason.
   */
  async function startSignIn(req: FastifyRequest, reply: FastifyReply, start: () => Promise<string>) {
    try {
      return reply.redirect(await start(), 302);
    } catch (err) {
      if (!(err instanceof HttpError || err instanceof OidcError || err instanceof SamlError)) throw err;
      if (err.cause) req.log.warn({ err }, 'single sign-on could not start');
      return back(reply, { sso_error: err.message });
    }
  }

  async function finishSignIn(
    req: FastifyRequest,
    reply: FastifyReply,
    identity: () => Promise<AssertedIdentity>,
  ) {
    try {
      const user = await d.service.signIn(await identity());
      const { code, binding } = await d.service.createHandoff(user);
      reply.header('set-cookie', cookie(HANDOFF_COOKIE, binding, HANDOFF_COOKIE_PATH, HANDOFF_SECONDS));
      return back(reply, { sso_code: code });
    } catch (err) {
      const known = err instanceof HttpError || err instanceof OidcError || err instanceof SamlError;
      req.log.warn({ err }, 'single sign-on refused');
      return back(reply, { sso_error: known ? err.message : 'Single sign-on failed. Try again later.' });
    }
  }

  r.get(
    '/auth/oidc/login',
    {
      schema: {
        tags,
        summary: 'Start an OIDC sign-in (redirects to the IdP)',
        querystring: LoginQuery,
        response: errorResponses(400),
      },
      config: { access: 'public' },
    },
    async (req, reply) =>
      startSignIn(req, reply, async () => {
        const tenantId = await d.config.tenantIdFor(req.query.tenant);
        const provider = await d.config.provider(tenantId, 'oidc');
        const start = await d.oidc.start(provider, d.addresses.redirectUri).catch((err: unknown) => {
          throw err instanceof OidcError ? err : new HttpError(502, (err as Error).message);
        });
        const binding = randomBytes(32).toString('base64url');
        await d.repo.putRequest({
          kind: 'oidc',
          key_hash: hashKey(start.state),
          tenant_id: tenantId,
          data: { verifier: start.verifier, nonce: start.nonce, binding: hashKey(binding) },
          expires_at: new Date(Date.now() + REQUEST_SECONDS * 1000),
        });
        // Ties the answer to this browser, so nobody can slip their own sign-in into someone else's.
        reply.header('set-cookie', cookie(BINDING_COOKIE, binding, '/auth/oidc', REQUEST_SECONDS));
        return start.url;
      }),
  );

  r.get(
    '/auth/oidc/callback',
    {
      schema: { tags, summary: 'OIDC redirect URI: finishes the sign-in', querystring: CallbackQuery },
      config: { access: 'public' },
    },
    async (req, reply) => {
      reply.header('set-cookie', cookie(BINDING_COOKIE, '', '/auth/oidc', 0));
      return finishSignIn(req, reply, async () => {
        const { state, error, error_description } = req.query;
        if (error) {
          req.log.info({ error, error_description }, 'the identity provider refused the sign-in');
          throw idpRefusal(error);
        }
        const pending = state ? await d.repo.takeRequest('oidc', hashKey(state)) : null;
        if (!pending) throw new OidcError('This sign-in has expired or was already used: start again');
        const binding = req.cookies[BINDING_COOKIE];
        if (!binding || hashKey(binding) !== pending.data.binding)
          throw new OidcError('This sign-in was started in another browser: start again');
        const provider = await d.config.provider(pending.tenant_id, 'oidc');
        // The registered redirect URI with the IdP's answer; a proxy's path prefix does not matter.
        const current = new URL(d.addresses.redirectUri);
        current.search = new URL(req.url, 'http://callback').search;
        const claims = await d.oidc.finish(provider, current, {
          state: state ?? '',
          verifier: String(pending.data.verifier),
          nonce: String(pending.data.nonce),
        });
        return oidcIdentity(provider, claims);
      });
    },
  );

  r.get(
    '/auth/saml/login',
    {
      schema: {
        tags,
        summary: 'Start a SAML sign-in (redirects to the IdP)',
        querystring: LoginQuery,
        response: errorResponses(400),
      },
      config: { access: 'public' },
    },
    async (req, reply) =>
      startSignIn(req, reply, async () => {
        const provider = await d.config.provider(await d.config.tenantIdFor(req.query.tenant), 'saml');
        const binding = randomBytes(32).toString('base64url');
        const url = await d.saml.loginUrl(provider, hashKey(binding));
        reply.header('set-cookie', samlCookie(binding, REQUEST_SECONDS));
        return url;
      }),
  );

  r.post(
    '/auth/saml/acs',
    {
      schema: { tags, summary: 'SAML assertion consumer service: finishes the sign-in', body: AcsBody },
      config: { access: 'public' },
    },
    async (req, reply) => {
      reply.header('set-cookie', samlCookie('', 0));
      return finishSignIn(req, reply, async () => {
        const tenantId = await d.config.tenantIdFor(req.body.RelayState);
        const provider = await d.config.provider(tenantId, 'saml');
        const binding = req.cookies[SAML_COOKIE];
        const profile = await d.saml.finish(
          provider,
          { SAMLResponse: req.body.SAMLResponse },
          binding ? hashKey(binding) : '',
        );
        const attrs = profile as Record<string, unknown>;
        const email =
          str(profile.email) ?? str(profile.mail) ?? (profile.nameID.includes('@') ? profile.nameID : null);
        return {
          provider,
          issuer: profile.issuer,
          subject: profile.nameID,
          email,
          emailVerified: 'yes',
          firstName: str(attrs.firstName) ?? str(attrs.givenName),
          lastName: str(attrs.lastName) ?? str(attrs.surname) ?? str(attrs.sn),
          displayName: str(attrs.displayName),
          attributes: attrs,
        };
      });
    },
  );

  r.get(
    '/auth/saml/metadata',
    { schema: { tags, summary: "The service provider's SAML metadata" }, config: { access: 'public' } },
    async (_req, reply) => reply.type('application/samlmetadata+xml').send(d.saml.metadata()),
  );
}

export function oidcIdentity(provider: OidcProvider, claims: Record<string, unknown>): AssertedIdentity {
  return {
    provider,
    issuer: String(claims.iss),
    subject: String(claims.sub),
    email: str(claims.email),
    emailVerified:
      claims.email_verified === true ? 'yes' : claims.email_verified === false ? 'no' : 'unknown',
    firstName: str(claims.given_name),
    lastName: str(claims.family_name),
    displayName: str(claims.name),
    attributes: claims,
  };
}

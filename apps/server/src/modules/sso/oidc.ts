import { createHash } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import * as client from 'openid-client';
import type { OidcProvider } from './sso-config';

/** Failures the user is told about in words (the IdP's own error text is logged, not shown). */
export class OidcError extends Error {}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const UNREACHABLE =
  'The identity provider could not be reached: try again later or ask your administrator';

/** An OAuth error code is a short token such as `access_denied` (RFC 6749, section 4.1.2.1). */
const ERROR_CODE = /^[a-z][a-z0-9_.-]{0,63}$/i;

/**
 * What the sign-in page says when the IdP answers the callback with `error`
 * (docs/product/administration.md, "Single sign-on"): a fixed sentence naming the error code.
 * Anyone can send a link to the callback, so `error_description` (free text) is only logged,
 * never shown, and a code that is not a plain token is left out.
 */
export function idpRefusal(error: string): OidcError {
  const code = ERROR_CODE.test(error) ? ` (${error})` : '';
  return new OidcError(
    `The identity provider refused the sign-in${code}: try again or ask your administrator`,
  );
}

/**
 * The OIDC relying party (docs/product/administration.md, "Single sign-on"): authorization code with
 * PKCE, state and nonce, through `openid-client`. Discovery documents are fetched once per
 * issuer and client; plain http is accepted only for an issuer on this machine (tests, development).
 */
export function createOidcClient() {
  const configs = new Map<string, Promise<client.Configuration>>();
  const jwks = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

  function configFor(p: OidcProvider): Promise<client.Configuration> {
    const secretHash = createHash('sha256')
      .update(p.clientSecret ?? '')
      .digest('hex');
    const key = `${p.issuer}\n${p.clientId}\n${secretHash}`;
    let found = configs.get(key);
    if (!found) {
      const issuer = new URL(p.issuer);
      const insecure = issuer.protocol === 'http:' && LOOPBACK_HOSTS.has(issuer.hostname);
      found = client.discovery(
        issuer,
        p.clientId,
        p.clientSecret ?? undefined,
        p.clientSecret ? client.ClientSecretPost(p.clientSecret) : client.None(),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      configs.set(key, found);
      found.catch(() => configs.delete(key));
    }
    // The issuer is an address a tenant's Admin chose: what the server met there (a refused
    // connection, a host name, an odd answer) is logged as the cause, not shown on the sign-in page.
    return found.catch((err: unknown) => {
      throw new OidcError(UNREACHABLE, { cause: err });
    });
  }

  return {
    /** Where to send the browser, and what the callback must check. */
    async start(p: OidcProvider, redirectUri: string) {
      const config = await configFor(p);
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url: url.href, state, verifier, nonce };
    },

    /** Exchanges the code; the ID token's signature, issuer, audience, expiry and nonce are checked. */
    async finish(
      p: OidcProvider,
      currentUrl: URL,
      checks: { state: string; verifier: string; nonce: string },
    ): Promise<JWTPayload> {
      const config = await configFor(p);
      try {
        const tokens = await client.authorizationCodeGrant(config, currentUrl, {
          pkceCodeVerifier: checks.verifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        const claims = tokens.claims();
        if (!claims) throw new OidcError('The identity provider sent no ID token');
        return claims as JWTPayload;
      } catch (err) {
        if (err instanceof OidcError) throw err;
        throw new OidcError(`The identity provider's answer was refused: ${(err as Error).message}`);
      }
    },

    /**
     * An ID token the browser got from the tenant's provider (POST /auth/oktaExchange): verified
     * against the provider's published keys, its issuer and this client as audience.
     */
    async verifyIdToken(p: OidcProvider, idToken: string): Promise<JWTPayload> {
      const meta = (await configFor(p)).serverMetadata();
      if (!meta.jwks_uri) throw new OidcError('The identity provider publishes no signing keys');
      let keys = jwks.get(meta.jwks_uri);
      if (!keys) jwks.set(meta.jwks_uri, (keys = createRemoteJWKSet(new URL(meta.jwks_uri))));
      try {
        const { payload } = await jwtVerify(idToken, keys, { issuer: meta.issuer, audience: p.clientId });
        return payload;
      } catch (err) {
        if (err instanceof joseErrors.JWTExpired) throw new OidcError('The ID token has expired');
        if (err instanceof joseErrors.JWTClaimValidationFailed)
          throw new OidcError(`The ID token was not issued for this application (${err.claim})`);
        throw new OidcError("The ID token is not signed by the tenant's identity provider");
      }
    },
  };
}
export type OidcClient = ReturnType<typeof createOidcClient>;

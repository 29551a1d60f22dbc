import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import Provider from 'oidc-provider';

export type TestAccount = {
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  groups?: string[];
};

/**
 * A real OpenID Provider (`oidc-provider`) on a loopback port, for the SSO tests. Its login
 * interaction signs in whichever account the test named last, with no form to fill.
 */
export async function startOidcProvider(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const accounts = new Map<string, TestAccount>();
  let nextAccount = '';
  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const jwk: JWK = { ...(await exportJWK(privateKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };

  let handler: (req: IncomingMessage, res: ServerResponse) => void = (_q, res) => res.end();
  const server: Server = createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: [jwk as never] },
    cookies: { keys: ['test-cookie-key-0123456789'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false } },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'groups'],
    },
    conformIdTokenClaims: false,
    ttl: {
      Interaction: 600,
      Grant: 600,
      Session: 600,
      AccessToken: 600,
      IdToken: 600,
      AuthorizationCode: 60,
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      if (!account) return undefined;
      return { accountId: id, claims: () => ({ sub: id, ...account }) };
    },
    async loadExistingGrant(ctx) {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client!.clientId,
        accountId: ctx.oidc.session!.accountId!,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  const callback = provider.callback();
  handler = (req, res) => {
    if (req.url?.startsWith('/interaction/')) {
      provider
        .interactionFinished(
          req,
          res,
          { login: { accountId: nextAccount } },
          { mergeWithLastSubmission: false },
        )
        .catch((err: unknown) => {
          res.statusCode = 500;
          res.end(String(err));
        });
      return;
    }
    callback(req, res);
  };

  return {
    issuer,
    /** The account the next sign-in at this provider belongs to. */
    signInAs(sub: string, account: TestAccount) {
      accounts.set(sub, account);
      nextAccount = sub;
    },
    /** An ID token signed with the provider's own key (or another), for POST /auth/oktaExchange. */
    async idToken(
      claims: Record<string, unknown>,
      o: { audience?: string; expiresAt?: number; foreignKey?: boolean } = {},
    ) {
      const key = o.foreignKey ? (await generateKeyPair('RS256')).privateKey : privateKey;
      return new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(o.audience ?? opts.clientId)
        .setIssuedAt()
        .setExpirationTime(o.expiresAt ?? '1h')
        .sign(key);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Follows the IdP's redirects with its cookies, as a browser would, until it leaves the IdP. */
export async function browseIdp(start: string, issuer: string): Promise<URL> {
  const jar = new Map<string, string>();
  let url = start;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const [k, ...v] = (pair ?? '').split('=');
      if (k) jar.set(k.trim(), v.join('='));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`IdP answered ${res.status} without a redirect: ${await res.text()}`);
    const next = new URL(location, url);
    if (!next.href.startsWith(issuer)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the IdP');
}

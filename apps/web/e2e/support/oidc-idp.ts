import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Provider on a loopback port for the browser test of single sign-on: its login step
 * signs in the one account it was given, with no form to fill.
 */
export async function startOidcIdp(opts: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  account: { sub: string; email: string; name: string; groups: string[] };
}) {
  let handle: Parameters<typeof createServer>[1] = (_req, res) => res.end();
  const server = createServer((req, res) => handle?.(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { sub, ...claims } = opts.account;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: opts.clientId,
        client_secret: opts.clientSecret,
        redirect_uris: [opts.redirectUri],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['e2e-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'groups'] },
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
    findAccount: (_ctx, id) =>
      id === sub ? { accountId: id, claims: () => ({ sub, email_verified: true, ...claims }) } : undefined,
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
  handle = (req, res) => {
    if (!req.url?.startsWith('/interaction/')) return callback(req, res);
    provider
      .interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false })
      .catch(() => res.writeHead(500).end());
  };
  return { issuer, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

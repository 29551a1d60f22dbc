import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createOidcClient } from './oidc';
import { createSamlSp } from './saml';
import { createSsoConfig } from './sso-config';
import { createSsoRepository } from './sso.repository';
import { createSsoService } from './sso.service';

/** The addresses an IdP is told about, all under PUBLIC_URL (docs/product/administration.md, "Single sign-on"). */
export function ssoAddresses(publicUrl: string) {
  return {
    redirectUri: `${publicUrl}/auth/oidc/callback`,
    acsUrl: `${publicUrl}/auth/saml/acs`,
    metadataUrl: `${publicUrl}/auth/saml/metadata`,
    entityId: `${publicUrl}/auth/saml/metadata`,
    afterSignIn: `${publicUrl}/`,
  };
}

function build(app: FastifyInstance) {
  const repo = createSsoRepository(app.db, app.events);
  // Client secrets are sealed with the secrets key (docs/product/shell-and-accounts.md, "Keys").
  const box = app.accountSecurity.box;
  const addresses = ssoAddresses(app.config.publicUrl);
  const { users, service: auth } = app.auth;
  return {
    repo,
    box,
    addresses,
    auth,
    config: createSsoConfig({ repo, env: app.config.sso, box, log: app.log }),
    oidc: createOidcClient(),
    saml: createSamlSp(repo, addresses),
    service: createSsoService({ repo, users, auth, tokens: app.tokens }),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    sso: ReturnType<typeof build>;
  }
}

/** Built once per app, shared by the browser and API routes (the OIDC discovery cache lives here). */
export const ssoPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('sso', build(app));
  },
  { name: 'sso', dependencies: ['auth', 'account-security'] },
);

export const ssoDeps = (app: FastifyInstance) => app.sso;

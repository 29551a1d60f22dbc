import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createSecretBox } from '../../lib/secret-box';
import { createAuthRepository } from '../auth/auth.repository';
import { createAuthService, type ClientMeta } from '../auth/auth.service';
import { createLoginThrottle } from '../auth/login-throttle';
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

// Keyed by the database handle: every encapsulated scope of one app shares it.
const built = new WeakMap<object, ReturnType<typeof build>>();

function build(app: FastifyInstance) {
  const repo = createSsoRepository(app.db, app.events);
  const box = createSecretBox(app.config.jwtSecret);
  const addresses = ssoAddresses(app.config.publicUrl);
  const users = createAuthRepository(app.db, app.events);
  const auth = createAuthService({
    repo: users,
    tokens: app.tokens,
    throttle: createLoginThrottle({ max: 10, windowMs: 3_600_000 }),
  });
  return {
    repo,
    box,
    addresses,
    auth,
    config: createSsoConfig({ repo, env: app.config.sso, box }),
    oidc: createOidcClient(),
    saml: createSamlSp(repo, addresses),
    service: createSsoService({ repo, users, auth, tokens: app.tokens }),
  };
}

/** One set per app, shared by the browser and API routes (the OIDC discovery cache lives here). */
export function ssoDeps(app: FastifyInstance) {
  let found = built.get(app.db);
  if (!found) {
    found = build(app);
    built.set(app.db, found);
  }
  return found;
}

export const clientMeta = (req: FastifyRequest): ClientMeta => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'] ?? null,
});

import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

const PUBLIC_URL = 'https://wilco.test';
const missing = path.join(mkdtempSync(path.join(os.tmpdir(), 'wilco-idp-')), 'not-there.xml');

/**
 * docs/architecture.md, "Configuration": a missing optional service degrades with a clear
 * message. SAML_IDP_METADATA that cannot be read (a file gone, an IdP down) must not take the
 * default tenant's OIDC sign-in, the sign-in page's provider list or the admin's SSO tab with it.
 */
describe('SSO from the environment when SAML_IDP_METADATA cannot be read', () => {
  const t = useTestApp('pglite', {
    publicUrl: PUBLIC_URL,
    sso: {
      oidc: { issuer: 'https://idp.oidc.test', clientId: 'wilco', clientSecret: 'secret', name: 'Corp OIDC' },
      saml: { metadata: missing, name: 'Corp SAML' },
      oidcRoleClaim: null,
      samlRoleAttribute: null,
      roleMap: {},
      defaultRoles: ['Learner'],
    },
  });
  let code = '';
  beforeAll(async () => {
    code = (await createTenantWithUsers(t.app, 'corp', ['Admin'])).tenant.tenant_short_code;
  });

  it('still lists the OIDC provider on the sign-in page', async () => {
    const res = await t.app.inject({ url: `/api/auth/sso/providers?tenant=${code}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().providers).toEqual([expect.objectContaining({ protocol: 'oidc' })]);
  });

  it("sends a SAML sign-in back to the sign-in page saying the IdP's metadata could not be read", async () => {
    const start = await t.app.inject({ url: '/auth/saml/login' });
    expect(start.statusCode).toBe(302);
    const error = new URLSearchParams(new URL(String(start.headers.location)).hash.slice(1)).get('sso_error');
    expect(error).toMatch(/metadata/i);
    expect(error).not.toContain(missing);
  });

  it("shows the admin the OIDC card and keeps SAML the environment's", async () => {
    const { idToken } = await login(t.app, `admin@${code}.test`);
    const res = await t.app.inject({ url: '/api/sso', headers: bearer(idToken) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().oidc).toMatchObject({ issuer: 'https://idp.oidc.test', from_environment: true });
    // SAML still belongs to the environment: the card cannot take it over while the file is gone.
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: bearer(idToken),
      payload: { display_name: 'Mine', idp_metadata: '<EntityDescriptor/>' },
    });
    expect(change.statusCode).toBe(409);
  });
});

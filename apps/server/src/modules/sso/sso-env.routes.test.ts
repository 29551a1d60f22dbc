import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { createSamlIdp } from '../../test/saml-idp';
import { fragmentOf, redeemInSameBrowser } from '../../test/sso-handoff';

const PUBLIC_URL = 'https://wilco.test';
const idp = createSamlIdp('https://corp-idp.test/metadata');
const metadataFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'wilco-idp-')), 'idp.xml');
writeFileSync(metadataFile, idp.metadata);

describe.shuffle.each(databaseKinds())('SSO from the environment, default tenant, on %s', (kind) => {
  const t = useTestApp(kind, {
    publicUrl: PUBLIC_URL,
    sso: {
      oidc: null,
      saml: { metadata: metadataFile, name: 'Corp login' },
      oidcRoleClaim: null,
      samlRoleAttribute: 'memberOf',
      roleMap: { 'cn=admins': ['Admin'] },
      defaultRoles: ['Learner'],
    },
  });
  let code = '';

  beforeAll(async () => {
    // The first tenant of a fresh database is the default tenant (id 1).
    const { tenant } = await createTenantWithUsers(t.app, 'corp', ['Admin']);
    expect(tenant.tenant_id).toBe(1);
    code = tenant.tenant_short_code;
  });

  it('offers SAML_IDP_METADATA (a file) for the default tenant and signs in with SSO_ROLE_MAP', async () => {
    const providers = await t.app.inject({ url: `/api/auth/sso/providers?tenant=${code}` });
    expect(providers.json().providers).toEqual([
      expect.objectContaining({ protocol: 'saml', display_name: 'Corp login' }),
    ]);
    const start = await t.app.inject({ url: '/auth/saml/login' });
    expect(String(start.headers.location)).toMatch(/^https:\/\/idp\.saml\.test\/sso\?SAMLRequest=/);
    const metadata = (await t.app.inject({ url: '/auth/saml/metadata' })).body;
    const response = await idp.respond(metadata, String(start.headers.location), {
      email: 'boss@corp.example',
      attributes: { memberOf: ['cn=admins'] },
    });
    const done = await t.app.inject({
      method: 'POST',
      url: '/auth/saml/acs',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: String(start.headers['set-cookie']).split(';')[0],
      },
      payload: new URLSearchParams({ SAMLResponse: response, RelayState: code }).toString(),
    });
    expect(fragmentOf(done).get('sso_error')).toBeNull();
    const tokens = await redeemInSameBrowser(t.app, done);
    const me = await t.app.inject({ url: '/api/meta/user', headers: bearer(tokens.json().idToken) });
    expect(me.json().db_user.roles).toEqual(['Admin']);
  });

  it('shows the environment settings to the admin but does not let them be changed', async () => {
    const { idToken } = await login(t.app, `admin@${code}.test`);
    const settings = await t.app.inject({ url: '/api/sso', headers: bearer(idToken) });
    expect(settings.json().saml).toMatchObject({ from_environment: true, role_claim: 'memberOf' });
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: bearer(idToken),
      payload: { display_name: 'Mine', idp_metadata: idp.metadata },
    });
    expect(change.statusCode).toBe(409);
    expect(change.json().message).toMatch(/environment/);
  });
});

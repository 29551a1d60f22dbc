import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { createSamlIdp, type Tweaks } from '../../test/saml-idp';
import { fragmentOf, redeemInSameBrowser } from '../../test/sso-handoff';

const PUBLIC_URL = 'https://wilco.test';

describe.shuffle.each(databaseKinds())('SAML single sign-on on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL });
  const idp = createSamlIdp();
  let spMetadata = '';

  beforeAll(async () => {
    await createTenantWithUsers(t.app, 'gull', ['Admin']);
    const { idToken } = await login(t.app, 'admin@gull.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: bearer(idToken),
      payload: {
        display_name: 'Gull Aviation',
        idp_metadata: idp.metadata,
        role_claim: 'groups',
        role_map: { 'ground-school': ['Learner'], faculty: ['Author'] },
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().saml).toMatchObject({ idp_entity_id: 'https://idp.saml.test/metadata' });
    spMetadata = (await t.app.inject({ url: '/auth/saml/metadata' })).body;
  });

  /** Starts a sign-in at Wilco and has the IdP answer it; returns the form post to the ACS. */
  async function signInResponse(
    user: { email: string; attributes?: Record<string, string[]> },
    tweaks?: Tweaks,
  ) {
    const start = await t.app.inject({ url: '/auth/saml/login?tenant=gull' });
    expect(start.statusCode, start.body).toBe(302);
    // The browser's binding cookie comes back with the post (docs/product/administration.md, "Single sign-on").
    browser = String(start.headers['set-cookie']).split(';')[0]!;
    return idp.respond(spMetadata, String(start.headers.location), user, tweaks);
  }
  let browser = '';
  const post = (SAMLResponse: string, RelayState = 'gull', cookie = browser) =>
    t.app.inject({
      method: 'POST',
      url: '/auth/saml/acs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie },
      payload: new URLSearchParams({ SAMLResponse, RelayState }).toString(),
    });
  const dee = {
    email: 'dee@gull.example',
    attributes: { groups: ['ground-school', 'faculty'], firstName: ['Dee'] },
  };

  it('serves SP metadata naming the ACS and asking for signed assertions', () => {
    expect(spMetadata).toContain(`entityID="${PUBLIC_URL}/auth/saml/metadata"`);
    expect(spMetadata).toContain(`Location="${PUBLIC_URL}/auth/saml/acs"`);
    expect(spMetadata).toContain('WantAssertionsSigned="true"');
  });

  it('signs a person in from a signed assertion, provisioned with mapped roles', async () => {
    const res = await post(await signInResponse(dee));
    expect(fragmentOf(res).get('sso_error')).toBeNull();
    const tokens = await redeemInSameBrowser(t.app, res);
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.json().idToken) });
    expect(me.json().auth_user.email).toBe('dee@gull.example');
    expect(me.json().db_user.roles).toEqual(['Author', 'Learner']);
  });

  it('refuses a response posted from another browser than the one that started (login CSRF)', async () => {
    const response = await signInResponse(dee);
    const elsewhere = await post(response, 'gull', 'wilco_saml=someone-else');
    expect(fragmentOf(elsewhere).get('sso_error')).toMatch(/does not answer a sign-in started here/);
    expect(fragmentOf(await post(response, 'gull', '')).get('sso_error')).toMatch(/started here/);
    // Its own browser can still use it.
    expect(fragmentOf(await post(response)).get('sso_code')).toBeTruthy();
  });

  it('keeps the stored metadata when an admin saves without pasting it, and refuses unknown roles', async () => {
    const { idToken } = await login(t.app, 'admin@gull.test');
    const save = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/api/sso/saml', headers: bearer(idToken), payload });
    const kept = await save({
      display_name: 'Gull Aviation',
      role_claim: 'groups',
      role_map: { 'ground-school': ['Learner'], faculty: ['Author'] },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json().saml.idp_entity_id).toBe('https://idp.saml.test/metadata');
    const unknown = await save({ display_name: 'Gull', role_map: { pilots: ['Captain'] } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/Unknown role: Captain/);
  });

  it('refuses a replayed response', async () => {
    const response = await signInResponse(dee);
    expect(fragmentOf(await post(response)).get('sso_code')).toBeTruthy();
    expect(fragmentOf(await post(response)).get('sso_error')).toMatch(
      /does not answer a sign-in started here, or it was already used/,
    );
  });

  it('refuses a wrong audience, an expired assertion and a wrong recipient', async () => {
    const wrongAudience = await post(await signInResponse(dee, { audience: 'https://someone-else.test' }));
    expect(fragmentOf(wrongAudience).get('sso_error')).toMatch(/wrong audience/);
    const expired = await post(await signInResponse(dee, { validForMinutes: -10 }));
    expect(fragmentOf(expired).get('sso_error')).toMatch(/expired/);
    const recipient = await post(await signInResponse(dee, { recipient: 'https://evil.test/acs' }));
    expect(fragmentOf(recipient).get('sso_error')).toMatch(/another recipient/);
  });

  it('refuses an unsigned assertion and an altered one', async () => {
    const unsigned = await post(await signInResponse(dee, { unsignedAssertion: true }));
    expect(fragmentOf(unsigned).get('sso_error')).toMatch(/not signed by the tenant's identity provider/);
    const signed = Buffer.from(await signInResponse(dee), 'base64').toString('utf8');
    const altered = signed.replaceAll('faculty', 'admins-of-everything');
    expect(altered).not.toBe(signed);
    const res = await post(Buffer.from(altered).toString('base64'));
    expect(fragmentOf(res).get('sso_error')).toMatch(/not signed by the tenant's identity provider/);
  });

  it('refuses an unknown tenant, a tenant without SAML and a response that is not SAML', async () => {
    const unknown = await post(await signInResponse(dee), 'nobody');
    expect(fragmentOf(unknown).get('sso_error')).toMatch(/Unknown tenant/);
    const start = await t.app.inject({ url: '/auth/saml/login?tenant=nobody' });
    expect(start.statusCode).toBe(302);
    expect(fragmentOf(start).get('sso_error')).toMatch(/Unknown tenant/);
    expect(fragmentOf(await post('bm90IHNhbWw=')).get('sso_error')).toMatch(/SAML response was refused/);
  });

  it('refuses metadata it cannot use with a 400', async () => {
    const { idToken } = await login(t.app, 'admin@gull.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: bearer(idToken),
      payload: { display_name: 'Broken', idp_metadata: '<EntityDescriptor/>' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/IDPSSODescriptor/);
    // The browser is sent to the sign-on address: only http(s).
    const scripted = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/saml',
      headers: bearer(idToken),
      payload: {
        display_name: 'Scripted',
        idp_metadata: idp.metadata.replace(/Location="[^"]*"/g, 'Location="javascript:alert(1)"'),
      },
    });
    expect(scripted.statusCode).toBe(400);
    expect(scripted.json().message).toBe(
      'The IdP metadata names a SingleSignOnService location that is not an http(s) address',
    );
  });
});

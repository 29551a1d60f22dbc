import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';
import { browseIdp, startOidcProvider } from '../../test/oidc-provider';
import { fragmentOf, handoffCookieOf, redeemHandoff } from '../../test/sso-handoff';

const PUBLIC_URL = 'https://wilco.test';
const CLIENT = { clientId: 'wilco-sky', clientSecret: 'sky-secret-0123456789' };

describe.shuffle.each(databaseKinds())('OIDC single sign-on on %s', (kind) => {
  const t = useTestApp(kind, { publicUrl: PUBLIC_URL });
  let idp: Awaited<ReturnType<typeof startOidcProvider>>;
  let adminToken = '';

  beforeAll(async () => {
    idp = await startOidcProvider({ ...CLIENT, redirectUri: `${PUBLIC_URL}/auth/oidc/callback` });
    await createTenantWithUsers(t.app, 'sky', ['Admin']);
    await createTenantWithUsers(t.app, 'other', ['Learner']);
    adminToken = (await login(t.app, 'admin@sky.test')).idToken;
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/oidc',
      headers: bearer(adminToken),
      payload: {
        display_name: 'Sky Airways',
        issuer: idp.issuer,
        client_id: CLIENT.clientId,
        client_secret: CLIENT.clientSecret,
        role_claim: 'groups',
        role_map: { pilots: ['Learner'], instructors: ['Author', 'Learner'], admins: ['Admin'] },
        default_roles: [],
        email_domains: ['sky.example'],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => idp?.close());

  /** The browser's round trip: Wilco → IdP → Wilco's callback → web app with a code. */
  async function browserSignIn(tenant = 'sky') {
    const start = await t.app.inject({ url: `/auth/oidc/login?tenant=${tenant}` });
    expect(start.statusCode, start.body).toBe(302);
    const cookie = String(start.headers['set-cookie']).split(';')[0]!;
    const back = await browseIdp(String(start.headers.location), idp.issuer);
    expect(back.href.startsWith(`${PUBLIC_URL}/auth/oidc/callback?`)).toBe(true);
    const done = await t.app.inject({ url: back.pathname + back.search, headers: { cookie } });
    expect(done.statusCode).toBe(302);
    const fragment = fragmentOf(done);
    return { fragment, callback: back, cookie, handoff: handoffCookieOf(done) };
  }

  const errorOf = (location: unknown) =>
    new URLSearchParams(new URL(String(location)).hash.slice(1)).get('sso_error');
  /** The web app trading the code in the browser that finished the sign-in. */
  const redeem = (signIn: { fragment: URLSearchParams; handoff: string }) =>
    redeemHandoff(t.app, signIn.fragment.get('sso_code')!, signIn.handoff);

  it('signs a new person in, provisioned just in time with mapped roles and no password', async () => {
    idp.signInAs('sub-ann', {
      email: 'ann@sky.example',
      email_verified: true,
      given_name: 'Ann',
      family_name: 'Lee',
      groups: ['instructors'],
    });
    const signIn = await browserSignIn();
    expect(signIn.fragment.get('sso_error')).toBeNull();
    const tokens = (await redeem(signIn)).json<{
      idToken: string;
      refreshToken: string;
    }>();
    const me = await t.app.inject({ url: '/api/meta/user', headers: bearer(tokens.idToken) });
    expect(me.statusCode).toBe(200);
    expect(me.json().auth_user).toMatchObject({ email: 'ann@sky.example', display_name: 'Ann Lee' });
    expect(me.json().db_user.roles).toEqual(['Author', 'Learner']);
    // SSO-only: the password form cannot sign this account in.
    const pw = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'ann@sky.example', password: 'anything-at-all' },
    });
    expect(pw.statusCode).toBe(401);
    // The SSO strategy's refresh call rotates the pair.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      payload: { refresh_token: tokens.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);
  });

  it('maps roles again at every sign-in, and a code works once', async () => {
    // A person of this case's own: first an instructor, then only a pilot.
    const cat = { email: 'cat@sky.example', email_verified: true };
    idp.signInAs('sub-cat', { ...cat, groups: ['instructors'] });
    const first = (await redeem(await browserSignIn())).json<{
      idToken: string;
    }>();
    const before = await t.app.inject({ url: '/api/user', headers: bearer(first.idToken) });
    expect(before.json().db_user.roles).toEqual(['Author', 'Learner']);
    idp.signInAs('sub-cat', { ...cat, groups: ['pilots'] });
    const signIn = await browserSignIn();
    const tokens = (await redeem(signIn)).json<{ idToken: string }>();
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(me.json().db_user.roles).toEqual(['Learner']);
    const again = await redeem(signIn);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired or was already used/);
  });

  it('refuses a person the rules give no role', async () => {
    idp.signInAs('sub-bob', { email: 'bob@sky.example', email_verified: true, groups: ['visitors'] });
    const { fragment } = await browserSignIn();
    expect(fragment.get('sso_code')).toBeNull();
    expect(fragment.get('sso_error')).toMatch(/no role in Wilco/);
  });

  it("refuses an email that belongs to another tenant's account", async () => {
    idp.signInAs('sub-x', { email: 'learner@other.test', email_verified: true, groups: ['pilots'] });
    const { fragment } = await browserSignIn();
    expect(fragment.get('sso_error')).toMatch(/another organisation/);
  });

  it('links an existing account only for a verified email, and creates none the IdP says is unverified', async () => {
    idp.signInAs('sub-admin', { email: 'admin@sky.test', groups: ['admins'] });
    expect((await browserSignIn()).fragment.get('sso_error')).toMatch(/not verified this email/);
    idp.signInAs('sub-new', { email: 'new@sky.example', email_verified: false, groups: ['pilots'] });
    expect((await browserSignIn()).fragment.get('sso_error')).toMatch(/not verified this email/);
    idp.signInAs('sub-quiet', { email: 'quiet@sky.example', groups: ['pilots'] });
    expect((await browserSignIn()).fragment.get('sso_code')).toBeTruthy();
    idp.signInAs('sub-admin', { email: 'admin@sky.test', email_verified: true, groups: ['admins'] });
    const linked = await browserSignIn();
    const tokens = (await redeem(linked)).json<{ idToken: string }>();
    const me = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(me.json().auth_user.email).toBe('admin@sky.test');
    // Role mapping applies to a linked account too.
    expect(me.json().db_user.roles).toEqual(['Admin']);
  });

  // Login CSRF: someone finishes a sign-in of their own and sends its hand-off link to another person.
  it('trades a hand-off code only in the browser that finished the sign-in', async () => {
    idp.signInAs('sub-eve', { email: 'eve@sky.example', email_verified: true, groups: ['pilots'] });
    const signIn = await browserSignIn();
    expect(signIn.handoff).toMatch(/^wilco_sso_handoff=.+/);
    const elsewhere = await redeemHandoff(
      t.app,
      signIn.fragment.get('sso_code')!,
      'wilco_sso_handoff=forged',
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json().message).toBe('This sign-in was finished in another browser: sign in again');
    const noCookie = await redeemHandoff(t.app, (await browserSignIn()).fragment.get('sso_code')!);
    expect(noCookie.statusCode).toBe(401);
    expect(noCookie.json().message).toBe('This sign-in was finished in another browser: sign in again');
  });

  it('refuses a replayed callback and one from another browser', async () => {
    idp.signInAs('sub-dee', { email: 'dee@sky.example', email_verified: true, groups: ['pilots'] });
    const { callback, cookie } = await browserSignIn();
    const replay = await t.app.inject({ url: callback.pathname + callback.search, headers: { cookie } });
    expect(errorOf(replay.headers.location)).toMatch(/expired or was already used/);

    const start = await t.app.inject({ url: '/auth/oidc/login?tenant=sky' });
    const back = await browseIdp(String(start.headers.location), idp.issuer);
    const foreign = await t.app.inject({
      url: back.pathname + back.search,
      headers: { cookie: 'wilco_oidc=someone-else' },
    });
    expect(errorOf(foreign.headers.location)).toMatch(/started in another browser/);
  });

  // docs/product/administration.md, "Single sign-on": anyone can send a link to the callback, so the
  // IdP's free text never reaches the sign-in page; its error code does, when it is one.
  it("shows the provider's error code, never its error_description", async () => {
    const crafted = await t.app.inject({
      url: `/auth/oidc/callback?error=access_denied&error_description=${encodeURIComponent(
        'Your account is locked: call +1 555 0100 with your password',
      )}`,
    });
    expect(crafted.statusCode).toBe(302);
    expect(errorOf(crafted.headers.location)).toBe(
      'The identity provider refused the sign-in (access_denied): try again or ask your administrator',
    );
    const oddCode = await t.app.inject({
      url: `/auth/oidc/callback?error=${encodeURIComponent('Call +1 555 0100 now')}`,
    });
    expect(errorOf(oddCode.headers.location)).toBe(
      'The identity provider refused the sign-in: try again or ask your administrator',
    );
  });

  // The issuer is an address a tenant's Admin chose: what the server met there (a refused
  // connection, a host name, an odd answer) goes to the log, not to the sign-in page.
  it('says an identity provider cannot be reached without what the server met there', async () => {
    await createTenantWithUsers(t.app, 'down', ['Admin']);
    const admin = (await login(t.app, 'admin@down.test')).idToken;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/sso/oidc',
      headers: bearer(admin),
      payload: {
        display_name: 'Down Air',
        issuer: 'http://127.0.0.1:9/internal',
        client_id: 'x',
        role_claim: null,
        role_map: {},
        default_roles: ['Learner'],
        email_domains: [],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const start = await t.app.inject({ url: '/auth/oidc/login?tenant=down' });
    expect(errorOf(start.headers.location)).toBe(
      'The identity provider could not be reached: try again later or ask your administrator',
    );
  });

  // docs/product/administration.md, "Single sign-on": refusals go back to the sign-in page with a
  // reason, never a JSON answer in the browser's window.
  it('sends an unknown tenant and a tenant without OIDC back to the sign-in page with the reason', async () => {
    const unknown = await t.app.inject({ url: '/auth/oidc/login?tenant=nobody' });
    expect(unknown.statusCode).toBe(302);
    expect(errorOf(unknown.headers.location)).toBe(
      'Unknown tenant: check the tenant code or your email address',
    );
    // The page shows a reason only to the browser the server sent back with one (a link to
    // `/#sso_error=…` made by someone else shows nothing).
    expect(String(unknown.headers['set-cookie'])).toMatch(
      /^wilco_sso_refused=1; Path=\/; Max-Age=60; SameSite=Lax; Secure$/,
    );
    const none = await t.app.inject({ url: '/auth/oidc/login?tenant=other' });
    expect(none.statusCode).toBe(302);
    expect(errorOf(none.headers.location)).toMatch(/not set up for this tenant/);
  });

  it('lists the providers for an email domain or tenant code, without secrets', async () => {
    const byDomain = await t.app.inject({ url: '/api/auth/sso/providers?email=zoe@sky.example' });
    expect(byDomain.json().providers).toEqual([
      {
        protocol: 'oidc',
        display_name: 'Sky Airways',
        tenant: 'sky',
        login_url: `${PUBLIC_URL}/auth/oidc/login?tenant=sky`,
      },
    ]);
    const none = await t.app.inject({ url: '/api/auth/sso/providers?email=zoe@elsewhere.example' });
    expect(none.json().providers).toEqual([]);
    const settings = await t.app.inject({ url: '/api/sso', headers: bearer(adminToken) });
    expect(settings.json().oidc).toMatchObject({ has_client_secret: true, issuer: idp.issuer });
    expect(settings.body).not.toContain(CLIENT.clientSecret);
  });

  describe('POST /api/auth/oktaExchange', () => {
    const exchange = (id_token: string, tenant = 'sky') =>
      t.app.inject({ method: 'POST', url: '/api/auth/oktaExchange', payload: { id_token, tenant } });
    const claims = { sub: 'sub-cy', email: 'cy@sky.example', email_verified: true, groups: ['pilots'] };

    it("exchanges an ID token signed by the tenant's provider for Wilco's tokens", async () => {
      const res = await exchange(await idp.idToken(claims));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toHaveProperty('idToken');
    });

    it('refuses a wrong audience, an expired token, a foreign key and an unknown tenant', async () => {
      const wrongAudience = await exchange(await idp.idToken(claims, { audience: 'someone-else' }));
      expect(wrongAudience.statusCode).toBe(401);
      expect(wrongAudience.json().message).toMatch(/not issued for this application/);
      const expired = await exchange(
        await idp.idToken(claims, { expiresAt: Math.floor(Date.now() / 1000) - 600 }),
      );
      expect(expired.statusCode).toBe(401);
      expect(expired.json().message).toMatch(/expired/);
      const forged = await exchange(await idp.idToken(claims, { foreignKey: true }));
      expect(forged.statusCode).toBe(401);
      expect(forged.json().message).toMatch(/not signed by the tenant's identity provider/);
      const unknown = await exchange(await idp.idToken(claims), 'nobody');
      expect(unknown.statusCode).toBe(404);
      const bad = await t.app.inject({
        method: 'POST',
        url: '/api/auth/oktaExchange',
        payload: { id_token: 1 },
      });
      expect(bad.statusCode).toBe(400);
    });
  });
});

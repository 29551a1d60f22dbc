import { generateKeyPair } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases';
import { bearer, login } from '../../test/fixtures';
import { ROLE_URI, type TestPlatform } from '../../test/lti-platform';
import { useLtiTool, type IdTokenOverrides as Overrides } from '../../test/lti-tool';

describe.shuffle.each(databaseKinds())('LTI 1.3 launch on %s', (kind) => {
  const lti = useLtiTool(kind);
  const { t, startLogin, postLaunch, launch, firstQuiz, toolJwks } = lti;
  let platform: TestPlatform;
  beforeAll(() => {
    platform = lti.platform;
  });

  it('redirects the login to the platform with state, nonce and the launch URL', async () => {
    const { to, state, nonce } = await startLogin();
    expect(`${to.origin}${to.pathname}`).toBe(platform.registration.auth_login_url);
    expect(to.searchParams.get('redirect_uri')).toMatch(/\/lti\/launch$/);
    expect(to.searchParams.get('response_mode')).toBe('form_post');
    expect(state).toHaveLength(43);
    expect(nonce).not.toBe(state);
    const unknown = await t.app.inject({
      url: '/lti/login',
      query: { iss: 'https://nobody.test', login_hint: 'x', target_link_uri: 'http://x' },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('publishes its keys with a kid, and keeps the previous key after a rotation', async () => {
    const before = (await toolJwks()).keys as { kid: string; n: string; d?: string }[];
    expect(before[0]!.kid).toBeTruthy();
    expect(before[0]!.d).toBeUndefined();
    const { kid } = await t.app.lti.keys.rotate();
    const after = ((await toolJwks()).keys as { kid: string }[]).map((k) => k.kid);
    expect(after).toEqual([kid, before[0]!.kid]);
  });

  it('signs a learner in from a quiz launch, just in time, and opens that quiz', async () => {
    const quiz = await firstQuiz();
    const session = await launch({
      sub: 'learner-42',
      name: 'Pat Pilot',
      email: 'pat@school.test',
      roles: [ROLE_URI.learner],
      custom: { wilco_quiz: String(quiz.quiz_id) },
      resourceLinkId: 'quiz-link',
    });
    expect(session.target).toEqual({ kind: 'quiz', quiz_id: quiz.quiz_id });
    expect(session.deep_linking).toBe(false);
    const me = await t.app.inject({ url: '/api/user', headers: bearer(session.idToken) });
    expect(me.json().auth_user).toMatchObject({ email: 'pat@school.test', display_name: 'Pat Pilot' });
    expect(me.json().db_user.roles).toEqual(['Learner']);
    // The code is good once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/lti/session',
      payload: { code: session.code },
    });
    expect(again.statusCode).toBe(401);
    // The same sub is the same user next time.
    const second = await launch({ sub: 'learner-42', roles: [ROLE_URI.learner] });
    const me2 = await t.app.inject({ url: '/api/user', headers: bearer(second.idToken) });
    expect(me2.json().auth_user.user_id).toBe(me.json().auth_user.user_id);
  });

  it('hands the launch to a window of its own with a fresh one-time code, for its own user only', async () => {
    const session = await launch({
      sub: 'learner-window',
      roles: [ROLE_URI.learner],
      custom: { wilco_scenario: 'pattern-work' },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/lti/launch/${session.launch_id}/handoff`,
      headers: bearer(session.idToken),
    });
    expect(res.statusCode, res.body).toBe(200);
    const code = new URL(res.json().url as string, 'http://x').searchParams.get('lti_code')!;
    const opened = await t.app.inject({ method: 'POST', url: '/api/lti/session', payload: { code } });
    expect(opened.json()).toMatchObject({
      launch_id: session.launch_id,
      target: { kind: 'scenario', deep_link: 'pattern-work' },
    });
    const other = await launch({ sub: 'learner-other', roles: [ROLE_URI.learner] });
    const stolen = await t.app.inject({
      method: 'POST',
      url: `/api/lti/launch/${session.launch_id}/handoff`,
      headers: bearer(other.idToken),
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('maps Instructor to Author and Administrator to Admin, and never takes over an existing email', async () => {
    const instructor = await launch({
      sub: 'teacher-1',
      email: 'admin@wilco.dev',
      roles: [ROLE_URI.instructor],
    });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(instructor.idToken) })).json();
    expect(me.db_user.roles).toEqual(['Author']);
    expect(me.auth_user.email).toMatch(/@lti\.invalid$/);
    const admin = await launch({ sub: 'it-1', roles: [ROLE_URI.admin] });
    expect(
      (await t.app.inject({ url: '/api/user', headers: bearer(admin.idToken) })).json().db_user.roles,
    ).toEqual(['Admin']);
  });

  it('refuses bad launches with a clear 4xx', async () => {
    const claims = { sub: 'learner-bad', roles: [ROLE_URI.learner] };
    const refused = async (overrides: Overrides, status: number, message: RegExp) => {
      const { state, nonce } = await startLogin();
      const res = await postLaunch({ id_token: await platform.idToken(nonce, claims, overrides), state });
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().message).toMatch(message);
    };
    await refused({ issuer: 'https://evil.test' }, 401, /wrong issuer/);
    await refused({ audience: 'someone-else' }, 401, /wrong audience/);
    await refused({ deploymentId: 'deployment-x' }, 403, /Unknown LTI deployment/);
    await refused({ expiresIn: Math.floor(Date.now() / 1000) - 600 }, 401, /expired/);
    const { privateKey } = await generateKeyPair('RS256');
    await refused({ key: privateKey }, 401, /signature does not verify/);

    // Unsigned (alg none).
    const { state, nonce } = await startLogin();
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const signed = await platform.idToken(nonce, claims);
    const payload = signed.split('.')[1]!;
    const unsigned = await postLaunch({
      id_token: `${part({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      state,
    });
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().message).toMatch(/unsigned/);

    // Reused nonce: the same id_token and state posted twice.
    const fresh = await startLogin();
    const form = { id_token: await platform.idToken(fresh.nonce, claims), state: fresh.state };
    expect((await postLaunch(form)).statusCode).toBe(302);
    const replay = await postLaunch(form);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toMatch(/already used/);

    // A nonce from another login.
    const other = await startLogin();
    const mixed = await postLaunch({
      id_token: await platform.idToken(fresh.nonce, claims),
      state: other.state,
    });
    expect(mixed.statusCode).toBe(401);

    expect((await postLaunch({ state: 'x' })).statusCode).toBe(400);
    expect((await postLaunch({ id_token: 'not-a-jwt', state: 'unknown' })).statusCode).toBe(401);
  });

  it('lets /widget be framed by registered platforms only, and nothing else be framed', async () => {
    t.app.lti.forgetFrameAncestors();
    const widget = await t.app.inject({ url: '/widget?lti_code=x' });
    expect(widget.headers['content-security-policy']).toContain(`frame-ancestors 'self' ${platform.base}`);
    // The deep-linking answer is a form posted to the platform from the widget.
    expect(widget.headers['content-security-policy']).toContain(`form-action 'self' ${platform.base}`);
    const home = await t.app.inject({ url: '/Home' });
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'self';");
  });

  it('keeps platform registrations per tenant for admins', async () => {
    const admin = bearer((await login(t.app, 'admin@wilco.dev')).idToken);
    const list = await t.app.inject({ url: '/api/admin/lti/platforms', headers: admin });
    expect(list.json().map((p: { issuer: string }) => p.issuer)).toContain(platform.issuer);
    // The one LTI_PLATFORMS sets is changed there: the list says so, and edits are refused.
    const fromEnv = list.json().find((p: { issuer: string }) => p.issuer === platform.issuer);
    expect(fromEnv.from_environment).toBe(true);
    for (const method of ['PUT', 'DELETE'] as const) {
      const refused = await t.app.inject({
        method,
        url: `/api/admin/lti/platforms/${fromEnv.platform_id}`,
        headers: admin,
        ...(method === 'PUT' ? { payload: { ...platform.registration, name: 'Changed' } } : {}),
      });
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe(
        'This platform is set by LTI_PLATFORMS on the server: change it there',
      );
    }
    const input = { ...platform.registration, name: 'Second', client_id: 'another-client' };
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: admin,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().from_environment).toBe(false);
    const id = created.json().platform_id as number;
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/admin/lti/platforms',
          headers: admin,
          payload: input,
        })
      ).statusCode,
    ).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/lti/platforms',
      headers: admin,
      payload: { ...input, jwks_url: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
    // docs/product/integrations.md, "Platforms": the browser is sent to these and the server calls
    // them, so only http(s) addresses are taken.
    for (const [field, value] of [
      ['auth_login_url', 'javascript:alert(document.domain)'],
      ['token_url', 'file:///etc/passwd'],
      ['issuer', 'data:text/html,hello'],
    ]) {
      const odd = await t.app.inject({
        method: 'POST',
        url: '/api/admin/lti/platforms',
        headers: admin,
        payload: { ...input, [field!]: value },
      });
      expect(odd.statusCode, field).toBe(400);
      expect(odd.json().message).toContain(`${field} must be an http(s) URL`);
    }
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/lti/platforms/${id}`,
      headers: admin,
      payload: { ...input, name: 'Renamed' },
    });
    expect(renamed.json().name).toBe('Renamed');
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/admin/lti/platforms/${id}`, headers: admin }))
        .statusCode,
    ).toBe(204);
    const learner = bearer((await login(t.app, 'learner@wilco.dev')).idToken);
    expect((await t.app.inject({ url: '/api/admin/lti/platforms', headers: learner })).statusCode).toBe(403);
  });

  it("rotates the tool's key for the installation's own admins: the new key signs, the old stays published", async () => {
    const admin = bearer((await login(t.app, 'admin@wilco.dev')).idToken);
    const kids = async () =>
      ((await t.app.inject({ url: '/lti/jwks' })).json() as { keys: { kid: string }[] }).keys.map(
        (k) => k.kid,
      );
    const before = await kids();
    const rotate = () => t.app.inject({ method: 'POST', url: '/api/admin/lti/keys/rotate', headers: admin });
    const first = await rotate();
    expect(first.statusCode, first.body).toBe(200);
    const { kid } = first.json() as { kid: string };
    const after = await kids();
    expect(after).toContain(kid);
    expect(after).toContain(before[0]);
    // A second rotation retires the oldest: two keys at most are published.
    const second = (await rotate()).json() as { kid: string };
    expect(await kids()).toEqual(expect.arrayContaining([kid, second.kid]));
    expect((await kids()).length).toBe(2);
    const learner = bearer((await login(t.app, 'learner@wilco.dev')).idToken);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/admin/lti/keys/rotate', headers: learner }))
        .statusCode,
    ).toBe(403);
  });
});

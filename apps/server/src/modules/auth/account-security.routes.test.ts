import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, signInFailures, users } from '../../db/schema';
import { keyId } from '../../config/keys';
import { base32Decode, hotp, totpStep } from '../../lib/totp';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login, ownTenantFactory } from '../../test/fixtures';
import { createTokenService } from './tokens';

/** docs/product/shell-and-accounts.md: "Account security changes", "Sign-in and sessions", "Failed sign-ins". */
const code = (secret: string, offset = 0) => hotp(base32Decode(secret), totpStep(Date.now()) + offset);

describe.shuffle.each(databaseKinds())('account security on %s', (kind) => {
  const t = useTestApp(kind);
  /** A tenant of the case's own with one user per role; `email(role)` names them. */
  const ownTenant = ownTenantFactory(() => t.app, 'sec', ['Learner', 'Admin', 'Author', 'Trial']);
  const post = (url: string, idToken: string | null, payload?: object, remoteAddress?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      ...(idToken ? { headers: bearer(idToken) } : {}),
      ...(payload ? { payload } : {}),
      ...(remoteAddress ? { remoteAddress } : {}),
    });
  const userId = async (email: string) =>
    (await t.app.db.select().from(users).where(eq(users.email, email)))[0]!.user_id;

  it('asks for the current password, and a code once two-factor is on, before changing the password', async () => {
    const sec = (await ownTenant()).email;
    const { idToken } = await login(t.app, sec('Learner'));
    const change = (payload: object) => post('/api/user/directResetPassword', idToken, payload);
    const missing = await change({ password: 'a-new-password-1' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toContain('Enter your current password');
    const wrong = await change({ password: 'a-new-password-1', current_password: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('Your current password is not right');
    // A wrong current password counts as a failed sign-in of the account.
    expect(
      await t.app.db
        .select()
        .from(signInFailures)
        .where(eq(signInFailures.user_id, await userId(sec('Learner')))),
    ).toHaveLength(1);

    // Two-factor set-up asks for the password too.
    expect((await post('/api/user/mfa/enroll', idToken, {})).statusCode).toBe(400);
    const badEnroll = await post('/api/user/mfa/enroll', idToken, { current_password: 'nope-nope' });
    expect(badEnroll.json().message).toBe('Your current password is not right');
    const enroll = await post('/api/user/mfa/enroll', idToken, { current_password: TEST_PASSWORD });
    expect(enroll.statusCode).toBe(200);
    const secret = enroll.json<{ secret: string }>().secret;
    expect((await post('/api/user/mfa/enroll/confirm', idToken, { code: code(secret) })).statusCode).toBe(
      200,
    );

    const noCode = await change({ password: 'a-new-password-1', current_password: TEST_PASSWORD });
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().message).toBe('Enter the 6-digit code from your authenticator app');
    const ok = await change({
      password: 'a-new-password-1',
      current_password: TEST_PASSWORD,
      code: code(secret, 1),
    });
    expect(ok.statusCode, ok.body).toBe(200);
    await login(t.app, sec('Learner'), 'a-new-password-1');
  });

  it('turns two-factor off only with the password and a code', async () => {
    const sec = (await ownTenant()).email;
    const { idToken } = await login(t.app, sec('Admin'));
    const secret = (await post('/api/user/mfa/enroll', idToken, { current_password: TEST_PASSWORD })).json<{
      secret: string;
    }>().secret;
    // Codes of this step and the next only: a slow machine may cross a step boundary in between.
    expect((await post('/api/user/mfa/enroll/confirm', idToken, { code: code(secret) })).statusCode).toBe(
      200,
    );
    const codeOnly = await post('/api/user/mfa/disable', idToken, { code: code(secret, 1) });
    expect(codeOnly.statusCode).toBe(400);
    const wrongPassword = await post('/api/user/mfa/disable', idToken, {
      code: code(secret, 1),
      current_password: 'wrong-password',
    });
    expect(wrongPassword.json().message).toBe('Your current password is not right');
    const off = await post('/api/user/mfa/disable', idToken, {
      code: code(secret, 1),
      current_password: TEST_PASSWORD,
    });
    expect(off.statusCode, off.body).toBe(200);
    const [row] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, sec('Admin')));
    expect(row?.totp_enabled_at).toBeNull();
  });

  it('throttles two-factor confirmation like sign-in: ten wrong codes, then 429', async () => {
    const sec = (await ownTenant()).email;
    const { idToken } = await login(t.app, sec('Author'));
    await post('/api/user/mfa/enroll', idToken, { current_password: TEST_PASSWORD });
    for (let i = 0; i < 10; i++)
      expect((await post('/api/user/mfa/enroll/confirm', idToken, { code: '000000' })).statusCode).toBe(400);
    const blocked = await post('/api/user/mfa/enroll/confirm', idToken, { code: '000000' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong codes. Try again later.');
  });

  it('throttles turning two-factor off the same way, even with the right password', async () => {
    await createTenantWithUsers(t.app, 'off', ['Learner']);
    const { idToken } = await login(t.app, 'learner@off.test');
    const secret = (await post('/api/user/mfa/enroll', idToken, { current_password: TEST_PASSWORD })).json<{
      secret: string;
    }>().secret;
    expect((await post('/api/user/mfa/enroll/confirm', idToken, { code: code(secret) })).statusCode).toBe(
      200,
    );
    const off = (c: string) =>
      post('/api/user/mfa/disable', idToken, { code: c, current_password: TEST_PASSWORD });
    for (let i = 0; i < 10; i++) expect((await off('000000')).statusCode).toBe(400);
    const blocked = await off(code(secret, 1));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many wrong codes. Try again later.');
  });

  it('keeps the refresh token in an HttpOnly, Secure, SameSite=Strict cookie for the refresh path', async () => {
    const sec = (await ownTenant()).email;
    const signIn = await post('/api/user/login', null, { email: sec('Trial'), password: TEST_PASSWORD });
    const cookie = signIn.cookies.find((c) => c.name === 'wilco_refresh');
    expect(cookie).toMatchObject({
      value: signIn.json().refreshToken,
      httpOnly: true,
      secure: true,
      sameSite: 'Strict',
      path: '/api/user/refresh',
    });
    // The web app sends no token in the body: the cookie is enough, and it rotates.
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: {},
      cookies: { wilco_refresh: cookie!.value },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    const next = refreshed.cookies.find((c) => c.name === 'wilco_refresh');
    expect(next?.value).toBe(refreshed.json().refreshToken);
    expect(next?.value).not.toBe(cookie!.value);
    expect((await post('/api/user/refresh', null, {})).statusCode).toBe(401);

    const out = await post('/api/user/logout', refreshed.json().idToken);
    expect(out.cookies.find((c) => c.name === 'wilco_refresh')).toMatchObject({
      value: '',
      path: '/api/user/refresh',
    });
  });

  it('ends a session idle for longer than IDLE_TIME, and never renews one past its absolute end', async () => {
    await createTenantWithUsers(t.app, 'idle', ['Learner']);
    const pair = await login(t.app, 'learner@idle.test');
    // A rotation keeps the session's end.
    const first = await post('/api/user/refresh', null, { refresh_token: pair.refreshToken });
    expect(first.statusCode, first.body).toBe(200);
    const rows = await t.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.user_id, await userId('learner@idle.test')));
    const [original, rotated] = [
      rows.find(
        (r) => r.rotated_at !== null && r.revoked_at === null && r.family_id === rows.at(-1)!.family_id,
      ),
      rows.at(-1)!,
    ];
    expect(rotated.expires_at.getTime()).toBe(original!.expires_at.getTime());

    // 31 minutes without a request (the default IDLE_TIME is 30).
    const idle = new Date(Date.now() - 31 * 60_000);
    await t.app.db
      .update(refreshTokens)
      .set({ last_active_at: idle, date_created: idle })
      .where(eq(refreshTokens.refresh_token_id, rotated.refresh_token_id));
    const late = await post('/api/user/refresh', null, { refresh_token: first.json().refreshToken });
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Session ended after 30 minutes without activity, please sign in again');
    expect((await t.app.inject({ url: '/api/user', headers: bearer(first.json().idToken) })).statusCode).toBe(
      401,
    );
  });

  it('counts failed sign-ins per account in the database, whatever address they come from', async () => {
    const sec = (await ownTenant()).email;
    const email = sec('Author');
    for (let i = 0; i < 10; i++) {
      const res = await post(
        '/api/user/login',
        null,
        { email, password: 'wrong-password' },
        `198.51.100.${i + 1}`,
      );
      expect(res.statusCode).toBe(401);
    }
    const stored = await t.app.db
      .select()
      .from(signInFailures)
      .where(and(eq(signInFailures.user_id, await userId(email)), eq(signInFailures.kind, 'password')));
    expect(stored).toHaveLength(10);
    // The right password from an eleventh address is refused until the window passes.
    const blocked = await post('/api/user/login', null, { email, password: TEST_PASSWORD }, '198.51.100.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many failed sign-in attempts. Try again later.');
    expect(blocked.json().detail.retry_after).toBeGreaterThan(3000);
  });

  it('gives the sign-in route its own request limit', async () => {
    const sec = (await ownTenant()).email;
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push(
        (await post('/api/user/login', null, { email: sec('Nobody'), password: 'x' }, '192.0.2.44'))
          .statusCode,
      );
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Other routes keep the general limit.
    expect(
      (await t.app.inject({ url: '/api/system/status', remoteAddress: '192.0.2.44' })).statusCode,
    ).not.toBe(429);
  });
});

describe.each(databaseKinds())('client addresses on %s (TRUST_PROXY)', (kind) => {
  const direct = useTestApp(kind);
  const proxied = useTestApp(kind, { trustProxy: 1 });

  async function failedFrom(app: typeof direct.app, code: string): Promise<string | null> {
    await createTenantWithUsers(app, code, ['Learner']);
    await app.inject({
      method: 'POST',
      url: '/api/user/login',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.0.0.2',
      payload: { email: `learner@${code}.test`, password: 'wrong-password' },
    });
    const [row] = await app.db.select().from(signInFailures);
    return row?.ip ?? null;
  }

  it('ignores X-Forwarded-For unless the proxy is trusted, so a client cannot pick its address', async () => {
    expect(await failedFrom(direct.app, 'direct')).toBe('10.0.0.2');
    expect(await failedFrom(proxied.app, 'proxied')).toBe('203.0.113.9');
  });
});

describe.each(databaseKinds())('rotating the token key on %s', (kind) => {
  const key = (c: string) => ({ kid: keyId(c.repeat(40)), secret: c.repeat(40) });
  const [fresh, old, unknown] = [key('n'), key('o'), key('u')];
  const t = useTestApp(kind, {
    keys: { tokens: [fresh, old], secrets: 's'.repeat(40), legacySecrets: [], state: 'c'.repeat(40) },
  });

  it('signs with the new key and still accepts sessions signed by the key being rotated out', async () => {
    await createTenantWithUsers(t.app, 'rot', ['Learner']);
    const { idToken } = await login(t.app, 'learner@rot.test');
    expect(JSON.parse(Buffer.from(idToken.split('.')[0]!, 'base64url').toString()).kid).toBe(fresh.kid);
    const claims = await t.app.tokens.verifyIdToken(idToken);
    // The same live session, as it was signed before the rotation, and by a key the server never had.
    const signedBy = (k: typeof fresh) => createTokenService([k]).signIdToken(claims);
    const me = async (token: string) =>
      (await t.app.inject({ url: '/api/user', headers: bearer(token) })).statusCode;
    expect(await me(idToken)).toBe(200);
    expect(await me(await signedBy(old))).toBe(200);
    expect(await me(await signedBy(unknown))).toBe(401);
  });
});

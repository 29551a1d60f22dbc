import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CurrentUserSchema, hasFeature } from '@wilco/shared';
import { users } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login, ownTenantFactory } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('sign-in and sessions on %s', (kind) => {
  const t = useTestApp(kind);
  /** A tenant of the case's own with one user per role; `email(role)` names them. */
  const ownTenant = ownTenantFactory(() => t.app, 'alpha', ['Learner', 'Admin']);

  it('signs in and returns the current user with lowercase features', async () => {
    const email = (await ownTenant()).email;
    const tokens = await login(t.app, email('Learner').toUpperCase());
    const res = await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) });
    expect(res.statusCode).toBe(200);
    const me = CurrentUserSchema.parse(res.json());
    expect(me.auth_user.email).toBe(email('Learner'));
    expect(me.db_user.roles).toEqual(['Learner']);
    expect(me.features).toEqual(['voice']);
    expect(me.session_id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lowercases every stored feature name so a case-insensitive check can rely on it', async () => {
    const email = (await ownTenant()).email;
    await t.app.db
      .update(users)
      .set({ features: ['Backend-Tester', 'VOICE', 'beta'] })
      .where(eq(users.email, email('Admin')));
    const tokens = await login(t.app, email('Admin'));
    const me = CurrentUserSchema.parse(
      (await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) })).json(),
    );
    expect(me.features).toEqual(['backend-tester', 'voice', 'beta']);
    expect(hasFeature(me.features, 'BACKEND-TESTER')).toBe(true);
  });

  it('gives the same message for a wrong password and an unknown email', async () => {
    const email = (await ownTenant()).email;
    for (const payload of [
      { email: email('Learner'), password: 'wrong-password' },
      { email: email('Nobody'), password: TEST_PASSWORD },
    ]) {
      const res = await t.app.inject({ method: 'POST', url: '/api/user/login', payload });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Invalid email or password' });
    }
  });

  it('rejects a malformed email with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'not-an-email', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Enter a valid email address');
  });

  it('locks an account + IP out after 10 failures an hour with Retry-After', async () => {
    const email = (await ownTenant()).email;
    const attempt = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/login',
        payload: { email: email('Learner'), password },
      });
    for (let i = 0; i < 10; i++) expect((await attempt(`guess-${i}`)).statusCode).toBe(401);
    const blocked = await attempt(TEST_PASSWORD);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(3000);
    // Another account from the same IP is unaffected.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/login',
          payload: { email: email('Admin'), password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('rotates refresh tokens and revokes the family when a used one is replayed', async () => {
    const first = await login(t.app, (await ownTenant()).email('Admin'));
    const rotate = (refresh_token: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/refresh', payload: { refresh_token } });
    const second = await rotate(first.refreshToken);
    expect(second.statusCode).toBe(200);
    const pair = second.json<{ idToken: string; refreshToken: string }>();
    expect(pair.refreshToken).not.toBe(first.refreshToken);

    const replay = await rotate(first.refreshToken);
    expect(replay.statusCode).toBe(401);
    // The thief's replay also kills the legitimate newer token.
    expect((await rotate(pair.refreshToken)).statusCode).toBe(401);
  });

  it('logout ends the session so its refresh token no longer works', async () => {
    const tokens = await login(t.app, (await ownTenant()).email('Admin'));
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/user/logout',
      headers: bearer(tokens.idToken),
    });
    expect(out.json()).toEqual({ success: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: { refresh_token: tokens.refreshToken },
    });
    expect(res.statusCode).toBe(401);
  });

  it('rejects missing, tampered and disabled-user tokens with 401', async () => {
    expect((await t.app.inject({ url: '/api/user' })).statusCode).toBe(401);
    const learner = (await ownTenant()).email('Learner');
    const tokens = await login(t.app, learner);
    const tampered = `${tokens.idToken.slice(0, -4)}AAAA`;
    expect((await t.app.inject({ url: '/api/user', headers: bearer(tampered) })).statusCode).toBe(401);
    // Still accepted while the account is enabled: only disabling makes it a 401.
    expect((await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) })).statusCode).toBe(200);
    await t.app.db.update(users).set({ disabled: true }).where(eq(users.email, learner));
    expect((await t.app.inject({ url: '/api/user', headers: bearer(tokens.idToken) })).statusCode).toBe(401);
  });
});

describe('trial accounts', () => {
  const t = useTestApp('pglite');

  it('work until the subscription ends, then sign-in and existing sessions are refused with a clear message', async () => {
    const { users: created } = await createTenantWithUsers(t.app, 'trial', ['Trial']);
    const trialId = created.Trial?.user_id ?? 0;
    await t.app.db
      .update(users)
      .set({ subscription_end_date: new Date(Date.now() + 86_400_000) })
      .where(eq(users.user_id, trialId));
    const { idToken } = await login(t.app, 'trial@trial.test');
    expect((await t.app.inject({ url: '/api/user', headers: bearer(idToken) })).statusCode).toBe(200);

    await t.app.db
      .update(users)
      .set({ subscription_end_date: new Date(Date.now() - 1000) })
      .where(eq(users.user_id, trialId));
    const session = await t.app.inject({ url: '/api/user', headers: bearer(idToken) });
    expect(session.statusCode).toBe(403);
    expect(session.json().message).toMatch(/trial has ended/);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: 'trial@trial.test', password: TEST_PASSWORD },
    });
    expect(again.statusCode).toBe(403);
  });
});

describe('maintenance mode', () => {
  const t = useTestApp('pglite', { maintenance: { mode: true, notice: 'Down for an avionics upgrade' } });

  it('answers non-admins 503 with the notice and lets admins through', async () => {
    await createTenantWithUsers(t.app, 'maint', ['Learner', 'Admin']);
    const learner = await login(t.app, 'learner@maint.test');
    const res = await t.app.inject({ url: '/api/user', headers: bearer(learner.idToken) });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Down for an avionics upgrade');
    const admin = await login(t.app, 'admin@maint.test');
    expect((await t.app.inject({ url: '/api/user', headers: bearer(admin.idToken) })).statusCode).toBe(200);
  });
});

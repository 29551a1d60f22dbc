import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshTokens, users } from '../../db/schema';
import { base32Decode, hotp, totpStep } from '../../lib/totp';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login, ownTenantFactory } from '../../test/fixtures';

// The other suites run with caching off; here it is on, as in production, and every change a
// user makes through the app must still bite on the very next request.
describe.shuffle.each(databaseKinds())('the cached identity of a request on %s', (kind) => {
  const t = useTestApp(kind, { cacheTtlMs: 60_000 });
  /** A tenant of the case's own with one user per role; `email(role)` names them. */
  const ownTenant = ownTenantFactory(() => t.app, 'idc', ['Learner', 'Admin']);
  const get = (url: string, token: string) => t.app.inject({ url, headers: bearer(token) });

  it('is cached: a row changed behind the app is seen only after the TTL (or an event)', async () => {
    const email = (await ownTenant()).email;
    const { idToken } = await login(t.app, email('Learner'));
    expect((await get('/api/user', idToken)).statusCode).toBe(200);
    const [learner] = await t.app.db
      .update(users)
      .set({ disabled: true })
      .where(eq(users.email, email('Learner')))
      .returning();
    // Proves the cache is live, so the tests below would fail without their invalidation.
    expect((await get('/api/user', idToken)).statusCode).toBe(200);
    t.app.events.emit('user.changed', { userId: learner!.user_id });
    expect((await get('/api/user', idToken)).statusCode).toBe(401);
  });

  it('forgets a session revoked through the bus, as a sign-out elsewhere publishes it', async () => {
    const email = (await ownTenant()).email;
    const { idToken } = await login(t.app, email('Learner'));
    expect((await get('/api/user', idToken)).statusCode).toBe(200);
    const [learner] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, email('Learner')));
    await t.app.db
      .update(refreshTokens)
      .set({ revoked_at: new Date() })
      .where(eq(refreshTokens.user_id, learner!.user_id));
    expect((await get('/api/user', idToken)).statusCode).toBe(200);
    t.app.events.emit('session.revoked', { scope: 'user', userId: learner!.user_id });
    expect((await get('/api/user', idToken)).statusCode).toBe(401);
  });

  it('ends at once when the user signs out', async () => {
    const email = (await ownTenant()).email;
    const { idToken } = await login(t.app, email('Learner'));
    expect((await get('/api/user', idToken)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: bearer(idToken) });
    expect(out.statusCode).toBe(200);
    expect((await get('/api/user', idToken)).statusCode).toBe(401);
  });

  it('ends every other session at once when the password changes', async () => {
    const email = (await ownTenant()).email;
    const phone = await login(t.app, email('Learner'));
    const laptop = await login(t.app, email('Learner'));
    expect((await get('/api/user', phone.idToken)).statusCode).toBe(200);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/user/directResetPassword',
      headers: bearer(laptop.idToken),
      payload: { password: 'a-new-password-456', current_password: TEST_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);
    expect((await get('/api/user', phone.idToken)).statusCode).toBe(401);
  });

  it('follows a required second factor at once: blocked when required, open once enrolled', async () => {
    const email = (await ownTenant()).email;
    const { idToken } = await login(t.app, email('Admin'));
    const [admin] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, email('Admin')));
    expect((await get('/api/user/all', idToken)).statusCode).toBe(200);
    const required = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${admin?.user_id}/mfaRequired`,
      headers: bearer(idToken),
      payload: { required: true },
    });
    expect(required.statusCode).toBe(200);
    expect((await get('/api/user/all', idToken)).statusCode).toBe(403);

    const enroll = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll',
      headers: bearer(idToken),
      payload: { current_password: TEST_PASSWORD },
    });
    const secret = enroll.json<{ secret: string }>().secret;
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll/confirm',
      headers: bearer(idToken),
      payload: { code: hotp(base32Decode(secret), totpStep(Date.now())) },
    });
    expect(confirm.statusCode).toBe(200);
    expect((await get('/api/user/all', idToken)).statusCode).toBe(200);
  });
});

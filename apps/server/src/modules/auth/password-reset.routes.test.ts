import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

describe.each(databaseKinds())('admin password reset on %s', (kind) => {
  const t = useTestApp(kind);

  it('emails a single-use link through the outbox, and the link sets a new password', async () => {
    const { users } = await createTenantWithUsers(t.app, 'reset', ['Admin', 'Learner']);
    const admin = await login(t.app, 'admin@reset.test');
    const learnerSession = await login(t.app, 'learner@reset.test');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/user/${users.Learner?.user_id}/sendPasswordReset`,
      headers: bearer(admin.idToken),
    });
    expect(sent.json()).toEqual({
      success: true,
      message: 'Send password reset email to learner@reset.test',
    });

    const [mail] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'learner@reset.test'))
      .orderBy(desc(mailOutbox.mail_id));
    expect(mail?.transport).toBe('log');
    expect(mail?.sent_at).not.toBeNull();
    const token = decodeURIComponent(/reset_token=([^\s]+)/.exec(mail?.body ?? '')?.[1] ?? '');
    expect(token.length).toBeGreaterThan(20);

    const reset = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/user/resetPassword', payload: { token, password } });
    expect((await reset('short')).statusCode).toBe(400);
    expect((await reset('brand-new-password')).statusCode).toBe(200);
    const reused = await reset('another-new-password');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toMatch(/invalid, used or expired/);

    await expect(login(t.app, 'learner@reset.test', TEST_PASSWORD)).rejects.toThrow();
    await login(t.app, 'learner@reset.test', 'brand-new-password');
    // Old sessions end with the reset.
    expect(
      (await t.app.inject({ url: '/api/user', headers: bearer(learnerSession.idToken) })).statusCode,
    ).toBe(401);
  });
});

describe.each(databaseKinds())('tenant settings on %s', (kind) => {
  const t = useTestApp(kind);

  it('lets an admin switch maintenance on, which locks learners out with the notice', async () => {
    await createTenantWithUsers(t.app, 'settings', ['Admin', 'Learner']);
    const admin = await login(t.app, 'admin@settings.test');
    const learner = await login(t.app, 'learner@settings.test');
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin.idToken),
      payload: { maintenance_mode: true, maintenance_notice: 'Back after the annual inspection' },
    });
    expect(put.json()).toMatchObject({
      maintenance_mode: true,
      maintenance_notice: 'Back after the annual inspection',
    });
    const blocked = await t.app.inject({ url: '/api/user', headers: bearer(learner.idToken) });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.json().message).toBe('Back after the annual inspection');
    expect((await t.app.inject({ url: '/api/user', headers: bearer(admin.idToken) })).statusCode).toBe(200);

    await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin.idToken),
      payload: { maintenance_mode: false },
    });
    expect((await t.app.inject({ url: '/api/user', headers: bearer(learner.idToken) })).statusCode).toBe(200);
  });

  it('rejects an empty update', async () => {
    const admin = await login(t.app, 'admin@settings.test');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: bearer(admin.idToken),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Nothing to update');
  });
});

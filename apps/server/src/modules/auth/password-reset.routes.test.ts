import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { WITHHELD } from '../../lib/mail/mail';
import { useSmtpServer } from '../../test/smtp';
import { mailOutbox } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

describe.shuffle.each(databaseKinds())('admin password reset on %s', (kind) => {
  // A real SMTP peer in process (docs/product/administration.md, "Mail"); its port is known only once
  // it listens, so the app reads this object after the server has started.
  const smtp = useSmtpServer();
  const mail = { smtpUrl: '', from: 'Wilco <no-reply@wilco.test>' };
  beforeAll(() => {
    mail.smtpUrl = smtp.url;
  });
  const t = useTestApp(kind, { mail, publicUrl: 'https://wilco.example' });

  it('mails a single-use link over SMTP; the token is in the fragment and never stored', async () => {
    const { users } = await createTenantWithUsers(t.app, 'reset', ['Admin', 'Learner']);
    const admin = await login(t.app, 'admin@reset.test');
    const learnerSession = await login(t.app, 'learner@reset.test');
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/user/${users.Learner?.user_id}/sendPasswordReset`,
      // A forged Host must not become the link's origin.
      headers: { ...bearer(admin.idToken), host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(sent.json()).toEqual({
      success: true,
      message: 'Send password reset email to learner@reset.test',
    });

    const delivered = smtp.messages.find((m) => m.to.includes('learner@reset.test'));
    expect(delivered?.from).toBe('no-reply@wilco.test');
    const link = /https?:\/\/\S+/.exec(delivered?.text ?? '')?.[0] ?? '';
    expect(link).toMatch(/^https:\/\/wilco\.example\/#reset_token=/);
    const token = decodeURIComponent(link.split('#reset_token=')[1] ?? '');
    expect(token.length).toBeGreaterThan(20);

    const [stored] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'learner@reset.test'))
      .orderBy(desc(mailOutbox.mail_id));
    expect(stored?.transport).toBe('smtp');
    expect(stored?.sent_at).not.toBeNull();
    expect(stored?.body).toContain(WITHHELD);
    expect(stored?.body).not.toContain(token);
    expect(stored?.body).not.toContain(encodeURIComponent(token));

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

  it('says so when the SMTP server refuses the message, and records the failure', async () => {
    const { users } = await createTenantWithUsers(t.app, 'refused', ['Admin', 'Learner']);
    const admin = await login(t.app, 'admin@refused.test');
    smtp.refuseNext();
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/user/${users.Learner?.user_id}/sendPasswordReset`,
      headers: bearer(admin.idToken),
    });
    expect(sent.statusCode).toBeGreaterThanOrEqual(500);
    const [stored] = await t.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'learner@refused.test'));
    expect(stored?.sent_at).toBeNull();
    expect(stored?.error).toMatch(/mailbox unavailable/i);
  });
});

describe.shuffle.each(databaseKinds())('tenant settings on %s', (kind) => {
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
    await createTenantWithUsers(t.app, 'settings-empty', ['Admin']);
    const admin = await login(t.app, 'admin@settings-empty.test');
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

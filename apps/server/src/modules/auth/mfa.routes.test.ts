import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { base32Decode, hotp, totpStep } from '../../lib/totp';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, login, ownTenantFactory } from '../../test/fixtures';

const codeFor = (secret: string, offsetSteps = 0) =>
  hotp(base32Decode(secret), totpStep(Date.now()) + offsetSteps);

describe.shuffle.each(databaseKinds())('two-factor sign-in on %s', (kind) => {
  const t = useTestApp(kind);
  const ownTenant = ownTenantFactory(() => t.app, 'mfa', ['Learner', 'Admin']);

  /** Enrols `email` with two-factor, confirmed by the previous step's code; answers the secret. */
  async function enrol(email: string) {
    const headers = bearer((await login(t.app, email)).idToken);
    const enroll = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll',
      headers,
      payload: { current_password: TEST_PASSWORD },
    });
    const { secret } = enroll.json<{ secret: string }>();
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll/confirm',
      headers,
      payload: { code: codeFor(secret, -1) },
    });
    expect(confirm.statusCode, confirm.body).toBe(200);
    return secret;
  }

  it('enrols with a QR code and a manual key, confirmed by a first code', async () => {
    const { email } = await ownTenant();
    const learnerEmail = email('Learner');
    const { idToken } = await login(t.app, learnerEmail);
    const enroll = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll',
      headers: bearer(idToken),
      payload: { current_password: TEST_PASSWORD },
    });
    expect(enroll.statusCode).toBe(200);
    const body = enroll.json<{ secret: string; otpauth_url: string; qr_data_url: string }>();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toContain(`otpauth://totp/Wilco%3A${encodeURIComponent(learnerEmail)}`);
    expect(body.qr_data_url).toMatch(/^data:image\/png;base64,/);
    const secret = body.secret;

    const [stored] = await t.app.db.select().from(users).where(eq(users.email, learnerEmail));
    expect(stored?.totp_secret).not.toContain(secret); // sealed at rest

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll/confirm',
      headers: bearer(idToken),
      payload: { code: '000000' },
    });
    // 400, not 401: a wrong code must not read as an ended session.
    expect(wrong.statusCode).toBe(400);
    const confirm = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/enroll/confirm',
      headers: bearer(idToken),
      payload: { code: codeFor(secret, -1) },
    });
    expect(confirm.statusCode).toBe(200);
  });

  it('asks an enrolled user for the code at sign-in and issues tokens only for a right, unused one', async () => {
    const learnerEmail = (await ownTenant()).email('Learner');
    const secret = await enrol(learnerEmail);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { email: learnerEmail, password: TEST_PASSWORD },
    });
    const challenge = first.json<{ user_mfas: string[]; mfa_token: string }>();
    expect(challenge.user_mfas).toEqual(['totp']);
    expect(first.json()).not.toHaveProperty('idToken');

    const verify = (code: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/user/mfa/verify',
        payload: { mfa_token: challenge.mfa_token, code },
      });
    const bad = await verify('123456');
    expect(bad.statusCode).toBe(401);
    expect(bad.json().message).toMatch(/Invalid code/);

    const code = codeFor(secret);
    const good = await verify(code);
    expect(good.statusCode).toBe(200);
    expect(good.json()).toHaveProperty('idToken');
    // The same code cannot be replayed.
    expect((await verify(code)).statusCode).toBe(401);
  });

  it('rejects a malformed code with 400 and a readable message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/user/mfa/verify',
      payload: { mfa_token: 'x', code: '12ab' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('6-digit code');
  });

  it('blocks everything but enrolment when an admin requires two-factor', async () => {
    const adminEmail = (await ownTenant()).email('Admin');
    const admin = await login(t.app, adminEmail);
    const [adminRow] = await t.app.db.select().from(users).where(eq(users.email, adminEmail));
    const required = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${adminRow?.user_id}/mfaRequired`,
      headers: bearer(admin.idToken),
      payload: { required: true },
    });
    expect(required.statusCode).toBe(200);
    expect(required.json().email).toBe(adminEmail);
    expect(required.json().mfa_required).toBe(true);

    const blocked = await t.app.inject({ url: '/api/user/all', headers: bearer(admin.idToken) });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toBe('Set up two-factor authentication to continue');
    const me = await t.app.inject({ url: '/api/user', headers: bearer(admin.idToken) });
    expect(me.json().db_user.mfa).toEqual({ enabled: false, required: true });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/user/mfa/enroll',
          headers: bearer(admin.idToken),
          payload: { current_password: TEST_PASSWORD },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('requires two-factor of any user of the tenant, not only of the newest thousand', async () => {
    const made = await ownTenant();
    const admin = await login(t.app, made.email('Admin'));
    const [learner] = await t.app.db
      .select()
      .from(users)
      .where(eq(users.email, made.email('Learner')));
    // The admin user list shows the newest 1000; a user older than those is still the admin's.
    await t.app.db.insert(users).values(
      Array.from({ length: 1000 }, (_, i) => ({
        tenant_id: made.tenant.tenant_id,
        email: `newer-${i}@${kind}.mfa.test`,
        display_name: `Newer ${i}`,
        roles: ['Learner'],
      })),
    );
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${learner!.user_id}/mfaRequired`,
      headers: bearer(admin.idToken),
      payload: { required: true },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ user_id: learner!.user_id, mfa_required: true });
  });

  // docs/product/shell-and-accounts.md, "Two-factor sign-in": an account without a Wilco password
  // (single sign-on, LTI) could never set two-factor up, so a requirement would lock it out.
  it('leaves accounts without a password out of a two-factor requirement', async () => {
    const made = await ownTenant();
    const learner = await login(t.app, made.email('Learner'));
    await t.app.db
      .update(users)
      .set({ password_hash: null, mfa_required: true })
      .where(eq(users.email, made.email('Learner')));
    const me = await t.app.inject({ url: '/api/user', headers: bearer(learner.idToken) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().db_user).toMatchObject({
      has_password: false,
      mfa: { enabled: false, required: false },
    });
    const status = await t.app.inject({ url: '/api/user/mfa', headers: bearer(learner.idToken) });
    expect(status.json()).toEqual({ enabled: false, required: false });
  });
});

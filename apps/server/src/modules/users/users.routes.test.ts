import { describe, expect, it } from 'vitest';
import { CurrentUserSchema, UserRoutesSchema } from '@wilco/shared';
import { settings } from '../../db/schema';
import { TEST_PASSWORD, useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login, ownTenantFactory } from '../../test/fixtures';
import { isFutureExamDate, sidebarFor } from './users.service';

describe('sidebarFor', () => {
  const byRole = {
    Learner: [{ to: '/Home', title: 'Home', icon: 'home' }],
    Admin: [
      { to: '/Home', title: 'Home', icon: 'home' },
      { to: '/SystemAdmin', title: 'System Admin', icon: 'admin_panel_settings' },
    ],
  };
  it('joins the items of every role once, after the entry the client drops', () => {
    expect(sidebarFor(['Learner', 'Admin'], byRole).map((r) => r.to)).toEqual(['/', '/Home', '/SystemAdmin']);
    expect(sidebarFor(['Unknown'], byRole).map((r) => r.to)).toEqual(['/']);
  });
});

describe('isFutureExamDate', () => {
  it('compares the zone-less date with now', () => {
    const now = new Date('2026-11-21T12:00:00Z');
    expect(isFutureExamDate('2026-11-22T00:00:00', now)).toBe(true);
    expect(isFutureExamDate('2026-11-20T23:59:59', now)).toBe(false);
  });
});

describe.shuffle.each(databaseKinds())('account routes on %s', (kind) => {
  const t = useTestApp(kind);
  /** A tenant of the case's own with one user per role; `email(role)` names them. */
  const ownTenant = ownTenantFactory(() => t.app, 'acct', ['Learner', 'Admin']);

  it('returns the sidebar for the user’s roles with the announcement', async () => {
    const { tenant, email } = await ownTenant();
    await t.app.db.insert(settings).values({
      tenant_id: tenant.tenant_id,
      announcement: 'New ATC readback quiz',
      sidebar_routes: { Learner: [{ to: '/Home', title: 'Home', icon: 'home' }] },
    });
    const { idToken } = await login(t.app, email('Learner'));
    const res = await t.app.inject({ url: '/api/user/routes', headers: bearer(idToken) });
    const body = UserRoutesSchema.parse(res.json());
    expect(body.routes.map((r) => r.to)).toEqual(['/', '/Home']);
    expect(body.announcement.text).toBe('New ATC readback quiz');
  });

  it('remembers the recording acknowledgement only when asked to save it', async () => {
    const { idToken } = await login(t.app, (await ownTenant()).email('Learner'));
    const get = async () =>
      (await t.app.inject({ url: '/api/auth/recordingAcknowledge', headers: bearer(idToken) })).json();
    expect(await get()).toEqual({ recording_acknowledged: false });
    await t.app.inject({
      method: 'POST',
      url: '/api/user/recordingAcknowledgement',
      headers: bearer(idToken),
      payload: { acknowledgement_saved: false, session_id: 'x' },
    });
    expect(await get()).toEqual({ recording_acknowledged: false });
    await t.app.inject({ method: 'POST', url: '/api/auth/recordingAcknowledge', headers: bearer(idToken) });
    expect(await get()).toEqual({ recording_acknowledged: true });
  });

  it('sets, validates and clears the exam date, returning the updated user', async () => {
    const { idToken } = await login(t.app, (await ownTenant()).email('Learner'));
    const me = CurrentUserSchema.parse(
      (await t.app.inject({ url: '/api/user', headers: bearer(idToken) })).json(),
    );
    const put = (exam_date: string | null, userId = me.auth_user.user_id) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${userId}/examDate`,
        headers: bearer(idToken),
        payload: { exam_date },
      });

    const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 19);
    const set = await put(future);
    expect(set.statusCode).toBe(200);
    expect(CurrentUserSchema.parse(set.json()).db_user.exam_date).toBe(future);

    const past = await put('2020-01-01T09:00:00');
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Exam date is not valid. (Before current date)');

    expect((await put('2027-01-01T09:00:00Z')).statusCode).toBe(400);
    expect((await put(null)).json().db_user.exam_date).toBeNull();
  });

  it('refuses a day the calendar does not have with a 400, and a zone with one message', async () => {
    const { users: made, email } = await ownTenant();
    const headers = bearer((await login(t.app, email('Learner'))).idToken);
    const put = (exam_date: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/user/${made.Learner?.user_id}/examDate`,
        headers,
        payload: { exam_date },
      });
    for (const day of ['2099-02-30T12:00:00', '2099-04-31T12:00:00', '2099-02-29T12:00:00']) {
      const res = await put(day);
      expect(res.statusCode, day).toBe(400);
      expect(res.json().message).toBe('Invalid request: body.exam_date: exam_date is not a real date');
    }
    expect((await put('2096-02-29T12:00:00')).statusCode).toBe(200);
    const zoned = await put('2099-01-01T12:00:00Z');
    expect(zoned.json().message).toBe(
      'Invalid request: body.exam_date: exam_date must be an ISO date-time without a zone',
    );
  });

  it('does not let a learner change another user’s exam date', async () => {
    const other = await createTenantWithUsers(t.app, 'other', ['Learner']);
    const { idToken } = await login(t.app, (await ownTenant()).email('Learner'));
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/user/${other.users.Learner?.user_id}/examDate`,
      headers: bearer(idToken),
      payload: { exam_date: null },
    });
    expect(res.statusCode).toBe(404);
  });

  it('changes the password, enforcing the minimum length, and ends every session', async () => {
    const admin = (await ownTenant()).email('Admin');
    const tokens = await login(t.app, admin);
    const short = await t.app.inject({
      method: 'POST',
      url: '/api/user/directResetPassword',
      headers: bearer(tokens.idToken),
      payload: { password: 'short', current_password: TEST_PASSWORD },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('Password must be more than 8 characters');
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/user/directResetPassword',
      headers: bearer(tokens.idToken),
      payload: { password: 'a-new-long-password', current_password: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: { refresh_token: tokens.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    await expect(login(t.app, admin, TEST_PASSWORD)).rejects.toThrow();
    await login(t.app, admin, 'a-new-long-password');
  });

  it('saves the welcome preference', async () => {
    const { idToken } = await login(t.app, (await ownTenant()).email('Learner'));
    await t.app.inject({ method: 'POST', url: '/api/user/welcomeSave', headers: bearer(idToken) });
    const me = (await t.app.inject({ url: '/api/user', headers: bearer(idToken) })).json();
    expect(me.db_user.welcome_saved).toBe(true);
  });
});

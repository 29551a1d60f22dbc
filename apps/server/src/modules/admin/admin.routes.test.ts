import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActiveAttempt, AdminUser, EventLogEntry, FeedbackEntry } from '@wilco/shared';
import { feedback, quizAttempts, users } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, createTenantWithUsers, login } from '../../test/fixtures';

type Tenant = Awaited<ReturnType<typeof createTenantWithUsers>>;

/**
 * Admin lists with data: the sort orders of docs/product/administration.md, "Sort orders", and a tenant's
 * admin sees only that tenant. Rows are given dates out of id order, so a list sorted by id alone would fail.
 */
describe.shuffle.each(databaseKinds())('admin lists on %s', (kind) => {
  const t = useTestApp(kind);
  let a: Tenant;
  let b: Tenant;
  const headers: Record<string, Record<string, string>> = {};
  const list = async <T>(url: string, who: string) => {
    const res = await t.app.inject({ url, headers: headers[who] });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T[]>();
  };
  const userId = (tenant: Tenant, role: string) => tenant.users[role]!.user_id;

  beforeAll(async () => {
    a = await createTenantWithUsers(t.app, 'list-a', ['Admin', 'Learner', 'Author']);
    b = await createTenantWithUsers(t.app, 'list-b', ['Admin', 'Learner']);
    for (const email of [
      'admin@list-a.test',
      'learner@list-a.test',
      'admin@list-b.test',
      'learner@list-b.test',
    ])
      headers[email] = bearer((await login(t.app, email)).idToken);
  });

  it('lists users newest first, only of the admin’s tenant', async () => {
    const dated: [string, string][] = [
      ['Admin', '2026-03-01T00:00:00Z'],
      ['Learner', '2025-01-01T00:00:00Z'],
      ['Author', '2026-01-15T00:00:00Z'],
    ];
    for (const [role, date] of dated)
      await t.app.db
        .update(users)
        .set({ date_created: new Date(date) })
        .where(eq(users.user_id, userId(a, role)));
    const emails = (await list<AdminUser>('/api/user/all', 'admin@list-a.test')).map((u) => u.email);
    expect(emails).toEqual(['admin@list-a.test', 'author@list-a.test', 'learner@list-a.test']);
    const other = (await list<AdminUser>('/api/user/all', 'admin@list-b.test')).map((u) => u.email);
    expect(other.sort()).toEqual(['admin@list-b.test', 'learner@list-b.test']);
  });

  it('lists feedback newest first, only of the admin’s tenant', async () => {
    const rows = [
      { tenant: a, text: 'A: middle', date: '2026-02-01T00:00:00Z' },
      { tenant: a, text: 'A: newest', date: '2026-03-01T00:00:00Z' },
      { tenant: a, text: 'A: oldest', date: '2026-01-01T00:00:00Z' },
      { tenant: b, text: 'B: only', date: '2026-04-01T00:00:00Z' },
    ];
    await t.app.db.insert(feedback).values(
      rows.map((r) => ({
        tenant_id: r.tenant.tenant.tenant_id,
        user_id: userId(r.tenant, 'Learner'),
        feedback: r.text,
        date_created: new Date(r.date),
      })),
    );
    const forA = await list<FeedbackEntry>('/api/attempt/feedbacks', 'admin@list-a.test');
    expect(forA.map((f) => f.feedback)).toEqual(['A: newest', 'A: middle', 'A: oldest']);
    expect(forA[0]).toMatchObject({ email: 'learner@list-a.test', date_created: '2026-03-01T00:00:00.000Z' });
    const forB = await list<FeedbackEntry>('/api/attempt/feedbacks', 'admin@list-b.test');
    expect(forB.map((f) => f.feedback)).toEqual(['B: only']);
  });

  it('lists events and activity by event_log_id descending, only of the admin’s tenant', async () => {
    // Client timestamps deliberately disagree with arrival order: the log sorts by arrival.
    const sent = [
      { who: 'learner@list-a.test', event: 'startQuiz', at: '2026-05-03T10:00:00.000Z' },
      { who: 'learner@list-b.test', event: 'tenantBOnly', at: '2026-05-09T10:00:00.000Z' },
      { who: 'learner@list-a.test', event: 'sendTextAnswer', at: '2026-05-01T10:00:00.000Z' },
      { who: 'admin@list-a.test', event: 'finishQuiz', at: '2026-05-02T10:00:00.000Z' },
    ];
    for (const e of sent) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/attempt/eventLog',
        headers: headers[e.who],
        payload: { event: e.event, event_timestamp: e.at },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const url of ['/api/attempt/eventLog', '/api/user/activity']) {
      const forA = await list<EventLogEntry>(url, 'admin@list-a.test');
      expect(forA.map((e) => e.event)).toEqual(['finishQuiz', 'sendTextAnswer', 'startQuiz']);
      const ids = forA.map((e) => e.event_log_id);
      expect(ids).toEqual([...ids].sort((x, y) => y - x));
      expect(forA.map((e) => e.user_email)).toEqual([
        'admin@list-a.test',
        'learner@list-a.test',
        'learner@list-a.test',
      ]);
      const forB = await list<EventLogEntry>(url, 'admin@list-b.test');
      expect(forB.map((e) => e.event)).toEqual(['tenantBOnly']);
    }
  });

  it('lists the active attempts of every user of the tenant, not completed ones', async () => {
    const attempt = (tenant: Tenant, role: string, name: string, completed = false) => ({
      tenant_id: tenant.tenant.tenant_id,
      user_id: userId(tenant, role),
      name,
      completed,
      date_completed: completed ? new Date() : null,
    });
    await t.app.db
      .insert(quizAttempts)
      .values([
        attempt(a, 'Learner', 'A learner open'),
        attempt(a, 'Learner', 'A learner done', true),
        attempt(a, 'Author', 'A author open'),
        attempt(b, 'Learner', 'B learner open'),
      ]);
    const forA = await list<ActiveAttempt>('/api/user/attempts', 'admin@list-a.test');
    expect(forA.map((x) => [x.name, x.email]).sort()).toEqual([
      ['A author open', 'author@list-a.test'],
      ['A learner open', 'learner@list-a.test'],
    ]);
    const forB = await list<ActiveAttempt>('/api/user/attempts', 'admin@list-b.test');
    expect(forB.map((x) => x.name)).toEqual(['B learner open']);
  });

  it('keeps every list closed to a learner', async () => {
    for (const url of [
      '/api/user/all',
      '/api/user/attempts',
      '/api/user/activity',
      '/api/attempt/feedbacks',
      '/api/attempt/eventLog',
    ]) {
      const res = await t.app.inject({ url, headers: headers['learner@list-a.test'] });
      expect(res.statusCode, url).toBe(403);
    }
  });

  it('grants and revokes features of a user of the tenant, idempotently; the user sees them at once', async () => {
    const learnerId = userId(a, 'Learner');
    const put = (id: number, body: object, who = 'admin@list-a.test') =>
      t.app.inject({ method: 'PUT', url: `/api/user/${id}/features`, headers: headers[who], payload: body });
    const mine = async () =>
      (await t.app.inject({ url: '/api/user', headers: headers['learner@list-a.test'] })).json<{
        features: string[];
      }>().features;

    for (let i = 0; i < 2; i++) {
      const granted = await put(learnerId, { features: ['Voice', 'backend-tester'] });
      expect(granted.statusCode, granted.body).toBe(200);
      // Stored lower-case, as docs/product/shell-and-accounts.md, "Signed-in user" lists features.
      expect(granted.json<AdminUser>()).toMatchObject({
        user_id: learnerId,
        features: ['voice', 'backend-tester'],
      });
    }
    expect(await mine()).toEqual(['voice', 'backend-tester']);
    const listed = await list<AdminUser>('/api/user/all', 'admin@list-a.test');
    expect(listed.find((u) => u.user_id === learnerId)?.features).toEqual(['voice', 'backend-tester']);
    expect((await put(learnerId, { features: ['Voice'] })).json<AdminUser>().features).toEqual(['voice']);
    expect(await mine()).toEqual(['voice']);

    // Another tenant's admin cannot reach this user, and a learner cannot grant anything.
    expect((await put(learnerId, { features: [] }, 'admin@list-b.test')).statusCode).toBe(404);
    expect((await put(learnerId, { features: [] }, 'learner@list-a.test')).statusCode).toBe(403);
    const twice = await put(learnerId, { features: ['beta', 'BETA'] });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('A feature can be listed only once');
    expect((await put(learnerId, { features: [' '] })).json().message).toContain(
      'A feature name cannot be empty',
    );
    expect(await mine()).toEqual(['voice']);
  });
});

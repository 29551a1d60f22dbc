import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@wilco/shared';
import type { BulkUsersResult, Tenant } from '@wilco/shared/admin/tenant-admin.schemas';
import { COUNTRIES } from '@wilco/shared/admin/countries';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, callerOf, createTenantWithUsers, login } from '../../test/fixtures';

/** docs/product/administration.md, "Tenants" and "Users": creation, edits, bulk import, scope. */
describe.shuffle.each(databaseKinds())('tenant and user administration on %s', (kind) => {
  const t = useTestApp(kind);
  let adminA: Record<string, string>;
  let adminB: Record<string, string>;
  let tenantA: number;
  const call = callerOf(() => t.app);

  beforeAll(async () => {
    const a = await createTenantWithUsers(t.app, 'ta-a', ['Admin', 'Learner']);
    await createTenantWithUsers(t.app, 'ta-b', ['Admin']);
    tenantA = a.tenant.tenant_id;
    adminA = bearer((await login(t.app, 'admin@ta-a.test')).idToken);
    adminB = bearer((await login(t.app, 'admin@ta-b.test')).idToken);
  });

  it('uses the full ISO 3166 list', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(249);
    expect(COUNTRIES.find((c) => c.alpha3 === 'NZL')).toEqual({
      name: 'New Zealand',
      alpha3: 'NZL',
      numeric: '554',
    });
  });

  it('creates, lists and edits a managed tenant; other admins cannot see or edit it', async () => {
    const created = await call('POST', '/api/tenant', adminA, {
      tenant_short_code: 'North-Flight',
      display_name: 'North Flight School',
      state_or_region: 'Otago',
      county_or_township: '',
      zip_code: '9016',
      country_code_iso: 'nzl',
    });
    expect(created.statusCode, created.body).toBe(201);
    const tenant = created.json<Tenant>();
    expect(tenant).toMatchObject({
      tenant_short_code: 'north-flight',
      country_code_iso: 'NZL',
      county_or_township: null,
      parent_tenant_id: tenantA,
    });
    const listed = (await call('GET', '/api/tenant', adminA))
      .json<Tenant[]>()
      .map((x) => x.tenant_short_code);
    expect(listed).toEqual(['ta-a', 'north-flight']);
    expect(
      (await call('GET', '/api/tenant', adminB)).json<Tenant[]>().map((x) => x.tenant_short_code),
    ).toEqual(['ta-b']);

    const edit = { tenant_short_code: 'north-flight', display_name: 'North Flight', country_code_iso: 'AUS' };
    const put = await call('PUT', `/api/tenant/${tenant.tenant_id}`, adminA, edit);
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json<Tenant>()).toMatchObject({ display_name: 'North Flight', country_code_iso: 'AUS' });
    expect((await call('PUT', `/api/tenant/${tenant.tenant_id}`, adminB, edit)).statusCode).toBe(404);

    const dup = await call('POST', '/api/tenant', adminB, {
      tenant_short_code: 'north-flight',
      display_name: 'x',
    });
    expect(dup.statusCode).toBe(409);
  });

  it('refuses an unknown country code with a clear 400', async () => {
    const res = await call('POST', '/api/tenant', adminA, {
      tenant_short_code: 'nowhere',
      display_name: 'Nowhere',
      country_code_iso: 'XYZ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toContain("Unknown country_code_iso 'XYZ'");
  });

  it('creates a user with hours and minutes, edits and disables them (sessions end)', async () => {
    const res = await call('POST', '/api/user', adminA, {
      user_name: 'jdoe',
      email: 'J.Doe@Example.test',
      password: 'a-good-password',
      first_name: 'Jane',
      last_name: 'Doe',
      email_verified: true,
      roles: ['Trial'],
      max_simulation_time: { hours: 1, minutes: 30 },
      subscription_end_date: '2030-01-31T12:00:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json<AdminUser>();
    expect(user).toMatchObject({
      email: 'j.doe@example.test',
      display_name: 'Jane Doe',
      max_simulation_minutes: 90,
      tenant_id: tenantA,
      subscription_end_date: '2030-01-31T12:00:00.000Z',
    });
    const session = bearer((await login(t.app, 'j.doe@example.test', 'a-good-password')).idToken);
    expect((await call('GET', '/api/user', session)).statusCode).toBe(200);

    const again = await call('POST', '/api/user', adminB, {
      email: 'j.doe@example.test',
      first_name: 'J',
      last_name: 'D',
      roles: ['Learner'],
    });
    expect(again.statusCode).toBe(409);

    const edited = await call('PUT', `/api/user/${user.user_id}`, adminA, {
      last_name: 'Smith',
      max_simulation_time: { hours: 0, minutes: 45 },
    });
    expect(edited.json<AdminUser>()).toMatchObject({
      display_name: 'Jane Smith',
      max_simulation_minutes: 45,
    });
    expect((await call('PUT', `/api/user/${user.user_id}`, adminB, { disabled: true })).statusCode).toBe(404);

    const disabled = await call('PUT', `/api/user/${user.user_id}`, adminA, { disabled: true });
    expect(disabled.json<AdminUser>().disabled).toBe(true);
    expect((await call('GET', '/api/user', session)).statusCode).toBe(401);
  });

  it('refuses bad user input with 400s', async () => {
    const base = { email: 'x@example.test', first_name: 'X', last_name: 'Y', roles: ['Learner'] };
    for (const body of [
      { ...base, max_simulation_time: { hours: 1, minutes: 75 } },
      { ...base, roles: ['Pilot'] },
      { ...base, subscription_end_date: '2030-01-01T00:00:00Z' },
      { ...base, email: 'not-an-email' },
      { ...base, password: 'short' },
    ])
      expect((await call('POST', '/api/user', adminA, body)).statusCode, JSON.stringify(body)).toBe(400);
  });

  it('gives one of two admins racing for the same new email a 409, never a 500', async () => {
    const make = async (email: string) =>
      (
        await call('POST', '/api/user', adminA, {
          email,
          first_name: 'R',
          last_name: 'A',
          roles: ['Learner'],
        })
      ).json<AdminUser>().user_id;
    const [one, two] = [await make('race1@example.test'), await make('race2@example.test')];
    const statuses = (
      await Promise.all(
        [one, two].map((id) => call('PUT', `/api/user/${id}`, adminA, { email: 'taken@example.test' })),
      )
    ).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });

  it('keeps an admin from locking themself out, and an import to 1000 rows', async () => {
    const me = (await call('GET', '/api/user', adminA)).json<{ auth_user: { user_id: number } }>();
    const self = `/api/user/${me.auth_user.user_id}`;
    for (const body of [{ disabled: true }, { roles: ['Learner'] }]) {
      const res = await call('PUT', self, adminA, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toBe('You cannot disable yourself or remove your own Admin role');
    }
    const rows = Array.from({ length: 1001 }, (_, i) => ({ email: `x${i}@many.test` }));
    const many = await call('POST', '/api/user/bulk', adminA, { accounts: rows, roles: ['Learner'] });
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('At most 1000 accounts at once');
  });

  it('imports users in bulk with per-row results, and a re-run duplicates nobody', async () => {
    const accounts = [
      ...Array.from({ length: 50 }, (_, i) => ({
        email: `pilot${i}@bulk.test`,
        first_name: `Pilot`,
        last_name: `${i}`,
      })),
      { email: 'broken', first_name: 'No', last_name: 'Mail' },
      { email: 'pilot1@bulk.test', first_name: 'Twice', last_name: 'Listed' },
      { email: 'admin@ta-b.test', first_name: 'Other', last_name: 'Tenant' },
    ];
    const body = {
      accounts,
      roles: ['Learner'],
      unlimited_simulation_time: false,
      max_simulation_time: { hours: 2, minutes: 0 },
    };
    const first = await call('POST', '/api/user/bulk', adminA, body);
    expect(first.statusCode, first.body).toBe(200);
    const r1 = first.json<BulkUsersResult>();
    expect(r1).toMatchObject({ created: 50, existing: 0, failed: 3 });
    expect(r1.results[50]).toMatchObject({ row: 51, status: 'error', email: 'broken' });
    expect(r1.results[50]!.message).toContain('valid email');
    expect(r1.results[51]).toMatchObject({
      status: 'error',
      message: 'The same email appears earlier in this list',
    });
    expect(r1.results[52]).toMatchObject({ status: 'error', message: 'This email is already in use' });

    const r2 = (await call('POST', '/api/user/bulk', adminA, body)).json<BulkUsersResult>();
    expect(r2).toMatchObject({ created: 0, existing: 50, failed: 3 });
    const all = (await call('GET', '/api/user/all', adminA)).json<AdminUser[]>();
    const bulk = all.filter((u) => u.email.endsWith('@bulk.test'));
    expect(bulk).toHaveLength(50);
    expect(bulk.every((u) => u.max_simulation_minutes === 120 && u.roles.join() === 'Learner')).toBe(true);
  });

  // docs/product/administration.md, "Users": the Users tab reaches every account, so the list is
  // not cut at the thousand rows the logs keep (two full imports make a tenant of 2000 users).
  it('lists every user of the tenant, past a thousand', async () => {
    await createTenantWithUsers(t.app, 'ta-big', ['Admin']);
    const admin = bearer((await login(t.app, 'admin@ta-big.test')).idToken);
    for (const batch of [0, 1]) {
      const accounts = Array.from({ length: 600 }, (_, i) => ({
        email: `p${batch}-${i}@big.test`,
        first_name: 'P',
        last_name: `${i}`,
      }));
      const res = await call('POST', '/api/user/bulk', admin, { accounts, roles: ['Learner'] });
      expect(res.json<BulkUsersResult>().created).toBe(600);
    }
    const all = await call('GET', '/api/user/all', admin);
    expect(all.json<AdminUser[]>()).toHaveLength(1201);
  });

  it('creates users in a managed tenant only', async () => {
    // A tenant of this case's own, whose admin makes the managed tenant the user goes into.
    await createTenantWithUsers(t.app, 'ta-c', ['Admin']);
    const adminC = bearer((await login(t.app, 'admin@ta-c.test')).idToken);
    const made = await call('POST', '/api/tenant', adminC, {
      tenant_short_code: 'south-flight',
      display_name: 'South',
    });
    expect(made.statusCode, made.body).toBe(201);
    const managed = made.json<Tenant>();
    const body = {
      email: 'first@south.test',
      first_name: 'F',
      last_name: 'A',
      roles: ['Admin'],
      tenant_id: managed.tenant_id,
    };
    const res = await call('POST', '/api/user', adminC, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<AdminUser>().tenant_id).toBe(managed.tenant_id);
    expect((await call('POST', '/api/user', adminB, { ...body, email: 'b@south.test' })).statusCode).toBe(
      404,
    );
  });

  it('reaches one level down only: a managed tenant’s admin cannot touch its parent, nor the parent its grandchild', async () => {
    const parent = await createTenantWithUsers(t.app, 'ta-p', ['Admin', 'Learner']);
    const adminP = bearer((await login(t.app, 'admin@ta-p.test')).idToken);
    const child = (
      await call('POST', '/api/tenant', adminP, { tenant_short_code: 'ta-p-c', display_name: 'C' })
    ).json<Tenant>();
    const childAdmin = (
      await call('POST', '/api/user', adminP, {
        email: 'admin@ta-p-c.test',
        password: 'child-admin-pass-1',
        first_name: 'C',
        last_name: 'A',
        roles: ['Admin'],
        tenant_id: child.tenant_id,
      })
    ).json<AdminUser>();
    const adminC = bearer((await login(t.app, 'admin@ta-p-c.test', 'child-admin-pass-1')).idToken);
    // The parent manages the child's accounts (decision 021)...
    expect(
      (await call('PUT', `/api/user/${childAdmin.user_id}`, adminP, { first_name: 'Cee' })).statusCode,
    ).toBe(200);
    // ...the child never the parent's tenant or accounts.
    const learnerP = parent.users.Learner!.user_id;
    const upward: [string, Promise<{ statusCode: number }>][] = [
      [
        'edit the parent tenant',
        call('PUT', `/api/tenant/${parent.tenant.tenant_id}`, adminC, {
          tenant_short_code: 'ta-p',
          display_name: 'Hijacked',
        }),
      ],
      ['edit a parent account', call('PUT', `/api/user/${learnerP}`, adminC, { disabled: true })],
      [
        'create in the parent',
        call('POST', '/api/user', adminC, {
          email: 'x@ta-p.test',
          first_name: 'X',
          last_name: 'Y',
          roles: ['Admin'],
          tenant_id: parent.tenant.tenant_id,
        }),
      ],
    ];
    for (const [what, res] of upward) expect((await res).statusCode, what).toBe(404);
    expect(
      (await call('GET', '/api/tenant', adminC)).json<Tenant[]>().map((x) => x.tenant_short_code),
    ).toEqual(['ta-p-c']);

    // A tenant the child creates is the child's to manage, not the grandparent's.
    const grandchild = (
      await call('POST', '/api/tenant', adminC, { tenant_short_code: 'ta-p-c-g', display_name: 'G' })
    ).json<Tenant>();
    expect(
      (
        await call('PUT', `/api/tenant/${grandchild.tenant_id}`, adminP, {
          tenant_short_code: 'ta-p-c-g',
          display_name: 'Mine',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', '/api/user', adminP, {
          email: 'g@ta-p-c-g.test',
          first_name: 'G',
          last_name: 'U',
          roles: ['Learner'],
          tenant_id: grandchild.tenant_id,
        })
      ).statusCode,
    ).toBe(404);
  });
});

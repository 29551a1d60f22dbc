import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminUser } from '@wilco/shared';
import type { Tenant } from '@wilco/shared/admin/tenant-admin.schemas';
import { useTestApp } from '../../test/app';
import { databaseKinds } from '../../test/databases';
import { bearer, callerOf, createTenantWithUsers, login } from '../../test/fixtures';

/**
 * docs/product/administration.md, "Users": the Users tab manages the accounts of a managed tenant
 * (decision 021: the admin's own tenant and the tenants it created), so listing them and every row
 * action reach a managed tenant's users, and nobody else's.
 */
describe.each(databaseKinds())('users of a managed tenant on %s', (kind) => {
  const t = useTestApp(kind);
  let parent: Record<string, string>;
  let stranger: Record<string, string>;
  let child: Tenant;
  let firstAdmin: AdminUser;
  const call = callerOf(() => t.app);

  beforeAll(async () => {
    await createTenantWithUsers(t.app, 'mt-parent', ['Admin']);
    await createTenantWithUsers(t.app, 'mt-other', ['Admin']);
    parent = bearer((await login(t.app, 'admin@mt-parent.test')).idToken);
    stranger = bearer((await login(t.app, 'admin@mt-other.test')).idToken);
    child = (
      await call('POST', '/api/tenant', parent, { tenant_short_code: 'mt-child', display_name: 'Child' })
    ).json<Tenant>();
    // Decision 021: a tenant's first Admin is created by an Admin of the parent tenant, without a
    // password; an emailed reset link is how they get in.
    const made = await call('POST', '/api/user', parent, {
      email: 'first@mt-child.test',
      first_name: 'First',
      last_name: 'Admin',
      roles: ['Admin'],
      tenant_id: child.tenant_id,
    });
    expect(made.statusCode, made.body).toBe(201);
    firstAdmin = made.json<AdminUser>();
  });

  it("lists a managed tenant's users when it is picked, and refuses other tenants", async () => {
    const own = (await call('GET', '/api/user/all', parent)).json<AdminUser[]>();
    expect(own.map((u) => u.email)).toEqual(['admin@mt-parent.test']);
    const picked = await call('GET', `/api/user/all?tenant_id=${child.tenant_id}`, parent);
    expect(picked.statusCode, picked.body).toBe(200);
    expect(picked.json<AdminUser[]>().map((u) => u.email)).toEqual(['first@mt-child.test']);

    const foreign = await call('GET', `/api/user/all?tenant_id=${child.tenant_id}`, stranger);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Tenant not found');
    expect((await call('GET', '/api/user/all?tenant_id=first', parent)).statusCode).toBe(400);
  });

  it("emails a reset link, sets features and requires two-factor for a managed tenant's user", async () => {
    const url = (action: string) => `/api/user/${firstAdmin.user_id}/${action}`;
    const reset = await call('POST', url('sendPasswordReset'), parent);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toBe('Send password reset email to first@mt-child.test');

    const features = await call('PUT', url('features'), parent, { features: ['backend-tester'] });
    expect(features.statusCode, features.body).toBe(200);
    expect(features.json<AdminUser>().features).toEqual(['backend-tester']);

    const mfa = await call('PUT', url('mfaRequired'), parent, { required: true });
    expect(mfa.statusCode, mfa.body).toBe(200);
    expect(mfa.json<AdminUser>()).toMatchObject({ mfa_required: true, tenant_id: child.tenant_id });

    for (const [method, action, body] of [
      ['POST', 'sendPasswordReset', undefined],
      ['PUT', 'features', { features: [] }],
      ['PUT', 'mfaRequired', { required: false }],
    ] as const) {
      const res = await call(method, url(action), stranger, body);
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
    }
  });
});

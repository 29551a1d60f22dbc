import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './app';
import { databaseKinds } from './databases';
import { bearer, createTenantWithUsers, login } from './fixtures';
import { MATRIX } from './access-matrix';

/**
 * Who may call what: every documented route × anonymous and each role, plus cross-tenant
 * ids. A route added without a row here fails the first test, so access is always decided.
 */

const ROLES = ['Admin', 'Author', 'Learner', 'Trial'] as const;

describe.shuffle.each(databaseKinds())('access matrix on %s', (kind) => {
  const t = useTestApp(kind);
  // Two tenants with a user of every role: the matrix's callers, and the tenant they must not reach.
  let a: Awaited<ReturnType<typeof createTenantWithUsers>>;
  let b: Awaited<ReturnType<typeof createTenantWithUsers>>;
  beforeAll(async () => {
    a = await createTenantWithUsers(t.app, 'matrix-a', [...ROLES]);
    b = await createTenantWithUsers(t.app, 'matrix-b', [...ROLES]);
  });

  async function documentedRoutes(): Promise<string[]> {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json<{ paths: Record<string, object> }>();
    return Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
  }

  it('has a row for every documented route', async () => {
    const routes = await documentedRoutes();
    expect(routes.filter((r) => !(r in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((r) => !routes.includes(r))).toEqual([]);
  });

  // Signing in costs an argon2 hash: reuse a session until a route ends it.
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    if (!tokens.has(email)) tokens.set(email, (await login(t.app, email)).idToken);
    return tokens.get(email)!;
  };
  const ENDS_SESSION = new Set([
    'POST /api/user/logout',
    'GET /api/auth/logout',
    'POST /api/user/directResetPassword',
  ]);

  it('answers each role as its row says, and never crosses tenants', { timeout: 120_000 }, async () => {
    for (const [key, row] of Object.entries(MATRIX)) {
      const [method, path] = key.split(' ') as [string, string];
      const call = (url: string, headers: Record<string, string> = {}) =>
        t.app.inject({
          method: method as 'GET',
          url,
          headers,
          ...(row.payload ? { payload: row.payload } : {}),
        });
      const concrete = path.replace(/\{[^}]+\}/g, '1');
      const anonymousUrl = row.url?.({ selfId: 1, otherTenantUserId: 1, sameTenantUserId: 1 }) ?? concrete;
      const anonymous = await call(anonymousUrl);
      if (row.who === 'public') expect(anonymous.statusCode, `${key} anonymous`).toBe(row.anonymous);
      else expect(anonymous.statusCode, `${key} anonymous`).toBe(401);

      for (const role of ROLES) {
        const self = a.users[role];
        if (!self) throw new Error(role);
        const idToken = await tokenFor(self.email);
        const ids = {
          selfId: self.user_id,
          otherTenantUserId: b.users[role]?.user_id ?? 0,
          sameTenantUserId: 0,
        };
        const res = await call(row.url?.(ids) ?? concrete, bearer(idToken));
        const allowed =
          row.who === 'admin'
            ? role === 'Admin'
            : row.who === 'author'
              ? role === 'Admin' || role === 'Author'
              : true;
        if (row.who === 'public') expect(res.statusCode, `${key} as ${role}`).toBe(row.anonymous);
        else if (allowed && row.allowed) expect(res.statusCode, `${key} as ${role}`).toBe(row.allowed);
        else if (allowed) expect(res.statusCode, `${key} as ${role}`).toBeLessThan(300);
        else expect(res.statusCode, `${key} as ${role}`).toBe(403);
        if (ENDS_SESSION.has(key)) tokens.delete(self.email);
        if (row.crossTenant) {
          const other = await call(row.crossTenant(ids), bearer(await tokenFor(self.email)));
          expect(other.statusCode, `${key} as ${role} on tenant B`).toBe(allowed ? 404 : 403);
        }
      }
    }
  });

  it('admin lists only hold the admin’s own tenant', async () => {
    const { idToken } = await login(t.app, 'admin@matrix-a.test');
    const res = await t.app.inject({ url: '/api/user/all', headers: bearer(idToken) });
    const emails = res.json<{ email: string }[]>().map((u) => u.email);
    expect(emails).toContain('learner@matrix-a.test');
    expect(emails.some((e) => e.endsWith('@matrix-b.test'))).toBe(false);
    // docs/product/administration.md, "Sort orders": users newest first.
    const dates = res.json<{ date_created: string }[]>().map((u) => u.date_created);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

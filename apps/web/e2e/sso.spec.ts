import { expect, test } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../playwright.config';
import { startOidcIdp } from './support/oidc-idp';

/**
 * docs/product/shell-and-accounts.md, "Single sign-on": a person of the demo tenant signs in through
 * the tenant's own OIDC provider, is provisioned with the mapped role and lands on Home.
 */
test('a tenant signs in through its OIDC provider, with roles mapped', async ({ page, request, baseURL }) => {
  const idp = await startOidcIdp({
    clientId: 'wilco-e2e',
    clientSecret: 'e2e-client-secret',
    redirectUri: `${baseURL}/auth/oidc/callback`,
    account: { sub: 'e2e-pilot', email: 'pilot@sso-e2e.test', name: 'Pat Pilot', groups: ['instructors'] },
  });
  try {
    const login = await request.post('/api/user/login', {
      data: { email: 'admin@wilco.dev', password: E2E_DEMO_PASSWORD },
    });
    const { idToken } = (await login.json()) as { idToken: string };
    const setUp = await request.put('/api/sso/oidc', {
      headers: { authorization: `Bearer ${idToken}` },
      data: {
        display_name: 'E2E Airline',
        issuer: idp.issuer,
        client_id: 'wilco-e2e',
        client_secret: 'e2e-client-secret',
        role_claim: 'groups',
        role_map: { instructors: ['Author', 'Learner'] },
        default_roles: [],
        email_domains: ['sso-e2e.test'],
      },
    });
    expect(setUp.status()).toBe(200);

    await page.goto('/');
    await page.getByLabel('Organisation: work e-mail or code').fill('pilot@sso-e2e.test');
    await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await page.getByRole('link', { name: 'Sign in with E2E Airline' }).click();
    // Home's code loads after sign-in (decision 025): a busy machine can take more than 5 s.
    await expect(page).toHaveURL(/\/Home$/, { timeout: 15_000 });

    const token = await page.evaluate(() => localStorage.getItem('idToken'));
    const me = await request.get('/api/meta/user', { headers: { authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { auth_user: { email: string }; db_user: { roles: string[] } };
    expect(body.auth_user.email).toBe('pilot@sso-e2e.test');
    expect(body.db_user.roles).toEqual(['Author', 'Learner']);
  } finally {
    await idp.close();
  }
});

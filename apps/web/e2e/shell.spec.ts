import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';

test.describe('application shell', () => {
  test('the root shows the login layout: sign-in form and the footer only', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/email/i)).toBeVisible();
    // Exact: the 'Show password' toggle also mentions the password.
    await expect(page.getByRole('textbox', { name: 'Password' })).toBeVisible();
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toBeVisible();
    await expect(footer).toContainText('Patent Pending');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    // Login layout has no sidebar.
    await expect(page.getByRole('navigation', { name: /sidebar|main/i })).toHaveCount(0);
  });

  test('an unknown route shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText('This page could not be found')).toBeVisible();
  });

  test('an app page without a session sends the visitor to sign in', async ({ page }) => {
    await page.goto('/Quizzes');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: /sign in/i })).toBeVisible();
  });

  test('the login page has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByLabel(/email/i)).toBeVisible();
    await expectNoSeriousViolations(page, 'sign-in page');
  });

  test('the server is healthy and documents its API', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
    const doc = await request.get('/api/docs/json');
    expect((await doc.json()).openapi).toMatch(/^3\./);
  });
});

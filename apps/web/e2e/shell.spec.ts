import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sharedSession } from './support/session';

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

  test('the legal pages take the colour mode chosen in the app, else the system one', async ({ page }) => {
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.emulateMedia({ colorScheme: 'dark' });
    for (const path of ['/legal/terms.html', '/legal/privacy.html']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await background()).toBe('rgb(11, 18, 32)');
      await expectNoSeriousViolations(page, `${path}, dark`);
    }
    // Light chosen in the app wins over the system's dark.
    await page.evaluate(() => localStorage.setItem('wilco-color-mode', 'light'));
    await page.reload();
    expect(await background()).toBe('rgb(255, 255, 255)');
    await expectNoSeriousViolations(page, 'privacy, light');
  });

  test('the server is healthy and documents its API', async ({ request }) => {
    const health = await request.get('/healthz');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: 'ok', db: 'ok' });
    const doc = await request.get('/api/docs/json');
    expect((await doc.json()).openapi).toMatch(/^3\./);
  });
});

test.describe('the shell on a phone', () => {
  test.use({ storageState: sharedSession('learner'), viewport: { width: 390, height: 844 } });

  test('the mini sidebar is narrow and the top bar shows the whole page title', async ({ page }) => {
    await page.goto('/Quizzes');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Quizzes' })).toBeVisible({
      timeout: 15_000,
    });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // MUI's mini variant on a phone: 56 px, leaving the page the rest.
    expect((await nav.boundingBox())?.width).toBeLessThanOrEqual(56);
    const title = page.getByRole('banner').getByText('Featured Quizzes', { exact: true });
    const cut = await title.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(cut).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

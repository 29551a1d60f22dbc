import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openHome, sharedSession } from './support/session';

const idTokenOf = (page: Page) => page.evaluate(() => localStorage.getItem('idToken'));

test.describe('system administration', () => {
  test.use({ storageState: sharedSession('admin') });

  test('an admin reviews users, feedback, question activity, active attempts and settings', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await openHome(page);
    // An event of this run, so the activity tab has a row this test can find among parallel ones.
    const probe = `e2e_admin_probe_${Date.now()}`;
    const logged = await request.post('/api/attempt/eventLog', {
      headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
      data: { event: probe, event_timestamp: new Date().toISOString(), quiz_format: 'chat' },
    });
    expect(logged.status()).toBe(201);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System Admin' }).click();
    await expect(page).toHaveURL(/\/SystemAdmin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System Admin' })).toBeVisible();

    // Users: newest first (docs/product/administration.md, "Sort orders"), the green notice
    // (docs/product/administration.md, "Admin fetches"), search and the reset email.
    await expect(page.getByText('Successfully obtained all users from backend.')).toBeVisible();
    const users = page.getByRole('table', { name: 'Users' });
    for (const email of ['admin@wilco.dev', 'learner@wilco.dev', 'trial@wilco.dev']) {
      await expect(users.getByRole('cell', { name: email, exact: true })).toBeVisible();
    }
    await expect(users.getByRole('columnheader', { name: /Created/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(
      users
        .getByRole('cell')
        .filter({ hasText: /^\d{2}\/\d{2}\/\d{4} - \d{1,2}:\d{2} [AP]M$/ })
        .first(),
    ).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search users' }).fill('trial@');
    await expect(users.getByRole('row')).toHaveCount(2);
    await page.getByRole('searchbox', { name: 'Search users' }).fill('');

    await users.getByRole('button', { name: 'Actions for learner@wilco.dev' }).click();
    await page.getByRole('menuitem', { name: 'Send password reset email' }).click();
    const confirm = page.getByRole('dialog', { name: 'Password reset' });
    await expect(confirm).toContainText('Send password reset email to learner@wilco.dev');
    await confirm.getByRole('button', { name: 'Send email' }).click();
    await expect(page.getByText('Password reset email sent to learner@wilco.dev.')).toBeVisible();
    await expect(confirm).toBeHidden();
    await expectNoSeriousViolations(page, page.url(), 'main');

    // Feedback: whatever learners sent so far, or the empty state.
    await page.getByRole('tab', { name: 'Feedback' }).click();
    await expect(page).toHaveURL(/\?tab=feedback$/);
    await expect(
      page.getByRole('table', { name: 'Feedback' }).or(page.getByText(/^No feedback yet\./)),
    ).toBeVisible();

    await page.getByRole('tab', { name: 'Question Activity' }).click();
    const activity = page.getByRole('table', { name: 'Question activity' });
    await expect(activity.getByRole('columnheader', { name: /ID/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByRole('searchbox', { name: 'Search events' }).fill(probe);
    await expect(activity.getByRole('row', { name: new RegExp(probe) })).toContainText('admin@wilco.dev');

    await page.getByRole('tab', { name: 'Active Attempts' }).click();
    await expect(
      page
        .getByRole('table', { name: 'Active attempts' })
        .or(page.getByText('No quizzes in progress right now.')),
    ).toBeVisible();

    // Settings are shared by every test running now: look, never save.
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('switch', { name: 'Maintenance mode' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    await expectNoSeriousViolations(page, page.url(), 'main');
  });

  test('on a phone the tables scroll sideways, not the page, and buttons keep their labels on one line', async ({
    page,
  }) => {
    await openHome(page);
    await page.setViewportSize({ width: 360, height: 740 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System Admin' }).click();
    const region = page.getByRole('region', { name: 'Users table' });
    await expect(region).toBeVisible();
    const widths = await region.evaluate((el) => ({
      table: el.scrollWidth,
      region: el.clientWidth,
      page: document.documentElement.scrollWidth,
      viewport: window.innerWidth,
    }));
    expect(widths.table).toBeGreaterThan(widths.region);
    expect(widths.page).toBeLessThanOrEqual(widths.viewport);

    // The settings' buttons wrap as whole buttons, each label on one line.
    await page.getByRole('tab', { name: 'Settings' }).click();
    for (const name of ['Save settings', 'Undo changes', 'Upload logo', 'Save branding']) {
      const button = page.getByRole('button', { name }).first();
      await expect(button).toBeVisible();
      expect(await button.evaluate((el) => el.scrollHeight), name).toBeLessThanOrEqual(40);
    }
  });
});

test.describe('system administration, as a learner', () => {
  test.use({ storageState: sharedSession('learner') });

  test('a learner is kept out of /SystemAdmin', async ({ page, request }) => {
    await openHome(page);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'System Admin' }),
    ).toHaveCount(0);

    await page.goto('/SystemAdmin');
    await expect(page).toHaveURL(/\/Home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'System Admin' })).toHaveCount(0);

    const asLearner = await request.get('/api/user/all', {
      headers: { Authorization: `Bearer ${await idTokenOf(page)}` },
    });
    expect(asLearner.status()).toBe(403);
  });
});

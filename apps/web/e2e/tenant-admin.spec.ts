import { expect, test } from '@playwright/test';
import { sharedSession } from './support/session';

/**
 * docs/product/administration.md, "Tenants" and "Users": an admin creates a tenant, a user, and 50 users
 * from a CSV; importing the same file again creates nobody twice.
 */
test.use({ storageState: sharedSession('admin') });

test('an admin creates a tenant, a user and 50 users from a CSV', async ({ page }) => {
  test.setTimeout(120_000);
  const run = Date.now().toString(36);
  await page.goto('/SystemAdmin?tab=tenants');

  await page.getByRole('button', { name: 'New tenant' }).click();
  const tenantForm = page.getByRole('dialog', { name: 'New tenant' });
  await tenantForm.getByLabel('Short code').fill(`e2e-${run}`);
  await tenantForm.getByLabel('Display name').fill(`E2E Flight School ${run}`);
  await tenantForm.getByLabel('State or region').fill('Otago');
  await tenantForm.getByLabel('Zip code').fill('9016');
  await tenantForm.getByLabel('Country').fill('New Zea');
  await page.getByRole('option', { name: 'New Zealand (NZL, 554)' }).click();
  await tenantForm.getByRole('button', { name: 'Create tenant' }).click();
  await expect(tenantForm).toBeHidden();
  const tenants = page.getByRole('table', { name: 'Tenants' });
  await expect(tenants.getByRole('cell', { name: `e2e-${run}`, exact: true })).toBeVisible();
  await expect(tenants.getByRole('cell', { name: 'New Zealand' })).toBeVisible();

  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('button', { name: 'New user' }).click();
  const userForm = page.getByRole('dialog', { name: 'New user' });
  await userForm.getByLabel('First name').fill('Nia');
  await userForm.getByLabel('Last name').fill('Newcomer');
  await userForm.getByRole('textbox', { name: 'Email', exact: true }).fill(`nia-${run}@e2e.test`);
  await userForm.getByLabel('Hours').fill('1');
  await userForm.getByLabel('Minutes').fill('30');
  await userForm.getByRole('button', { name: 'Create user' }).click();
  await expect(userForm).toBeHidden();
  const users = page.getByRole('table', { name: 'Users' });
  await expect(users.getByRole('cell', { name: `nia-${run}@e2e.test`, exact: true })).toBeVisible();

  const csv = [
    'email,first_name,last_name',
    ...Array.from({ length: 50 }, (_, i) => `pilot${i}-${run}@e2e.test,Pilot,${i}`),
  ].join('\n');
  const importOnce = async () => {
    await page.getByRole('button', { name: 'Import users' }).click();
    const dialog = page.getByRole('dialog', { name: 'Import users' });
    await dialog
      .getByLabel('CSV file')
      .setInputFiles({ name: 'pilots.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(dialog.getByRole('table', { name: 'Preview' }).getByRole('row')).toHaveCount(51);
    await dialog.getByRole('button', { name: 'Import 50 accounts' }).click();
    return dialog;
  };
  const first = await importOnce();
  await expect(first.getByText('50 created, 0 already had an account, 0 not created.')).toBeVisible();
  await first.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(`-${run}@e2e.test`);
  await expect(page.getByText('51 users shown')).toBeVisible();

  const again = await importOnce();
  await expect(again.getByText('0 created, 50 already had an account, 0 not created.')).toBeVisible();
  await again.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('51 users shown')).toBeVisible();
});

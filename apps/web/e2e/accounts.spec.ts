import { expect, test } from '@playwright/test';
import dayjs from 'dayjs';
import { expectNoSeriousViolations, OPEN_DIALOG } from './support/axe';
import { acknowledgeConsent, closeWelcomeVideo, passOnboarding, signIn } from './support/session';

test.describe('accounts and access', () => {
  test('a learner consents, watches the welcome, sets an exam date and logs out', async ({
    page,
    request,
  }) => {
    // The longest path of this suite (consent, welcome, reload, settings, password form, logout).
    test.setTimeout(60_000);
    const state = await signIn(page, 'learner@wilco.dev');
    // Signing in (its blocking loader included) and Home's first render need no MUI, whose styles
    // emotion would have put in the page (decision 036).
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.locator('style[data-emotion]').count()).toBe(0);
    // Only ever acknowledged for one session in these tests, so the prompt is back at each sign-in.
    if (!state.recordingAcknowledged) await acknowledgeConsent(page);
    if (!state.welcomeSaved) {
      const video = page.getByRole('dialog', { name: 'Welcome to Wilco' }).locator('video');
      await expect(video).toHaveAttribute('src', '/media-static/welcome.webm');
      await expect(page.getByRole('checkbox', { name: "Don't show again at login" })).toBeVisible();
      await closeWelcomeVideo(page);
    }

    // The refresh token is in an HttpOnly cookie, not in storage, and renews the session by itself.
    expect(await page.evaluate(() => localStorage.getItem('refreshToken'))).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain('wilco_refresh');
    const renewed = await page.evaluate(async () => {
      const res = await fetch('/api/user/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      const body = (await res.json()) as { idToken?: string };
      if (body.idToken) localStorage.setItem('idToken', body.idToken);
      return res.status;
    });
    expect(renewed).toBe(200);
    await page.reload();

    await page.getByRole('button', { name: /Lee Learner/ }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await expect(settings.getByLabel('Name')).toHaveValue('Lee Learner');
    await expect(settings.getByLabel('Email')).toHaveAttribute('readonly', '');
    await expect(settings.getByRole('button', { name: 'Factory Reset' })).toHaveCount(0);
    await expectNoSeriousViolations(page, 'dialog', OPEN_DIALOG);

    const picker = settings.getByLabel('Choose your exam date');
    await expect(picker).toHaveValue(/^\d{4}-\d{2}-\d{2}$/);
    await picker.fill(dayjs().subtract(1, 'day').format('YYYY-MM-DD'));
    await settings.getByRole('button', { name: 'Submit Date' }).click();
    await expect(page.getByRole('alert')).toContainText('Exam date is not valid. (Before current date)');

    const examDay = dayjs().add(45, 'day');
    await picker.fill(examDay.format('YYYY-MM-DD'));
    await settings.getByRole('button', { name: 'Submit Date' }).click();
    await expect(page.getByText('Exam date saved.')).toBeVisible();
    await expect(settings.getByTestId('current-exam-date')).toHaveText(examDay.format('ddd, MMM DD, YYYY'));

    // Validation only: the demo password must stay as it is for the other tests.
    await settings.getByRole('button', { name: 'Change Password' }).click();
    const newPassword = settings.getByLabel(/^New password/);
    await newPassword.fill('short');
    await newPassword.blur();
    await expect(settings.getByText('Password must be more than 8 characters')).toBeVisible();
    await newPassword.fill('');
    await expect(settings.getByText('Password is required')).toBeVisible();
    await newPassword.fill('cleared-for-takeoff');
    const confirm = settings.getByLabel(/^Confirm password/);
    await confirm.fill('cleared-to-land');
    await confirm.blur();
    await expect(settings.getByText('Passwords do not match')).toBeVisible();
    await expect(settings.getByRole('button', { name: 'Save' })).toBeDisabled();
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(settings.getByLabel(/^New password/)).toHaveCount(0);
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(settings).toBeHidden();

    const idToken = await page.evaluate(() => localStorage.getItem('idToken'));
    await page.getByRole('button', { name: 'Log out' }).click();
    const logout = page.getByRole('dialog', { name: 'Confirmation: Logout' });
    await expect(logout).toContainText('Are you sure you want to logout?');
    await logout.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    const after = await request.get('/api/user', { headers: { Authorization: `Bearer ${idToken}` } });
    expect(after.status()).toBe(401);
  });

  test('closing the consent dialog logs the user out', async ({ page }) => {
    const state = await signIn(page, 'learner@wilco.dev');
    test.skip(state.recordingAcknowledged, 'another run stored the learner’s consent');
    const consent = page.getByRole('dialog', { name: 'Acknowledgement & Consent' });
    await expect(consent).toBeVisible();
    await expectNoSeriousViolations(page, 'dialog', OPEN_DIALOG);
    await consent.getByRole('button', { name: 'Close and log out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  });

  test('an admin sees Factory Reset in account settings', async ({ page }) => {
    await passOnboarding(page, await signIn(page, 'admin@wilco.dev'));
    await page.getByRole('button', { name: /Avery Admin/ }).click();
    const settings = page.getByRole('dialog', { name: 'Account Settings' });
    await settings.getByRole('button', { name: 'Factory Reset' }).click();

    const reset = page.getByRole('dialog', { name: 'Factory Reset' });
    await expect(reset).toContainText(
      'All question, quiz, and progress data throughout the app, along with the target exam date, will be reset to the initial empty state',
    );
    await reset.getByRole('button', { name: 'Cancel' }).click();
    await expect(reset).toBeHidden();
    await expect(settings).toBeVisible();
  });

  test('a trial user sees the trial bar and the trial welcome video', async ({ page }) => {
    const state = await signIn(page, 'trial@wilco.dev');
    if (!state.recordingAcknowledged) await acknowledgeConsent(page);
    if (!state.welcomeSaved) {
      const welcome = page.getByRole('dialog', { name: 'Welcome to Wilco' });
      await expect(welcome.locator('video')).toHaveAttribute('src', '/media-static/welcome-trial.webm');
      await closeWelcomeVideo(page);
    }
    const bar = page.getByRole('status', { name: 'Trial' });
    await expect(bar).toHaveText(
      /^You are using the product in Trial mode\. Your subscription expires in \d+ days on [A-Z][a-z]+ \d{1,2}, \d{1,2}:\d{2} [AP]M\./,
    );
    await expect(bar.getByRole('link', { name: /Register for a full license/ })).toBeVisible();
  });

  test('a password reset link opens the new-password form and shows the server’s answer', async ({
    page,
  }) => {
    await page.goto('/?reset_token=not-a-real-token-0123456789');
    await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
    await page.getByLabel(/^New password/).fill('cleared-for-takeoff');
    await page.getByLabel(/^Confirm password/).fill('cleared-for-takeoff');
    await page.getByRole('button', { name: 'Save password' }).click();
    await expect(page.getByText(/This reset link is invalid, used or expired/)).toBeVisible();
  });
});

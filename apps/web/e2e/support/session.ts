import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type FrameLocator, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from '../../playwright.config';

export type SignInState = { recordingAcknowledged: boolean; welcomeSaved: boolean };

/**
 * Signs a demo account in and reports what the server said about consent and the welcome
 * video, so a test can tell which onboarding dialogs must appear. Demo accounts are shared by
 * parallel workers: a test never assumes another test left them untouched.
 */
export async function signIn(page: Page, email: string): Promise<SignInState> {
  const user = page.waitForResponse((r) => r.url().endsWith('/api/user') && r.request().method() === 'GET');
  const ack = page.waitForResponse((r) => r.url().endsWith('/api/auth/recordingAcknowledge'));
  await page.goto('/');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(E2E_DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Home's code loads after sign-in (decision 025); a busy CI machine can take more than 5 s.
  await expect(page).toHaveURL(/\/Home$/, { timeout: 15_000 });
  const [userBody, ackBody] = await Promise.all([
    user.then((r) => r.json() as Promise<{ db_user: { welcome_saved: boolean } }>),
    ack.then((r) => r.json() as Promise<{ recording_acknowledged: boolean }>),
  ]);
  return {
    recordingAcknowledged: ackBody.recording_acknowledged,
    welcomeSaved: userBody.db_user.welcome_saved,
  };
}

/** Acknowledges for this session only (nothing stored), so the next test still sees the prompt. */
export async function acknowledgeConsent(page: Page | FrameLocator): Promise<void> {
  const consent = page.getByRole('dialog', { name: 'Acknowledgement & Consent' });
  // The dialog comes with the first page's code, loaded after sign-in (or the LTI launch).
  await expect(consent).toBeVisible({ timeout: 15_000 });
  const acknowledge = consent.getByRole('button', { name: 'I Acknowledge' });
  await expect(acknowledge).toBeDisabled();
  await consent.getByRole('checkbox', { name: /I have read the Terms of Service/ }).check();
  await acknowledge.click();
  await expect(consent).toBeHidden();
}

/** Closes the welcome video without ticking "Don't show again", so nothing is stored. */
export async function closeWelcomeVideo(page: Page | FrameLocator): Promise<void> {
  const welcome = page.getByRole('dialog', { name: 'Welcome to Wilco' });
  await expect(welcome).toBeVisible();
  await welcome.getByRole('button', { name: 'Close' }).click();
  await expect(welcome).toBeHidden();
}

/** Gets past whichever onboarding dialogs this sign-in brings up. */
export async function passOnboarding(page: Page, state: SignInState): Promise<void> {
  if (!state.recordingAcknowledged) await acknowledgeConsent(page);
  if (!state.welcomeSaved) await closeWelcomeVideo(page);
}

/**
 * Signs `email` in once, past onboarding, and saves what the browser then keeps to `file`: the id
 * token and this session's onboarding answers in localStorage, the refresh token's cookie
 * (docs/decisions/007-web-session.md). A context made with it opens the app signed in, as another
 * tab of that sign-in would, instead of signing in again. The tests using it must not end the
 * session (no logout, no password change).
 */
export async function saveSignedInState(browser: Browser, baseURL: string, email: string, file: string) {
  // Empty: the file's own `test.use({ storageState })` would otherwise apply here too.
  const context = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
  try {
    const page = await context.newPage();
    await passOnboarding(page, await signIn(page, email));
    mkdirSync(path.dirname(file), { recursive: true });
    await context.storageState({ path: file });
  } finally {
    await context.close();
  }
}

/** The demo accounts signed in once per run by sign-in.setup.ts, for every spec to share. */
export const SHARED_ACCOUNTS = { admin: 'admin@wilco.dev', learner: 'learner@wilco.dev' } as const;

/**
 * Where sign-in.setup.ts saves `role`'s session: the run's data directory, chosen once by the config
 * and inherited by every worker. A spec opens it with `test.use({ storageState: sharedSession(role) })`;
 * it must not end that session (log out, change the password), and one that tests signing in, out or
 * onboarding signs in on its own instead.
 */
export function sharedSession(role: keyof typeof SHARED_ACCOUNTS): string {
  return path.join(process.env.WILCO_E2E_DATA!, 'e2e-sessions', `${role}.json`);
}

/** Opens Home in a context that starts signed in (a saved session), as a new tab of it would. */
export async function openHome(page: Page): Promise<void> {
  await page.goto('/Home');
  // Home's code loads lazily (decision 025), as after a sign-in: a busy machine takes a while.
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible({ timeout: 15_000 });
}

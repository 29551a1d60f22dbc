import { test as setup } from '@playwright/test';
import { saveSignedInState, SHARED_ACCOUNTS, sharedSession } from './support/session';

/**
 * One sign-in per shared demo account for the whole run (docs/decisions/034-ci-time.md), before
 * the specs: they open the app from the saved session instead of signing in again. The id token
 * lives 45 minutes and the session stays active while any test uses it (docs/decisions/007-web-session.md),
 * longer than a run; no spec using it refreshes, logs out or changes the password.
 */
for (const [role, email] of Object.entries(SHARED_ACCOUNTS)) {
  setup(`sign in ${email} for the run`, async ({ browser, baseURL }) => {
    await saveSignedInState(browser, baseURL!, email, sharedSession(role as keyof typeof SHARED_ACCOUNTS));
  });
}

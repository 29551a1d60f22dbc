import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations, OPEN_DIALOG } from './support/axe';
import { acknowledgeConsent, closeWelcomeVideo, passOnboarding, signIn } from './support/session';

/**
 * docs/product/shell-and-accounts.md, "Accessibility": axe on every page and every dialog the
 * shell opens, for each demo role (the author on the author's own pages), failing on serious or critical violations. The player and
 * the simulation views are checked in player.spec.ts and simulation.spec.ts.
 */
type PageCheck = { path: string; heading: RegExp };

const LEARNER_PAGES: PageCheck[] = [
  { path: '/Home', heading: /./ },
  { path: '/Home/indexV1', heading: /./ },
  { path: '/Course', heading: /./ },
  { path: '/Quizzes', heading: /Featured Quizzes/ },
  { path: '/Simulation', heading: /./ },
  { path: '/User', heading: /./ },
];
const ADMIN_PAGES: PageCheck[] = [
  { path: '/CourseAdmin', heading: /./ },
  { path: '/ScenarioAdmin', heading: /./ },
  { path: '/SystemAdmin', heading: /./ },
  { path: '/SystemAdmin/indexV1', heading: /./ },
];

const ROLES = [
  { role: 'learner', email: 'learner@wilco.dev', pages: LEARNER_PAGES },
  { role: 'trial', email: 'trial@wilco.dev', pages: LEARNER_PAGES },
  // The learner pages differ for an admin only in the shell's navigation, checked on /Home.
  { role: 'admin', email: 'admin@wilco.dev', pages: [LEARNER_PAGES[0]!, ...ADMIN_PAGES] },
];

for (const { role, email, pages } of ROLES) {
  test(`every page and shell dialog is free of serious axe violations for the ${role}`, async ({ page }) => {
    // Ten or more pages, each with a full axe run, on a two-core machine.
    test.setTimeout(300_000);
    const state = await signIn(page, email);
    // The onboarding dialogs, checked as they open.
    if (!state.recordingAcknowledged) {
      await expect(page.getByRole('dialog', { name: 'Acknowledgement & Consent' })).toBeVisible();
      await expectNoSeriousViolations(page, 'consent dialog', OPEN_DIALOG);
      await acknowledgeConsent(page);
    }
    if (!state.welcomeSaved) {
      await expect(page.getByRole('dialog', { name: 'Welcome to Wilco' })).toBeVisible();
      await expectNoSeriousViolations(page, 'welcome video', OPEN_DIALOG);
      await closeWelcomeVideo(page);
    }

    for (const { path, heading } of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
      await expectNoSeriousViolations(page, path);
    }

    await page.goto('/Home');
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('button', { name: 'Settings', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, 'settings dialog', OPEN_DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await nav.getByRole('button', { name: 'Log out', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Confirmation: Logout' })).toBeVisible();
    await expectNoSeriousViolations(page, 'logout dialog', OPEN_DIALOG);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await nav.getByRole('button', { name: new RegExp(email.replace('.', '\\.')) }).click();
    await expect(page.getByRole('dialog', { name: 'Account Settings' })).toBeVisible();
    await expectNoSeriousViolations(page, 'account settings', OPEN_DIALOG);
  });
}

// The author's own pages, as an author without admin rights sees them (the learner pages and the shell
// dialogs are the learner's, checked above): the question bank with a question open for editing, and the
// scenario builder with a scenario open.
test('the question bank and the scenario builder are free of serious axe violations for the author', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await passOnboarding(page, await signIn(page, 'author@wilco.dev'));
  await page.goto('/CourseAdmin');
  await expect(page.getByRole('heading', { level: 1, name: 'Course Admin' })).toBeVisible();
  await page.getByRole('button', { name: 'ppl.regulations.07' }).click();
  await page.getByRole('dialog', { name: 'Question' }).getByRole('button', { name: 'Edit Question' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Question' });
  await expect(edit.getByRole('button', { name: 'Save Question' })).toBeVisible();
  await expectNoSeriousViolations(page, 'author: /CourseAdmin, Edit Question');

  await page.goto('/ScenarioAdmin');
  await page.getByRole('searchbox', { name: 'Search scenarios' }).fill('hold-short taxi');
  await page.getByRole('button', { name: 'Taxi with a hold-short instruction', exact: true }).click();
  await expect(page.getByRole('listitem', { name: 'Turn 1' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'author: /ScenarioAdmin, scenario editor');
});

test('an unknown address is answered with 404 and the page says it could not be found', async ({ page }) => {
  const response = await page.goto('/nope');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('This page could not be found')).toBeVisible();
  await expectNoSeriousViolations(page, '/nope');
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, OPEN_DIALOG } from './support/axe';
import {
  acknowledgeConsent,
  closeWelcomeVideo,
  openHome,
  passOnboarding,
  sharedSession,
  signIn,
} from './support/session';

/**
 * docs/product/shell-and-accounts.md, "Accessibility": axe on every page and every dialog the
 * shell opens, for each demo role (the author on the author's own pages), failing on serious or critical violations. The player and
 * the simulation views are checked in player.spec.ts and simulation.spec.ts.
 */

// Light mode, said rather than left to the browser's default; the main pages are checked in dark
// mode too (below).
test.use({ colorScheme: 'light' });

/** A page, told apart from the one before by its own header (two pages share the title Home). */
type PageCheck = { path: string; heading: string; subtitle: string };

const LEARNER_PAGES: PageCheck[] = [
  { path: '/Home', heading: 'Home', subtitle: 'Your exam preparation at a glance.' },
  { path: '/Home/indexV1', heading: 'Home', subtitle: 'Your exam preparation, compact.' },
  { path: '/Course', heading: 'Courses', subtitle: 'Study by course, area and quiz.' },
  { path: '/Quizzes', heading: 'Featured Quizzes', subtitle: 'Quizzes picked for your exam.' },
  {
    path: '/Simulation',
    heading: 'Simulation',
    subtitle: 'Play the scenarios in your queue as radio calls or chats.',
  },
  { path: '/User', heading: 'Your account', subtitle: 'Your details, exam date and sign-in security.' },
];
const ADMIN_PAGES: PageCheck[] = [
  { path: '/CourseAdmin', heading: 'Course Admin', subtitle: 'Course content and questions.' },
  {
    path: '/ScenarioAdmin',
    heading: 'Scenario Admin',
    subtitle: 'Write, try out, publish and assign radio scenarios.',
  },
  {
    path: '/SystemAdmin',
    heading: 'System Admin',
    subtitle: 'Users, learner feedback, question activity and organisation settings.',
  },
  {
    path: '/SystemAdmin/indexV1',
    heading: 'System Admin',
    subtitle: 'Users, learner feedback and question activity.',
  },
];

const ROLES = [
  { role: 'learner', email: 'learner@wilco.dev', pages: LEARNER_PAGES },
  { role: 'trial', email: 'trial@wilco.dev', pages: LEARNER_PAGES },
  // The learner pages differ for an admin only in the shell's navigation, checked on /Home.
  { role: 'admin', email: 'admin@wilco.dev', pages: [LEARNER_PAGES[0]!, ...ADMIN_PAGES] },
];

/**
 * Opens `path` in the app already loaded, as its own links do (the router follows the history
 * entry), rather than loading the whole app again; then waits for that page's header and data.
 */
async function openInApp(page: Page, { path, heading, subtitle }: PageCheck) {
  // The pointer stays where the last click left it, and the new page is laid out under it: moved to
  // the corner, nothing is hovered (no tooltip or hover tint of whatever lands there), as after a
  // full load. A hovered state a page must pass is hovered on purpose (Scenario Admin's row).
  await page.mouse.move(0, 0);
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page).toHaveURL((url) => url.pathname === path);
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.getByText(subtitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Loading' })).toHaveCount(0);
}

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

    for (const check of pages) {
      await openInApp(page, check);
      // A hovered row tints its background: the status chip's label must stay readable on it.
      if (check.path === '/ScenarioAdmin') {
        await page
          .getByRole('row')
          .filter({ hasText: 'Published' })
          .first()
          .hover({ position: { x: 8, y: 8 } });
      }
      await expectNoSeriousViolations(page, check.path);
    }

    await openInApp(page, LEARNER_PAGES[0]!);
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

// Dark mode has colours of its own (a shade readable on white may not be on navy): the main pages once
// more in dark, with the admin's saved session (the learner pages differ only in the navigation).
test.describe('in dark mode', () => {
  test.use({ storageState: sharedSession('admin'), colorScheme: 'dark' });

  test('the main pages are free of serious axe violations in dark mode', async ({ page }) => {
    test.setTimeout(240_000);
    await openHome(page);
    await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
    for (const check of [...LEARNER_PAGES, ...ADMIN_PAGES]) {
      await openInApp(page, check);
      await expectNoSeriousViolations(page, `${check.path}, dark`);
    }
  });
});

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

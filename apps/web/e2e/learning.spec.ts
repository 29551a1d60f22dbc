import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openHome, passOnboarding, sharedSession, signIn } from './support/session';

/** Signs in and clears the consent and welcome dialogs the account still shows. */
async function signInPastOnboarding(page: Page, email: string) {
  await passOnboarding(page, await signIn(page, email));
}

const quizTile = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name}\\s*,`) });

test.describe('learner pages', () => {
  test.use({ storageState: sharedSession('learner') });

  test('a learner browses Home, Courses and Featured Quizzes, with filters and search', async ({ page }) => {
    test.setTimeout(90_000);
    await openHome(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Days to exam' })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Overall progress' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Days practised' })).toContainText('of the last 7 days');
    await expect(page.getByRole('region', { name: 'Continue learning' })).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'View all featured quizzes' }).click();
    await expect(page).toHaveURL(/\/Quizzes$/);

    await page.goto('/Course');
    await expect(page.getByRole('heading', { level: 2, name: 'Private Pilot Knowledge' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: /^Airspace/ })).toBeVisible();
    await expect(
      page.getByRole('heading', { level: 3, name: /^Radio Communications & ATC Phraseology/ }),
    ).toBeVisible();
    await expect(quizTile(page, 'Airspace Classes & Entry Requirements')).toBeVisible();
    await expectNoSeriousViolations(page);

    await page.goto('/Quizzes');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Quizzes' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkride Prep' })).toBeVisible();
    await page.getByRole('button', { name: 'In Progress', exact: true }).click();
    await expect(page.getByText('No quizzes in progress. Start a quiz and it will show here.')).toBeVisible();
    await page.getByRole('button', { name: 'All Quizzes', exact: true }).click();
    await expect(page.getByRole('heading', { name: 'Checkride Prep' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Radio Work' })).toBeVisible();

    await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('readback');
    await expect(quizTile(page, 'ATC Readbacks')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checkride Prep' })).toBeHidden();
    await expect(quizTile(page, 'Radio Phraseology Drill')).toBeHidden();
    await expectNoSeriousViolations(page);

    await quizTile(page, 'ATC Readbacks').click();
    const card = page.getByRole('dialog', { name: 'ATC Readbacks' });
    await expect(card.getByText('Questions', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Preview Questions' }).click();
    await expect(card.getByRole('listitem').first()).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  test('the pages fit a 360 px phone', async ({ page }) => {
    test.setTimeout(60_000);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const [path, heading] of [
      ['/Home', 'Home'],
      ['/Course', 'Courses'],
      ['/Quizzes', 'Featured Quizzes'],
    ] as const) {
      await page.goto(path);
      // The first load opens the app from the saved session: as long as a sign-in.
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('learner pages, as a trial user', () => {
  test('a learner who leaves before the start loses the attempt; one paused is found in progress', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The trial account: this test creates an attempt, and the learner's pages stay untouched.
    await signInPastOnboarding(page, 'trial@wilco.dev');
    await page.goto('/Quizzes');
    await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('readback');
    await quizTile(page, 'ATC Readbacks').click();

    const card = page.getByRole('dialog', { name: 'ATC Readbacks' });
    await card.getByRole('button', { name: 'Take Quiz' }).click();
    const take = page.getByRole('dialog', { name: 'Take Quiz: ATC Readbacks' });
    await expect(take.getByRole('radio', { name: 'Voice' })).toBeChecked();
    await take.getByRole('radio', { name: 'Chat' }).check();
    await expectNoSeriousViolations(page);
    await take.getByRole('button', { name: 'Start' }).click();

    // The player takes the page; leaving before the start asks first
    // (docs/product/quiz-player.md, "Leaving").
    await expect(page.getByRole('heading', { name: 'ATC Readbacks' })).toBeVisible();
    await expect(page.getByText('Chat mode · Question 1 of 10')).toBeVisible();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: 'Leave Quiz' }).click();
    const leave = page.getByRole('dialog', { name: 'Confirmation: Leave Quiz' });
    await leave.getByRole('button', { name: 'Yes' }).click();
    await expect(page).toHaveURL(/\/Quizzes$/);
    // Left before the start: the attempt is lost, as the confirmation said.
    await page.getByRole('button', { name: 'In Progress', exact: true }).click();
    await expect(quizTile(page, 'ATC Readbacks')).toHaveCount(0);

    // Started, then paused and left: kept in progress.
    await page.getByRole('button', { name: 'All Quizzes', exact: true }).click();
    await quizTile(page, 'ATC Readbacks').click();
    await page
      .getByRole('dialog', { name: 'ATC Readbacks' })
      .getByRole('button', { name: 'Take Quiz' })
      .click();
    const again = page.getByRole('dialog', { name: 'Take Quiz: ATC Readbacks' });
    await again.getByRole('radio', { name: 'Chat' }).check();
    await again.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('button', { name: 'Start Quiz' }).click();
    await page.getByRole('button', { name: 'Pause Quiz' }).click();
    await page
      .getByRole('dialog', { name: 'Quiz Paused' })
      .getByRole('button', { name: 'Leave Quiz' })
      .click();
    await expect(page).toHaveURL(/\/Quizzes$/);

    await page.getByRole('button', { name: 'In Progress', exact: true }).click();
    await expect(quizTile(page, 'ATC Readbacks')).toContainText('In progress');
    // Selecting a quiz in progress resumes it (docs/product/learning.md, "Selecting a quiz"), paused where it
    // was.
    await quizTile(page, 'ATC Readbacks').click();
    await expect(page.getByText('Quiz is currently paused. Press Resume Quiz to continue')).toBeVisible();
    await page.getByRole('button', { name: 'Leave Quiz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Quizzes' })).toBeVisible();

    await page.goto('/Home');
    const continueLearning = page.getByRole('region', { name: 'Continue learning' });
    await expect(
      continueLearning.getByRole('button', { name: /^ATC Readbacks\s*, In progress/ }),
    ).toBeVisible();
  });
});

test.describe('learner pages, as an admin', () => {
  test.use({ storageState: sharedSession('admin') });

  test('settings switch a page to its empty state, and admins reach the backend tester', async ({ page }) => {
    test.setTimeout(60_000);
    await page.goto('/Quizzes');
    await page.getByRole('main').getByRole('button', { name: 'Settings', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Settings' });
    await expect(settings).toContainText('You are on the Quizzes page');
    await expectNoSeriousViolations(page);
    await settings.getByRole('switch', { name: 'Quiz page: Active State' }).click();
    await expect(settings.getByRole('switch', { name: 'Quiz page: Empty State' })).not.toBeChecked();
    await settings.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('region', { name: 'No featured quizzes to show' })).toBeVisible();

    await page.getByRole('main').getByRole('button', { name: 'Settings', exact: true }).click();
    await settings.getByRole('button', { name: 'Backend Tester' }).click();
    const tester = page.getByRole('dialog', { name: 'Backend API Tester' });
    await tester.getByRole('button', { name: 'Get All Quizzes' }).click();
    await expect(page.getByText('Successfully obtained all quizzes.')).toBeVisible();
    await expect(tester.getByLabel('JSON result of Get All Quizzes')).toContainText('ATC Readbacks');
    await expectNoSeriousViolations(page);
  });
});

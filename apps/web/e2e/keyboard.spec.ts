import { expect, test, type Page } from '@playwright/test';
import { closeWelcomeVideo, sharedSession, signIn } from './support/session';

/**
 * The main flows from the keyboard alone (docs/product/shell-and-accounts.md, "Accessibility"): what
 * has focus shows the focus ring, dialogs take focus, close on Escape and give focus back.
 */
test.describe('the shared learner', () => {
  test.use({ storageState: sharedSession('learner') });

  const RING = 'rgb(245, 158, 11)';

  /** The outline of what has focus now: its colour and width. */
  function focusRing(page: Page) {
    return page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { color: style.outlineColor, style: style.outlineStyle, width: style.outlineWidth };
    });
  }

  test("a quiz's card opens from the keyboard, rings MUI's buttons, and gives focus back on Escape", async ({
    page,
  }) => {
    await page.goto('/Quizzes');
    const tile = page.getByRole('button', { name: /^Checkride Oral Warm-up\s*,/ });
    await expect(tile).toBeVisible({ timeout: 15_000 });
    await tile.focus();
    await page.keyboard.press('Enter');
    const card = page.getByRole('dialog', { name: 'Checkride Oral Warm-up' });
    await expect(card).toBeVisible();
    await expect(card.getByRole('button', { name: 'Take Quiz' })).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(card.getByRole('button', { name: 'Preview Questions' })).toBeFocused();
    expect(await focusRing(page)).toEqual({ color: RING, style: 'solid', width: '3px' });

    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();
    await expect(tile).toBeFocused();
  });
});

// The trial account, signed in here: the consent dialog shows at each sign-in, and the quiz it opens is
// left before its start (no attempt kept), so the shared learner's pages stay as other specs expect.
test('consent by keyboard, then a quiz started from its card puts focus on the player', async ({ page }) => {
  test.setTimeout(90_000);
  const state = await signIn(page, 'trial@wilco.dev');
  if (!state.recordingAcknowledged) {
    const consent = page.getByRole('dialog', { name: 'Acknowledgement & Consent' });
    const terms = consent.getByRole('checkbox', { name: /I have read the Terms of Service/ });
    // Not the close button, which signs out.
    await expect(terms).toBeFocused({ timeout: 15_000 });
    await page.keyboard.press('Space');
    await consent.getByRole('button', { name: 'I Acknowledge' }).focus();
    await page.keyboard.press('Enter');
    await expect(consent).toBeHidden();
  }
  if (!state.welcomeSaved) await closeWelcomeVideo(page);

  await page.goto('/Quizzes');
  const tile = page.getByRole('button', { name: /^Checkride Oral Warm-up\s*,/ });
  await tile.focus();
  await page.keyboard.press('Enter');
  await page
    .getByRole('dialog', { name: 'Checkride Oral Warm-up' })
    .getByRole('button', { name: 'Take Quiz' })
    .focus();
  await page.keyboard.press('Enter');
  const take = page.getByRole('dialog', { name: 'Take Quiz: Checkride Oral Warm-up' });
  await take.getByRole('radio', { name: 'Voice' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(take.getByRole('radio', { name: 'Chat' })).toBeChecked();
  await take.getByRole('button', { name: 'Start' }).focus();
  await page.keyboard.press('Enter');
  // The dialog went with the page behind it: focus starts at the quiz's title, then its Start button.
  await expect(page.getByRole('heading', { level: 2, name: 'Checkride Oral Warm-up' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Start Quiz' })).toBeFocused();

  await page.getByRole('button', { name: 'Leave Quiz' }).focus();
  await page.keyboard.press('Enter');
  const leave = page.getByRole('dialog', { name: 'Confirmation: Leave Quiz' });
  await leave.getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Quizzes$/);
});

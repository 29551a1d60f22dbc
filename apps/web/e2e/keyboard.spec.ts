import { expect, test, type Page } from '@playwright/test';
import { sharedSession } from './support/session';

/**
 * The main flows from the keyboard alone (docs/product/shell-and-accounts.md, "Accessibility"): what
 * has focus shows the focus ring, dialogs take focus, close on Escape and give focus back.
 */
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
  const tile = page.getByRole('button', { name: /^Regulations Rapid Fire\s*,/ });
  await expect(tile).toBeVisible({ timeout: 15_000 });
  await tile.focus();
  await page.keyboard.press('Enter');
  const card = page.getByRole('dialog', { name: 'Regulations Rapid Fire' });
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

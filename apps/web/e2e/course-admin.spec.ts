import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { sharedSession } from './support/session';

// Demo data is shared with the other specs: only this quiz and its first question are edited,
// and both are put back as they were.
const QUIZ = 'Regulations Rapid Fire';
const EDITED_QUIZ = 'Regulations Rapid Fire Drill';
const QUESTION = 'ppl.regulations.07';

async function renameQuiz(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: `Edit quiz ${from}` }).click();
  const card = page.getByRole('dialog', { name: 'Edit Quiz Section' });
  await card.getByRole('textbox', { name: 'Quiz name' }).fill(to);
  await card.getByRole('button', { name: 'Save Quiz' }).click();
  await expect(card.getByText('Quiz saved.')).toBeVisible();
  await card.getByRole('button', { name: 'Close' }).click();
  await expect(card).toBeHidden();
  await expect(page.getByRole('list', { name: 'Quizzes of Checkride Prep' })).toContainText(to);
}

async function editAnswer(page: Page, change: (answer: string) => string): Promise<string> {
  await page.getByRole('button', { name: QUESTION }).click();
  let card: Locator = page.getByRole('dialog', { name: 'Question' });
  await card.getByRole('button', { name: 'Edit Question' }).click();
  card = page.getByRole('dialog', { name: 'Edit Question' });
  const field = card.getByRole('textbox', { name: 'Answer', exact: true });
  const before = await field.inputValue();
  const after = change(before);
  await field.fill(after);
  await card.getByRole('button', { name: 'Save Question' }).click();
  // Exactly "Question": the card back in view mode once the save is done ("Edit Question" holds the word too).
  const view = page.getByRole('dialog', { name: 'Question', exact: true });
  await expect(view).toContainText(after);
  await view.getByRole('button', { name: 'Close' }).click();
  await expect(view).toBeHidden();
  return before;
}

test.use({ storageState: sharedSession('admin') });

test('an admin renames a quiz and edits a question, sees the change, then restores both', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/CourseAdmin');
  // The first load of the app in this context, signed in from the saved session: as long as a sign-in.
  await expect(page.getByRole('heading', { level: 1, name: 'Course Admin' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByRole('tab', { name: 'Course Content', selected: true })).toBeVisible();
  await expect(page.getByRole('button', { name: `Edit quiz ${QUIZ}` })).toBeVisible();
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Draft' }).click();
  await expect(page.getByRole('heading', { name: 'No quizzes match' })).toBeVisible();
  await page.getByRole('button', { name: 'All Quizzes' }).click();
  await page.getByRole('searchbox', { name: 'Search quiz titles' }).fill('rapid');
  await expect(page.getByText('1 quiz shown')).toBeVisible();

  await renameQuiz(page, QUIZ, EDITED_QUIZ);
  await renameQuiz(page, EDITED_QUIZ, QUIZ);

  await page.getByRole('tab', { name: 'Questions' }).click();
  await expect(page).toHaveURL(/tab=questions/);
  await page.getByRole('searchbox', { name: 'Search questions' }).fill(QUESTION);
  await expect(page.getByText('1 question', { exact: true })).toBeVisible();
  const original = await editAnswer(page, (answer) => `${answer} Edited by the course admin spec.`);
  await editAnswer(page, () => original);
  await page.getByRole('button', { name: QUESTION }).click();
  await expect(page.getByRole('dialog', { name: 'Question' })).not.toContainText(
    'Edited by the course admin spec.',
  );
  await expectNoSeriousViolations(page);
});

import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations, OPEN_DIALOG } from './support/axe';
import { sharedSession } from './support/session';

const QUIZ = 'VFR Weather Minimums';
const quizTile = (page: Page) => page.getByRole('button', { name: new RegExp(`^${QUIZ}\\s*,`) });

async function openQuizzes(page: Page) {
  await page.goto('/Quizzes');
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('VFR Weather');
}

async function answer(page: Page, text: string) {
  const box = page.getByRole('textbox', { name: 'Your answer' });
  await expect(box).toBeEnabled();
  await box.fill(text);
  await box.press('Enter');
}

async function skip(page: Page) {
  await page.getByRole('button', { name: 'Skip Question' }).click();
  const confirm = page.getByRole('dialog', { name: 'Go to Next Question' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(confirm).toBeHidden();
}

test.use({ storageState: sharedSession('admin') });

// The admin account: no other spec answers questions with it, so its scores are this test's own.
test('a learner plays a featured quiz in chat mode: right, wrong, pause, resume, finish, results', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openQuizzes(page);
  await quizTile(page).click();
  await page.getByRole('dialog', { name: QUIZ }).getByRole('button', { name: 'Take Quiz' }).click();
  const take = page.getByRole('dialog', { name: `Take Quiz: ${QUIZ}` });
  await take.getByRole('radio', { name: 'Chat' }).check();
  await take.getByRole('button', { name: 'Start' }).click();

  await expect(page.getByText('Chat mode · Question 1 of 9')).toBeVisible();
  await expect(page.getByText('Press Start Quiz to begin')).toBeVisible();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const transcript = page.getByRole('log', { name: 'Quiz transcript' });
  await expect(transcript).toContainText('Class B airspace');
  await expectNoSeriousViolations(page);

  // Right first time: correct, with answers to spare (no word of the maximum).
  await answer(page, 'Three miles visibility and clear of clouds.');
  await expect(transcript).toContainText('The answer you provided was correct!');
  await expect(transcript.getByRole('region', { name: 'Question 1' })).not.toContainText('maximum number');

  // Wrong: the examiner follows up, then the answers run out.
  await expect(page.getByText('Chat mode · Question 2 of 9')).toBeVisible();
  await expect(transcript.getByRole('region', { name: 'Question 2' })).toContainText(/Class C|Class D/);
  await answer(page, 'One mile and clear of clouds.');
  await expect(transcript.getByRole('region', { name: 'Question 2' }).getByText(/^Persona: /)).toHaveCount(2);
  await answer(page, 'Still one mile, clear of clouds.');
  await answer(page, 'Half a mile and clear of clouds.');
  await expect(transcript).toContainText(
    'The answer you provided was incorrect. You have reached the maximum number of answers. Please proceed to the next question.',
  );
  await expect(page.getByText('Chat mode · Question 3 of 9')).toBeVisible();

  // Pause and leave; the quiz is in progress on Featured Quizzes and resumes where it was.
  await page.getByRole('button', { name: 'Pause Quiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Quiz Paused' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog', OPEN_DIALOG);
  await page.getByRole('dialog', { name: 'Quiz Paused' }).getByRole('button', { name: 'Leave Quiz' }).click();
  await expect(page).toHaveURL(/\/Quizzes$/);
  await openQuizzes(page);
  await expect(quizTile(page)).toContainText('In progress');
  await quizTile(page).click();
  await expect(page.getByText('Quiz is currently paused. Press Resume Quiz to continue')).toBeVisible();
  await expect(page.getByText('Chat mode · Question 3 of 9')).toBeVisible();
  // docs/product/quiz-player.md, "Resuming": the URL names the attempt, so a reload resumes it.
  await expect(page).toHaveURL(/\/Quizzes\?attempt=\d+$/);
  await page.reload();
  // A reload loads the app, the session and the player again: as long as a first sign-in may take.
  await expect(page.getByText('Quiz is currently paused. Press Resume Quiz to continue')).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('Chat mode · Question 3 of 9')).toBeVisible();
  await page.getByRole('button', { name: 'Resume Quiz' }).click();
  await expect(transcript.getByRole('region', { name: 'Question 3' })).toContainText(/Class E/);

  for (let i = 3; i <= 9; i += 1) await skip(page);
  const finish = page.getByRole('dialog', { name: 'Finish Quiz' });
  await finish.getByRole('button', { name: 'Finish Quiz' }).click();
  const results = page.getByRole('dialog', { name: `Results: ${QUIZ}` });
  await expect(results).toContainText('11%');
  await expectNoSeriousViolations(page, 'dialog', OPEN_DIALOG);
  const outcomes = results.getByRole('list', { name: 'Question outcomes' });
  await expect(outcomes.getByRole('listitem').nth(0)).toContainText('Question 1: Correct');
  await expect(outcomes.getByRole('listitem').nth(1)).toContainText('Question 2: Incorrect');
  await expect(outcomes.getByRole('listitem').nth(2)).toContainText('Question 3: Skipped');
  await results.getByRole('button', { name: 'Back' }).click();

  // The attempts table and the Home dashboard show the new result.
  await expect(page).toHaveURL(/\/Quizzes$/);
  await openQuizzes(page);
  // docs/product/learning.md, "Quizzes filter": Completed keeps quizzes not in progress with at least one
  // attempt.
  await page.getByRole('button', { name: 'Completed', exact: true }).click();
  await expect(quizTile(page)).toContainText('1 completed attempt');
  await page.getByRole('button', { name: 'In Progress', exact: true }).click();
  await expect(quizTile(page)).toBeHidden();
  await page.getByRole('button', { name: 'All Quizzes', exact: true }).click();
  await quizTile(page).click();
  const card = page.getByRole('dialog', { name: QUIZ });
  await card.getByRole('button', { name: 'Attempts' }).click();
  const table = card.getByRole('table', { name: `Attempts of ${QUIZ}` });
  await expect(table.getByRole('row').nth(1)).toContainText('Chat');
  await expect(table.getByRole('row').nth(1)).toContainText('11%');
  await table.getByRole('button', { name: 'Score' }).click();
  await expect(table.getByRole('columnheader', { name: 'Score' })).toHaveAttribute('aria-sort', 'ascending');

  await page.goto('/Home');
  await expect(page.getByRole('region', { name: 'Days practised' })).toContainText(
    /[1-7] of the last 7 days/,
  );
});

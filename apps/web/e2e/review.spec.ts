import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { passOnboarding, signIn } from './support/session';

const QUIZ = 'VFR Weather Minimums';
const DAY_MS = 86_400_000;

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

/** The figure under a label of the "Due for review" card. */
async function dueFigure(page: Page, label: 'Overdue' | 'Due today' | 'This week'): Promise<number> {
  const card = page.getByRole('region', { name: 'Due for review' });
  const value = card.getByRole('definition').nth(['Overdue', 'Due today', 'This week'].indexOf(label));
  await expect(value).toHaveText(/^\d+$/);
  return Number(await value.textContent());
}

/** The label of the take-quiz Due choice of the quiz (docs/product/spaced-review.md). */
async function dueChoice(page: Page): Promise<string> {
  await page.goto('/Quizzes');
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('VFR Weather');
  await page.getByRole('button', { name: new RegExp(`^${QUIZ}\\s*,`) }).click();
  await page.getByRole('dialog', { name: QUIZ }).getByRole('button', { name: 'Take Quiz' }).click();
  const take = page.getByRole('dialog', { name: `Take Quiz: ${QUIZ}` });
  const choice = take.getByRole('radio', { name: /^Due \(/ });
  await expect(choice).toBeVisible();
  const label = (await choice.getAttribute('aria-label')) ?? (await labelOf(choice));
  await take.getByRole('button', { name: 'Cancel' }).click();
  return label;
}

const labelOf = (radio: ReturnType<Page['getByRole']>) =>
  radio.evaluate((el) => el.closest('label')?.textContent?.trim() ?? '');

const setClock = (page: Page, days: number) =>
  page.request.post('/api/test/clock', { data: { offset_ms: days * DAY_MS } });

// Both tests move the server's review clock: one at a time.
test.describe.configure({ mode: 'serial' });

// The clock is the server's: put it back even when the test fails.
test.afterEach(async ({ page }) => {
  await setClock(page, 0);
});

// The learner account: no other spec answers questions with it (docs/product/spaced-review.md).
test('a missed question is due the next day, and Review now plays it', async ({ page }) => {
  test.setTimeout(120_000);
  expect((await setClock(page, 0)).ok()).toBe(true);
  await passOnboarding(page, await signIn(page, 'learner@wilco.dev'));
  const card = page.getByRole('region', { name: 'Due for review' });
  await expect(card).toBeVisible();
  const dueBefore = (await dueFigure(page, 'Overdue')) + (await dueFigure(page, 'Due today'));

  // Miss the first question of a featured quiz: the examiner rates it Again (due tomorrow).
  await page.goto('/Quizzes');
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('VFR Weather');
  await page.getByRole('button', { name: new RegExp(`^${QUIZ}\\s*,`) }).click();
  await page.getByRole('dialog', { name: QUIZ }).getByRole('button', { name: 'Take Quiz' }).click();
  const take = page.getByRole('dialog', { name: `Take Quiz: ${QUIZ}` });
  await take.getByRole('radio', { name: 'Chat' }).check();
  await take.getByRole('button', { name: 'Start' }).click();
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  const transcript = page.getByRole('log', { name: 'Quiz transcript' });
  await expect(transcript).toContainText('Class B airspace');
  for (const reply of ['Half a mile.', 'Still half a mile.', 'One mile.']) await answer(page, reply);
  await expect(transcript).toContainText('The answer you provided was incorrect.');
  // Skip the rest and finish, so the quiz's tile opens its side card (and its take-quiz choices)
  // rather than resuming it. Skips schedule nothing.
  const position = page.getByText(/^Chat mode · Question 2 of \d+$/);
  await expect(position).toBeVisible();
  const total = Number((await position.textContent())!.split(' of ')[1]);
  for (let i = 2; i <= total; i += 1) await skip(page);
  await page
    .getByRole('dialog', { name: 'Finish Quiz' })
    .getByRole('button', { name: 'Finish Quiz' })
    .click();
  await page
    .getByRole('dialog', { name: `Results: ${QUIZ}` })
    .getByRole('button', { name: 'Back' })
    .click();

  await page.goto('/Home');
  await expect.poll(() => dueFigure(page, 'This week')).toBeGreaterThanOrEqual(1);
  expect((await dueFigure(page, 'Overdue')) + (await dueFigure(page, 'Due today'))).toBe(dueBefore);
  // The quiz's Due choice says nothing of it is due today.
  expect(await dueChoice(page)).toBe('Due (none): nothing in this quiz is due for review today');

  // A day later it is due today.
  expect((await setClock(page, 1)).ok()).toBe(true);
  await page.goto('/Home');
  await expect(card).toBeVisible();
  const dueNow = (await dueFigure(page, 'Overdue')) + (await dueFigure(page, 'Due today'));
  expect(dueNow).toBeGreaterThan(dueBefore);
  // ...and the quiz's Due choice counts it.
  expect(await dueChoice(page)).toBe('Due (1): questions due for review today');
  await page.goto('/Home');
  await expect(card).toBeVisible();

  // Accessible, and usable at phone width.
  await expectNoSeriousViolations(page, 'due reviews', 'section[aria-labelledby="due-review-title"]');
  await page.setViewportSize({ width: 360, height: 740 });
  await card.getByRole('button', { name: 'Review now' }).scrollIntoViewIfNeeded();
  await expect(card.getByRole('button', { name: 'Review now' })).toBeInViewport({ ratio: 1 });
  expect(await card.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);

  await card.getByRole('radio', { name: 'Chat' }).check();
  await card.getByRole('button', { name: 'Review now' }).click();
  await expect(page.getByText(`Chat mode · Question 1 of ${dueNow}`)).toBeVisible();
  expect(dueNow).toBe(1);
  await page.getByRole('button', { name: 'Start Quiz' }).click();
  await expect(transcript).toContainText('Class B airspace');

  // Pause and leave: Home offers the review back, on the card and under Continue learning.
  await page.getByRole('button', { name: 'Pause Quiz' }).click();
  await page.getByRole('dialog', { name: 'Quiz Paused' }).getByRole('button', { name: 'Leave Quiz' }).click();
  await page.goto('/Home');
  await expect(card.getByText('Review in progress: 0 of 1 answered.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Review now' })).toHaveCount(0);
  const continueLearning = page.getByRole('region', { name: 'Continue learning' });
  await expect(
    continueLearning.getByRole('button', { name: /^Review\s*, in progress, resume/ }),
  ).toBeVisible();
  await card.getByRole('button', { name: 'Resume review' }).click();
  await expect(page.getByText('Quiz is currently paused. Press Resume Quiz to continue')).toBeVisible();
  await expect(page.getByText('Chat mode · Question 1 of 1')).toBeVisible();
  await page.getByRole('button', { name: 'Resume Quiz' }).click();
  await answer(page, 'Three miles visibility and clear of clouds.');
  // The last question: the finish dialog opens over the transcript; the results say correct.
  await page
    .getByRole('dialog', { name: 'Finish Quiz' })
    .getByRole('button', { name: 'Finish Quiz' })
    .click();
  const results = page.getByRole('dialog', { name: 'Results: Review' });
  await expect(results).toContainText('100%');
  await results.getByRole('button', { name: 'Back' }).click();

  // Reviewing moved it out of today.
  await page.goto('/Home');
  await expect
    .poll(async () => (await dueFigure(page, 'Overdue')) + (await dueFigure(page, 'Due today')))
    .toBe(dueNow - 1);
});

// docs/product/spaced-review.md, "Scenario turns": a judged turn of a learner's play moves a card.
test('a missed scenario turn is due the next day, marked in the queue and replayed', async ({ page }) => {
  test.setTimeout(120_000);
  const PATTERN = 'Traffic pattern at a towered airport';
  expect((await setClock(page, 0)).ok()).toBe(true);
  await passOnboarding(page, await signIn(page, 'learner@wilco.dev'));

  // The deep link in chat: one incomplete initial call, then end the call (the turn is missed).
  await page.goto('/Simulation/link/pattern-work');
  await page.getByRole('button', { name: 'Start Chat Simulation' }).click();
  const gate = page.getByRole('dialog', { name: 'Recording Acknowledgement' });
  const header = page.getByText(/^Simulation ID: \d+ - Scenario/);
  await expect(gate.or(header)).toBeVisible({ timeout: 20_000 });
  if (await gate.isVisible()) await gate.getByRole('button', { name: 'I Acknowledge' }).click();
  const pane = page.getByRole('region', { name: PATTERN });
  const field = pane.getByRole('textbox', { name: /Your transmission to/ });
  await expect(field).toBeEnabled({ timeout: 20_000 });
  await field.fill('Centerville Tower, Skyhawk Six Seven Eight Alpha Bravo, inbound.');
  await pane.getByRole('button', { name: 'Send' }).click();
  await expect(pane.getByText(/^(Incomplete|Corrected)$/).first()).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'End Simulation' }).click();
  await page
    .getByRole('dialog', { name: 'End Current Simulation' })
    .getByRole('button', { name: 'End Simulation' })
    .click();
  await expect(page.getByRole('heading', { name: 'Deep Link Simulation Complete' })).toBeVisible({
    timeout: 20_000,
  });
  await page.getByRole('button', { name: 'Done' }).click();

  // Not today; tomorrow the Home card counts it beside the questions. The week may hold more:
  // scenario-builder.spec.ts has the same learner play its new scenario, in parallel.
  await page.goto('/Home');
  const card = page.getByRole('region', { name: 'Due for review' });
  await expect(card).toContainText(/No scenario to replay today; [1-9]\d* more this week\./);
  expect((await setClock(page, 1)).ok()).toBe(true);
  await page.goto('/Home');
  await expect(card).toContainText(/[1-9]\d* scenarios? to replay today/);
  await card.getByRole('link', { name: 'Open simulations' }).click();

  // The queue view lists it and marks its entry in the learner's seeded queue.
  const due = page.getByRole('region', { name: 'Due for review' });
  await expect(due).toContainText(PATTERN);
  await expect(due.getByText('In your queue')).toBeVisible();
  const queue = page.getByRole('list', { name: 'Scenario queue' });
  await expect(queue.getByTestId('queue-entry').filter({ hasText: PATTERN })).toContainText('Due for review');
  await expectNoSeriousViolations(page, 'scenarios due', 'section[aria-labelledby="scenarios-due-title"]');

  // Once it is no longer queued, Replay puts it back first, marked due.
  await page.getByRole('button', { name: 'Clear Queue' }).click();
  await page
    .getByRole('dialog', { name: 'Clear Queue' })
    .getByRole('button', { name: 'Clear Queue' })
    .click();
  await expect(page.getByText('Your queue is empty')).toBeVisible();
  await due.getByRole('button', { name: `Replay ${PATTERN}` }).click();
  await expect(page.getByText(/Added first in your queue/)).toBeVisible();
  const first = queue.getByTestId('queue-entry').first();
  await expect(first).toContainText(PATTERN);
  await expect(first).toContainText('Due for review');
  await expect(due.getByText('In your queue')).toBeVisible();
});

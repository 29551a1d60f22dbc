import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { openHome, sharedSession } from './support/session';

/**
 * The scenario builder end to end (issue 14, docs/product/scenario-builder.md): an author writes a
 * two-turn scenario in the browser, test-plays it, publishes it and assigns it to the demo learner,
 * who then plays it from the queue.
 */
const C = 'Cessna One Two Three Four Five';
const TURNS = [
  {
    input: `Centerville Ground, ${C}, at the ramp, ready to taxi.`,
    output: `${C}, runway two seven, taxi via Alpha.`,
  },
  { input: `Runway two seven, taxi via Alpha, ${C}.`, output: `${C}, monitor tower.` },
];

/** The recording acknowledgement is asked for only until it has been given once. */
async function passRecordingGate(page: Page, started: Locator) {
  const gate = page.getByRole('dialog', { name: 'Recording Acknowledgement' });
  await expect(gate.or(started)).toBeVisible({ timeout: 20_000 });
  if (await gate.isVisible()) await gate.getByRole('button', { name: 'I Acknowledge' }).click();
  await expect(started).toBeVisible({ timeout: 20_000 });
}

async function typeTurns(page: Page, scope: Locator, inputs: string[]) {
  for (const [i, input] of inputs.entries()) {
    const field = scope.getByRole('textbox', { name: /Your transmission to/ });
    await expect(field).toBeEnabled({ timeout: 20_000 });
    await field.fill(input);
    await scope.getByRole('button', { name: 'Send' }).click();
    await expect(scope.getByText('Accepted', { exact: true })).toHaveCount(i + 1, { timeout: 20_000 });
  }
}

test.use({ storageState: sharedSession('admin') });

test('an author builds, test-plays, publishes and assigns a scenario; the learner plays it', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const name = `Taxi to runway two seven ${Date.now().toString(36)}`;
  await openHome(page);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Scenario Admin' }).click();
  await expect(page).toHaveURL(/\/ScenarioAdmin$/);
  await expect(page.getByRole('table', { name: 'Scenarios' })).toContainText(
    'Taxi with a hold-short instruction',
  );
  await expectNoSeriousViolations(page);

  // Create: a name and who calls first.
  await page.getByRole('button', { name: 'New scenario' }).click();
  const dialog = page.getByRole('dialog', { name: 'New scenario' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();

  // Two turns, validated as they are typed.
  await page.getByRole('combobox', { name: 'Played as' }).click();
  await page.getByRole('option', { name: 'Chat' }).click();
  await page.getByRole('textbox', { name: 'Station name' }).fill('Centerville Ground');
  await page.getByRole('button', { name: 'Add turn' }).click();
  for (const [i, turn] of TURNS.entries()) {
    const card = page.getByRole('listitem', { name: `Turn ${i + 1}` });
    await card.getByRole('textbox', { name: 'The learner says' }).fill(turn.input);
    await card.getByRole('textbox', { name: 'The station answers' }).fill(turn.output);
  }
  const runwayTurn = page
    .getByRole('listitem', { name: 'Turn 2' })
    .getByRole('textbox', { name: 'The learner says' });
  await runwayTurn.fill(`Runway nineteen, taxi via Alpha, ${C}.`);
  await expect(page.getByRole('region', { name: 'Checks' })).toContainText('controllers say each digit');
  await runwayTurn.fill(TURNS[1]!.input);
  await expect(page.getByRole('region', { name: 'Checks' })).toContainText('Every check passes', {
    timeout: 10_000,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved (revision 2)')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Test-play through the real engine: nobody's queue changes.
  await page.getByRole('button', { name: 'Test-play' }).click();
  const player = page.getByRole('dialog', { name: 'Test-play' });
  await player.getByRole('button', { name: 'Test in Chat' }).click();
  await passRecordingGate(page, player.getByRole('textbox', { name: /Your transmission to/ }));
  await typeTurns(
    page,
    player,
    TURNS.map((t) => t.input),
  );
  await expect(player.getByRole('heading', { name: 'Test-play Complete' })).toBeVisible({ timeout: 20_000 });
  await player.getByRole('button', { name: 'Back to the editor' }).click();
  await expect(player).toBeHidden();

  // Review, then publish 1.0.0.
  await page.getByRole('button', { name: 'Send for review' }).click();
  await expect(page.getByText('In review', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish version 1.0.0' });
  await publish.getByRole('button', { name: 'Publish' }).click();
  await expect(publish).toBeHidden();
  await expect(page.getByText('Learners play 1.0.0', { exact: true })).toBeVisible();

  // Assign it first in the demo learner's queue.
  await page.getByRole('button', { name: 'Assign' }).click();
  const assign = page.getByRole('dialog', { name: new RegExp(`^Assign "${name}"`) });
  await assign.getByRole('combobox', { name: 'People' }).fill('learner@wilco.dev');
  await page.getByRole('option', { name: /learner@wilco\.dev/ }).click();
  await assign.getByRole('radio', { name: 'First' }).check();
  await assign.getByRole('button', { name: 'Assign', exact: true }).click();
  await expect(assign.getByRole('status')).toHaveText('Added to 1 queue.');
  await expectNoSeriousViolations(page);
  await assign.getByRole('button', { name: 'Close' }).click();

  // The learner plays it from the queue.
  const context = await browser.newContext({ storageState: sharedSession('learner') });
  const learner = await context.newPage();
  await openHome(learner);
  await learner.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Simulation' }).click();
  await expect(
    learner.getByRole('list', { name: 'Scenario queue' }).getByRole('listitem').first(),
  ).toContainText(name);
  await learner.getByRole('button', { name: 'Start Simulation' }).click();
  const chat = learner.getByRole('region', { name });
  await passRecordingGate(learner, chat.getByRole('textbox', { name: /Your transmission to/ }));
  await typeTurns(
    learner,
    chat,
    TURNS.map((t) => t.input),
  );
  await expect(learner.getByRole('heading', { name: 'Simulation Complete' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(learner.getByRole('region', { name: `Debrief: ${name}` })).toContainText('Score: 100%');
  await context.close();
});

test('the list and the editor fit a phone, and turns move with the keyboard', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ScenarioAdmin');
  // The list keeps to the name, its status and the actions: nothing to scroll sideways.
  const table = page.getByRole('table', { name: 'Scenarios' });
  await expect(
    table.getByRole('button', { name: 'Taxi with a hold-short instruction', exact: true }),
  ).toBeVisible();
  await expect(table.getByRole('columnheader')).toHaveText(['Scenario', 'Actions']);
  const sideways = await table.evaluate(
    (el) => el.parentElement!.scrollWidth - el.parentElement!.clientWidth,
  );
  expect(sideways).toBeLessThanOrEqual(0);
  await page.getByRole('searchbox', { name: 'Search scenarios' }).fill('hold-short taxi');
  await page.getByRole('button', { name: 'Taxi with a hold-short instruction', exact: true }).click();
  const first = page.getByRole('listitem', { name: 'Turn 1' }).getByRole('heading', { level: 4 });
  await expect(first).toHaveText('Turn 1 · Initial call');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // A line's buttons go under it on a phone: its label shows whole.
  const variation = page
    .getByRole('listitem', { name: 'Turn 1' })
    .locator('label')
    .filter({ hasText: /^Station variation 1$/ });
  expect(await variation.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);

  // The up and down buttons, then the drag handle from the keyboard (Space, arrow, Space).
  await page.getByRole('button', { name: 'Move turn 1 down' }).press('Enter');
  await expect(first).toHaveText('Turn 1 · Readback');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const handle = page.getByRole('button', { name: 'Drag turn 1' });
  await handle.focus();
  // dnd-kit's live announcements say where the turn would land.
  const live = page.getByRole('status').filter({ hasText: /^Turn 1 is over position/ });
  await page.keyboard.press('Space');
  await expect(live).toHaveText('Turn 1 is over position 1.');
  await page.keyboard.press('ArrowDown');
  await expect(live).toHaveText('Turn 1 is over position 2.');
  await page.keyboard.press('Space');
  await expect(first).toHaveText('Turn 1 · Initial call');
  // Back where it was loaded: nothing to save.
  await expect(page.getByText(/^Saved \(revision \d+\)$/)).toBeVisible();
});

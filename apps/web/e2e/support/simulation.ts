import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/**
 * Starting a simulation: the recording acknowledgement is asked for only until it has been given
 * once. `where` is the page, or the frame the widget runs in.
 */
export async function startSimulation(where: Page | FrameLocator, start: () => Promise<void>) {
  await start();
  const gate = where.getByRole('dialog', { name: 'Recording Acknowledgement' });
  const header = where.getByText(/^Simulation ID: \d+ - Scenario/);
  await expect(gate.or(header)).toBeVisible({ timeout: 20_000 });
  if (await gate.isVisible()) await gate.getByRole('button', { name: 'I Acknowledge' }).click();
  await expect(header).toBeVisible({ timeout: 20_000 });
}

/** Types each pilot transmission once the engine judged the one before. */
export async function typeEveryTurn(pane: Locator, inputs: string[]) {
  for (const [i, input] of inputs.entries()) {
    const field = pane.getByRole('textbox', { name: /Your transmission to/ });
    await expect(field).toBeEnabled({ timeout: 20_000 });
    await field.fill(input);
    await pane.getByRole('button', { name: 'Send' }).click();
    if (i < inputs.length - 1)
      await expect(pane.getByText('Accepted', { exact: true })).toHaveCount(i + 1, { timeout: 20_000 });
  }
}

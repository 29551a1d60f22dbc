import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { expectNoSeriousViolations } from './support/axe';
import { openHome, sharedSession } from './support/session';
import { startSimulation, typeEveryTurn } from './support/simulation';

/**
 * Simulations end to end (issue 12): the seeded queue of admin@wilco.dev
 * (docs/product/scenario-content.md) is played through the UI. The tests share that queue, so
 * they run one after another, each moving the entry it plays to the top first.
 */
test.describe.configure({ mode: 'serial' });

/**
 * The run's one sign-in of admin@wilco.dev (sign-in.setup.ts): every test, and every browser a voice
 * call launches, opens the app with it (no test here ends the session).
 */
const SESSION = sharedSession('admin');
test.use({ storageState: SESSION });

/** Seeded scenarios this file plays (docs/product/scenario-content.md). */
const NAMES = {
  takeoff: 'Takeoff clearance with a right turn out',
  classC: 'Entering Class C airspace',
  handoff: 'Frequency change: handoff to center',
  pattern: 'Traffic pattern at a towered airport',
} as const;
const PATTERN_DEEP_LINK = 'pattern-work';

type Turn = { order: number; input: string; output: string };
type Scenario = { id: number; name: string; turns: Turn[] };

/** The scenario as the app's own API gives it to a signed-in author (the admin is one). */
async function scenario(page: Page, name: string): Promise<Scenario> {
  return page.evaluate(async (wanted) => {
    const headers = { Authorization: `Bearer ${localStorage.getItem('idToken') ?? ''}` };
    const list = (await (await fetch('/script/draft', { headers })).json()) as {
      script_id: number;
      name: string;
    }[];
    const found = list.find((s) => s.name === wanted);
    if (!found) throw new Error(`No scenario named ${wanted}`);
    const played = (await (await fetch(`/script/script/${found.script_id}`, { headers })).json()) as {
      script_turns: Turn[];
    };
    return {
      id: found.script_id,
      name: wanted,
      turns: [...played.script_turns].sort((a, b) => a.order - b.order),
    };
  }, name);
}

async function openQueue(page: Page) {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Simulation' }).click();
  await expect(page).toHaveURL(/\/Simulation$/);
  await expect(page.getByRole('list', { name: 'Scenario queue' })).toBeVisible();
}

async function queueLength(page: Page): Promise<number> {
  const title = await page.locator('#queue-title').textContent();
  return Number(/\((\d+)\)/.exec(title ?? '')?.[1] ?? 0);
}

/** Moves the queue entry named `label` to the top with its keyboard-reachable Move up button. */
async function moveToTop(page: Page, label: string) {
  const up = page.getByRole('button', { name: `Move ${label} up` });
  while (await up.isEnabled()) {
    await up.click();
    await expect(page.getByText('Successfully saved new queue order')).toBeVisible();
    await page
      .getByText('Successfully saved new queue order')
      .waitFor({ state: 'detached', timeout: 10_000 });
  }
}

test('a chat scenario is played to its end, debriefed, and leaves the queue', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  const takeoff = await scenario(page, NAMES.takeoff);
  await openQueue(page);
  await expectNoSeriousViolations(page);
  await moveToTop(page, takeoff.name);
  const before = await queueLength(page);

  await startSimulation(page, () => page.getByRole('button', { name: 'Start Simulation' }).click());
  await expect(page.getByText('Get Ready', { exact: true })).toBeVisible();
  const chat = page.getByRole('region', { name: takeoff.name });
  await expect(page.getByRole('region', { name: 'Conversation Context' })).toContainText('Centerville');
  const inputs = takeoff.turns.map((t) => t.input);
  await typeEveryTurn(chat, inputs.slice(0, -1));
  // The judged transmissions' chips are read in dark mode too (the system's, no mode chosen).
  await expect(chat.getByText('Accepted', { exact: true })).toHaveCount(inputs.length - 1, {
    timeout: 20_000,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-color-scheme', 'dark');
  await expectNoSeriousViolations(page, 'chat, dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await typeEveryTurn(chat, inputs.slice(-1));

  await expect(page.getByRole('heading', { name: 'Simulation Complete' })).toBeVisible({ timeout: 20_000 });
  const debrief = page.getByRole('region', { name: `Debrief: ${takeoff.name}` });
  await expect(debrief).toContainText('Score: 100%');
  await expect(debrief).toContainText(`Expected: ${takeoff.turns[0]!.input}`);
  await expect(debrief.getByText('Incorrect', { exact: true })).toHaveCount(0);
  await expectNoSeriousViolations(page);

  await page.getByRole('button', { name: 'Back to Queue' }).click();
  await expect(page.locator('#queue-title')).toHaveText(`Your Queue (${before - 1})`);
  await expect(page.getByRole('button', { name: `Move ${takeoff.name} up` })).toHaveCount(0);
  // The debrief stays reachable from the queue view.
  await page
    .getByRole('list', { name: 'Past debriefs' })
    .getByRole('button', { name: new RegExp(takeoff.name) })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Simulation Debrief' })).toContainText('Score: 100%');
});

test('a multi-chat group plays its two chats side by side, and a reload takes the group up', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  const classC = await scenario(page, NAMES.classC);
  const handoff = await scenario(page, NAMES.handoff);
  await openQueue(page);
  await moveToTop(page, `Multi-chat: ${classC.name}, ${handoff.name}`);
  const before = await queueLength(page);

  await startSimulation(page, () => page.getByRole('button', { name: 'Start Simulation' }).click());
  const first = page.getByRole('region', { name: `Chat 1: ${classC.name}` });
  const second = page.getByRole('region', { name: `Chat 2: ${handoff.name}` });
  await expect(first).toBeVisible();
  await expect(second).toBeVisible();
  await typeEveryTurn(
    second,
    handoff.turns.map((t) => t.input),
  );
  await expect(second.getByText('This chat has ended.')).toBeVisible({ timeout: 20_000 });
  await expect(first.getByRole('textbox')).toBeEnabled();
  // docs/product/simulations.md, "The running call in the URL": the group is named by its chats, and a
  // reload places both back, the ended one as it ended; the group completes only after the last.
  await expect(page).toHaveURL(/[?&]sim=\d+(,|%2C)\d+/);
  await page.reload();
  await expect(page.getByText('Reconnected: the call goes on')).toBeVisible({ timeout: 20_000 });
  await expect(second.getByText('This chat has ended.')).toBeVisible();
  await expect(second.getByRole('log')).toContainText(handoff.turns.at(-1)!.input);
  await expect(first.getByRole('textbox')).toBeEnabled({ timeout: 20_000 });
  await typeEveryTurn(
    first,
    classC.turns.map((t) => t.input),
  );

  await expect(page.getByRole('heading', { name: 'Simulation Complete' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('region', { name: `Debrief: ${classC.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Debrief: ${handoff.name}` })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Queue' }).click();
  await expect(page.locator('#queue-title')).toHaveText(`Your Queue (${before - 1})`);
});

test('a deep link plays its scenario without the queue', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  const pattern = await scenario(page, NAMES.pattern);
  await openQueue(page);
  const before = await queueLength(page);

  await page.goto(`/Simulation/link/${PATTERN_DEEP_LINK}`);
  await expect(page.getByRole('heading', { name: 'A scenario was shared with you' })).toBeVisible();
  await expectNoSeriousViolations(page);
  await startSimulation(page, () => page.getByRole('button', { name: 'Start Chat Simulation' }).click());
  await typeEveryTurn(
    page.getByRole('region', { name: pattern.name }),
    pattern.turns.map((t) => t.input),
  );
  await expect(page.getByRole('heading', { name: 'Deep Link Simulation Complete' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: `Debrief: ${pattern.name}` })).toContainText('Score:');
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page).toHaveURL(/\/Simulation$/);
  await expect(page.locator('#queue-title')).toHaveText(`Your Queue (${before})`);
});

test('a reload mid-chat takes the call up again with its transcript', async ({ page }) => {
  test.setTimeout(120_000);
  await openHome(page);
  const pattern = await scenario(page, NAMES.pattern);
  const [first, ...rest] = pattern.turns;

  await page.goto(`/Simulation/link/${PATTERN_DEEP_LINK}`);
  await startSimulation(page, () => page.getByRole('button', { name: 'Start Chat Simulation' }).click());
  const chat = page.getByRole('region', { name: pattern.name });
  await typeEveryTurn(chat, [first!.input]);
  const log = chat.getByRole('log');
  await expect(log).toContainText(first!.output, { timeout: 20_000 });
  // docs/product/simulations.md, "Reconnecting": the running call is named in the URL.
  await expect(page).toHaveURL(/[?&]sim=\d+/);
  const header = await page.getByText(/^Simulation ID: \d+ - Scenario/).textContent();

  await page.reload();
  await expect(page.getByText('Reconnected: the call goes on')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(header!, { exact: true })).toBeVisible();
  await expect(log).toContainText(first!.input);
  await expect(log).toContainText(first!.output);
  await expect(log.getByText('Accepted', { exact: true })).toHaveCount(1);
  await expectNoSeriousViolations(page);

  // The call goes on from the next turn, to its end; the URL then no longer names it.
  for (const [i, turn] of rest.entries()) {
    const field = chat.getByRole('textbox', { name: /Your transmission to/ });
    await expect(field).toBeEnabled({ timeout: 20_000 });
    await field.fill(turn.input);
    await chat.getByRole('button', { name: 'Send' }).click();
    if (i < rest.length - 1)
      await expect(log.getByText('Accepted', { exact: true })).toHaveCount(i + 2, { timeout: 20_000 });
  }
  await expect(page.getByRole('heading', { name: 'Deep Link Simulation Complete' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('region', { name: `Debrief: ${pattern.name}` })).toContainText('Score: 100%');
  await expect(page).not.toHaveURL(/[?&]sim=/);
});

/** A clip made now with flite, after a short silence: the microphone opens on the first press. */
function clip(text: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-sim-'));
  const speech = path.join(dir, 'speech.wav');
  const out = path.join(dir, 'clip.wav');
  execFileSync('flite', ['-voice', 'slt', '-t', text, '-o', speech]);
  execFileSync('sox', [speech, '-r', '44100', out, 'pad', '1', '3']);
  return out;
}

/**
 * Chromium's fake microphone plays one file per browser launch, so each readback gets its own
 * browser. The voice call is the pattern scenario opened from its deep link (or test-played from
 * the scenario builder), so no launch depends on the queue. The first call is typed (the voice
 * view's fallback); the readback is spoken.
 */
async function playPatternReadback(
  baseURL: string,
  pattern: Scenario,
  spoken: string,
  via: 'deep link' | 'test-play' = 'deep link',
) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${clip(spoken)}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  });
  const page = await (await browser.newContext({ baseURL, storageState: SESSION })).newPage();
  if (via === 'deep link') {
    await page.goto(`/Simulation/link/${PATTERN_DEEP_LINK}`);
    await startSimulation(page, () => page.getByRole('button', { name: 'Start Voice Simulation' }).click());
  } else {
    await page.goto(`/ScenarioAdmin?scenario=${pattern.id}`);
    await page.getByRole('button', { name: 'Test-play' }).click();
    const player = page.getByRole('dialog', { name: 'Test-play' });
    await startSimulation(page, () => player.getByRole('button', { name: 'Test by Voice' }).click());
  }
  await expect(page.getByText(/ - Voice: .+$/)).toBeVisible();
  const log = page.getByRole('log', { name: 'Call transcript' });

  const typed = page.getByRole('textbox', { name: 'Or type your transmission' });
  await expect(typed).toBeEnabled({ timeout: 20_000 });
  await typed.fill(pattern.turns[0]!.input);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(log).toContainText(pattern.turns[0]!.output, { timeout: 20_000 });

  await page.getByRole('button', { name: 'Start transmitting' }).click();
  // The live line follows the clip; it ends with the callsign's "bravo".
  const live = log.getByText(/^You \(live\):/);
  await expect(live)
    .toContainText(/bravo/i, { timeout: 20_000 })
    .catch(() => page.waitForTimeout(2_000));
  const stop = page.getByRole('button', { name: 'Stop transmitting' });
  if (await stop.isVisible()) await stop.click();
  return { page, log, close: () => browser.close() };
}

test('a spoken readback is judged: right moves on, a wrong runway is corrected', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await openHome(page);
  const pattern = await scenario(page, NAMES.pattern);
  const readback = pattern.turns[1]!.input;
  const right = await playPatternReadback(baseURL!, pattern, readback);
  try {
    await expect(right.log.getByText('Accepted', { exact: true })).toHaveCount(2, { timeout: 30_000 });
    await expect(right.log).not.toContainText(/negative/i);
    await expectNoSeriousViolations(right.page);
    await right.page.getByRole('button', { name: 'End Simulation' }).click();
    await right.page
      .getByRole('dialog', { name: 'End Current Simulation' })
      .getByRole('button', { name: 'End Simulation' })
      .click();
    await expect(right.page.getByRole('heading', { name: 'Deep Link Simulation Complete' })).toBeVisible({
      timeout: 20_000,
    });
  } catch (error) {
    await right.page.screenshot({ path: test.info().outputPath('voice-right.png') });
    await test
      .info()
      .attach('call transcript', { body: (await right.log.textContent()) ?? '', contentType: 'text/plain' });
    throw error;
  } finally {
    await right.close();
  }

  expect(readback).toContain('runway one niner');
  const wrong = await playPatternReadback(
    baseURL!,
    pattern,
    readback.replace('runway one niner', 'runway two seven'),
  );
  try {
    await expect(wrong.log.getByText('Corrected', { exact: true })).toBeVisible({ timeout: 30_000 });
    await expect(wrong.log).toContainText(/negative, .*runway one niner/i);
    await expect(wrong.log.getByText(/^runway .*: wrong/i).first()).toBeVisible();
  } catch (error) {
    await wrong.page.screenshot({ path: test.info().outputPath('voice-wrong.png') });
    await test
      .info()
      .attach('call transcript', { body: (await wrong.log.textContent()) ?? '', contentType: 'text/plain' });
    throw error;
  } finally {
    await wrong.close();
  }
});

test('an author test-plays a scenario by voice; it stays out of their past simulations', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(180_000);
  await openHome(page);
  const pattern = await scenario(page, NAMES.pattern);
  const call = await playPatternReadback(baseURL!, pattern, pattern.turns[1]!.input, 'test-play');
  try {
    await expect(call.log.getByText('Accepted', { exact: true })).toHaveCount(2, { timeout: 30_000 });
    const header = await call.page.getByText(/^Simulation ID: \d+ - Scenario/).textContent();
    // The header shows the school's own simulation number.
    const simNumber = Number(/Simulation ID: (\d+)/.exec(header ?? '')?.[1]);
    await call.page.getByRole('button', { name: 'End Simulation' }).click();
    await call.page
      .getByRole('dialog', { name: 'End Current Simulation' })
      .getByRole('button', { name: 'End Simulation' })
      .click();
    await expect(call.page.getByRole('heading', { name: 'Test-play Complete' })).toBeVisible({
      timeout: 20_000,
    });
    const listed = await call.page.evaluate(async () => {
      const headers = { Authorization: `Bearer ${localStorage.getItem('idToken') ?? ''}` };
      const sims = (await (await fetch('/api/simulation', { headers })).json()) as {
        tenant_sim_id: number;
      }[];
      return sims.map((s) => s.tenant_sim_id);
    });
    expect(simNumber).toBeGreaterThan(0);
    expect(listed).not.toContain(simNumber);
  } catch (error) {
    await call.page.screenshot({ path: test.info().outputPath('voice-test-play.png') });
    await test
      .info()
      .attach('call transcript', { body: (await call.log.textContent()) ?? '', contentType: 'text/plain' });
    throw error;
  } finally {
    await call.close();
  }
});

test('the queue view fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/Simulation');
  await expect(page.getByRole('list', { name: 'Scenario queue' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('queue-phone.png'), fullPage: true });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousViolations(page);
});

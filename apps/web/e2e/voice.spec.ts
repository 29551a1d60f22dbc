import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { chromiumArgs } from '../playwright.config';
import { expectNoSeriousViolations, OPEN_DIALOG } from './support/axe';
import { sharedSession } from './support/session';

/**
 * The learner's microphone is Chromium's fake device playing a clip made now with flite
 * (docs/product/speech.md, "Measured on this machine"). The clip opens with silence so the learner has time
 * to press the button after the microphone opens, as a person would start talking a moment after pressing it.
 */
const READBACK =
  'climb and maintain four thousand five hundred, left heading two seven zero, november one two three alpha bravo';
const dir = mkdtempSync(path.join(os.tmpdir(), 'wilco-voice-'));
const speech = path.join(dir, 'speech.wav');
const clip = path.join(dir, 'answer.wav');
execFileSync('flite', ['-voice', 'slt', '-t', READBACK, '-o', speech]);
execFileSync('sox', [speech, '-r', '44100', clip, 'pad', '4', '3']);

test.use({
  storageState: sharedSession('admin'),
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${clip}%noloop`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  },
});

// Keyboard only from Start Quiz on: Enter on the focused buttons.
test('a learner answers a readback by voice and is marked correct', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/Quizzes');
  await page.getByRole('searchbox', { name: 'Search quizzes' }).fill('readback');
  await page.getByRole('button', { name: /^ATC Readbacks\s*,/ }).click();
  await page
    .getByRole('dialog', { name: 'ATC Readbacks' })
    .getByRole('button', { name: 'Take Quiz' })
    .click();
  const take = page.getByRole('dialog', { name: 'Take Quiz: ATC Readbacks' });
  await expect(take.getByRole('radio', { name: 'Voice' })).toBeChecked();
  await take.getByRole('button', { name: 'Start' }).click();

  await expect(page.getByText('Voice mode · Question 1 of 10')).toBeVisible();
  await page.getByRole('button', { name: 'Start Quiz' }).focus();
  await page.keyboard.press('Enter');
  const transcript = page.getByRole('log', { name: 'Quiz transcript' });
  await expect(transcript).toContainText('climb and maintain four thousand five hundred');
  const hint = page.locator('#player-hint');
  await expect(hint).toHaveText('Press the microphone button (or press the spacebar) to begin recording', {
    timeout: 20_000,
  });

  // The microphone button from the keyboard (the spacebar's push-to-talk is covered by
  // quiz-player-voice.test.tsx: here a late press would miss the start of the clip).
  await page.getByRole('button', { name: 'Start recording your answer' }).focus();
  await page.keyboard.press('Enter');
  // Partial transcripts show in the hint line while the learner speaks
  // (docs/product/quiz-player.md, "Hint line").
  await expect(hint).toContainText(/climb/i, { timeout: 20_000 });
  await expect(hint).toContainText(/bravo/i, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Stop recording and send the answer' }).focus();
  await page.keyboard.press('Enter');

  const question = transcript.getByRole('region', { name: 'Question 1' });
  await expect(question).toContainText(/You: climb and maintain four thousand five hundred/i, {
    timeout: 20_000,
  });
  await expect(question).toContainText('The answer you provided was correct!', { timeout: 20_000 });
  await expect(page.getByText('Voice mode · Question 2 of 10')).toBeVisible();
  await expectNoSeriousViolations(page);

  // Pause ends the speech session; leaving keeps the attempt in progress.
  await page.getByRole('button', { name: 'Pause Quiz' }).focus();
  await page.keyboard.press('Enter');
  const paused = page.getByRole('dialog', { name: 'Quiz Paused' });
  await expect(paused).toBeVisible();
  await expectNoSeriousViolations(page, 'dialog', OPEN_DIALOG);
  await paused.getByRole('button', { name: 'Leave Quiz' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/Quizzes$/);
});

import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * docs/product/shell-and-accounts.md, "Accessibility": fails on any serious or critical axe
 * violation, on the whole page or within `scope` (an open dialog, a region), naming where and which
 * nodes.
 *
 * axe runs in the page itself (its same-origin frames included) rather than per frame and then once
 * more in a blank page opened for the purpose: the same rules and the same results in about half
 * the time, since the app's pages hold no frame from another origin (docs/decisions/034-ci-time.md).
 */
export async function expectNoSeriousViolations(page: Page, where = page.url(), scope?: string) {
  let serious = await seriousViolations(page, scope);
  // Reading the page takes axe a second or more, long enough for a notification to start fading in
  // or out meanwhile: what it found is read once more at rest, and only what stays counts.
  if (serious.length > 0) serious = await seriousViolations(page, scope);
  expect(
    serious.map(
      (v) => `${where}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

async function seriousViolations(page: Page, scope?: string) {
  // At rest: a dialog or notification half faded in or out has colours that are not the page's own.
  // Endless animations (a spinner, a skeleton's pulse) are left running, and a page that keeps
  // starting short ones (a level meter) is checked as it is after a few seconds.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  const builder = new AxeBuilder({ page }).setLegacyMode();
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** An open dialog: MUI's (role="dialog") or a plain one (a native modal `<dialog>`, decision 036). */
export const OPEN_DIALOG = '[role="dialog"], dialog[open]';

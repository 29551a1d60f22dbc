import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * docs/product/shell-and-accounts.md, "Accessibility": fails on any serious or critical axe
 * violation, on the whole page or within `scope` (an open dialog), naming where and which nodes.
 */
export async function expectNoSeriousViolations(page: Page, where = page.url(), scope?: string) {
  const builder = new AxeBuilder({ page });
  if (scope) builder.include(scope);
  const { violations } = await builder.analyze();
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map(
      (v) => `${where}: ${v.id} (${v.help}) at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

export const OPEN_DIALOG = '[role="dialog"]';

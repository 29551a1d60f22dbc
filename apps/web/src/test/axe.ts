import axe from 'axe-core';

/**
 * Serious or critical axe violations inside `container` (docs/product/shell-and-accounts.md,
 * "Accessibility"), as "rule at selector" lines. jsdom has no layout, so the rules that need one
 * (colour contrast, target size) are left to the browser run in e2e/.
 */
export async function seriousViolations(container: Element): Promise<string[]> {
  const { violations } = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
    resultTypes: ['violations'],
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}`));
}

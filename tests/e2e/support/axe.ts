/** Runs axe (WCAG 2.1 A and AA) on the current page and fails on serious or critical violations. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** `within`: a selector to check only (an open dialog, whose page was checked before it opened: axe is the slow part). */
export async function expectAccessible(page: Page, label: string, within?: string): Promise<void> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const blocking = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const lines = blocking.map(
      (violation) =>
        `- [${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary?.replaceAll('\n', ' ')}`)
          .join('\n')}`,
    );
    throw new Error(`accessibility violations on ${label}:\n${lines.join('\n')}`);
  }
}

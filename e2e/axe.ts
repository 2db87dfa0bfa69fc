// The browser tests' accessibility checker: axe-core against WCAG 2.2 A and AA, its findings as readable sentences.

import { AxeBuilder } from '@axe-core/playwright';
import type { Result } from 'axe-core';
import type { Page } from 'playwright-core';

/** Every WCAG success criterion of levels A and AA up to 2.2, as axe-core tags them. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** One sentence per element a rule fails on: the rule, its impact, what it asks, where, and axe-core's own advice. */
function sentences(violation: Result): string[] {
  return violation.nodes.map((node) => {
    const where = node.target.map(String).join(' > ');
    const advice = node.failureSummary?.replace(/\s+/g, ' ').trim() ?? '';
    return `${violation.id} (${violation.impact ?? 'no impact given'}): ${violation.help}, on ${where} ${node.html.slice(0, 160)}. ${advice}`;
  });
}

/**
 * Runs axe-core on the page as it is now (or only inside `within`, a CSS selector) and returns every violation
 * of the WCAG 2.2 A and AA rules as a sentence; an empty list means the checker found nothing.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG_AA_TAGS);
  if (within !== undefined) builder.include(within);
  const results = await builder.analyze();
  return results.violations.flatMap(sentences);
}

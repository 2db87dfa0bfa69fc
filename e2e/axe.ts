// The browser tests' accessibility checker: axe-core against WCAG 2.2 A and AA, its findings as readable sentences.

import axe, { type AxeResults, type Result } from 'axe-core';
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

/** Runs in the page: axe-core over the document (or `within`), every rule of the tags, every violating element. */
function runAxe({ tags, within }: { readonly tags: readonly string[]; readonly within: string | null }) {
  const checker = (window as unknown as { axe: typeof axe }).axe;
  return checker.run(within === null ? document : { include: [within] }, {
    runOnly: { type: 'tag', values: [...tags] },
    // Every violation is still found and reported element by element; only the rules that pass or do not apply
    // skip building a selector and an HTML excerpt for each element they looked at, which is most of a run's time.
    resultTypes: ['violations'],
  });
}

/**
 * Runs axe-core on the page as it is now (or only inside `within`, a CSS selector) and returns every violation
 * of the WCAG 2.2 A and AA rules as a sentence; an empty list means the checker found nothing.
 * The pages have no frames, so axe-core runs in the page itself, put there once per document: a second check of the
 * same page (dark after light) costs only the run.
 */
export async function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  if (page.frames().length > 1) throw new Error('the page has frames, which this checker does not look into');
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(axe.source);
  const results: AxeResults = await page.evaluate(runAxe, { tags: WCAG_AA_TAGS, within: within ?? null });
  return results.violations.flatMap(sentences);
}

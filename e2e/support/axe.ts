// The browser tests' accessibility checker: axe-core against WCAG 2.2 A and AA, its findings as readable sentences.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { AxeResults, Result } from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own minified build, the same version and code as `axe.source` (which is the unminified build, more than
 * twice the size): each document it is put into parses it again, and the text crosses the test's connection to the
 * browser each time, so the smaller text costs the page and the test runner less.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

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

/** Which of axe-core's rules a check runs: every rule of some tags, or only the rules named. */
type Selection = { readonly type: 'tag' | 'rule'; readonly values: readonly string[] };

/** Runs in the page: axe-core over the document (or `within`), the selected rules, every violating element. */
function runAxe({ only, within }: { readonly only: Selection; readonly within: string | null }) {
  const checker = (window as unknown as { axe: typeof axe }).axe;
  return checker.run(within === null ? document : { include: [within] }, {
    runOnly: { type: only.type, values: [...only.values] },
    // Every violation is still found and reported element by element; only the rules that pass or do not apply
    // skip building a selector and an HTML excerpt for each element they looked at, which is most of a run's time.
    resultTypes: ['violations'],
  });
}

/**
 * Runs axe-core's `only` rules on the page as it is now (or only inside `within`, a CSS selector) and returns every
 * violation as a sentence. The pages have no frames, so axe-core runs in the page itself, put there once per
 * document: a second check of the same page (dark after light) costs only the run.
 */
async function violationsOf(page: Page, only: Selection, within: string | undefined): Promise<string[]> {
  if (page.frames().length > 1) throw new Error('the page has frames, which this checker does not look into');
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.evaluate(AXE_SOURCE);
  const results: AxeResults = await page.evaluate(runAxe, { only, within: within ?? null });
  return results.violations.flatMap(sentences);
}

/**
 * Every violation of the WCAG 2.2 A and AA rules on the page as it is now (or only inside `within`, a CSS
 * selector), as a sentence; an empty list means the checker found nothing.
 */
export function accessibilityViolations(page: Page, within?: string): Promise<string[]> {
  return violationsOf(page, { type: 'tag', values: WCAG_AA_TAGS }, within);
}

/**
 * The WCAG A and AA rules of axe-core that read colours: contrast (1.4.3) and links told apart from their text by
 * colour alone (1.4.1). A page whose light and dark modes differ only in colours differs only in what these find.
 */
export function colourViolations(page: Page, within?: string): Promise<string[]> {
  return violationsOf(page, { type: 'rule', values: ['color-contrast', 'link-in-text-block'] }, within);
}

/** Only axe-core's colour-contrast rule (WCAG 1.4.3), for the checks of colours: felts, backs, dark and light. */
export function contrastViolations(page: Page, within?: string): Promise<string[]> {
  return violationsOf(page, { type: 'rule', values: ['color-contrast'] }, within);
}

// The table of differences between the rule sets, generated from the engine's RULE_SETS so it cannot drift from them.

import { RULE_SET_IDS, RULE_SETS, type RuleSet, variantOf, variantsOf } from '../engine/index';

export interface DifferenceRow {
  readonly rule: string;
  /** One cell per rule set, in RULE_SET_IDS order. */
  readonly cells: readonly string[];
}

/**
 * How many redeals a game starts with, from the engine's variants of this rule book: a plain variant's
 * allowance with each option's in brackets (classic), or every option's with the default marked (casual).
 */
function allowanceText(rules: RuleSet): string {
  const variants = variantsOf(rules.id);
  const plain = variants.find((v) => v.option === null);
  if (plain !== undefined) {
    const options = variants.filter((v) => v !== plain).map((v) => ` (option "${v.option}": ${v.redeals})`);
    return `${plain.redeals}${options.join('')}`;
  }
  const standard = variantOf({ rules: rules.id });
  return variants.map((v) => `${v.option} ${v.redeals}${v === standard ? ' (default)' : ''}`).join(', ');
}

/** The conditions that together make a game stuck under these rules (RULES.md section 3, last row). */
export function stuckConditions(rules: RuleSet): string[] {
  const conditions = ['no pile → pile', 'no pile → foundation'];
  if (rules.giveBack) conditions.push('no foundation → pile');
  if (rules.trades) conditions.push('no useful trade');
  conditions.push(
    rules.stuckIgnoresUselessRedeal ? 'no redeal that would change something' : `no ${rules.redealWord}s left`,
  );
  return conditions;
}

/** The rows for any set of rule books: a test feeds altered copies to see each cell follow its field. */
export function differenceRows(sets: readonly RuleSet[]): DifferenceRow[] {
  const row = (rule: string, cell: (rules: RuleSet) => string): DifferenceRow => ({ rule, cells: sets.map(cell) });
  return [
    row('Pile capacity', (r) => (r.pileCap === null ? 'none' : `${r.pileCap} cards`)),
    row('Foundation → other foundation of the same suit (trade)', (r) =>
      r.trades ? 'yes, when it continues that foundation' : 'no',
    ),
    row('Foundation → pile (give-back)', (r) => (r.giveBack ? 'yes, onto a pile that accepts it' : 'no')),
    row('Redeals', allowanceText),
    row('When a redeal is allowed', (r) =>
      r.redealWhen === 'any'
        ? `any time while ${r.redealWord}s remain`
        : 'only when no pile card can move to a pile or a foundation and no useful trade exists',
    ),
    row('Redeal counts as a move', (r) => (r.redealCountsAsMove ? 'yes' : 'no')),
    row('Undo', (r) => {
      const reach = r.undoLimit === null ? 'unlimited' : `the last ${r.undoLimit} moves`;
      if (r.redealClearsHistory) return `${reach}; a ${r.redealWord} clears the history`;
      return `${reach}, a ${r.redealWord} too (it gives the ${r.redealWord} back)`;
    }),
    row('Stuck (game lost) when', (r) => stuckConditions(r).join(', ')),
  ];
}

export const RULE_SET_COLUMNS = RULE_SET_IDS.map((id) => RULE_SETS[id]);

/** The table as the page shows it. */
export function differencesTable(): DifferenceRow[] {
  return differenceRows(RULE_SET_COLUMNS);
}

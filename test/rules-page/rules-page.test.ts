// The rules page's data: the differences table follows RULE_SETS and RULES.md, codes parse back, diagrams are real positions.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cardName,
  checkMove,
  dealPosition,
  formatPosition,
  parseGameCode,
  play,
  REDEAL,
  RULE_SET_IDS,
  RULE_SETS,
  type RuleSet,
  redealAllowance,
  VARIANTS,
  variantsOf,
} from '../../src/engine/index';
import { changedPiles, foundationLabel, pileLabel } from '../../src/rules-page/diagram';
import { differenceRows, differencesTable, stuckConditions } from '../../src/rules-page/differences';
import { refusalExample, rulesExamples } from '../../src/rules-page/examples';
import { CODE_OPTIONS, codeLetterRows, exampleCodes } from '../../src/rules-page/notation';

/** The project's copy of the normative rule book (docs/RULES.md, kept identical to the shared RULES.md). */
const RULES_MD = resolve(import.meta.dirname, '..', '..', 'docs', 'RULES.md');

/** The rows of RULES.md section 3's table, cells cleaned of emphasis and "decided here" notes. */
function rulesMdTable(): string[][] {
  const text = readFileSync(RULES_MD, 'utf8');
  const section = text.slice(text.indexOf('## 3.'), text.indexOf('## 4.'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| rule') && !line.startsWith('| ---'))
    .map((line) =>
      line
        .split('|')
        .slice(1, -1)
        .map((cell) =>
          cell
            .trim()
            .replace(/\*/g, '')
            .replace(/ \(decided here[^)]*\)/, ''),
        ),
    );
}

describe('the differences table', () => {
  const table = differencesTable();

  it('has one column per rule set, in the engine order', () => {
    for (const row of table) expect(row.cells).toHaveLength(RULE_SET_IDS.length);
  });

  it('says what RULES.md section 3 says, row by row', () => {
    const rulesMd = rulesMdTable();
    expect(rulesMd).toHaveLength(table.length);
    for (const [i, row] of table.entries()) {
      const [label, ...cells] = rulesMd[i] as string[];
      expect(row.rule.toLowerCase().startsWith(label as string)).toBe(true);
      if (label?.startsWith('stuck')) continue;
      const resolved = cells.map((cell) => (cell === 'as `classic`' ? (cells[0] as string) : cell));
      expect(row.cells).toEqual(resolved);
    }
  });

  it('lists the same stuck conditions as RULES.md', () => {
    const rulesMd = rulesMdTable().find((row) => row[0]?.startsWith('stuck')) as string[];
    // The strict source words two conditions differently; these are the same conditions in our words.
    const sameAs: Record<string, string[]> = {
      'no pile card can move': ['no pile→pile', 'no pile→foundation'],
      'no reshuffles left': ['no redeals left'],
    };
    for (const [i, id] of RULE_SET_IDS.entries()) {
      const expected = (rulesMd[i + 1] as string)
        .split(', ')
        .map((c) => c.replace(/^and /, ''))
        .flatMap((c) => sameAs[c] ?? [c]);
      const ours = stuckConditions(RULE_SETS[id]).map((c) => c.replace(/ → /g, '→'));
      expect(new Set(ours)).toEqual(new Set(expected));
    }
  });

  it('follows each field of a rule set, so a changed rule changes the page', () => {
    const base: RuleSet = RULE_SETS.classic;
    const altered: RuleSet = {
      ...base,
      pileCap: 9,
      trades: false,
      giveBack: true,
      redealWhen: 'blocked',
      redealCountsAsMove: true,
      undoLimit: null,
      redealClearsHistory: false,
      stuckIgnoresUselessRedeal: false,
    };
    const [before, after] = [differenceRows([base]), differenceRows([altered])];
    for (const [i, row] of before.entries()) {
      if (row.rule === 'Redeals') continue; // the allowance comes from redealAllowance, by rule set id
      expect(after[i]?.cells[0]).not.toBe(row.cells[0]);
    }
    expect(after[0]?.cells[0]).toBe('9 cards');
  });

  it('quotes the engine allowance for every option', () => {
    const redeals = table.find((row) => row.rule === 'Redeals')?.cells as string[];
    for (const [i, id] of RULE_SET_IDS.entries()) {
      for (const variant of variantsOf(id)) expect(redeals[i], variant.letter).toContain(String(variant.redeals));
    }
    expect(redeals[2]).toBe(String(redealAllowance({ rules: 'strict' })));
  });
});

describe('game codes on the page', () => {
  it('lists a letter for every option, each read back by the engine as that option', () => {
    const rows = codeLetterRows();
    expect(rows.map((r) => r.letter)).toEqual(VARIANTS.map((v) => v.letter));
    for (const [i, row] of rows.entries()) {
      const parsed = parseGameCode(`CR1-${row.letter}-AAAAAAB`);
      expect(parsed.ok && parsed.value.options).toEqual(CODE_OPTIONS[i]);
      const facedown = parseGameCode(`CR1-${row.letter}D-AAAAAAB`);
      expect(facedown.ok && facedown.value.options).toEqual({ ...CODE_OPTIONS[i], facedown: true });
    }
  });

  it('quotes codes the engine reads as the deals the text says', () => {
    const codes = exampleCodes();
    const deal1 = parseGameCode(codes.deal1);
    expect(deal1.ok && deal1.value.deal).toBe(1);
    expect(codes.lowerCaseReads).toBe(true);
    const facedown = parseGameCode(codes.facedown);
    expect(facedown.ok && facedown.value.options.facedown).toBe(true);
    expect([codes.firstDeal, codes.secondDeal, codes.lastDeal]).toEqual(['AAAAAAA', 'AAAAAAB', 'ZZZZZZZ']);
    expect(codes.dealCount).toBe(26 ** 7);
  });
});

describe('horseshoe diagrams', () => {
  it('names each pile and foundation of a real position with its count and top card', () => {
    const { played } = rulesExamples();
    const position = played.position;
    for (const [i, pile] of position.piles.entries()) {
      const label = pileLabel(position, i);
      const top = pile[pile.length - 1];
      expect(label.startsWith(`Pile ${i + 1}: `)).toBe(true);
      if (top === undefined) expect(label).toBe(`Pile ${i + 1}: empty`);
      else
        expect(label).toBe(
          `Pile ${i + 1}: ${pile.length} card${pile.length === 1 ? '' : 's'}, ${cardName(top)} on top`,
        );
    }
    const sizes = position.foundations.map((_, f) => Number(/: (\d+) card/.exec(foundationLabel(position, f))?.[1]));
    const inPiles = position.piles.reduce((n, p) => n + p.length, 0);
    expect(sizes.reduce((n, s) => n + s, 0) + inPiles).toBe(104);
    expect(foundationLabel(dealPosition(1, { rules: 'classic' }), 4)).toBe(
      'spades King foundation: 1 card, King of spades on top',
    );
  });

  it('marks the piles a redeal changed, and only those', () => {
    const { played, redealt } = rulesExamples();
    const changed = changedPiles(played.position, redealt);
    for (const [i, pile] of played.position.piles.entries()) {
      const same = pile.length < 2 || pile.every((card) => card === pile[0]);
      expect(changed.has(i)).toBe(!same);
    }
  });

  it('shows the game some moves on, and the engine own redeal of it', () => {
    const examples = rulesExamples();
    expect(examples.played.line.length).toBeGreaterThan(0);
    const redeal = play(examples.played.position, REDEAL);
    expect(redeal.ok && formatPosition(redeal.value)).toBe(formatPosition(examples.redealt));
    expect(examples.redealt.piles.map((p) => p.length)).toEqual(examples.played.position.piles.map((p) => p.length));
  });

  it('finds refusals in the deal with the engine reasons the page quotes', () => {
    const { dealt } = rulesExamples();
    for (const code of ['WRONG_SUIT', 'WRONG_RANK'] as const) {
      const example = refusalExample(dealt, code);
      expect(example?.refusal.code).toBe(code);
      const move = { kind: 'card' as const, from: (example?.fromPile ?? 0) - 1, to: (example?.toPile ?? 0) - 1 };
      expect(checkMove(dealt, move)).toEqual(example?.refusal);
    }
  });
});

// The winnable-deal lists: reading the delta encoding, picking a deal, and the shipped lists' deals really winning.

import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { winnableLists } from '../../../scripts/winnable-list-text';
import { dealPosition, parseRulesLetter, VARIANTS } from '../../../src/engine/index';
import { replaySolution, solve } from '../../../src/solver/index';
import { readStudyText } from '../../../src/study/file';
import { solutionMoves } from '../../../src/web/solver/advice';
import { listLetter, readWinnableList, WinnableDeals } from '../../../src/web/winnable/lists';

describe('readWinnableList', () => {
  it('adds up base-36 gaps, skipping comments and blank lines', () => {
    expect(readWinnableList('# a comment\n\n3 1 a\nz\n')).toEqual({ ok: true, value: [3, 4, 14, 49] });
  });

  it('reads comment lines that start after spaces, Windows line ends and tabs, and no comment after a gap', () => {
    expect(readWinnableList('  # indented comment\r\n3\t1\r\n\ta\r\n')).toEqual({ ok: true, value: [3, 4, 14] });
    const inline = readWinnableList('3 #4');
    expect(inline.ok).toBe(false);
    if (!inline.ok) expect(inline.error.code).toBe('NOT_A_GAP');
    expect(readWinnableList('z0 1')).toEqual({ ok: true, value: [1260, 1261] });
  });

  it('reads back any sorted list of deals written as gaps, whatever whitespace and comments lie between', () => {
    const between = fc.constantFrom(' ', '  ', '\t', '\n', '\r\n', '\n# a comment line\n', '\n  #indented\n');
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 99_999 }), { maxLength: 60 }),
        fc.array(between, { minLength: 61, maxLength: 61 }),
        (numbers, spaces) => {
          const deals = [...numbers].sort((a, b) => a - b);
          const words = deals.map((deal, i) => (deal - (i === 0 ? 0 : (deals[i - 1] as number))).toString(36));
          const text = `# head\n${words.map((word, i) => `${spaces[i]}${word}`).join('')}${spaces[60]}`;
          expect(readWinnableList(text)).toEqual({ ok: true, value: deals });
        },
      ),
    );
  });

  it('refuses a word that is not a gap, and a repeated deal', () => {
    const bad = readWinnableList('3 -1');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toBe('The winnable-deal list holds "-1", which is not a gap in base 36.');
    expect(readWinnableList('3 0').ok).toBe(false);
  });
});

describe('WinnableDeals', () => {
  const deals = new WinnableDeals({ N: '2 3 4', S: 'not a list!' });

  it('shares a letter between a rule set and its face-down option', () => {
    expect(listLetter({ rules: 'classic', facedown: true })).toBe('N');
    expect(listLetter({ rules: 'casual', difficulty: 'hard' })).toBe('H');
    expect(deals.proven({ rules: 'classic', facedown: true }, 5)).toBe(true);
    expect(deals.proven({ rules: 'classic', four: true }, 5)).toBe(false);
  });

  it('picks by the random number, skips deals to avoid, and has none for a missing or unreadable list', () => {
    expect(deals.pick({ rules: 'classic' }, () => 0)).toBe(2);
    expect(deals.pick({ rules: 'classic' }, () => 0.99)).toBe(9);
    expect(deals.pick({ rules: 'classic' }, () => 0, new Set([2]))).toBe(5);
    expect(deals.pick({ rules: 'classic' }, () => 0, new Set([2, 5, 9]))).toBeNull();
    expect(deals.pick({ rules: 'strict' }, () => 0)).toBeNull();
    expect(deals.pick({ rules: 'casual' }, () => 0)).toBeNull();
  });

  it('remembers a deal a live search won', () => {
    const live = new WinnableDeals({});
    expect(live.proven({ rules: 'strict' }, 77)).toBe(false);
    live.remember({ rules: 'strict', facedown: true }, 77);
    expect(live.proven({ rules: 'strict' }, 77)).toBe(true);
    expect(live.proven({ rules: 'strict' }, null)).toBe(false);
  });
});

describe('the shipped lists', () => {
  const DATA = resolve(import.meta.dirname, '..', '..', '..', 'data');
  const shipped = (letter: string) => readFileSync(resolve(DATA, 'winnable', `${letter}.txt`), 'utf8');

  it('are exactly the deals the study files in data/winnability record as won, one list a letter', () => {
    const studies = readdirSync(resolve(DATA, 'winnability')).map((file) =>
      readStudyText(resolve(DATA, 'winnability', file)),
    );
    const lists = winnableLists(studies);
    expect(lists.map((list) => list.letter)).toEqual(VARIANTS.map((variant) => variant.letter));
    for (const list of lists) expect(shipped(list.letter), `data/winnable/${list.letter}.txt`).toBe(list.text);
  });

  it('start, for each letter, with a deal the solver wins here (its solution replays), and none of them lost', () => {
    for (const { letter } of VARIANTS) {
      const list = readWinnableList(shipped(letter));
      if (!list.ok) throw new Error(list.error.reason);
      const options = parseRulesLetter(letter);
      if (!options.ok) throw new Error(options.error.reason);
      // Under a node budget (not a clock, so the answer does not depend on the machine's load), the listed deals in
      // order until one is won: none may be a proven loss. Checking every deal belongs to `crescent study --verify`.
      let won = false;
      for (const deal of list.value.slice(0, 3)) {
        const start = dealPosition(deal, options.value);
        const answer = solve(start, { nodeLimit: 300_000 });
        expect(answer.result, `${letter} deal ${deal}`).not.toBe('loss');
        if (answer.result !== 'win') continue;
        const moves = solutionMoves(answer);
        if (!moves.ok) throw new Error(moves.error.reason);
        expect(() => replaySolution(start, moves.value)).not.toThrow();
        won = true;
        break;
      }
      expect(won, `${letter}: one of its first listed deals won within the budget`).toBe(true);
    }
  });
});

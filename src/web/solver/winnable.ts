// The shipped lists of deals proven winnable (data/winnable/<letter>.txt): reading them and picking a deal.

import { failure, type GameOptions, type Parsed, parsed, rulesLetter } from '../../engine/index';

/** Why a winnable-deal list was refused: a word that is no base-36 gap, or a gap of 0 (a deal twice). */
export type WinnableListCode = 'NOT_A_GAP' | 'REPEATED_DEAL';

/**
 * Reads a list: `#` comment lines, then gaps between successive deal numbers in base 36 (the first gap from 0),
 * separated by any whitespace. A word that is not a base-36 number is refused with a sentence.
 */
export function readWinnableList(text: string): Parsed<number[], WinnableListCode> {
  const deals: number[] = [];
  let deal = 0;
  for (const line of text.split(/\r?\n/)) {
    if (line.trim() === '' || line.trimStart().startsWith('#')) continue;
    for (const word of line.trim().split(/\s+/)) {
      if (!/^[0-9a-z]+$/.test(word)) {
        return failure('NOT_A_GAP', `The winnable-deal list holds "${word}", which is not a gap in base 36.`);
      }
      const gap = Number.parseInt(word, 36);
      // Gaps after the first are positive: the list is sorted and has no repeats.
      if (deals.length > 0 && gap === 0) return failure('REPEATED_DEAL', 'The winnable-deal list repeats a deal.');
      deal += gap;
      deals.push(deal);
    }
  }
  return parsed(deals);
}

/** The list's letter for a game's options: the face-down option shares its base letter's list (same deal, same win). */
export function listLetter(options: GameOptions): string {
  return rulesLetter(options).charAt(0);
}

/**
 * Holds the lists by letter, each read the first time it is asked about (reading all six at load held up the
 * page's first frame); a missing or unreadable list is an empty one (the app then searches live).
 */
export class WinnableDeals {
  private readonly read = new Map<string, { readonly list: readonly number[]; readonly set: ReadonlySet<number> }>();
  /** Deals proven winnable by a live search in this session, by letter. */
  private readonly found = new Map<string, Set<number>>();

  constructor(private readonly texts: Readonly<Record<string, string>>) {}

  private letterList(letter: string): { readonly list: readonly number[]; readonly set: ReadonlySet<number> } {
    let known = this.read.get(letter);
    if (known === undefined) {
      const parsed = readWinnableList(this.texts[letter] ?? '');
      const list = parsed.ok ? parsed.value : [];
      known = { list, set: new Set(list) };
      this.read.set(letter, known);
    }
    return known;
  }

  /** The listed deals for these options, in order (the deal of the day picks from them). */
  listed(options: GameOptions): readonly number[] {
    return this.letterList(listLetter(options)).list;
  }

  /** How many listed deals this letter has. */
  count(options: GameOptions): number {
    return this.letterList(listLetter(options)).list.length;
  }

  /** A listed deal, chosen with `random` (0 <= random() < 1), skipping `avoid`; null when none is left. */
  pick(options: GameOptions, random: () => number, avoid: ReadonlySet<number> = new Set()): number | null {
    const list = this.letterList(listLetter(options)).list.filter((deal) => !avoid.has(deal));
    if (list.length === 0) return null;
    return list[Math.min(list.length - 1, Math.floor(random() * list.length))] as number;
  }

  /** Records a deal a live search proved winnable. */
  remember(options: GameOptions, deal: number): void {
    const letter = listLetter(options);
    const set = this.found.get(letter) ?? new Set<number>();
    set.add(deal);
    this.found.set(letter, set);
  }

  /** Whether the deal is proven winnable under these options: listed, or won by a live search. */
  proven(options: GameOptions, deal: number | null): boolean {
    if (deal === null) return false;
    const letter = listLetter(options);
    return this.letterList(letter).set.has(deal) || (this.found.get(letter)?.has(deal) ?? false);
  }
}

// The shipped lists of deals proven winnable (data/winnable/<letter>.txt): reading them and picking a deal.

import { failure, type GameOptions, type Parsed, parsed, rulesLetter } from '../../engine/index';

/** Why a winnable-deal list was refused: a word that is no base-36 gap, or a gap of 0 (a deal twice). */
export type WinnableListCode = 'NOT_A_GAP' | 'REPEATED_DEAL';

/** Whether a character code is a base-36 digit as the lists write them: 0-9 or a-z. */
function isGapDigit(c: number): boolean {
  return (c >= 48 && c <= 57) || (c >= 97 && c <= 122);
}

/** Whether a character code is whitespace between words (space, tab, line ends, form feed, vertical tab). */
function isSpace(c: number): boolean {
  return c === 32 || (c >= 9 && c <= 13);
}

/**
 * Reads a list: `#` comment lines, then gaps between successive deal numbers in base 36 (the first gap from 0),
 * separated by any whitespace. A word that is not a base-36 number is refused with a sentence. It scans the text
 * once, character by character: the first deal of a visit waits for this read.
 */
export function readWinnableList(text: string): Parsed<number[], WinnableListCode> {
  const deals: number[] = [];
  let deal = 0;
  let at = 0;
  // Whether only whitespace has come since the line began: a `#` there starts a comment line.
  let lineStart = true;
  while (at < text.length) {
    const c = text.charCodeAt(at);
    if (isSpace(c)) {
      if (c === 10) lineStart = true;
      at++;
      continue;
    }
    if (c === 35 && lineStart) {
      const end = text.indexOf('\n', at);
      at = end === -1 ? text.length : end;
      continue;
    }
    lineStart = false;
    const start = at;
    while (at < text.length && !isSpace(text.charCodeAt(at))) at++;
    let gap = 0;
    for (let i = start; i < at; i++) {
      const d = text.charCodeAt(i);
      if (!isGapDigit(d)) {
        const word = text.slice(start, at);
        return failure('NOT_A_GAP', `The winnable-deal list holds "${word}", which is not a gap in base 36.`);
      }
      gap = gap * 36 + (d <= 57 ? d - 48 : d - 87);
    }
    // Gaps after the first are positive: the list is sorted and has no repeats.
    if (deals.length > 0 && gap === 0) return failure('REPEATED_DEAL', 'The winnable-deal list repeats a deal.');
    deal += gap;
    deals.push(deal);
  }
  return parsed(deals);
}

/** Whether a sorted list holds the deal: a binary search, so a lookup builds nothing. */
function holds(list: readonly number[], deal: number): boolean {
  let low = 0;
  let high = list.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const at = list[mid] as number;
    if (at === deal) return true;
    if (at < deal) low = mid + 1;
    else high = mid - 1;
  }
  return false;
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
  private readonly read = new Map<string, readonly number[]>();
  /** Deals proven winnable by a live search in this session, by letter. */
  private readonly found = new Map<string, Set<number>>();

  constructor(private readonly texts: Readonly<Record<string, string>>) {}

  private letterList(letter: string): readonly number[] {
    let list = this.read.get(letter);
    if (list === undefined) {
      const parsed = readWinnableList(this.texts[letter] ?? '');
      list = parsed.ok ? parsed.value : [];
      this.read.set(letter, list);
    }
    return list;
  }

  /** The listed deals for these options, in order (the deal of the day picks from them). */
  listed(options: GameOptions): readonly number[] {
    return this.letterList(listLetter(options));
  }

  /** How many listed deals this letter has. */
  count(options: GameOptions): number {
    return this.letterList(listLetter(options)).length;
  }

  /** A listed deal, chosen with `random` (0 <= random() < 1), skipping `avoid`; null when none is left. */
  pick(options: GameOptions, random: () => number, avoid: ReadonlySet<number> = new Set()): number | null {
    const all = this.letterList(listLetter(options));
    const list = avoid.size === 0 ? all : all.filter((deal) => !avoid.has(deal));
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
    return holds(this.letterList(letter), deal) || (this.found.get(letter)?.has(deal) ?? false);
  }
}

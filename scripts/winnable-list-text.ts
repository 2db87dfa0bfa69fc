// The winnable-deal lists as text: `crescent study` JSONL lines in, one data/winnable/<letter>.txt text per rules letter out.

import { VARIANTS, type VariantLetter } from '../src/engine/index';

/** A list per variant, in the variants table's order. */
export const LIST_LETTERS: readonly VariantLetter[] = VARIANTS.map((v) => v.letter);
export type ListLetter = VariantLetter;

/** What a study line says about one deal (the fields of `crescent study --out`), unchecked. */
interface StudyLine {
  readonly code: unknown;
  readonly deal: unknown;
  readonly result: unknown;
  readonly timeLimitS: unknown;
  readonly nodeLimit?: unknown;
}

interface Tally {
  readonly won: Set<number>;
  readonly studied: Set<number>;
  readonly limits: Set<string>;
}

export interface WinnableList {
  readonly letter: ListLetter;
  /** The file's whole text, ending with a line break. */
  readonly text: string;
  readonly won: number;
  readonly studied: number;
}

function isListLetter(text: string | undefined): text is ListLetter {
  return (LIST_LETTERS as readonly string[]).includes(text ?? '');
}

/** The budget a line's deal was solved with, as the list's header names it: "10 s", "10,000,000 positions" or both. */
function budgetOf(line: StudyLine): string {
  const parts: string[] = [];
  if (typeof line.timeLimitS === 'number') parts.push(`${line.timeLimitS} s`);
  if (typeof line.nodeLimit === 'number') parts.push(`${line.nodeLimit.toLocaleString('en-US')} positions`);
  return parts.length === 0 ? 'no limit' : parts.join(' and ');
}

/** A line as a record, or null for a line cut short by an interrupted study (or anything else not a JSON object). */
function readLine(text: string): StudyLine | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? (value as StudyLine) : null;
  } catch {
    return null;
  }
}

/**
 * The lists for every letter the studies name, in N F E M H S order. A face-down letter (ND) counts for its base
 * letter (N): the deal does not depend on the face-down option, and the solver decides winnability with every
 * card known.
 */
export function winnableLists(studies: readonly string[]): WinnableList[] {
  const tallies = new Map<ListLetter, Tally>(
    LIST_LETTERS.map((letter) => [letter, { won: new Set(), studied: new Set(), limits: new Set() }]),
  );
  for (const study of studies) {
    for (const text of study.split('\n')) {
      if (text.trim() === '') continue;
      const line = readLine(text);
      if (line === null) continue;
      const letter = /^CR1-([A-Z])D?-/.exec(String(line.code))?.[1];
      const tally = isListLetter(letter) ? tallies.get(letter) : undefined;
      if (tally === undefined || typeof line.deal !== 'number' || !Number.isInteger(line.deal)) continue;
      tally.studied.add(line.deal);
      tally.limits.add(budgetOf(line));
      if (line.result === 'win') tally.won.add(line.deal);
    }
  }
  const lists: WinnableList[] = [];
  for (const [letter, { won, studied, limits }] of tallies) {
    if (studied.size === 0) continue;
    const deals = [...won].sort((a, b) => a - b);
    const gaps = deals.map((deal, i) => (deal - (i === 0 ? 0 : (deals[i - 1] as number))).toString(36));
    const lines = [
      `# Deals proven winnable under rules letter ${letter} (and ${letter}D) by crescent study, made by scripts/winnable-lists.ts.`,
      `# ${deals.length} of ${studied.size} deals studied in ${Math.min(...studied)}..${Math.max(...studied)}, ${[...limits].sort().join(' or ')} each.`,
      '# Each number is the gap from the deal before (the first from 0), in base 36.',
    ];
    for (let i = 0; i < gaps.length; i += 40) lines.push(gaps.slice(i, i + 40).join(' '));
    lists.push({ letter, text: `${lines.join('\n')}\n`, won: deals.length, studied: studied.size });
  }
  return lists;
}

// Which line of a deal a study keeps when it has several: a win whose solution replays first, and the deals whose lines contradict each other.

import type { StudyLine } from './file';
import { solutionProblem } from './verify';

/** A study line with where it was read: its file and its line number there. */
export interface PlacedLine {
  readonly line: StudyLine;
  readonly file: string;
  readonly number: number;
}

export interface Choice {
  /** One line per deal, by code, in the order the deals first appear. */
  readonly chosen: Map<string, StudyLine>;
  /** A sentence per deal both won and lost: which lines say so. */
  readonly contradictions: readonly string[];
  /** A sentence per deal won by replayable solutions that differ (both are wins; the kept one is named). */
  readonly differing: readonly string[];
}

const where = (p: PlacedLine): string => `${p.file} line ${p.number}`;

/** 2: the solution replays to a won game; 1: no solution; 0: a solution that fails. */
function winRank(line: StudyLine): number {
  if (line.solution === undefined) return 1;
  return solutionProblem(line) === null ? 2 : 0;
}

/**
 * Chooses each deal's line: among its wins, the one whose solution replays (else one without a solution, else
 * one whose solution fails), the later of equals; with no win, the last loss; else the last unknown. A decided
 * answer is a proof, so an unknown never replaces it. Solutions are replayed only where a deal has several wins.
 */
export function chooseLines(placed: readonly PlacedLine[]): Choice {
  const byCode = new Map<string, PlacedLine[]>();
  for (const p of placed) {
    const group = byCode.get(p.line.code);
    if (group === undefined) byCode.set(p.line.code, [p]);
    else group.push(p);
  }
  const chosen = new Map<string, StudyLine>();
  const contradictions: string[] = [];
  const differing: string[] = [];
  for (const [code, group] of byCode) {
    const wins = group.filter((p) => p.line.result === 'win');
    const losses = group.filter((p) => p.line.result === 'loss');
    const firstWin = wins[0];
    const lastLoss = losses.at(-1);
    if (firstWin !== undefined && lastLoss !== undefined) {
      contradictions.push(`${code} is won in ${where(firstWin)} and lost in ${where(lastLoss)}`);
    }
    if (firstWin !== undefined) {
      const ranked = wins.length === 1 ? [{ p: firstWin, rank: 1 }] : wins.map((p) => ({ p, rank: winRank(p.line) }));
      let best = ranked[0] as { p: PlacedLine; rank: number };
      for (const r of ranked) if (r.rank >= best.rank) best = r;
      const other = ranked.find((r) => r.rank === 2 && r.p !== best.p && r.p.line.solution !== best.p.line.solution);
      if (best.rank === 2 && other !== undefined) {
        differing.push(`${code} is won by different solutions in ${where(other.p)} and ${where(best.p)} (kept)`);
      }
      chosen.set(code, best.p.line);
    } else {
      chosen.set(code, (lastLoss ?? (group.at(-1) as PlacedLine)).line);
    }
  }
  return { chosen, contradictions, differing };
}

/** The lines of one file, placed. */
export function placeLines(file: string, lines: readonly StudyLine[], numbers: readonly number[]): PlacedLine[] {
  return lines.map((line, i) => ({ line, file, number: numbers[i] ?? 0 }));
}

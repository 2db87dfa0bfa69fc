// One suit's game alone with no redeal: an exact search whose positions are kept by their full text, with a memo of answers.

import { KING } from '../engine/index';

/**
 * A suit's game alone: the piles holding its cards, each with only those cards (bottom first, ranks 1-13), and
 * its two foundations' tops, under the rule set's cap, trades and give-backs, with no redeal. Taking the other
 * suits' cards out of the piles never blocks a card of this suit (a top of the suit stays a top, a pile it can
 * go onto keeps that top, a cap sees fewer cards), and their moves change nothing this game sees, so every line
 * of the whole game without a redeal, its other suits' moves deleted, is a line of this game: when this game
 * is lost, so is every position that holds this arrangement of the suit (the separate-games argument of
 * docs/WINNABILITY.md, reduction 6, with no redeal left).
 */
export interface SuitRules {
  /** The most cards a pile may hold (Infinity for none). */
  readonly cap: number;
  readonly trades: boolean;
  readonly giveBack: boolean;
}

/** A meeting pair of foundations (with trades) is one state whatever its boundary. */
const MEET = 0;

/** Whether two ranks are neighbours on a pile (ranks wrap there: an Ace goes on a King). */
function adjacent(r: number, t: number): boolean {
  const d = r > t ? r - t : t - r;
  return d === 1 || d === KING - 1;
}

/**
 * The text of a suit game: its foundations, then its piles sorted, since nothing in the game reads which pile
 * is which (the cap reads a pile's own cards only). Equal texts are the same game.
 */
function gameText(piles: readonly number[][], a: number, k: number): string {
  const texts = piles.filter((pile) => pile.length > 0).map((pile) => String.fromCharCode(...pile.map((r) => 64 + r)));
  texts.sort();
  return `${String.fromCharCode(64 + a, 64 + k)}|${texts.join('/')}`;
}

/** Answers of suit games by their text, with the positions their searches visited. */
export class SuitGames {
  private readonly answers = new Map<string, 'win' | 'loss' | 'open'>();
  /** Positions visited by all searches so far. */
  work = 0;
  /** Games whose answer was looked up or searched, and of those how many were lost. */
  asked = 0;
  lost = 0;

  constructor(
    private readonly rules: SuitRules,
    /** The most positions one game's search may visit before it is left open. */
    private readonly budget: number,
  ) {}

  /**
   * Whether the game of these piles and foundation tops is lost (false: won or left open). A search not yet
   * made visits at most `most` positions (and at most the budget); a game it leaves open stays open.
   */
  isLost(piles: readonly number[][], a: number, k: number, most = this.budget): boolean {
    this.asked++;
    const canonical = this.canonical(a, k);
    const key = gameText(piles, canonical[0], canonical[1]);
    let answer = this.answers.get(key);
    if (answer === undefined) {
      answer = this.search(
        piles.filter((pile) => pile.length > 0).map((pile) => [...pile]),
        canonical[0],
        canonical[1],
        Math.min(most, this.budget),
      );
      this.answers.set(key, answer);
    }
    if (answer === 'loss') this.lost++;
    return answer === 'loss';
  }

  private canonical(a: number, k: number): [number, number] {
    return this.rules.trades && a !== MEET && k === a + 1 ? [MEET, MEET] : [a, k];
  }

  /** Depth-first over the game's positions, each kept by its text: 'win', 'loss' (searched to the end) or 'open'. */
  private search(piles: number[][], a: number, k: number, budget: number): 'win' | 'loss' | 'open' {
    const seen = new Set<string>();
    let left = budget;
    const { cap, giveBack } = this.rules;
    const visit = (fa: number, fk: number): 'win' | 'loss' | 'open' => {
      const key = gameText(piles, fa, fk);
      if (seen.has(key)) return 'loss';
      if (left <= 0) return 'open';
      seen.add(key);
      this.work++;
      left--;
      if (piles.every((pile) => pile.length === 0)) return 'win';
      let open = false;
      const step = (end: 'win' | 'loss' | 'open'): boolean => {
        if (end === 'open') open = true;
        return end === 'win';
      };
      for (let p = 0; p < piles.length; p++) {
        const pile = piles[p] as number[];
        const r = pile[pile.length - 1];
        if (r === undefined) continue;
        // Home: a meeting pair takes any card (after trades); else the foundation that needs this rank.
        const homes: [number, number][] = [];
        if (fa === MEET) homes.push([r, r]);
        else {
          if (fa === r - 1) homes.push(this.canonical(r, fk));
          if (fk === r + 1) homes.push(this.canonical(fa, r));
        }
        for (const [na, nk] of homes) {
          pile.pop();
          const end = visit(na, nk);
          pile.push(r);
          if (step(end)) return 'win';
        }
        // Onto another pile of the suit.
        for (let q = 0; q < piles.length; q++) {
          const onto = piles[q] as number[];
          const t = onto[onto.length - 1];
          if (q === p || t === undefined || !adjacent(r, t) || onto.length >= cap) continue;
          pile.pop();
          onto.push(r);
          const end = visit(fa, fk);
          onto.pop();
          pile.push(r);
          if (step(end)) return 'win';
        }
      }
      if (giveBack && fa !== MEET) {
        for (const ace of [true, false]) {
          const top = ace ? fa : fk;
          if (ace ? top <= 1 : top >= KING) continue;
          for (const onto of piles) {
            const t = onto[onto.length - 1];
            if (t === undefined || !adjacent(top, t) || onto.length >= cap) continue;
            onto.push(top);
            const end = ace ? visit(top - 1, fk) : visit(fa, top + 1);
            onto.pop();
            if (step(end)) return 'win';
          }
        }
      }
      return open ? 'open' : 'loss';
    };
    return visit(a, k);
  }
}

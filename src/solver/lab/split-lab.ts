// The separate-games test with the knobs no solve turns: budgets, pairs of suits and probes, for benches and tests only.

import { PILE_COUNT } from '../../engine/index';
import type { Clock } from '../clock';
import {
  CARD_WORDS_A,
  CARD_WORDS_B,
  FIXED_PILE_SEED_A,
  FIXED_PILE_SEED_B,
  mix32,
  PILE_SEED_A,
  PILE_SEED_B,
} from '../hash';
import { PILE_STRIDE } from '../packed-moves';
import { SplitTest } from '../split';
import { keyA, keyB, RELAXED_A, RELAXED_B } from '../split-memo';
import type { PackedState } from '../state';

/** Which games the test judges, by redeals left, and its small searches' budgets (what is not given stays the solver's). */
export interface SplitTuning {
  /** Single suits are judged alone with up to this many redeals left. */
  readonly suitRedeals?: number;
  /** Pairs of suits are judged alone with up to this many redeals left (-1, the default: never). */
  readonly pairRedeals?: number;
  /** The small searches' positions per position tested, at most (after a start). */
  readonly share?: number;
  /** A game's first search budget in positions (later ones ten times the last). */
  readonly firstNodes?: number;
  /** Meetings of a game still open before it is searched again. */
  readonly retryHits?: number;
  /** Every suit alone is judged with up to this many redeals left; above it, only suits with 13 cards home. */
  readonly everySuitRedeals?: number;
}

/** The six pairs of suits, as masks. */
export const PAIRS = [3, 5, 6, 9, 10, 12];

/** The separate-games test tuned for a measurement: pairs of suits judged too, and probes of any set of suits. */
export class LabSplitTest extends SplitTest {
  private readonly pairRedeals: number;

  constructor(smallerGame = false, clock: Clock | null = null, tuning: SplitTuning = {}) {
    super(smallerGame, clock);
    this.share = tuning.share ?? this.share;
    this.firstNodes = tuning.firstNodes ?? this.firstNodes;
    this.retryHits = tuning.retryHits ?? this.retryHits;
    this.everySuitRedeals = tuning.everySuitRedeals ?? this.everySuitRedeals;
    if (tuning.suitRedeals !== undefined) this.widen(tuning.suitRedeals);
    this.pairRedeals = tuning.pairRedeals ?? -1;
  }

  /**
   * Pairs of suits alone, as single suits are (the argument of split.ts holds for any set of suits), with at
   * most `pairRedeals` left. A pair holding a suit that is a part of its own is skipped: its game is two
   * separate ones, judged before.
   */
  protected override moreGamesLost(state: PackedState, alone: number): boolean {
    if (state.redeals > this.pairRedeals) return false;
    const pileSuits = this.pileSuits;
    let present = 0;
    for (let p = 0; p < PILE_COUNT; p++) present |= pileSuits[p] as number;
    for (const pair of PAIRS) {
      if ((present & pair) !== pair || alone & pair) continue;
      let sumA = 0;
      let sumB = 0;
      let fixed = 0;
      for (let p = 0; p < PILE_COUNT; p++) {
        if (!((pileSuits[p] as number) & pair)) continue;
        const base = p * PILE_STRIDE;
        const turns = state.redeals === 0 || (pair >> ((state.cards[base] as number) >> 4)) & 1;
        if (!turns) fixed |= 1 << p;
        let a = turns ? PILE_SEED_A : FIXED_PILE_SEED_A;
        let b = turns ? PILE_SEED_B : FIXED_PILE_SEED_B;
        for (let j = base, end = j + (state.lengths[p] as number); j < end; j++) {
          const card = state.cards[j] as number;
          if (!((pair >> (card >> 4)) & 1)) continue;
          a = mix32(a + (CARD_WORDS_A[card] as number));
          b = mix32(b + (CARD_WORDS_B[card] as number));
        }
        sumA += a;
        sumB += b;
      }
      const a = keyA(state, sumA + RELAXED_A, pair);
      const b = keyB(state, sumB + RELAXED_B, pair);
      if (this.gameLost(state, pair, a, b, fixed)) return true;
    }
    return false;
  }

  /**
   * Whether the game of these suits alone (every other card taken out of the piles) is lost within `budget`
   * positions, searched afresh: a measurement's probe of games the test does not judge. With redeals left
   * its first redeal turns only the piles whose bottom card is of these suits and later ones any set of
   * piles, as for a single suit. True only when lost.
   */
  suitsLost(state: PackedState, suits: number, budget: number): boolean {
    let fixed = 0;
    for (let p = 0; p < PILE_COUNT; p++) {
      if ((state.lengths[p] as number) > 0 && !((suits >> ((state.cards[p * PILE_STRIDE] as number) >> 4)) & 1)) {
        fixed |= 1 << p;
      }
    }
    return this.small.search(state, suits, budget, fixed) === 'exhausted';
  }
}

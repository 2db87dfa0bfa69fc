// A plausible player for benchmarks: the rule-book hint's order of moves, with seeded random choices among them.

import {
  type Card,
  foundationNeeds,
  identityOf,
  isPilePlace,
  isUsefulTrade,
  legalMoves,
  type Move,
  type Position,
  play,
  RULE_SETS,
  rankOf,
  redealChangesSomething,
  status,
  suitIndexOf,
} from '../../src/engine/index';

/** SplitMix64's 32-bit outputs as a random source in [0, 1), seeded so a game is the same on every machine. */
export function seededRandom(seed: number): () => number {
  let state = BigInt(seed) & 0xffff_ffff_ffff_ffffn;
  return () => {
    state = (state + 0x9e37_79b9_7f4a_7c15n) & 0xffff_ffff_ffff_ffffn;
    let z = state;
    z = ((z ^ (z >> 30n)) * 0xbf58_476d_1ce4_e5b9n) & 0xffff_ffff_ffff_ffffn;
    z = ((z ^ (z >> 27n)) * 0x94d0_49bb_1331_11ebn) & 0xffff_ffff_ffff_ffffn;
    z ^= z >> 31n;
    return Number(z >> 11n) / 2 ** 53;
  };
}

/** Whether a foundation of the card's suit takes it now. */
function foundationTakes(position: Position, card: Card): boolean {
  const s = suitIndexOf(identityOf(card));
  const r = rankOf(card);
  return (
    foundationNeeds(s, position.foundations[s] as number) === r ||
    foundationNeeds(s + 4, position.foundations[s + 4] as number) === r
  );
}

/**
 * The moves a player would weigh, best group first as the rule-book hint orders them: foundation plays and
 * useful trades, pile moves that uncover a card a foundation takes, then other pile moves (and give-backs), a
 * redeal that changes something last.
 */
function groups(position: Position): Move[][] {
  const home: Move[] = [];
  const expose: Move[] = [];
  const other: Move[] = [];
  const redeal: Move[] = [];
  for (const move of legalMoves(position)) {
    if (move.kind === 'redeal') {
      if (!RULE_SETS[position.rules].stuckIgnoresUselessRedeal || redealChangesSomething(position)) redeal.push(move);
      continue;
    }
    if (isPilePlace(move.from) && !isPilePlace(move.to)) home.push(move);
    else if (!isPilePlace(move.from) && !isPilePlace(move.to)) {
      if (isUsefulTrade(position, move)) home.push(move);
    } else if (isPilePlace(move.from)) {
      const pile = position.piles[move.from] as readonly Card[];
      const under = pile[pile.length - 2];
      if (under !== undefined && foundationTakes(position, under)) expose.push(move);
      else other.push(move);
    } else other.push(move);
  }
  return [home, expose, other, redeal].filter((group) => group.length > 0);
}

/**
 * Plays from `start` until the game is won or stuck, or `maxMoves` moves: mostly a move of the best group,
 * sometimes (`wander`) one of any group but the redeal. Returns the moves played.
 */
export function playSeededGame(start: Position, random: () => number, maxMoves = 400, wander = 0.2): Move[] {
  const moves: Move[] = [];
  let position = start;
  while (moves.length < maxMoves && status(position) === 'playing') {
    const options = groups(position);
    if (options.length === 0) break;
    let group = options[0] as Move[];
    if (random() < wander) {
      const nonRedeal = options.filter((g) => g[0]?.kind !== 'redeal');
      if (nonRedeal.length > 0) group = nonRedeal[Math.floor(random() * nonRedeal.length)] as Move[];
    }
    const move = group[Math.floor(random() * group.length)] as Move;
    const step = play(position, move);
    if (!step.ok) throw new Error(`the engine refused its own legal move: ${step.error.reason}`);
    position = step.value;
    moves.push(move);
  }
  return moves;
}

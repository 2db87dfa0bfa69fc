// Positions and games the CLI tests play with, made by the engine (or recorded), never typed in by hand as answers.

import {
  dealPosition,
  formatPosition,
  legalMoves,
  type Position,
  parsePosition,
  playLegal,
  status,
} from '../../src/engine/index';

/** Deal CR1-N-AAAAAAB, whose piles 1 and 16 are a reference for dealing version 1. */
export const DEAL_1 = dealPosition(1, { rules: 'classic' });
export const DEAL_1_TEXT = formatPosition(DEAL_1);

/** Every card home: each Ace foundation topped by its King and each King foundation by its Ace. */
export const WON_TEXT = `classic 0 KKKKAAAA ${Array.from({ length: 16 }, () => '-').join('/')}`;

/** A recorded won game (shared examples, won-games.txt): casual Medium, with shuffles. */
export const WON_GAME = {
  code: 'CR1-M-AAAAABA',
  moves: `14-KH 9-AD 13-KH 15-AS 5-KS 16-AH 14-AC 11-AH R 12-KC 1-AC 3-KH 9-AC 1-AC 9-14 9-AC 11-AC R 15-KD 7-AS 4-AD
8-KS 10-KS 15-12 15-AD 6-AD 7-AD 7-KC 7-AD 4-9 11-KC 4-KS 4-1 4-AD 4-KD 12-KD 12-KD 3-6 3-KC 2-6 2-AD 2-10
2-KH 2-AD 2-AH 7-AH 9-AH 13-KS 13-AH 13-10 13-KC 11-KC R 1-KD 10-AC 12-KH 10-KD 10-KD 10-KD 14-KD 9-KH 12-KH
9-KH 3-KH R 10-KD 6-KC 16-KS 16-KH 16-KD 16-AC 14-KD 16-AH 11-AH 5-11 5-AC 3-AC 3-AH 14-AH 14-KS 12-KS 6-AC
6-KH 6-KH 5-13 5-AC 5-AD 8-AD 8-13 1-8 1-KC 1-KC 1-AH 6-AH 15-11 6-AD 15-KC 8-KC 8-KC 6-AS 10-AS 8-AS 8-KS
11-KS 11-KS 13-11 14-AS 13-11 7-AS 10-AS 12-AS 13-AS 11-AS 11-AS 11-KS`.split(/\s+/),
};

/** A small seeded generator, so the same games are played on every run. */
function lcg(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/** A stuck position, found by random play under classic rules (the engine decides it is stuck). */
export function stuckPosition(): Position {
  const random = lcg(3);
  for (let deal = 0; ; deal++) {
    let position = dealPosition(deal, { rules: 'classic' });
    for (let step = 0; step < 2000; step++) {
      if (status(position) === 'stuck') return position;
      const moves = legalMoves(position);
      const move = moves[Math.floor(random() * moves.length)];
      if (move === undefined) break;
      position = playLegal(position, move);
    }
  }
}

/**
 * A casual position whose pile 1 holds 24 cards and pile 13 another 24: deal 1's piles 1-4 stacked
 * on pile 1, 5-8 on pile 5 and 13-16 on pile 13. Valid, since every card is still there twice.
 */
export function longPilesPosition(): Position {
  const piles =
    formatPosition(dealPosition(1, { rules: 'casual' }))
      .split(' ')[3]
      ?.split('/') ?? [];
  const join = (from: number, to: number) => piles.slice(from, to).join('');
  const groups = [
    join(0, 4),
    '-',
    '-',
    '-',
    join(4, 8),
    '-',
    ...piles.slice(8, 12),
    '-',
    '-',
    join(12, 16),
    '-',
    '-',
    '-',
  ];
  const parsed = parsePosition(`casual 6 AAAAKKKK ${groups.join('/')}`);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return parsed.value;
}

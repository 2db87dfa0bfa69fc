// fast-check properties of the engine over random play under every rule set, face-down included.

import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  type Card,
  cardCount,
  checkMove,
  dealPosition,
  FACE_DOWN,
  formatCard,
  formatMove,
  formatPosition,
  hint,
  isFaceDown,
  legalMoves,
  type Move,
  type Position,
  parsePosition,
  play,
  playLegal,
  REDEAL,
  status,
} from '../../src/engine/index';
import { choicesFrom, dealArb, lineArb, moveGroup, movesText, optionsArb, randomLine, slowLegalMoves } from './support';

const ALL_CARD_MOVES: Move[] = [];
for (let from = 0; from < 24; from++) {
  for (let to = 0; to < 24; to++) ALL_CARD_MOVES.push({ kind: 'card', from, to });
}

/** What a foundation takes next (as a face-up card), computed here independently of the engine. */
function foundationNeeds(position: Position): Set<number> {
  const needs = new Set<number>();
  for (let s = 0; s < 4; s++) {
    const ace = position.foundations[s] as number;
    const king = position.foundations[s + 4] as number;
    if (ace < 13) needs.add((s << 4) | (ace + 1));
    if (king > 1) needs.add((s << 4) | (king - 1));
  }
  return needs;
}

function topOf(pile: readonly Card[]): Card | undefined {
  return pile[pile.length - 1];
}

/** Section 3: a trade (classic, strict) in a suit whose foundations meet while a pile top is of that suit. */
function usefulTradeByTheBook(position: Position): boolean {
  return (
    position.rules !== 'casual' &&
    [0, 1, 2, 3].some(
      (s) =>
        position.foundations[s + 4] === (position.foundations[s] as number) + 1 &&
        position.piles.some((pile) => {
          const top = topOf(pile);
          return top !== undefined && ((top >> 4) & 3) === s;
        }),
    )
  );
}

/** Whether a redeal would change any pile: a card moving, or one turning face up. */
function redealChanges(position: Position): boolean {
  return position.piles.some(
    (pile) => pile.length >= 3 || (pile.length === 2 && formatCard(pile[0] as Card) !== formatCard(pile[1] as Card)),
  );
}

/** RULES.md section 3, "stuck", written out for each rule set from the legal moves. */
function stuckByTheBook(position: Position): boolean {
  if (position.piles.every((pile) => pile.length === 0)) return false;
  const groups = new Set(legalMoves(position).map(moveGroup));
  const pileMove = groups.has(0) || groups.has(1);
  const usefulTrade = usefulTradeByTheBook(position);
  switch (position.rules) {
    case 'classic':
      return !pileMove && !usefulTrade && !(position.redeals > 0 && redealChanges(position));
    case 'casual':
      return !pileMove && !groups.has(3) && position.redeals === 0;
    case 'strict':
      return !pileMove && !usefulTrade && position.redeals === 0;
  }
}

describe('random play', () => {
  test('104 cards are conserved and every position reached parses back valid', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        for (const position of line) {
          expect(cardCount(position)).toBe(104);
          const text = formatPosition(position);
          const parsed = parsePosition(text);
          if (!parsed.ok) throw new Error(`${parsed.error.reason}\n${text}`);
          expect(parsed.value).toEqual(position);
        }
      }),
      { numRuns: 40 },
    );
  });

  test('legalMoves is the slow filter of all 24 x 24 place pairs and the redeal through checkMove, in order', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        for (const position of line) {
          expect(movesText(legalMoves(position))).toEqual(movesText(slowLegalMoves(position)));
        }
      }),
      { numRuns: 40 },
    );
  });

  test('every legal move plays; every other move is refused and leaves the position untouched', () => {
    fc.assert(
      fc.property(lineArb, fc.nat(), (line, pick) => {
        const position = line[pick % line.length] as Position;
        const before = formatPosition(position);
        const legal = new Set(movesText(legalMoves(position)));
        for (const move of [...ALL_CARD_MOVES, REDEAL]) {
          const text = formatMove(move);
          const result = play(position, move);
          // Plain checks in this hot loop: 577 moves a position.
          if (result.ok !== legal.has(text)) throw new Error(`${text}: play says ${result.ok}\n${before}`);
          if (result.ok) {
            expect(formatPosition(result.value)).toBe(formatPosition(playLegal(position, move)));
          } else if (checkMove(position, move)?.reason !== result.error.reason || result.error.reason === '') {
            throw new Error(`${text}: play and checkMove disagree on the refusal\n${before}`);
          }
        }
        expect(formatPosition(position)).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  test('empty piles stay empty and no legal move targets one', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        for (let i = 0; i < line.length; i++) {
          const position = line[i] as Position;
          for (const move of legalMoves(position)) {
            if (move.kind === 'card' && move.to < 16) expect(position.piles[move.to]?.length).toBeGreaterThan(0);
          }
          const next = line[i + 1];
          if (next === undefined) continue;
          position.piles.forEach((pile, p) => {
            if (pile.length === 0) expect(next.piles[p]).toHaveLength(0);
          });
        }
      }),
      { numRuns: 30 },
    );
  });

  test('status is stuck exactly when section 3 says so, and there is no hint exactly then', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        for (const position of line) {
          const stuck = stuckByTheBook(position);
          const won = position.piles.every((pile) => pile.length === 0);
          expect(status(position)).toBe(won ? 'won' : stuck ? 'stuck' : 'playing');
          const h = hint(position);
          expect(h === null).toBe(won || stuck);
          if (h !== null) expect(movesText(legalMoves(position))).toContain(formatMove(h.move));
        }
      }),
      { numRuns: 60 },
    );
  });

  test('the hint follows the order of section 5', () => {
    fc.assert(
      fc.property(lineArb, (line) => {
        for (const position of line) {
          const h = hint(position);
          if (h === null) continue;
          const moves = legalMoves(position);
          const needs = foundationNeeds(position);
          const homeward = moves.filter((m) => moveGroup(m) === 0);
          const exposing = moves.filter((m) => {
            if (moveGroup(m) !== 1 || m.kind !== 'card') return false;
            const under = (position.piles[m.from] as readonly Card[]).at(-2);
            return under !== undefined && !isFaceDown(under) && needs.has(under);
          });
          const redeal =
            checkMove(position, REDEAL) === null && (position.rules !== 'classic' || redealChanges(position));
          const expected = (() => {
            if (homeward.length > 0) return `foundation ${formatMove(homeward[0] as Move)}`;
            // Decided in the engine: a useful trade, which always slides toward a pile card, counts as a foundation play.
            if (usefulTradeByTheBook(position)) return 'trade';
            if (exposing.length > 0) return `expose ${formatMove(exposing[0] as Move)}`;
            if (redeal) return 'redeal R';
            const any = moves.find((m) => moveGroup(m) === 1 || moveGroup(m) === 3);
            return any === undefined ? 'none' : `move ${formatMove(any)}`;
          })();
          const actual = `${h.kind} ${formatMove(h.move)}`;
          if (expected === 'trade') expect(h.kind).toBe('trade');
          else expect(actual).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('redeals', () => {
  test('six redeals in a row restore every full pile of six', () => {
    fc.assert(
      fc.property(dealArb, fc.boolean(), (deal, facedown) => {
        const start = dealPosition(deal, { rules: 'casual', difficulty: 'easy', facedown });
        let position = start;
        for (let i = 0; i < 6; i++) {
          const result = play(position, REDEAL);
          if (!result.ok) throw new Error(result.error.reason);
          position = result.value;
          if (i < 5) expect(position.piles).not.toEqual(start.piles);
        }
        const identities = (p: Position) => p.piles.map((pile) => pile.map((c) => c & ~FACE_DOWN));
        expect(identities(position)).toEqual(identities(start));
        // Face down, each card came to the top once on the way round, so all now lie face up.
        expect(position.piles.flat().some(isFaceDown)).toBe(false);
        expect(position.redeals).toBe(3);
      }),
      { numRuns: 50 },
    );
  });
});

describe('face-down dealing', () => {
  const facedownLineArb = fc
    .record({
      deal: dealArb,
      options: optionsArb.map((o) => ({ ...o, facedown: true })),
      seed: fc.nat(),
      length: fc.integer({ min: 0, max: 300 }),
      homeward: fc.boolean(),
    })
    .map(({ deal, options, seed, length, homeward }) => randomLine(deal, options, choicesFrom(seed, length), homeward));

  test('tops are always face up, and face-down cards only ever turn up', () => {
    fc.assert(
      fc.property(facedownLineArb, (line) => {
        for (let i = 0; i < line.length; i++) {
          const position = line[i] as Position;
          for (const pile of position.piles) {
            const top = topOf(pile);
            if (top !== undefined) expect(isFaceDown(top)).toBe(false);
          }
          const next = line[i + 1];
          if (next === undefined) continue;
          const down = (p: Position) => p.piles.flat().filter(isFaceDown).length;
          expect(down(next)).toBeLessThanOrEqual(down(position));
        }
      }),
      { numRuns: 30 },
    );
  });

  test('the legal moves, the hint and the status never depend on hidden cards', () => {
    fc.assert(
      fc.property(
        facedownLineArb,
        fc.nat(),
        fc.array(fc.nat(), { minLength: 1, maxLength: 40 }),
        (line, pick, swaps) => {
          const position = line[pick % line.length] as Position;
          const slots: [number, number][] = [];
          position.piles.forEach((pile, p) => {
            pile.forEach((card, k) => {
              if (isFaceDown(card)) slots.push([p, k]);
            });
          });
          if (slots.length < 2) return;
          const piles = position.piles.map((pile) => [...pile]);
          for (let i = 0; i + 1 < swaps.length; i += 2) {
            const [pa, ka] = slots[(swaps[i] as number) % slots.length] as [number, number];
            const [pb, kb] = slots[(swaps[i + 1] as number) % slots.length] as [number, number];
            const a = piles[pa]?.[ka] as Card;
            (piles[pa] as Card[])[ka] = piles[pb]?.[kb] as Card;
            (piles[pb] as Card[])[kb] = a;
          }
          const other: Position = { ...position, piles };
          expect(parsePosition(formatPosition(other)).ok).toBe(true);
          expect(movesText(legalMoves(other))).toEqual(movesText(legalMoves(position)));
          expect(hint(other)).toEqual(hint(position));
          expect(status(other)).toBe(status(position));
        },
      ),
      { numRuns: 200 },
    );
  });

  test('a card turns up when it becomes a top by play or by redeal, and stays up', () => {
    const start = dealPosition(1, { rules: 'casual', difficulty: 'easy', facedown: true });
    const moves = legalMoves(start).filter((m) => m.kind === 'card' && m.from < 16);
    const move = moves[0];
    if (move === undefined || move.kind !== 'card') throw new Error('deal 1 has a pile move');
    const played = playLegal(start, move);
    const source = played.piles[move.from] as readonly Card[];
    expect(source.map(isFaceDown)).toEqual([true, true, true, true, false]);
    const redealt = playLegal(played, REDEAL);
    for (const [p, pile] of redealt.piles.entries()) {
      const was = played.piles[p] as readonly Card[];
      expect(formatCard(topOf(pile) as Card)).toBe(formatCard((was[0] as Card) & ~FACE_DOWN));
      // The old top keeps its face up under the new one.
      expect(isFaceDown(pile[pile.length - 2] as Card)).toBe(false);
    }
    const again = playLegal(redealt, REDEAL);
    for (const pile of again.piles) expect(pile.filter((c) => !isFaceDown(c)).length).toBeGreaterThanOrEqual(3);
  });
});

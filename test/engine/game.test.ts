// The Game (RULES.md sections 3 and 5): move counter, undo and its limits, redeals and history, restart, replays.

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  canUndo,
  formatMove,
  formatPosition,
  type Game,
  gameCode,
  gameFromPosition,
  gameStatus,
  legalMoves,
  lineLength,
  newGame,
  parseGameCode,
  parseMove,
  playMove,
  restart,
  undo,
} from '../../src/engine/index';
import { layout } from './layout';
import { dealArb, mv, optionsArb } from './support';

/** The recorded won games: project data copied into the repo, one `CODE<TAB>MOVES` a line. */
const WON_GAMES = readFileSync(new URL('../../data/won-games.txt', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => line.trim() !== '')
  .map((line) => {
    const [code, moves] = line.split('\t') as [string, string];
    return { code, moves: moves.trim().split(' ') };
  });

function startOf(code: string): Game {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return newGame(parsed.value);
}

/** Plays moves in notation; any refusal fails loudly with its move number. */
function replay(game: Game, moves: readonly string[], label = ''): Game {
  let current = game;
  for (const [i, text] of moves.entries()) {
    const move = parseMove(text);
    if (!move.ok) throw new Error(`${label} move ${i + 1} "${text}": ${move.error.reason}`);
    const step = playMove(current, move.value);
    if (!step.ok) {
      throw new Error(
        `${label} move ${i + 1} "${text}" refused: ${step.error.reason}\n${formatPosition(current.position)}`,
      );
    }
    current = step.value;
  }
  return current;
}

function step(game: Game, text: string): Game {
  return replay(game, [text]);
}

describe('recorded won games', () => {
  test('there are recorded games of every rule set', () => {
    expect(new Set(WON_GAMES.map((g) => g.code.split('-')[1])).size).toBeGreaterThanOrEqual(3);
  });

  test.each(WON_GAMES.map((g) => [g.code, g] as const))('%s replays move by move to a win', (code, { moves }) => {
    const game = replay(startOf(code), moves, code);
    expect(gameStatus(game)).toBe('won');
    expect(game.position.foundations).toEqual([13, 13, 13, 13, 1, 1, 1, 1]);
    expect(game.line.map(formatMove)).toEqual(moves);
  });
});

describe('move counter', () => {
  test('classic and strict do not count redeals; casual counts each shuffle as a move', () => {
    for (const { code, moves } of WON_GAMES) {
      const game = replay(startOf(code), moves, code);
      const redeals = moves.filter((m) => m === 'R').length;
      const parsed = parseGameCode(code);
      const countsShuffles = parsed.ok && parsed.value.options.rules === 'casual';
      expect(game.moveCount, code).toBe(countsShuffles ? moves.length : moves.length - redeals);
    }
  });

  test('a refused move leaves the game as it was', () => {
    const game = startOf('CR1-N-AAAAAAB');
    const result = playMove(game, mv('1-1'));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error.reason).toBe('Choose a different place to move the card to');
    expect(game.moveCount).toBe(0);
    expect(game.line).toEqual([]);
  });
});

describe('undo', () => {
  // The recorded classic game plays 110 moves before its first redeal, the strict one 101.
  test.each([
    ['CR1-N-AAAAAAD', 110],
    ['CR1-S-AAAAAAK', 101],
  ] as const)('%s: undo reaches back exactly 100 moves', (code, played) => {
    const recorded = WON_GAMES.find((g) => g.code === code);
    if (recorded === undefined) throw new Error(`the recorded game ${code} is missing`);
    const moves = recorded.moves.slice(0, played);
    expect(moves).not.toContain('R');
    const start = startOf(code);
    const positions = [start.position];
    let game = start;
    for (const text of moves) {
      game = step(game, text);
      positions.push(game.position);
    }
    expect(game.history).toHaveLength(100);
    for (let i = 1; i <= 100; i++) {
      expect(canUndo(game)).toBe(true);
      game = undo(game);
      expect(formatPosition(game.position)).toBe(formatPosition(positions[played - i] as Game['position']));
      expect(game.moveCount).toBe(played - i);
    }
    expect(canUndo(game)).toBe(false);
    expect(undo(game)).toBe(game);
    expect(game.line.map(formatMove)).toEqual(moves.slice(0, played - 100));
  });

  test.each(['classic', 'strict'] as const)('%s: a redeal clears the history and does not count', (rules) => {
    // After TD goes onto JD nothing moves, so even strict may redeal.
    const position = layout({ rules, piles: { 1: '4D9C', 2: 'QH5H', 3: 'TD', 4: 'JD' } });
    let game = step(gameFromPosition(position), '3-4');
    expect(canUndo(game)).toBe(true);
    expect(game.moveCount).toBe(1);
    game = step(game, 'R');
    expect(game.moveCount).toBe(1);
    expect(game.position.redeals).toBe(2);
    expect(game.line.map(formatMove)).toEqual(['3-4', 'R']);
    expect(canUndo(game)).toBe(false);
    expect(undo(game)).toBe(game);
  });

  test('casual undoes without limit, a shuffle too, giving it back', () => {
    const casual = WON_GAMES.find((g) => g.code === 'CR1-M-AAAAABA');
    if (casual === undefined) throw new Error('the casual recorded game is missing');
    const start = startOf(casual.code);
    let game = replay(start, casual.moves, casual.code);
    expect(game.history).toHaveLength(casual.moves.length);
    // Undo to just after the first shuffle, then undo the shuffle itself.
    while (game.line.length > 9) game = undo(game);
    expect(game.line.map(formatMove)[8]).toBe('R');
    expect(game.position.redeals).toBe(5);
    expect(game.moveCount).toBe(9);
    game = undo(game);
    expect(game.position.redeals).toBe(6);
    expect(game.moveCount).toBe(8);
    while (canUndo(game)) game = undo(game);
    expect(game.position).toBe(start.position);
    expect(game.moveCount).toBe(0);
  });

  test('undo restores the exact previous position, counter and line, under every rule set', () => {
    fc.assert(
      fc.property(dealArb, optionsArb, fc.array(fc.nat(), { maxLength: 60 }), (deal, options, choices) => {
        let game = newGame({ deal, options });
        for (const choice of choices) {
          const moves = legalMoves(game.position);
          const move = moves[choice % Math.max(moves.length, 1)];
          if (move === undefined) break;
          const result = playMove(game, move);
          if (!result.ok) throw new Error(result.error.reason);
          if (canUndo(result.value)) {
            const back = undo(result.value);
            expect(formatPosition(back.position)).toBe(formatPosition(game.position));
            expect(back.moveCount).toBe(game.moveCount);
            expect(back.line).toEqual(game.line);
          } else {
            expect(move.kind === 'redeal' && options.rules !== 'casual').toBe(true);
          }
          game = result.value;
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('restart and codes', () => {
  test('restart replays the same deal under the same rules and allowance', () => {
    const start = startOf('CR1-HD-AAAAAAC');
    const played = replay(start, ['2-15', '2-KH', 'R']);
    const again = restart(played);
    expect(again.position).toBe(start.position);
    expect(again.position.redeals).toBe(3);
    expect(again.moveCount).toBe(0);
    expect(again.line).toEqual([]);
    expect(canUndo(again)).toBe(false);
    expect(gameCode(again)).toBe('CR1-HD-AAAAAAC');
  });

  test('a game from a typed position has no code and restarts from that position', () => {
    const position = layout({ rules: 'casual', piles: { 1: '9C', 2: '8C' } });
    const game = step(gameFromPosition(position), '2-1');
    expect(gameCode(game)).toBeNull();
    expect(restart(game).position).toBe(position);
  });
});

describe('long games', () => {
  const LONG = 20_000;

  /** How many array elements the engine walks (spreads, for-of) while playing `moves` moves of a shuttle. */
  function elementsWalked(moves: number): number {
    const there = mv('1-2');
    const back = mv('2-1');
    let game = gameFromPosition(layout({ rules: 'casual', piles: { 1: '7C8C', 2: '9C' } }));
    const iterate = Array.prototype[Symbol.iterator];
    let walked = 0;
    Array.prototype[Symbol.iterator] = function counted(this: unknown[]) {
      const inner = iterate.call(this);
      return {
        next: () => {
          walked++;
          return inner.next();
        },
        [Symbol.iterator]() {
          return this;
        },
      } as ArrayIterator<unknown>;
    };
    try {
      for (let i = 0; i < moves; i++) {
        const result = playMove(game, i % 2 === 0 ? there : back);
        if (!result.ok) throw new Error(result.error.reason);
        game = result.value;
      }
    } finally {
      Array.prototype[Symbol.iterator] = iterate;
    }
    return walked;
  }

  test('a move costs no more at move 4,000 than at move 1: nothing grows with the line', () => {
    // Copying the line and the history on every move walked 1,001,000 elements for 1,000 moves and
    // 16,004,000 for 4,000: the square of the length. Work that grows linearly quadruples at most.
    expect(elementsWalked(4_000)).toBeLessThanOrEqual(4 * elementsWalked(1_000) + 100);
  });

  test('casual: a card shuttled between two piles 20,000 times keeps its line, counter and unlimited undo', () => {
    const position = layout({ rules: 'casual', piles: { 1: '7C8C', 2: '9C' } });
    const start = gameFromPosition(position);
    let game = start;
    for (let i = 0; i < LONG; i++) game = step(game, i % 2 === 0 ? '1-2' : '2-1');
    expect(game.moveCount).toBe(LONG);
    expect(lineLength(game)).toBe(LONG);
    expect(game.line).toHaveLength(LONG);
    expect(formatMove(game.line[LONG - 1] as Game['line'][number])).toBe('2-1');
    expect(game.history).toHaveLength(LONG);
    expect(formatPosition(game.position)).toBe(formatPosition(position));
    while (canUndo(game)) game = undo(game);
    expect(game.position).toBe(start.position);
    expect(game.moveCount).toBe(0);
    expect(game.line).toEqual([]);
  });

  test('classic: 20,000 foundation trades keep the line whole and undo exactly 100 deep', () => {
    const position = layout({ rules: 'classic', foundations: '6...7...', piles: { 1: '9C' } });
    let game = gameFromPosition(position);
    for (let i = 0; i < LONG; i++) game = step(game, i % 2 === 0 ? 'AS-KS' : 'KS-AS');
    expect(game.moveCount).toBe(LONG);
    expect(game.line).toHaveLength(LONG);
    expect(game.history).toHaveLength(100);
    expect(game.history.map((entry) => formatMove(entry.move))).toEqual(
      Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? 'AS-KS' : 'KS-AS')),
    );
    let undone = 0;
    while (canUndo(game)) {
      game = undo(game);
      undone++;
    }
    expect(undone).toBe(100);
    expect(game.moveCount).toBe(LONG - 100);
    expect(game.line).toHaveLength(LONG - 100);
  });

  test('a spread copy, a literal or a Game made with new is refused, by the type checker and at run time', () => {
    const played = replay(startOf('CR1-N-AAAAAAD'), ['2-KC', '1-KC']);
    const move = parseMove('5-KC');
    if (!move.ok) throw new Error(move.error.reason);
    // @ts-expect-error a copy has the fields but not the line and history behind them
    const copy: Game = { ...played };
    const literal = { options: played.options, deal: played.deal, start: played.start, position: played.position };
    for (const forged of [copy, literal as unknown as Game, null as unknown as Game]) {
      expect(() => playMove(forged, move.value)).toThrow(TypeError);
      expect(() => undo(forged)).toThrow(TypeError);
      expect(() => canUndo(forged)).toThrow(TypeError);
      expect(() => restart(forged)).toThrow(TypeError);
      expect(() => lineLength(forged)).toThrow(TypeError);
      expect(() => gameStatus(forged)).toThrow(TypeError);
      expect(() => gameCode(forged)).toThrow(TypeError);
    }
    const Made = played.constructor as new (...args: unknown[]) => Game;
    expect(() => new Made(Symbol('Game'), played, {})).toThrow(TypeError);
    expect(playMove(played, move.value).ok).toBe(true);
  });

  test('a game cannot be changed in place, so its counter and position always agree with its line', () => {
    const played = replay(startOf('CR1-N-AAAAAAD'), ['2-KC', '1-KC']);
    expect(() => {
      (played as { moveCount: number }).moveCount = 0;
    }).toThrow(TypeError);
    expect(played.moveCount).toBe(2);
    expect(played.line.map(formatMove)).toEqual(['2-KC', '1-KC']);
  });

  test('a position cannot start a game under rules that are not its own', () => {
    const position = startOf('CR1-N-AAAAAAD').position;
    expect(() => gameFromPosition(position, { rules: 'casual' })).toThrow(RangeError);
    expect(() => gameFromPosition(position, { rules: 'classic', facedown: true })).toThrow(RangeError);
    expect(gameFromPosition(position, { rules: 'classic', four: true }).options.four).toBe(true);
  });

  test('undo and a new move branch without touching the game they came from', () => {
    const base = replay(startOf('CR1-N-AAAAAAD'), ['2-KC', '1-KC']);
    const other = legalMoves(undo(base).position).find((move) => formatMove(move) !== '1-KC');
    if (other === undefined) throw new Error('the deal has a second move after 2-KC');
    const branch = playMove(undo(base), other);
    if (!branch.ok) throw new Error(branch.error.reason);
    expect(base.line.map(formatMove)).toEqual(['2-KC', '1-KC']);
    expect(branch.value.line.map(formatMove)).toEqual(['2-KC', formatMove(other)]);
    expect(base.history.map((entry) => entry.move)).toEqual(base.line);
    expect(undo(branch.value).line.map(formatMove)).toEqual(['2-KC']);
  });
});

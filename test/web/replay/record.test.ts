// Game records: export and import round trips, refused illegal moves with their number and reason, syntax errors.
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  checkMove,
  formatMove,
  formatPosition,
  type Game,
  gameCode,
  gameFromPosition,
  gameStatus,
  legalMoves,
  type Move,
  newGame,
  parseGameCode,
  parseMove,
  playMove,
  REDEAL,
  undo,
  VARIANTS,
} from '../../../src/engine/index';
import { exportRecord, importRecord, MAX_RECORD_MOVES, recordStart } from '../../../src/web/replay/record';
import { codeOf, WON_GAME_RECORDS } from './won-games';

function imported(text: string): Game {
  const result = importRecord(text);
  if (!result.ok) throw new Error(`expected the record to import, got: ${result.error.reason}`);
  return result.value;
}

function refusal(text: string): { error: string; moveNumber: number | null } {
  const result = importRecord(text);
  if (result.ok) throw new Error('expected the record to be refused');
  return { error: result.error.reason, moveNumber: result.error.moveNumber };
}

function codeGame(code: string): Game {
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return newGame(parsed.value);
}

function played(game: Game, moves: readonly string[]): Game {
  let current = game;
  for (const text of moves) {
    const move = parseMove(text);
    if (!move.ok) throw new Error(move.error.reason);
    const step = playMove(current, move.value);
    if (!step.ok) throw new Error(`${text}: ${step.error.reason}`);
    current = step.value;
  }
  return current;
}

/** The same game: same start, options, deal, position, line, counter and undo reach. */
function expectSameGame(actual: Game, expected: Game): void {
  expect(gameCode(actual)).toBe(gameCode(expected));
  expect(actual.options).toEqual(expected.options);
  expect(formatPosition(actual.start)).toBe(formatPosition(expected.start));
  expect(formatPosition(actual.position)).toBe(formatPosition(expected.position));
  expect(actual.line.map(formatMove)).toEqual(expected.line.map(formatMove));
  expect(actual.moveCount).toBe(expected.moveCount);
  expect(actual.history.length).toBe(expected.history.length);
}

describe('recorded won games', () => {
  test('there are recorded games to test with', () => {
    expect(WON_GAME_RECORDS.length).toBeGreaterThanOrEqual(4);
  });

  test.each(WON_GAME_RECORDS.map((record) => [codeOf(record), record]))(
    '%s imports as written (code and moves on one line) and is won',
    (_code, record) => {
      const game = imported(record);
      expect(gameStatus(game)).toBe('won');
      expect(game.line.map(formatMove).join(' ')).toBe(record.trim().split(/\s+/).slice(1).join(' '));
    },
  );

  test.each(WON_GAME_RECORDS.map((record) => [codeOf(record), record]))(
    '%s: export then import gives the same game',
    (_code, record) => {
      const game = imported(record);
      const text = exportRecord(game);
      expectSameGame(imported(text), game);
      expect(exportRecord(imported(text))).toBe(text);
    },
  );
});

describe('export', () => {
  test('writes the game code, then ten moves a line', () => {
    const record = WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-N-AAAAAAD') as string;
    const lines = exportRecord(imported(record)).trimEnd().split('\n');
    expect(lines[0]).toBe('CR1-N-AAAAAAD');
    expect(lines[1]).toBe('2-KC 1-KC 5-KC 5-KS 2-AH 15-AH 5-KC 5-9 5-AH 15-AC');
    const game = imported(record);
    expect(lines.length).toBe(1 + Math.ceil(game.line.length / 10));
    expect(lines.slice(1).every((line, i, all) => line.split(' ').length === (i < all.length - 1 ? 10 : 2))).toBe(true);
  });

  test('a game not yet moved is its start line alone', () => {
    expect(exportRecord(codeGame('CR1-HD-ABCDEFG'))).toBe('CR1-HD-ABCDEFG\n');
  });

  test('a game started from a position writes the position line, and comes back the same', () => {
    const dealt = played(codeGame('CR1-N-AAAAAAD'), ['2-KC', '1-KC', '5-KC']);
    const game = played(gameFromPosition(dealt.position), ['5-KS', '2-AH', '15-AH', 'R']);
    const text = exportRecord(game);
    expect(text.split('\n')[0]).toBe(formatPosition(dealt.position));
    expect(recordStart(game)).toBe(formatPosition(dealt.position));
    expectSameGame(imported(text), game);
  });

  test('a face-down game from a position keeps its face-down cards', () => {
    const dealt = played(codeGame('CR1-SD-AAAAAAD'), ['2-KC', '1-KC']);
    const game = played(gameFromPosition(dealt.position), ['5-KC']);
    const text = exportRecord(game);
    expect(text.split('\n')[0]).toMatch(/^strict\+facedown 3 .*[a-z]/);
    expectSameGame(imported(text), game);
  });

  test('undone moves are not in the record', () => {
    const game = undo(played(codeGame('CR1-N-AAAAAAD'), ['2-KC', '1-KC', '5-KC']));
    expect(exportRecord(game)).toBe('CR1-N-AAAAAAD\n2-KC 1-KC\n');
  });
});

describe('round trips of random games', () => {
  const letters = VARIANTS.flatMap((v) => [v.letter, `${v.letter}D`]);
  test('any game built by playing legal moves and undoing comes back the same', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 26 ** 7 - 1 }),
        fc.constantFrom(...letters),
        fc.array(fc.integer({ min: 0, max: 1000 }), { maxLength: 60 }),
        (deal, letter, choices) => {
          const parsed = parseGameCode(`CR1-${letter}-AAAAAAA`);
          if (!parsed.ok) throw new Error(parsed.error.reason);
          let game = newGame({ options: parsed.value.options, deal });
          for (const choice of choices) {
            // One choice in eight is an undo, the rest pick a legal move, so lines include undone branches.
            if (choice % 8 === 0) {
              game = undo(game);
              continue;
            }
            const moves = legalMoves(game.position);
            if (moves.length === 0) break;
            const step = playMove(game, moves[choice % moves.length] as Move);
            if (!step.ok) throw new Error(step.error.reason);
            game = step.value;
          }
          const back = imported(exportRecord(game));
          expect(formatPosition(back.position)).toBe(formatPosition(game.position));
          expect(back.line.map(formatMove)).toEqual(game.line.map(formatMove));
          expect(back.options).toEqual(game.options);
          expect(gameCode(back)).toBe(gameCode(game));
        },
      ),
      { numRuns: 150 },
    );
  });
});

describe('reading records', () => {
  test('any whitespace, line breaks, comments and letter case mean the same', () => {
    const record = WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-S-AAAAAAK') as string;
    const game = imported(record);
    const words = game.line.map(formatMove).map((m, i) => (i % 2 === 0 ? m.toLowerCase() : m));
    const messy = `\r\n# a strict game\n\n   cr1-s-aaaaaak  \t${words.slice(0, 5).join('\t ')}\r\n\n  # half way\n${words
      .slice(5)
      .join('   \n ')}\n\n`;
    expectSameGame(imported(messy), game);
  });

  test('a position line with runs of spaces is read', () => {
    const start = played(codeGame('CR1-M-AAAAABA'), ['14-KH']).position;
    const text = `${formatPosition(start).split(' ').join('   ')}\n9-AD\n`;
    const game = imported(text);
    expect(formatPosition(game.start)).toBe(formatPosition(start));
    expect(game.line.map(formatMove)).toEqual(['9-AD']);
  });
});

describe('illegal moves are refused with the move number and the engine reason', () => {
  /** The game CR1-N-AAAAAAD after its first n recorded moves. */
  const classicRecord = WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-N-AAAAAAD') as string;
  const classicMoves = classicRecord.trim().split(/\s+/).slice(1);

  test('a move of the wrong suit at move 12', () => {
    const before = played(codeGame('CR1-N-AAAAAAD'), classicMoves.slice(0, 11));
    // Find a pile-to-pile move the engine refuses for its suit, rather than assuming one.
    let wrongSuit: string | null = null;
    for (let from = 1; from <= 16 && wrongSuit === null; from++) {
      for (let to = 1; to <= 16; to++) {
        const move = parseMove(`${from}-${to}`);
        if (move.ok && checkMove(before.position, move.value)?.code === 'WRONG_SUIT') {
          wrongSuit = `${from}-${to}`;
          break;
        }
      }
    }
    expect(wrongSuit).not.toBeNull();
    const text = `CR1-N-AAAAAAD\n${classicMoves.slice(0, 11).join(' ')} ${wrongSuit} ${classicMoves.slice(11).join(' ')}`;
    expect(refusal(text)).toEqual({ error: `Move 12 (${wrongSuit}): Must be the same suit`, moveNumber: 12 });
  });

  test('the reason is exactly the engine refusal, in notation written normally', () => {
    const before = played(codeGame('CR1-N-AAAAAAD'), classicMoves.slice(0, 3));
    const move = parseMove('3-as');
    if (!move.ok) throw new Error(move.error.reason);
    const reason = checkMove(before.position, move.value)?.reason;
    expect(reason).toBe('This foundation takes the 2 of spades next');
    expect(refusal(`CR1-N-AAAAAAD ${classicMoves.slice(0, 3).join(' ')} 3-as`)).toEqual({
      error: `Move 4 (3-AS): ${reason}`,
      moveNumber: 4,
    });
  });

  test('a fourth classic redeal: No redeals left', () => {
    expect(refusal('CR1-N-AAAAAAD R R R R')).toEqual({ error: 'Move 4 (R): No redeals left', moveNumber: 4 });
    expect(importRecord('CR1-F-AAAAAAD R R R R').ok).toBe(true);
  });

  test('a seventh casual Medium shuffle: No shuffles left', () => {
    expect(refusal('CR1-M-AAAAAAD\nR R R R R R R')).toEqual({ error: 'Move 7 (R): No shuffles left', moveNumber: 7 });
  });

  test('a strict redeal while a card can move', () => {
    expect(checkMove(codeGame('CR1-S-AAAAAAD').position, REDEAL)?.code).toBe('REDEAL_NOT_BLOCKED');
    expect(refusal('CR1-S-AAAAAAD R')).toEqual({
      error: 'Move 1 (R): You may redeal only when no card can move and no trade can free one',
      moveNumber: 1,
    });
  });

  test('a card onto an empty pile', () => {
    // Move 24 of CR1-N-AAAAAAD empties pile 3.
    const text = `CR1-N-AAAAAAD ${classicMoves.slice(0, 24).join(' ')} 2-3`;
    expect(refusal(text)).toEqual({ error: 'Move 25 (2-3): Cannot place on an empty pile', moveNumber: 25 });
  });

  test('a give-back under classic rules', () => {
    expect(refusal('CR1-N-AAAAAAD 2-KC KC-2')).toEqual({
      error: 'Move 2 (KC-2): A foundation card moves only to the other foundation of its suit',
      moveNumber: 2,
    });
  });
});

describe('bad records are refused with a sentence', () => {
  test.each([
    ['', /^The record is empty/],
    ['  \n\t\n', /^The record is empty/],
    ['# only a comment\n', /^The record is empty/],
    ['hello 2-KC', /^A record starts with a game code .* not "hello"\.$/],
    ['2-KC 1-KC', /^A record starts with a game code .* not "2-KC"\.$/],
    ['CR2-N-AAAAAAD 2-KC', /is not a game code/],
    ['CR1-X-AAAAAAD', /is not a rules letter/],
    ['CR1-N-AAAA', /7 letters/],
    ['classic 3 AAAAKKKK 2H', /^The start position is not valid: /],
    ['classic 3 AAAAKKKK', /^The start position is not valid: A position has 4 fields/],
    ['casual+sideways 3 AAAAKKKK -', /^The start position is not valid: Unknown rule option/],
  ])('%j', (text, message) => {
    const result = refusal(text);
    expect(result.error).toMatch(message);
    expect(result.moveNumber).toBeNull();
  });

  test('a word that is not a move names its number and what is wrong', () => {
    expect(refusal('CR1-N-AAAAAAD 2-KC 1-XX')).toEqual({
      error: 'Move 2 (1-XX): "XX" in "1-XX" is not a place: piles are 1 to 16, foundations AS AH AD AC KS KH KD KC.',
      moveNumber: 2,
    });
    expect(refusal('CR1-N-AAAAAAD\n2-KC\n1-KC\n5-KC-3').moveNumber).toBe(3);
    expect(refusal('CR1-N-AAAAAAD 2-KC 17-3').error).toMatch(/^Move 2 \(17-3\): "17" in "17-3" is not a place/);
    expect(refusal('CR1-N-AAAAAAD 2KC').error).toMatch(/^Move 1 \(2KC\): "2KC" is not a move/);
  });

  test('a position line must be whole on its line: moves go on the next line', () => {
    const start = codeGame('CR1-N-AAAAAAD').position;
    expect(refusal(`${formatPosition(start)} 2-KC`).error).toMatch(/^The start position is not valid: /);
  });

  test('a record as long as a record may be imports whole', () => {
    const shuttle = Array.from({ length: MAX_RECORD_MOVES }, (_, i) => (i % 2 === 0 ? '1-2' : '2-1'));
    const text = `casual 3 KKK6AAAA 7C8C/9C/TCQCKCJC/-/-/-/-/-/-/-/-/-/-/-/-/-\n${shuttle.join(' ')}`;
    const imported = importRecord(text);
    if (!imported.ok) throw new Error(imported.error.reason);
    expect(imported.value.line).toHaveLength(MAX_RECORD_MOVES);
    expect(imported.value.moveCount).toBe(MAX_RECORD_MOVES);
    expect(
      exportRecord(imported.value)
        .split(/\s+/)
        .filter((word) => /^\d+-\d+$/.test(word)),
    ).toEqual(shuttle);
  });

  test('more moves than a record may hold', () => {
    const text = `CR1-N-AAAAAAD ${'2-KC '.repeat(MAX_RECORD_MOVES + 1)}`;
    expect(refusal(text)).toEqual({
      error: `A record holds at most ${MAX_RECORD_MOVES} moves; this one has ${MAX_RECORD_MOVES + 1}.`,
      moveNumber: null,
    });
  });

  test('what is not text', () => {
    expect(refusal(42 as unknown as string).error).toBe('A record must be text.');
    expect(refusal(undefined as unknown as string).error).toBe('A record must be text.');
  });
});

describe('refusal codes', () => {
  test.each([
    ['NOT_TEXT', 42 as unknown as string, null, 'A record must be text.'],
    [
      'EMPTY_RECORD',
      '# only a comment\n',
      null,
      'The record is empty: it starts with a game code (such as CR1-N-AAAAAAB) or a position line.',
    ],
    [
      'BAD_START_POSITION',
      'classic 3 AAAAKKKK',
      null,
      'The start position is not valid: A position has 4 fields separated by single spaces (rules, redeals, foundations, piles); this one has 3.',
    ],
    ['NOT_A_GAME_CODE', 'CR2-N-AAAAAAD', null, '"CR2-N-AAAAAAD" is not a game code: a code looks like CR1-N-AAAAAAB.'],
    [
      'UNKNOWN_RULES_LETTER',
      'CR1-X-AAAAAAD',
      null,
      '"X" is not a rules letter: use N (classic), F (classic Four), E, M or H (casual Easy, Medium, Hard) or S (strict), with D after it for face-down dealing.',
    ],
    ['BAD_DEAL_LETTERS', 'CR1-N-AAAA', null, 'The deal part of a game code is 7 letters A to Z, not "AAAA".'],
    [
      'NOT_A_START',
      'hello 2-KC',
      null,
      'A record starts with a game code (such as CR1-N-AAAAAAB) or a position line (such as classic 3 AAAAKKKK ...), not "hello".',
    ],
    [
      'TOO_MANY_MOVES',
      `CR1-N-AAAAAAD ${'R '.repeat(MAX_RECORD_MOVES + 1)}`,
      null,
      `A record holds at most ${MAX_RECORD_MOVES} moves; this one has ${MAX_RECORD_MOVES + 1}.`,
    ],
    [
      'NOT_A_MOVE',
      'CR1-N-AAAAAAD 2-KC 2KC',
      2,
      'Move 2 (2KC): "2KC" is not a move: write FROM-TO (such as 10-14, 10-AS, AS-KS) or R for a redeal.',
    ],
    ['MOVE_REFUSED', 'CR1-N-AAAAAAD R R R R', 4, 'Move 4 (R): No redeals left'],
  ])('%s', (code, text, moveNumber, reason) => {
    const result = importRecord(text);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error).toEqual({ code, reason, moveNumber });
  });
});

// The replayer: every recorded game steps to its win and back to its exact start; cursors stay in bounds.
import { describe, expect, test } from 'vitest';
import {
  cardMove,
  checkMove,
  dealPosition,
  formatMove,
  formatPosition,
  type Game,
  parseGameCode,
  parseMove,
  playMove,
} from '../../../src/engine/index';
import { exportRecord, importRecord } from '../../../src/web/replay/record';
import {
  assistedAt,
  atEnd,
  atStart,
  back,
  forward,
  gameAt,
  goTo,
  lastStep,
  moveAfter,
  moveBefore,
  positionAt,
  positionBefore,
  replayOf,
  replayOfRecord,
  replayOnward,
  statusAt,
  toEnd,
  toStart,
} from '../../../src/web/replay/replayer';
import { codeOf, replayFrom, WON_GAME_RECORDS } from './won-games';

const cases = WON_GAME_RECORDS.map((record) => [codeOf(record), record] as const);

describe.each(cases)('%s', (code, record) => {
  const replay = replayFrom(record);
  const parsed = parseGameCode(code);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  const dealt = formatPosition(dealPosition(parsed.value.deal, parsed.value.options));
  const recordedMoves = record.trim().split(/\s+/).slice(1);

  test('holds every recorded move and one position more', () => {
    expect(replay.moves.map(formatMove)).toEqual(recordedMoves);
    expect(replay.positions.length).toBe(recordedMoves.length + 1);
    expect(lastStep(replay)).toBe(recordedMoves.length);
  });

  test('stepping forward from the start reaches won, and only at the end', () => {
    let cursor = goTo(replay, 0);
    expect(formatPosition(positionAt(cursor))).toBe(dealt);
    expect(statusAt(cursor)).toBe('playing');
    let steps = 0;
    while (!atEnd(cursor)) {
      expect(statusAt(cursor)).toBe('playing');
      cursor = forward(cursor);
      steps++;
    }
    expect(steps).toBe(recordedMoves.length);
    expect(statusAt(cursor)).toBe('won');
  });

  test('stepping back from the end passes the same positions and lands on the exact start', () => {
    const forwardSeen: string[] = [];
    for (let c = toStart(goTo(replay, 5)); ; c = forward(c)) {
      forwardSeen.push(formatPosition(positionAt(c)));
      if (atEnd(c)) break;
    }
    const backSeen: string[] = [];
    for (let c = toEnd(goTo(replay, 0)); ; c = back(c)) {
      backSeen.push(formatPosition(positionAt(c)));
      if (atStart(c)) break;
    }
    expect(backSeen.reverse()).toEqual(forwardSeen);
    expect(backSeen[0]).toBe(dealt);
  });

  test('each step is the engine playing the move before it', () => {
    for (let at = 1; at <= lastStep(replay); at++) {
      const cursor = goTo(replay, at);
      const move = moveBefore(cursor);
      const before = positionBefore(cursor);
      expect(move).not.toBeNull();
      expect(before).not.toBeNull();
      expect(moveAfter(goTo(replay, at - 1))).toBe(move);
      const game = gameAt(goTo(replay, at - 1));
      const step = move === null ? null : playMove(game, move);
      expect(step?.ok).toBe(true);
      if (step?.ok) expect(formatPosition(step.value.position)).toBe(formatPosition(positionAt(cursor)));
    }
  });
});

describe('cursors', () => {
  const replay = replayFrom(WON_GAME_RECORDS[0] as string);
  const end = lastStep(replay);

  test('forward at the end and back at the start stay put', () => {
    const last = toEnd(goTo(replay, 0));
    expect(forward(last)).toBe(last);
    const first = toStart(last);
    expect(back(first)).toBe(first);
    expect(moveBefore(first)).toBeNull();
    expect(positionBefore(first)).toBeNull();
    expect(moveAfter(last)).toBeNull();
  });

  test('goTo keeps within the game', () => {
    expect(goTo(replay, -3).at).toBe(0);
    expect(goTo(replay, end + 10).at).toBe(end);
    expect(goTo(replay, 2.7).at).toBe(2);
    expect(goTo(replay, Number.NaN).at).toBe(0);
    expect(goTo(replay, Number.POSITIVE_INFINITY).at).toBe(0);
  });

  test('a cursor never changes: moving makes a new one', () => {
    const cursor = goTo(replay, 10);
    const next = forward(cursor);
    expect(cursor.at).toBe(10);
    expect(next.at).toBe(11);
    expect(back(next).at).toBe(10);
  });
});

describe('gameAt', () => {
  test('is the game a player would have after the same moves, counter and undo included', () => {
    const record = WON_GAME_RECORDS.find((r) => codeOf(r).startsWith('CR1-M')) as string;
    const replay = replayFrom(record);
    for (const at of [0, 1, 9, 50, lastStep(replay)]) {
      const words = record
        .trim()
        .split(/\s+/)
        .slice(0, at + 1)
        .join(' ');
      const expected = importRecord(words);
      if (!expected.ok) throw new Error(expected.error.reason);
      const game = gameAt(goTo(replay, at));
      expect(formatPosition(game.position)).toBe(formatPosition(expected.value.position));
      expect(game.moveCount).toBe(expected.value.moveCount);
      expect(game.history.length).toBe(expected.value.history.length);
      expect(exportRecord(game)).toBe(exportRecord(expected.value));
    }
  });
});

describe('replayOnward', () => {
  const replay = replayFrom(WON_GAME_RECORDS.find((r) => codeOf(r) === 'CR1-S-AAAAAAK') as string);

  test('plays the rest of a game from where it stands to the same win', () => {
    const midway = gameAt(goTo(replay, 60));
    const onward = replayOnward(midway, replay.moves.slice(60));
    expect(onward.ok).toBe(true);
    if (!onward.ok) return;
    expect(onward.value.start).toBe(midway);
    expect(onward.value.positions.map(formatPosition)).toEqual(replay.positions.slice(60).map(formatPosition));
    expect(onward.value.moves.map(formatMove)).toEqual(replay.moves.slice(60).map(formatMove));
    expect(statusAt(toEnd(goTo(onward.value, 0)))).toBe('won');
    expect(gameAt(toEnd(goTo(onward.value, 0))).line.length).toBe(replay.moves.length);
  });

  test('a move that does not play is named by its number in the whole game', () => {
    const midway = gameAt(goTo(replay, 60));
    const next = replay.moves[60];
    if (next === undefined) throw new Error('the record is shorter than expected');
    const onward = replayOnward(midway, [next, cardMove(3, 3)]);
    expect(onward.ok).toBe(false);
    if (!onward.ok) {
      expect(onward.error).toEqual({
        code: 'MOVE_DOES_NOT_REPLAY',
        reason: 'Move 62 does not replay: Choose a different place to move the card to',
        moveNumber: 62,
      });
    }
  });
});

describe('replayOf', () => {
  test('refuses a copy of a game given a line that does not replay: only the engine builds a Game', () => {
    const imported = importRecord('CR1-N-AAAAAAD 2-KC 1-KC');
    if (!imported.ok) throw new Error(imported.error.reason);
    const bad = parseMove('1-KC');
    if (!bad.ok) throw new Error(bad.error.reason);
    expect(checkMove(imported.value.position, bad.value)).toEqual({
      code: 'WRONG_SUIT',
      reason: 'Must be the same suit',
    });
    const corrupt = { ...imported.value, line: [...imported.value.line, bad.value] };
    expect(() => replayOf(corrupt as unknown as Game)).toThrow(TypeError);
  });

  test('starts a game from a position at that position', () => {
    const start = importRecord('CR1-H-AAAAAAC 2-15 2-KH');
    if (!start.ok) throw new Error(start.error.reason);
    const record = `${formatPosition(start.value.position)}\n14-9 14-KH`;
    const replay = replayFrom(record);
    expect(formatPosition(positionAt(goTo(replay, 0)))).toBe(formatPosition(start.value.position));
    expect(replay.moves.map(formatMove)).toEqual(['14-9', '14-KH']);
  });

  test('passes on the import refusal with its move number', () => {
    const result = replayOfRecord('CR1-N-AAAAAAD 2-KC 2-KC');
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('MOVE_REFUSED');
      expect(result.error.moveNumber).toBe(2);
      expect(result.error.reason).toMatch(/^Move 2 \(2-KC\): /);
    }
  });
});

describe('assistedAt', () => {
  const replay = replayFrom(WON_GAME_RECORDS[0] as string);
  test("a game played on from others' moves is assisted once one of them is on the table", () => {
    expect(assistedAt(goTo(replay, 0), 'others')).toBe(false);
    expect(assistedAt(goTo(replay, 1), 'others')).toBe(true);
    expect(assistedAt(goTo(replay, lastStep(replay) - 1), 'others')).toBe(true);
  });
  test("the player's own game is assisted at any step only when the solver played in it", () => {
    for (const at of [0, 1, lastStep(replay)]) {
      expect(assistedAt(goTo(replay, at), 'player')).toBe(false);
      expect(assistedAt(goTo(replay, at), 'player-with-help')).toBe(true);
    }
  });
});

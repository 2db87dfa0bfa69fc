// Every kind of stored data the app refuses, with the stable code a program branches on and the clause the notice uses.

import { describe, expect, test } from 'vitest';
import { formatMove, newGame, playMove, REDEAL } from '../../../src/engine/index';
import { openEnvelope, sealEnvelope } from '../../../src/web/persist/record';
import { resumeGame, snapshotGame } from '../../../src/web/persist/saved-game';
import { decodeSettings } from '../../../src/web/persist/settings';
import { decodeStats } from '../../../src/web/persist/stats-codec';
import { readRaw, type StorageLike } from '../../../src/web/persist/storage';
import { expectProblem, problemOf } from '../../engine/support';

describe('envelope codes', () => {
  test.each([
    ['{"app":"crescent"', 'NOT_VALID_DATA', 'it is not valid data, perhaps cut short'],
    ['[1,2]', 'NOT_WRITTEN_BY_CRESCENT', 'it was not written by Crescent'],
    [
      '{"app":"other","kind":"game","version":1,"data":{}}',
      'NOT_WRITTEN_BY_CRESCENT',
      'it was not written by Crescent',
    ],
    [sealEnvelope('stats', 1, {}), 'NOT_WRITTEN_BY_CRESCENT', 'it was not written by Crescent'],
    ['{"app":"crescent","kind":"game","version":"1","data":{}}', 'NO_FORMAT_VERSION', 'its format version is missing'],
    [sealEnvelope('game', 3, {}), 'NEWER_VERSION', 'it was written by a newer version of Crescent'],
    [
      sealEnvelope('game', 0, {}),
      'OLDER_VERSION',
      'it was written by an older version of Crescent that this one cannot read',
    ],
  ])('%s is %s', (raw, code, reason) => {
    expectProblem(problemOf(openEnvelope(raw, 'game', 2, 1)), code, reason);
  });

  test('a sealed record of the right kind and version opens', () => {
    expect(openEnvelope(sealEnvelope('game', 2, { a: 1 }), 'game', 2, 1)).toEqual({
      ok: true,
      value: { data: { a: 1 }, version: 2 },
    });
  });
});

describe('storage codes', () => {
  const throwing = (error: unknown): StorageLike => ({
    getItem: () => {
      throw error;
    },
    setItem: () => undefined,
    removeItem: () => undefined,
  });

  test('a full storage and a refusing one have their own codes', () => {
    const full = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    expectProblem(problemOf(readRaw(throwing(full), 'k')), 'STORAGE_FULL', "the browser's storage is full");
    expectProblem(
      problemOf(readRaw(throwing(new Error('blocked')), 'k')),
      'STORAGE_REFUSED',
      "the browser's storage refused it",
    );
  });
});

describe('saved game codes', () => {
  const game = playMove(newGame({ options: { rules: 'classic' }, deal: 3 }), REDEAL);
  if (!game.ok) throw new Error(game.error.reason);
  const saved = snapshotGame(game.value, 'g1', 1000);
  const otherLine = formatMove(REDEAL);

  test.each([
    ['not an object', 7, 'NOT_A_SAVED_GAME', 'it is not a saved game'],
    ['no name', { ...saved, id: '' }, 'NO_GAME_NAME', 'it has no game name'],
    ['a counter of 1.5', { ...saved, moveCount: 1.5 }, 'BAD_MOVE_COUNTER', 'its move counter is not a whole number'],
    ['a time below zero', { ...saved, elapsedMs: -1 }, 'BAD_TIME', 'its time is not a duration'],
    ['moves that are not words', { ...saved, line: [1] }, 'BAD_LINE', 'its moves are not a list of moves'],
    ['no position', { ...saved, position: null }, 'NO_POSITION', 'its position is missing'],
    ['no options', { ...saved, options: null }, 'NO_OPTIONS', 'its game options are missing'],
    ['a rule set unknown', { ...saved, options: { rules: 'loose' } }, 'UNKNOWN_RULE_SET', 'its rule set is unknown'],
    [
      'a Four option not yes or no',
      { ...saved, options: { rules: 'classic', four: 'yes' } },
      'BAD_FOUR_OPTION',
      'its Crescent Four option is not yes or no',
    ],
    [
      'a difficulty unknown',
      { ...saved, options: { rules: 'casual', difficulty: 'brutal' } },
      'UNKNOWN_DIFFICULTY',
      'its casual difficulty is unknown',
    ],
    [
      'a face-down option not yes or no',
      { ...saved, options: { rules: 'classic', facedown: 1 } },
      'BAD_FACEDOWN_OPTION',
      'its face-down option is not yes or no',
    ],
    ['a deal number out of range', { ...saved, deal: -4 }, 'NOT_A_DEAL', 'its deal number is not a deal'],
    [
      'no deal and no start',
      { ...saved, deal: null, start: null },
      'NO_START',
      'it has neither a deal number nor a start position',
    ],
    [
      'a bad start position',
      { ...saved, deal: null, start: 'classic 3' },
      'BAD_START_POSITION',
      'its start position is not valid (A position has 4 fields separated by single spaces (rules, redeals, foundations, piles); this one has 2.)',
    ],
    [
      'a start of another rule set',
      { ...saved, deal: null, start: saved.position.replace(/^classic/, 'casual') },
      'START_NOT_OF_ITS_RULES',
      'its start position is not of its rule set',
    ],
    ['a word that is no move', { ...saved, line: ['up'] }, 'NOT_A_MOVE', 'its move 1 ("up") is not a move'],
    [
      'a move the engine refuses',
      { ...saved, line: [otherLine, otherLine, otherLine, otherLine] },
      'MOVE_REFUSED',
      'its move 4 (R) is refused: No redeals left',
    ],
    [
      'a position its moves do not reach',
      { ...saved, line: [] },
      'POSITION_MISMATCH',
      'its moves no longer lead to the position it was saved at',
    ],
    [
      'a counter its moves do not make',
      { ...saved, moveCount: saved.moveCount + 5 },
      'COUNTER_MISMATCH',
      `its move counter (${saved.moveCount + 5}) does not match its moves (${saved.moveCount})`,
    ],
  ])('%s is refused', (_what, data, code, reason) => {
    expectProblem(problemOf(resumeGame(data)), code, reason);
  });

  test('the snapshot itself resumes', () => {
    expect(resumeGame(saved).ok).toBe(true);
  });
});

describe('settings and statistics codes', () => {
  test('settings that are not a table are NOT_SETTINGS', () => {
    expectProblem(problemOf(decodeSettings([1])), 'NOT_SETTINGS', 'they are not a set of settings');
  });

  test('statistics that are not a table, or hold no table of games, are NOT_STATISTICS', () => {
    expectProblem(problemOf(decodeStats('x')), 'NOT_STATISTICS', 'they are not statistics');
    expectProblem(problemOf(decodeStats({ byKey: 3 })), 'NOT_STATISTICS', 'they are not statistics');
  });

  test('a readable table keeps what it can and names the rest', () => {
    const decoded = decodeSettings({ sound: 'loud' });
    expect(decoded.ok).toBe(true);
    if (decoded.ok) expect(decoded.value.lost).not.toBeNull();
  });
});

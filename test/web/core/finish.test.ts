// Finish in the app: when it is offered, when it starts by itself, and that its win is the player's own.

import { describe, expect, it } from 'vitest';
import { gameFromPosition, type Move, playMove } from '../../../src/engine/index';
import { finishesByItself, finishOffer } from '../../../src/web/core/finish';
import { type GameState, gameReducer, gameState } from '../../../src/web/core/game-reducer';
import { type Change, startSession } from '../../../src/web/core/session';
import { EMPTY_STATS, reduceStats, type StatsEvent, statsFor, statsKeyOf } from '../../../src/web/stats/index';
import { position } from '../fixtures';

// Spades only: pile 1 holds the Queen over the King, pile 2 the Jack; the Ace foundation needs the Jack.
const ENDING = position(`classic 0 TKKKAAAA KSQS/JS${'/-'.repeat(14)}`);
// The same cards with the King over the Queen: a pile move would be needed, so no Finish.
const TANGLED = position(`classic 0 TKKKAAAA QSKS/JS${'/-'.repeat(14)}`);

const move = (serial: number, undone = false, assisted?: boolean): Change => ({
  kind: 'move',
  move: { kind: 'redeal' },
  undone,
  serial,
  ...(assisted === undefined ? {} : { assisted }),
});

describe('Finish in the app', () => {
  it('is offered while foundation moves alone win, and not on a tangled, won or stuck table', () => {
    const game = gameFromPosition(ENDING);
    expect(finishOffer(game, 'playing')).not.toBeNull();
    expect(finishOffer(gameFromPosition(TANGLED), 'playing')).toBeNull();
    expect(finishOffer(game, 'won')).toBeNull();
    expect(finishOffer(game, 'stuck')).toBeNull();
  });

  it('starts by itself only after a move of the player, with the setting on', () => {
    expect(finishesByItself(move(3), true, true, false)).toBe(true);
    expect(finishesByItself(move(3), true, false, false)).toBe(false);
    expect(finishesByItself(move(3), false, true, false)).toBe(false);
    expect(finishesByItself(move(3), true, true, true)).toBe(false);
    // After an undo the player is taking moves back: Finish waits for a move by hand.
    expect(finishesByItself(move(3, true), true, true, false)).toBe(false);
    expect(finishesByItself(move(3, false, true), true, true, false)).toBe(false);
    expect(finishesByItself({ kind: 'fresh', serial: 4 }, true, true, false)).toBe(false);
  });

  it("plays a line whose win is the player's: counted as won, never as assisted", () => {
    const game = gameFromPosition(ENDING);
    const line = finishOffer(game, 'playing') as readonly Move[];
    let state: GameState = gameState(startSession(game, 'hello'));
    const key = statsKeyOf(game.options);
    let stats = reduceStats(EMPTY_STATS, { type: 'started', game: { id: 'g', key } });
    for (const [i, step] of line.entries()) {
      state = gameReducer(state, { kind: 'play', move: step, now: 1000 + i * 100 });
      expect(state.session.change).not.toHaveProperty('assisted');
      const events: StatsEvent[] = [{ type: 'moved', game: { id: 'g', key } }];
      if (state.session.status === 'won') {
        events.push({ type: 'won', game: { id: 'g', key }, elapsedMs: 1, moves: state.session.game.moveCount });
      }
      stats = events.reduce(reduceStats, stats);
    }
    expect(state.session.status).toBe('won');
    expect(state.session.game.moveCount).toBe(line.length);
    expect(statsFor(stats, key)).toMatchObject({ played: 1, won: 1, assisted: 0 });
    // Undo takes Finish's moves back one at a time, like any others.
    const undone = gameReducer(state, { kind: 'undo', now: 5000 });
    expect(undone.session.status).toBe('playing');
    expect(undone.session.game.moveCount).toBe(line.length - 1);
    const again = playMove(undone.session.game, line[line.length - 1] as Move);
    expect(again.ok).toBe(true);
  });
});

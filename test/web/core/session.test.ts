// The session: moves, refusals, undo, redeal, restart, the clock and what the status line says.

import { describe, expect, it } from 'vitest';
import { cardMove, formatPosition, gameFromPosition, newGame, parsePlace, REDEAL } from '../../../src/engine/index';
import {
  assistIn,
  elapsed,
  hintIn,
  pauseClock,
  playIn,
  restartIn,
  resumeClock,
  startSession,
  undoIn,
} from '../../../src/web/core/session';
import { BOTH_FOUNDATIONS, ONE_FROM_WIN, STUCK, TWO_PLACES } from '../fixtures';

const at = (text: string) => parsePlace(text) as number;

describe('a session', () => {
  it("marks a move the solver plays for the player as the solver's, and only that move", () => {
    const session = startSession(gameFromPosition(TWO_PLACES), 'hello');
    const assisted = assistIn(session, cardMove(at('1'), at('5')), 1000);
    expect(assisted.change).toMatchObject({ kind: 'move', undone: false, assisted: true });
    expect(assisted.game.moveCount).toBe(1);
    expect(playIn(session, cardMove(at('1'), at('5')), 1000).change).not.toHaveProperty('assisted');
    // A refused move changes nothing, so nothing is marked.
    const refused = assistIn(session, cardMove(at('1'), at('AH')), 1000);
    expect(refused.change).toBe(session.change);
    expect(refused.refused).toBe(true);
  });

  it('plays a move, announces it and starts the clock', () => {
    const session = startSession(gameFromPosition(TWO_PLACES), 'hello');
    expect(session.clock.since).toBeNull();
    const next = playIn(session, cardMove(at('1'), at('5')), 1000);
    expect(next.message).toBe('Moved the King of spades from pile 1 to pile 5.');
    expect(next.game.moveCount).toBe(1);
    expect(next.clock.since).toBe(1000);
    expect(elapsed(next.clock, 4500)).toBe(3500);
    expect(next.change).toMatchObject({ kind: 'move', undone: false, serial: 1 });
  });

  it("shows the engine's refusal and changes nothing", () => {
    const session = startSession(gameFromPosition(TWO_PLACES), 'hello');
    const next = playIn(session, cardMove(at('1'), at('AH')), 1000);
    expect(next.message).toBe('Must be the same suit');
    expect(next.refused).toBe(true);
    expect(next.game).toBe(session.game);
    expect(next.change).toBe(session.change);
  });

  it('counts every message said, a repeated refusal too, so the status line can say it again', () => {
    const session = startSession(gameFromPosition(TWO_PLACES), 'hello');
    const once = playIn(session, cardMove(at('1'), at('AH')), 1000);
    const twice = playIn(once, cardMove(at('1'), at('AH')), 1100);
    expect(twice.message).toBe(once.message);
    expect([session.said, once.said, twice.said]).toEqual([0, 1, 2]);
    expect(hintIn(twice).said).toBe(3);
    expect(playIn(twice, cardMove(at('1'), at('5')), 1200).said).toBe(3);
    // A restart says its sentence again even right after another restart.
    expect(restartIn(restartIn(twice)).said).toBe(4);
  });

  it('undoes the last move, announces it and takes the counter back down', () => {
    const played = playIn(startSession(gameFromPosition(TWO_PLACES), ''), cardMove(at('1'), at('AS')), 0);
    const back = undoIn(played, 10);
    expect(formatPosition(back.game.position)).toBe(formatPosition(TWO_PLACES));
    expect(back.game.moveCount).toBe(0);
    expect(back.message).toBe('Took back: moved the King of spades from pile 1 to the spades Ace foundation.');
    expect(back.change).toMatchObject({ kind: 'move', undone: true, serial: 2 });
  });

  it('redeals, saying how many are left in the rule set’s word', () => {
    const classic = playIn(startSession(newGame({ options: { rules: 'classic' }, deal: 3 }), ''), REDEAL, 0);
    expect(classic.message).toBe('Redealt: 2 redeals left.');
    const casual = playIn(
      startSession(newGame({ options: { rules: 'casual', difficulty: 'hard' }, deal: 3 }), ''),
      REDEAL,
      0,
    );
    expect(casual.message).toBe('Shuffled: 2 shuffles left.');
    expect(casual.game.moveCount).toBe(1);
  });

  it('stops the clock at the win and says so with the time and moves', () => {
    const session = startSession(gameFromPosition(ONE_FROM_WIN), '');
    const won = playIn({ ...session, clock: { since: 0, banked: 0 } }, cardMove(at('1'), at('AS')), 65_000);
    expect(won.status).toBe('won');
    expect(won.clock).toEqual({ since: null, banked: 65_000 });
    expect(elapsed(won.clock, 999_999)).toBe(65_000);
    expect(won.message).toBe(
      'Moved the King of spades from pile 1 to the spades Ace foundation. Won in 1:05 with 1 move!',
    );
    // Nothing more is played once the game is won.
    expect(playIn(won, REDEAL, 70_000)).toBe(won);
  });

  it('says at once when a move leaves the game stuck', () => {
    const session = startSession(gameFromPosition(STUCK), '');
    expect(session.status).toBe('stuck');
    const moving = startSession(gameFromPosition(BOTH_FOUNDATIONS), '');
    expect(moving.status).toBe('playing');
  });

  it('restarts the same deal with the clock and counter at zero', () => {
    const game = newGame({ options: { rules: 'classic' }, deal: 12 });
    const played = playIn(startSession(game, ''), REDEAL, 100);
    const again = restartIn(played);
    expect(formatPosition(again.game.position)).toBe(formatPosition(game.start));
    expect(again.game.moveCount).toBe(0);
    expect(again.clock).toEqual({ since: null, banked: 0 });
    expect(again.change.serial).toBeGreaterThan(played.change.serial);
  });

  it("shows the engine's hint on the table and in words", () => {
    const hinted = hintIn(startSession(gameFromPosition(TWO_PLACES), ''));
    expect(hinted.hint).toEqual(cardMove(at('1'), at('AS')));
    expect(hinted.message).toBe('Hint: move the King of spades from pile 1 to the spades Ace foundation.');
  });

  it('banks the clock when paused', () => {
    expect(pauseClock({ since: 100, banked: 50 }, 400)).toEqual({ since: null, banked: 350 });
    expect(pauseClock({ since: null, banked: 50 }, 400)).toEqual({ since: null, banked: 50 });
  });
});

describe('the clock while the page is hidden', () => {
  it('stands while hidden and runs again when shown, but never before the first move or after a win', () => {
    const fresh = startSession(gameFromPosition(TWO_PLACES), '');
    expect(resumeClock(fresh, 100)).toBe(fresh.clock);
    const playing = playIn(fresh, cardMove(at('1'), at('5')), 1000);
    const hidden = { ...playing, clock: pauseClock(playing.clock, 3000) };
    expect(hidden.clock).toEqual({ since: null, banked: 2000 });
    const shown = resumeClock(hidden, 10_000);
    expect(elapsed(shown, 11_000)).toBe(3000);
    const won = playIn(startSession(gameFromPosition(ONE_FROM_WIN), ''), cardMove(at('1'), at('AS')), 0);
    expect(resumeClock(won, 5000)).toBe(won.clock);
  });
});

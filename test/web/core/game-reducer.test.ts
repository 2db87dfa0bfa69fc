// The game reducer without Preact: taps, drags, moves, undo, redeal, restart, a new deal, a loaded position, notes and the clock.

import { describe, expect, it } from 'vitest';
import {
  cardMove,
  formatPosition,
  gameFromPosition,
  legalMoves,
  type Move,
  newGame,
  type Place,
  parsePlace,
} from '../../../src/engine/index';
import { type GameAction, type GameState, gameReducer, gameState } from '../../../src/web/core/game-reducer';
import { DOUBLE_TAP_MS } from '../../../src/web/core/interaction';
import { startSession } from '../../../src/web/core/session';
import { layout } from '../../engine/layout';
import { BOTH_FOUNDATIONS, ONE_FROM_WIN, ONE_PLACE, position, TWO_PLACES } from '../fixtures';

const KS = parsePlace('KS') as Place;

const at = (text: string) => parsePlace(text) as Place;

/** The state after each action in turn. */
function reduced(start: GameState, ...actions: GameAction[]): GameState {
  return actions.reduce(gameReducer, start);
}

const from = (position: Parameters<typeof gameFromPosition>[0]) =>
  gameState(startSession(gameFromPosition(position), 'hello'));

describe('the game reducer', () => {
  it('selects a card a tap picks up, and plays it to the next place tapped', () => {
    const start = from(TWO_PLACES);
    const selected = reduced(start, { kind: 'tap', place: at('1'), now: 1000 });
    expect(selected.selection.selected).toBe(at('1'));
    expect(selected.session.game.moveCount).toBe(0);
    const moved = reduced(selected, { kind: 'tap', place: at('5'), now: 2000 });
    expect(moved.session.game.moveCount).toBe(1);
    expect(moved.session.message).toBe('Moved the King of spades from pile 1 to pile 5.');
    expect(moved.selection.selected).toBeNull();
    // The state it came from is left as it was.
    expect(selected.session.game.moveCount).toBe(0);
  });

  it('plays a card that only one place takes at the first tap, and a quick second tap plays the next card home', () => {
    const start = from(ONE_PLACE);
    const once = reduced(start, { kind: 'tap', place: at('1'), now: 1000 });
    expect(once.session.game.moveCount).toBe(1);
    // Pile 1's King of spades is now on top, and the spades Ace foundation takes it: the tap is not swallowed.
    const twice = reduced(once, { kind: 'tap', place: at('1'), now: 1000 + DOUBLE_TAP_MS / 2 });
    expect(twice.session.game.moveCount).toBe(2);
    expect(twice.session.game.position.piles[0]).toEqual([]);
  });

  it('picks up another pile after a tap on a card nothing takes, instead of refusing a move', () => {
    // Pile 1's 9 of spades fits nowhere; pile 2's King of hearts goes onto either Queen of hearts.
    const start = from(
      layout({ rules: 'classic', foundations: '53..QK..', piles: { 1: '9S', 2: 'KH', 3: 'QH', 4: 'QH' } }),
    );
    const nothing = reduced(start, { kind: 'tap', place: at('1'), now: 1000 });
    expect(nothing.selection.selected).toBeNull();
    expect(nothing.session.message).toBe('Nothing takes the 9 of spades now.');
    const next = reduced(nothing, { kind: 'tap', place: at('2'), now: 5000 });
    expect(next.session.refused).toBe(false);
    expect(next.selection.selected).toBe(at('2'));
  });

  it('brings a card home through trades in one gesture: each trade a move, undone one at a time', () => {
    // Spades meet (Ace foundation 6, King foundation 7); pile 1's 9 of spades needs two trades first.
    const meeting = from(position(`classic 0 6KKK7AAA 9S/3S/AS2S4S5S6S7S8STSJSQSKS${'/-'.repeat(13)}`));
    const gesture = reduced(meeting, { kind: 'tap', place: at('1'), now: 1000 });
    expect(gesture.session.game.moveCount).toBe(3);
    expect(gesture.session.game.position.foundations.slice(0, 1)).toEqual([9]);
    expect(gesture.session.message).toMatch(
      /^Traded 2 cards between the spades foundations\. Moved the 9 of spades from pile 1 to the spades Ace foundation\./,
    );
    // Dropped on the King foundation instead: three trades, and the same position.
    const dropped = reduced(meeting, { kind: 'drop', from: at('1'), target: { kind: 'place', place: KS }, now: 1 });
    expect(dropped.session.game.moveCount).toBe(4);
    expect(formatPosition(dropped.session.game.position)).toBe(formatPosition(gesture.session.game.position));
    const undone = reduced(gesture, { kind: 'undo', now: 2000 });
    expect(undone.session.game.moveCount).toBe(2);
    expect(undone.session.game.position.piles[0]?.length).toBe(1);
    // A card selected, then its suit's foundation tapped, and the F key, do the same.
    const selected = reduced(meeting, { kind: 'tap', place: at('2'), now: 1000 });
    expect(selected.session.game.moveCount).toBe(4);
    expect(reduced(meeting, { kind: 'send-home', from: at('1'), now: 1 }).session.game.moveCount).toBe(3);
  });

  it('deselects on a tap outside the table', () => {
    const selected = reduced(from(TWO_PLACES), { kind: 'tap', place: at('1'), now: 1000 });
    expect(reduced(selected, { kind: 'tap', place: null, now: 1100 }).selection.selected).toBeNull();
  });

  it('drags a card onto a pile, and a drop nowhere puts it back', () => {
    const dragging = reduced(from(TWO_PLACES), { kind: 'drag-start', place: at('1') });
    expect(dragging.dragging).toBe(at('1'));
    const back = reduced(dragging, { kind: 'drop', from: at('1'), target: { kind: 'nowhere' }, now: 1000 });
    expect(back.dragging).toBeNull();
    expect(back.session.game.moveCount).toBe(0);
    const dropped = reduced(dragging, {
      kind: 'drop',
      from: at('1'),
      target: { kind: 'place', place: at('5') },
      now: 1000,
    });
    expect(dropped.session.game.moveCount).toBe(1);
    expect(dropped.dragging).toBeNull();
  });

  it('asks the player to choose when both foundations take a dropped card, keeping it selected', () => {
    const chosen = reduced(from(BOTH_FOUNDATIONS), {
      kind: 'drop',
      from: at('1'),
      target: { kind: 'foundation-area', under: null },
      now: 1000,
    });
    expect(chosen.session.message).toBe('Both foundations take this card: choose one.');
    expect(chosen.selection.selected).toBe(at('1'));
    expect(chosen.session.game.moveCount).toBe(0);
  });

  it('sends a top card home, and says so when the pile is empty', () => {
    const home = reduced(from(ONE_FROM_WIN), { kind: 'send-home', from: at('1'), now: 1000 });
    expect(home.session.status).toBe('won');
    const empty = reduced(from(ONE_FROM_WIN), { kind: 'send-home', from: at('2'), now: 1000 });
    expect(empty.session.message).toBe('Pile 2 is empty.');
    expect(empty.session.refused).toBe(true);
  });

  it('undoes a move, restarts the deal, and redeals', () => {
    const game = newGame({ options: { rules: 'classic' }, deal: 3 });
    const start = gameState(startSession(game, 'hello'));
    const move = legalMoves(game.position).find((m) => m.kind === 'card') as Move;
    const moved = reduced(start, { kind: 'play', move, now: 1000 });
    expect(moved.session.game.moveCount).toBe(1);
    const undone = reduced(moved, { kind: 'undo', now: 2000 });
    expect(formatPosition(undone.session.game.position)).toBe(formatPosition(game.position));
    const restarted = reduced(moved, { kind: 'restart' });
    expect(formatPosition(restarted.session.game.position)).toBe(formatPosition(game.start));
    const redealt = reduced(start, { kind: 'redeal', now: 1000 });
    expect(redealt.session.game.position.redeals).toBe(game.position.redeals - 1);
  });

  it('starts a new deal or a loaded position as a fresh game, with nothing selected', () => {
    const selected = reduced(from(TWO_PLACES), { kind: 'tap', place: at('1'), now: 1000 });
    const game = gameFromPosition(ONE_FROM_WIN);
    const started = reduced(selected, { kind: 'start', game, message: 'Welcome.' });
    expect(started.session.game).toBe(game);
    expect(started.session.message).toBe('Welcome.');
    expect(started.session.change.serial).toBe(selected.session.change.serial + 1);
    expect(started.selection.selected).toBeNull();
    expect(started.dragging).toBeNull();
  });

  it('starts a game continued from the list of games with its time so far, the clock standing until a move', () => {
    const game = gameFromPosition(ONE_FROM_WIN);
    const started = reduced(from(TWO_PLACES), { kind: 'start', game, message: 'Continued.', elapsedMs: 95_000 });
    expect(started.session.clock).toEqual({ since: null, banked: 95_000 });
    expect(reduced(from(TWO_PLACES), { kind: 'start', game, message: 'New.' }).session.clock.banked).toBe(0);
  });

  it("marks the solver's moves as assisted, and the player's moves not", () => {
    const move = cardMove(at('1'), at('5'));
    expect(reduced(from(TWO_PLACES), { kind: 'assist', move, now: 1 }).session.change).toMatchObject({
      assisted: true,
    });
    expect(reduced(from(TWO_PLACES), { kind: 'play', move, now: 1 }).session.change).not.toHaveProperty('assisted');
  });

  it('shows advice and notes in the status line, and the hint on the table', () => {
    const move = cardMove(at('1'), at('5'));
    const advised = reduced(from(TWO_PLACES), { kind: 'advise', move, message: 'Try this.' });
    expect(advised.session.hint).toEqual(move);
    expect(advised.session.message).toBe('Try this.');
    expect(reduced(from(TWO_PLACES), { kind: 'note', message: 'A note.' }).session.message).toBe('A note.');
    expect(reduced(from(TWO_PLACES), { kind: 'hint' }).session.hint).not.toBeNull();
  });

  it('stops the clock while the page is hidden, and starts it again when shown', () => {
    const moved = reduced(
      from(TWO_PLACES),
      { kind: 'tap', place: at('1'), now: 1000 },
      {
        kind: 'tap',
        place: at('5'),
        now: 1000,
      },
    );
    expect(moved.session.clock.since).toBe(1000);
    const hidden = reduced(moved, { kind: 'visible', shown: false, now: 4000 });
    expect(hidden.session.clock).toEqual({ banked: 3000, since: null });
    const shown = reduced(hidden, { kind: 'visible', shown: true, now: 9000 });
    expect(shown.session.clock).toEqual({ banked: 3000, since: 9000 });
    // Hidden twice is one pause: the state is unchanged.
    expect(reduced(hidden, { kind: 'visible', shown: false, now: 5000 })).toBe(hidden);
  });
});

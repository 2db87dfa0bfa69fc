// Tap, double-tap, drop and highlighting (RULES.md section 6), without a browser.

import { describe, expect, it } from 'vitest';
import {
  cardMove,
  dealPosition,
  destinations,
  foundationPlace,
  type Move,
  parsePlace,
  play,
} from '../../../src/engine/index';
import {
  DOUBLE_TAP_MS,
  highlightedPlaces,
  NO_SELECTION,
  resolveDrop,
  type Selection,
  tap,
} from '../../../src/web/core/interaction';
import { layout } from '../../engine/layout';
import { BOTH_FOUNDATIONS, ONE_PLACE, TWO_PLACES } from '../fixtures';

const at = (text: string) => parsePlace(text) as number;
const AS = at('AS');
const KS = at('KS');
const AH = at('AH');

describe('a tap with nothing selected', () => {
  it('moves the card at once when exactly one place takes it', () => {
    const intent = tap(ONE_PLACE, NO_SELECTION, at('1'), 1000);
    expect(intent.move).toEqual(cardMove(at('1'), AS));
    expect(intent.selection.selected).toBeNull();
  });

  it('selects the pile when several places take its card', () => {
    const intent = tap(TWO_PLACES, NO_SELECTION, at('1'), 1000);
    expect(intent.move).toBeNull();
    expect(intent.selection.selected).toBe(at('1'));
    expect(intent.note).toBe('Selected the King of spades: choose where it goes.');
  });

  it('says so for a card nothing takes, and leaves it unselected, so the next tap picks up another pile', () => {
    const position = dealPosition(1, { rules: 'classic' });
    const stuckPile = position.piles.findIndex((_, p) => destinations(position, p).length === 0);
    const movable = position.piles.findIndex((_, p) => destinations(position, p).length > 1);
    expect(stuckPile).toBeGreaterThanOrEqual(0);
    expect(movable).toBeGreaterThanOrEqual(0);
    const intent = tap(position, NO_SELECTION, stuckPile, 0);
    expect(intent.selection.selected).toBeNull();
    expect(intent.note).toMatch(/^Nothing takes the .+ now\.$/);
    const next = tap(position, intent.selection, movable, 5000);
    expect(next).toMatchObject({ move: null, selection: { selected: movable } });
  });

  it('does nothing on an empty pile or a foundation that has nowhere to go', () => {
    expect(tap(ONE_PLACE, NO_SELECTION, at('2'), 0)).toMatchObject({ move: null, selection: { selected: null } });
    expect(tap(ONE_PLACE, NO_SELECTION, AH, 0)).toMatchObject({ move: null, selection: { selected: null } });
  });
});

describe('a tap with a card selected', () => {
  const selected: Selection = {
    selected: at('1'),
    lastTap: { place: at('1'), time: 0, moved: false, onlyPlace: null },
  };

  it('asks to move it to the tapped place, legal or not (the engine gives the reason)', () => {
    expect(tap(TWO_PLACES, selected, at('5'), 5000).move).toEqual(cardMove(at('1'), at('5')));
    const refused = tap(TWO_PLACES, selected, AH, 5000);
    expect(refused.move).toEqual(cardMove(at('1'), AH));
    const result = play(TWO_PLACES, refused.move as Move);
    expect(result.ok ? null : result.error.reason).toBe('Must be the same suit');
    expect(refused.selection.selected).toBeNull();
  });

  it('deselects on a second tap on the same pile after the double-tap time', () => {
    const intent = tap(TWO_PLACES, selected, at('1'), DOUBLE_TAP_MS + 1);
    expect(intent).toMatchObject({ move: null, selection: { selected: null } });
  });
});

describe('a double-tap', () => {
  it('sends the card to the one foundation that takes it', () => {
    const first = tap(TWO_PLACES, NO_SELECTION, at('1'), 1000);
    expect(first.selection.selected).toBe(at('1'));
    const second = tap(TWO_PLACES, first.selection, at('1'), 1000 + DOUBLE_TAP_MS - 1);
    expect(second.move).toEqual(cardMove(at('1'), AS));
  });

  it('guesses nothing when both foundations take it: the pile stays selected', () => {
    const first = tap(BOTH_FOUNDATIONS, NO_SELECTION, at('1'), 0);
    const second = tap(BOTH_FOUNDATIONS, first.selection, at('1'), 100);
    expect(second.move).toBeNull();
    expect(second.selection.selected).toBe(at('1'));
    expect(second.note).toBe('Both foundations take this card: choose one.');
  });

  it('is not swallowed when its first tap already moved the card: the card now on top goes home', () => {
    const first = tap(ONE_PLACE, NO_SELECTION, at('1'), 0);
    expect(first.move).toEqual(cardMove(at('1'), AS));
    const after = play(ONE_PLACE, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    const second = tap(after.value, first.selection, at('1'), 150);
    expect(second.move).toEqual(cardMove(at('1'), AS));
    expect(second.takeBack).toBeNull();
  });

  it('after a quick tap that moved a card, picks up the next card a foundation does not take, never moving it', () => {
    // Pile 1's 5 of spades goes home; the 9 of spades under it goes only onto pile 2's 8 (never by a double-tap).
    const position = layout({ rules: 'classic', foundations: '4...Q...', piles: { 1: '9S5S', 2: '8S', 3: 'TS' } });
    const first = tap(position, NO_SELECTION, at('1'), 0);
    expect(first.move).toEqual(cardMove(at('1'), AS));
    const after = play(position, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(destinations(after.value, at('1')).length).toBe(2);
    const second = tap(after.value, first.selection, at('1'), 150);
    expect(second).toMatchObject({ move: null, takeBack: null, selection: { selected: at('1') } });
  });
});

describe('a double-tap whose first tap sent the card to a pile', () => {
  // Pile 1's 9C goes only onto pile 2's 8C: no foundation takes it (the clubs foundations need 2 and Q).
  const ONLY_A_PILE = layout({ rules: 'classic', foundations: '...AKKKK', piles: { 1: '9C', 2: '8C' } });

  it('takes the move back, since a double-tap sends a card only to a foundation, and says so', () => {
    expect(destinations(ONLY_A_PILE, at('1'))).toEqual([at('2')]);
    const first = tap(ONLY_A_PILE, NO_SELECTION, at('1'), 0);
    expect(first.move).toEqual(cardMove(at('1'), at('2')));
    const after = play(ONLY_A_PILE, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    const second = tap(after.value, first.selection, at('1'), 200);
    expect(second).toEqual({
      selection: NO_SELECTION,
      move: null,
      takeBack: cardMove(at('1'), at('2')),
      note: 'A double-tap sends a card to a foundation, and none takes the 9 of clubs: it stays on pile 1.',
    });
  });

  it('counts a quick second tap on the card in flight, at its new place, as the same double-tap', () => {
    const first = tap(ONLY_A_PILE, NO_SELECTION, at('1'), 0);
    const after = play(ONLY_A_PILE, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    const second = tap(after.value, first.selection, at('2'), 120);
    expect(second).toMatchObject({ move: null, takeBack: cardMove(at('1'), at('2')) });
  });

  it('in casual, does not give back a card its first tap sent home, even when the second tap lands on it', () => {
    // Pile 1's 5S goes only to the spades Ace foundation (top 4); once there, only pile 1's 4S would take it back.
    const position = layout({ rules: 'casual', foundations: '4...K...', piles: { 1: '4S5S' } });
    expect(destinations(position, at('1'))).toEqual([AS]);
    const first = tap(position, NO_SELECTION, at('1'), 0);
    const after = play(position, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    expect(destinations(after.value, AS)).toEqual([at('1')]);
    for (const place of [at('1'), AS]) {
      expect(tap(after.value, first.selection, place, 150)).toMatchObject({ move: null, takeBack: null });
    }
  });

  it('keeps the move of a single tap, and of a tap after the double-tap time', () => {
    const first = tap(ONLY_A_PILE, NO_SELECTION, at('1'), 0);
    const after = play(ONLY_A_PILE, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    const late = tap(after.value, first.selection, at('1'), DOUBLE_TAP_MS + 1);
    expect(late.takeBack).toBeNull();
  });

  it('keeps a move to a foundation, and a move made by tapping a destination twice', () => {
    const home = tap(ONE_PLACE, NO_SELECTION, at('1'), 0);
    const afterHome = play(ONE_PLACE, home.move as Move);
    if (!afterHome.ok) throw new Error(afterHome.error.reason);
    expect(tap(afterHome.value, home.selection, at('1'), 100).takeBack).toBeNull();
    // Pile 1 selected, then pile 5 tapped twice quickly: the second tap is not about the card's own place.
    const selected = tap(TWO_PLACES, NO_SELECTION, at('1'), 0);
    const onto = tap(TWO_PLACES, selected.selection, at('5'), 1000);
    const afterOnto = play(TWO_PLACES, onto.move as Move);
    if (!afterOnto.ok) throw new Error(afterOnto.error.reason);
    expect(tap(afterOnto.value, onto.selection, at('5'), 1100)).toMatchObject({ move: null, takeBack: null });
  });

  it('in casual, takes back a foundation card its first tap gave back to a pile', () => {
    // The spades Ace foundation's top 5S goes back onto pile 1's 6S and nowhere else.
    const giveBack = layout({ rules: 'casual', foundations: '5...K...', piles: { 1: '6S' } });
    expect(destinations(giveBack, AS)).toEqual([at('1')]);
    const first = tap(giveBack, NO_SELECTION, AS, 0);
    const after = play(giveBack, first.move as Move);
    if (!after.ok) throw new Error(after.error.reason);
    const second = tap(after.value, first.selection, AS, 150);
    expect(second.takeBack).toEqual(cardMove(AS, at('1')));
    expect(second.note).toBe(
      'A double-tap never gives a card back to a pile: the 5 of spades stays on its foundation.',
    );
  });
});

describe('a drop', () => {
  it('on a pile asks for that move, and on its own pile goes back', () => {
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'place', place: at('5') })).toEqual({
      kind: 'move',
      move: cardMove(at('1'), at('5')),
    });
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'place', place: at('1') })).toEqual({ kind: 'back' });
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'nowhere' })).toEqual({ kind: 'back' });
  });

  it('anywhere in the foundation area goes to the foundation of its suit that takes it', () => {
    const expected = { kind: 'move', move: cardMove(at('1'), AS) };
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'foundation-area', under: null })).toEqual(expected);
    // Even dropped on another suit's foundation or on the King foundation of spades.
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'place', place: AH })).toEqual(expected);
    expect(resolveDrop(TWO_PLACES, at('1'), { kind: 'place', place: KS })).toEqual(expected);
  });

  it('takes the foundation under the pointer when both take the card, and guesses nothing otherwise', () => {
    const from = at('1');
    expect(resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'place', place: KS })).toEqual({
      kind: 'move',
      move: cardMove(from, KS),
    });
    expect(resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'place', place: AS })).toEqual({
      kind: 'move',
      move: cardMove(from, AS),
    });
    expect(resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'foundation-area', under: null })).toEqual({ kind: 'choose' });
    expect(resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'place', place: AH })).toEqual({ kind: 'choose' });
  });

  it('where no foundation takes the card, asks the engine about its suit foundation in the pointer row', () => {
    // Pile 3's top is 5S: the Ace foundation (top 5) needs 6, the King foundation (top 7) needs 6.
    const from = at('3');
    const area = resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'foundation-area', under: null });
    expect(area).toEqual({ kind: 'move', move: cardMove(from, AS) });
    const kingRow = resolveDrop(BOTH_FOUNDATIONS, from, { kind: 'place', place: foundationPlace(5) });
    expect(kingRow).toEqual({ kind: 'move', move: cardMove(from, KS) });
    if (kingRow.kind !== 'move') throw new Error('expected a move');
    const result = play(BOTH_FOUNDATIONS, kingRow.move);
    expect(result.ok ? null : result.error.reason).toBe('This foundation takes the 6 of spades next');
  });
});

describe('a card whose suit foundations meet but need trades first', () => {
  // Spades meet (Ace foundation 6, King foundation 7): pile 1's 9 of spades and pile 2's 3 go home through trades.
  const MEETING = layout({ rules: 'classic', foundations: '6...7...', piles: { 1: '9S', 2: '3S' } });

  it('goes home at one tap, at a double-tap, and at a drop in the foundation area, to the nearer foundation', () => {
    expect(destinations(MEETING, at('1'))).toEqual([]);
    expect(tap(MEETING, NO_SELECTION, at('1'), 0).move).toEqual(cardMove(at('1'), AS));
    expect(tap(MEETING, NO_SELECTION, at('2'), 0).move).toEqual(cardMove(at('2'), KS));
    const drop = resolveDrop(MEETING, at('1'), { kind: 'foundation-area', under: null });
    expect(drop).toEqual({ kind: 'move', move: cardMove(at('1'), AS) });
    // Dropped on the farther foundation of the pair, it goes there.
    expect(resolveDrop(MEETING, at('1'), { kind: 'place', place: KS })).toEqual({
      kind: 'move',
      move: cardMove(at('1'), KS),
    });
  });

  it('highlights both foundations of its suit', () => {
    expect(highlightedPlaces(MEETING, at('1'))).toEqual(new Set([AS, KS]));
  });
});

describe('highlighting', () => {
  it('marks exactly the engine destinations of the selected or dragged card', () => {
    const position = dealPosition(7, { rules: 'casual' });
    for (let from = 0; from < 24; from++) {
      expect([...highlightedPlaces(position, from)].sort()).toEqual(destinations(position, from).sort());
    }
    expect(highlightedPlaces(position, null).size).toBe(0);
  });
});

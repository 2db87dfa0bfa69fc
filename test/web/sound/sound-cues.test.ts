// Which sound each change makes: a move, a card home, a refusal, a redeal, a win, or none; and the sounds stay short and quiet.

import { describe, expect, it } from 'vitest';
import {
  cardMove,
  gameFromPosition,
  isPilePlace,
  legalMoves,
  newGame,
  parsePlace,
  REDEAL,
} from '../../../src/engine/index';
import { hintIn, noteIn, playIn, restartIn, type Session, startSession, undoIn } from '../../../src/web/core/session';
import { CUES, cueFor, SOUNDS, soundLength } from '../../../src/web/sound/cues';
import { BOTH_FOUNDATIONS, ONE_FROM_WIN } from '../fixtures';

const at = (text: string) => parsePlace(text) as number;
const dealt = () => startSession(newGame({ options: { rules: 'classic' }, deal: 7 }), 'dealt');

/** The first legal move the test wants, played. */
function playFirst(session: Session, wanted: (m: ReturnType<typeof legalMoves>[number]) => boolean): Session {
  const move = legalMoves(session.game.position).find(wanted);
  if (move === undefined) throw new Error('the deal has no such move');
  return playIn(session, move, 0);
}

describe('cueFor', () => {
  it('a card onto another pile sounds a move', () => {
    const before = dealt();
    const after = playFirst(before, (m) => m.kind === 'card' && isPilePlace(m.from) && isPilePlace(m.to));
    expect(cueFor(before, after)).toBe('move');
  });

  it('a card onto a foundation sounds a card home', () => {
    const before = startSession(gameFromPosition(BOTH_FOUNDATIONS), 'hello');
    expect(cueFor(before, playIn(before, cardMove(at('1'), at('AS')), 0))).toBe('home');
  });

  it('a refused move sounds a refusal, and the table is unchanged', () => {
    const before = startSession(gameFromPosition(BOTH_FOUNDATIONS), 'hello');
    const after = playIn(before, cardMove(at('1'), at('KH')), 0);
    expect(after.game).toBe(before.game);
    expect(cueFor(before, after)).toBe('refusal');
  });

  it('a redeal sounds a redeal', () => {
    const before = dealt();
    expect(cueFor(before, playIn(before, REDEAL, 0))).toBe('redeal');
  });

  it('the move that wins sounds the win, not a card home', () => {
    const before = startSession(gameFromPosition(ONE_FROM_WIN), 'hello');
    const after = playIn(before, cardMove(at('1'), at('AS')), 0);
    expect(after.status).toBe('won');
    expect(cueFor(before, after)).toBe('win');
  });

  it('an undo sounds a move, even of the winning move', () => {
    const won = playIn(startSession(gameFromPosition(ONE_FROM_WIN), 'hello'), cardMove(at('1'), at('AS')), 0);
    expect(cueFor(won, undoIn(won, 0))).toBe('move');
    const moved = playFirst(dealt(), (m) => m.kind === 'card' && isPilePlace(m.to));
    expect(cueFor(moved, undoIn(moved, 0))).toBe('move');
  });

  it('a note, a hint, a restart or a render that said nothing new is silent', () => {
    const before = playIn(dealt(), REDEAL, 0);
    expect(cueFor(before, noteIn(before, 'Copied.'))).toBeNull();
    expect(cueFor(before, hintIn(before))).toBeNull();
    expect(cueFor(before, restartIn(before))).toBeNull();
    expect(cueFor(before, before)).toBeNull();
  });
});

describe('the sounds', () => {
  it.each(CUES)('%s is a few quiet notes, over within a second', (cue) => {
    const notes = SOUNDS[cue];
    expect(notes.length).toBeGreaterThan(0);
    expect(soundLength(notes)).toBeLessThanOrEqual(1);
    for (const n of notes) {
      expect(n.gain).toBeGreaterThan(0);
      expect(n.gain).toBeLessThanOrEqual(0.2);
      expect(n.length).toBeGreaterThan(0);
      expect(Math.min(n.from, n.to)).toBeGreaterThanOrEqual(20);
      expect(Math.max(n.from, n.to)).toBeLessThanOrEqual(20_000);
    }
  });

  it('the win is the longest sound, a refusal the lowest', () => {
    const lengths = CUES.map((cue) => soundLength(SOUNDS[cue]));
    expect(soundLength(SOUNDS.win)).toBe(Math.max(...lengths));
    const lowest = (cue: (typeof CUES)[number]) => Math.min(...SOUNDS[cue].map((n) => Math.min(n.from, n.to)));
    for (const cue of CUES) if (cue !== 'refusal') expect(lowest('refusal')).toBeLessThan(lowest(cue));
  });
});

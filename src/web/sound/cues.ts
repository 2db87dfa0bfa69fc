// Which sound a change to the session makes, and each sound as a few synthesized notes (no audio files).

import { isPilePlace } from '../../engine/index';
import type { Session } from '../core/session';

export const CUES = ['move', 'home', 'refusal', 'redeal', 'win'] as const;
/** A sound: a card moved, a card home on a foundation, a refused move, a redeal (casual: a shuffle), a win. */
export type Cue = (typeof CUES)[number];

/**
 * The sound for going from `before` to `after`, or null: a move or an undo that changed the table, or a refusal
 * the status line says. A note, a hint, a new deal or a restart makes no sound; neither does a render that
 * said nothing new.
 */
export function cueFor(before: Session, after: Session): Cue | null {
  if (after.said === before.said) return null;
  const { change } = after;
  if (change.kind === 'move' && change.serial !== before.change.serial) {
    if (change.undone) return 'move';
    if (after.status === 'won') return 'win';
    if (change.move.kind === 'redeal') return 'redeal';
    return isPilePlace(change.move.to) ? 'move' : 'home';
  }
  return after.refused ? 'refusal' : null;
}

/** One note: when it starts after the sound begins and how long it lasts (seconds), its pitch (Hz) and loudness. */
export interface Note {
  readonly at: number;
  readonly length: number;
  readonly from: number;
  /** The pitch it glides to by its end. */
  readonly to: number;
  readonly wave: OscillatorType;
  /** Peak loudness, 0 to 1: every sound stays quiet. */
  readonly gain: number;
}

const note = (at: number, length: number, from: number, to: number, wave: OscillatorType, gain: number): Note => ({
  at,
  length,
  from,
  to,
  wave,
  gain,
});

/** A riffle: seven quick clicks falling in pitch, like cards shuffled together. */
const RIFFLE = Array.from({ length: 7 }, (_, i) =>
  note(i * 0.035, 0.03, 1500 - i * 90, 1100 - i * 90, 'triangle', 0.07),
);

/** A major arpeggio up to the octave, the last note held. */
const FANFARE = [523.25, 659.25, 783.99, 1046.5].map((pitch, i) =>
  note(i * 0.11, i === 3 ? 0.5 : 0.16, pitch, pitch, 'sine', 0.14),
);

export const SOUNDS: Record<Cue, readonly Note[]> = {
  move: [note(0, 0.06, 700, 460, 'triangle', 0.12)],
  home: [note(0, 0.07, 660, 660, 'sine', 0.12), note(0.07, 0.11, 990, 990, 'sine', 0.12)],
  refusal: [note(0, 0.16, 190, 150, 'sawtooth', 0.05)],
  redeal: RIFFLE,
  win: FANFARE,
};

/** How long a sound lasts, in seconds. */
export function soundLength(notes: readonly Note[]): number {
  return notes.reduce((end, n) => Math.max(end, n.at + n.length), 0);
}

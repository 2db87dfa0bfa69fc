// Plays the cues with the Web Audio API: one audio context, made on the first tap or key press after sound is turned on.

import { type Cue, SOUNDS } from './cues';

type AudioContextClass = typeof AudioContext;

function audioContextClass(): AudioContextClass | null {
  if (typeof window === 'undefined') return null;
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass };
  return w.AudioContext ?? w.webkitAudioContext ?? null;
}

export class SoundPlayer {
  private context: AudioContext | null = null;

  /**
   * Called from a tap or key press: a browser lets a page start sound only after the player has done something,
   * so the context is made (or woken) here and never at load. Without Web Audio the game is simply silent.
   */
  unlock(): void {
    if (this.context === null) {
      const Context = audioContextClass();
      if (Context === null) return;
      try {
        this.context = new Context();
      } catch {
        return;
      }
    }
    if (this.context.state === 'suspended') void this.context.resume().catch(() => undefined);
  }

  play(cue: Cue): void {
    const context = this.context;
    if (context === null || context.state !== 'running') return;
    const start = context.currentTime + 0.005;
    for (const n of SOUNDS[cue]) {
      const oscillator = context.createOscillator();
      const gain = context.createGain();
      const at = start + n.at;
      const end = at + n.length;
      oscillator.type = n.wave;
      oscillator.frequency.setValueAtTime(n.from, at);
      if (n.to !== n.from) oscillator.frequency.exponentialRampToValueAtTime(n.to, end);
      // A quick rise and a fall to silence: no click at either end.
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(n.gain, at + Math.min(0.01, n.length / 4));
      gain.gain.exponentialRampToValueAtTime(0.0001, end);
      oscillator.connect(gain).connect(context.destination);
      oscillator.start(at);
      oscillator.stop(end + 0.02);
    }
  }

  /** Lets the audio hardware go when sound is turned off. */
  close(): void {
    const context = this.context;
    this.context = null;
    if (context !== null) void context.close().catch(() => undefined);
  }
}

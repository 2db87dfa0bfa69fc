// The app's sound effects: when sound is on in Settings, each change to the session plays its cue.

import { useEffect, useRef } from 'preact/hooks';
import type { Session } from '../core/session';
import { cueFor } from './cues';
import { SoundPlayer } from './player';

export function useSounds(session: Session, on: boolean): void {
  const player = useRef<SoundPlayer | null>(null);
  const previous = useRef(session);
  useEffect(() => {
    if (!on) return;
    const sounds = new SoundPlayer();
    player.current = sounds;
    const unlock = () => sounds.unlock();
    // Capture, so the context exists before the tap's own handler plays a move.
    window.addEventListener('pointerdown', unlock, true);
    window.addEventListener('keydown', unlock, true);
    return () => {
      window.removeEventListener('pointerdown', unlock, true);
      window.removeEventListener('keydown', unlock, true);
      player.current = null;
      sounds.close();
    };
  }, [on]);
  useEffect(() => {
    const cue = cueFor(previous.current, session);
    previous.current = session;
    if (cue !== null) player.current?.play(cue);
  }, [session]);
}

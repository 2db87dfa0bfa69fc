// The play clock as values: it runs while the game is played and the page is visible, and its time is what is saved.

/** Time played before `since`, and when it last started running (null while paused). */
export interface PlayClock {
  readonly playedMs: number;
  readonly since: number | null;
}

/** A clock resumed from a saved time; it starts paused until the page is visible and the game goes on. */
export function clockFrom(playedMs: number): PlayClock {
  return { playedMs: Math.max(0, playedMs), since: null };
}

export function elapsedMs(clock: PlayClock, now: number): number {
  return clock.since === null ? clock.playedMs : clock.playedMs + Math.max(0, now - clock.since);
}

export function runClock(clock: PlayClock, now: number): PlayClock {
  return clock.since === null ? { playedMs: clock.playedMs, since: now } : clock;
}

/** Stops the clock (page hidden, game won or stuck), keeping the time played so far. */
export function pauseClock(clock: PlayClock, now: number): PlayClock {
  return clock.since === null ? clock : { playedMs: elapsedMs(clock, now), since: null };
}

/**
 * Calls `onChange(true)` when the page is hidden and `onChange(false)` when it is shown again, so the
 * app can pause the clock and save; returns the function that stops listening.
 */
export function watchPageHidden(doc: Document, onChange: (hidden: boolean) => void): () => void {
  const listener = () => onChange(doc.visibilityState === 'hidden');
  doc.addEventListener('visibilitychange', listener);
  return () => doc.removeEventListener('visibilitychange', listener);
}

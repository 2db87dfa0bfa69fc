// Which one dialog shows over the table: never two at once (the introduction's callouts count as one).

/** What asks to be shown over the table. */
export interface DialogsWanted {
  /** A dialog the player opened (a menu's, a pile's, a question before a restart). */
  readonly opened: boolean;
  /** The game has ended (stuck or won) and its dialog has not been closed. */
  readonly ended: boolean;
  /** The introduction is not done yet. */
  readonly intro: boolean;
}

export type DialogOnTop = 'opened' | 'end' | 'intro' | null;

/**
 * The dialog that shows: the one the player opened first, then the end of the game (RULES.md section 5: the game
 * says so at once), then the introduction, which waits until the others are closed.
 */
export function dialogOnTop(wanted: DialogsWanted): DialogOnTop {
  if (wanted.opened) return 'opened';
  if (wanted.ended) return 'end';
  return wanted.intro ? 'intro' : null;
}

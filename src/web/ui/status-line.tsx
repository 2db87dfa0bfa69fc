// The status line: a polite live region that says every message, the same sentence twice in a row included.

import { REPEAT_MARK } from '../core/session';

export interface StatusLineProps {
  readonly message: string;
  /** The session's count of messages said. */
  readonly said: number;
  readonly refused: boolean;
}

/**
 * Every other message ends with the repeat mark, so a repeated sentence ("Cannot place on an empty pile" twice)
 * still changes the region's text and a screen reader says it again. The text is one string (one text node) and
 * the region is atomic, so what is read is the whole sentence, not the mark.
 */
export function StatusLine({ message, said, refused }: StatusLineProps) {
  return (
    <p class={`status-line ${refused ? 'refused' : ''}`} role="status" aria-live="polite" aria-atomic="true">
      {said % 2 === 1 ? `${message}${REPEAT_MARK}` : message}
    </p>
  );
}

// Cutting a complaint's echo of bad input: short echoes kept whole, long ones cut, quote-filled ones bounded.

import { describe, expect, it } from 'vitest';
import { briefly, ECHO_LIMIT } from '../../src/engine/echo';

describe('briefly', () => {
  it('keeps a complaint whose echoes are short exactly as it was', () => {
    const message = `"${'x'.repeat(ECHO_LIMIT)}" is not a move: write FROM-TO.`;
    expect(briefly(message)).toBe(message);
  });

  it('cuts each long echo to its first characters and its length', () => {
    const message = `"${'a'.repeat(500)}" in "${'b'.repeat(70)}" is not a place.`;
    expect(briefly(message)).toBe(
      `"${'a'.repeat(ECHO_LIMIT)}…" (500 characters) in "${'b'.repeat(ECHO_LIMIT)}…" (70 characters) is not a place.`,
    );
  });

  it('bounds a complaint whose input was full of quote marks', () => {
    const message = `"${'"a'.repeat(100_000)}" is not a game code.`;
    const short = briefly(message);
    expect(short.length).toBeLessThan(500);
    expect(short).toContain(`${message.length.toLocaleString('en-US')} characters in all`);
  });
});

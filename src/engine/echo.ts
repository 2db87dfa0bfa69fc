// Keeps a complaint short and harmless however long the bad input was, in the terminal and in the app: a quoted
// echo of it is cut to its first characters, and no control character of it is shown raw.

/** How much of a quoted piece of input a complaint repeats. */
export const ECHO_LIMIT = 60;
/** A complaint longer than this even after its quotes are cut (input full of quote marks) is cut itself. */
const MESSAGE_LIMIT = 400;

const count = (n: number): string => `${n.toLocaleString('en-US')} characters`;

/** A terminal control character (C0 but tab and newline, DEL, C1): one that can move the cursor or clear the screen. */
function isControl(code: number): boolean {
  return (code < 0x20 && code !== 0x09 && code !== 0x0a) || (code >= 0x7f && code <= 0x9f);
}

/** The text with every control character shown as its code (`\x1b` for escape), so input never drives the terminal. */
export function visible(text: string): string {
  let shown = '';
  for (const c of text) {
    const code = c.codePointAt(0) ?? 0;
    shown += isControl(code) ? `\\x${code.toString(16).padStart(2, '0')}` : c;
  }
  return shown;
}

/**
 * The message, its control characters made visible, with every quoted run longer than ECHO_LIMIT cut to `"its start…" (N characters)`, so a
 * megabyte of junk is answered in one readable line that still shows what the junk began with.
 */
export function briefly(message: string): string {
  const cut = visible(message).replace(/"([^"]*)"/g, (quoted, inner: string) =>
    inner.length > ECHO_LIMIT ? `"${inner.slice(0, ECHO_LIMIT)}…" (${count(inner.length)})` : quoted,
  );
  return cut.length > MESSAGE_LIMIT ? `${cut.slice(0, MESSAGE_LIMIT)}… (${count(cut.length)} in all)` : cut;
}

// Keeps a complaint short however long the bad input was: a quoted echo of it is cut to its first characters.

/** How much of a quoted piece of input a complaint repeats. */
export const ECHO_LIMIT = 60;
/** A complaint longer than this even after its quotes are cut (input full of quote marks) is cut itself. */
const MESSAGE_LIMIT = 400;

const count = (n: number): string => `${n.toLocaleString('en-US')} characters`;

/**
 * The message with every quoted run longer than ECHO_LIMIT cut to `"its start…" (N characters)`, so a
 * megabyte of junk is answered in one readable line that still shows what the junk began with.
 */
export function briefly(message: string): string {
  const cut = message.replace(/"([^"]*)"/g, (quoted, inner: string) =>
    inner.length > ECHO_LIMIT ? `"${inner.slice(0, ECHO_LIMIT)}…" (${count(inner.length)})` : quoted,
  );
  return cut.length > MESSAGE_LIMIT ? `${cut.slice(0, MESSAGE_LIMIT)}… (${count(cut.length)} in all)` : cut;
}

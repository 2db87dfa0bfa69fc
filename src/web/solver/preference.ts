// The solver choices kept in the browser between visits: "winnable deals only" and thinking ahead (both on unless turned off).

const WINNABLE_KEY = 'crescent.winnableOnly';
const AHEAD_KEY = 'crescent.solverAhead';

/**
 * The stored choice, read exactly: "on" or "off", the only values saveChoice writes. Anything else (an old
 * or foreign value, junk of any length) is removed, so it is not kept for ever, and the default holds.
 */
function loadChoice(key: string): boolean {
  try {
    const stored = globalThis.localStorage?.getItem(key) ?? null;
    if (stored === 'on' || stored === null) return true;
    if (stored === 'off') return false;
    globalThis.localStorage?.removeItem(key);
    return true;
  } catch {
    // Storage may be refused (private mode, blocked cookies): the default holds.
    return true;
  }
}

function saveChoice(key: string, on: boolean): void {
  try {
    globalThis.localStorage?.setItem(key, on ? 'on' : 'off');
  } catch {
    // Not kept; the choice still holds for this visit.
  }
}

export const loadWinnableOnly = (): boolean => loadChoice(WINNABLE_KEY);
export const saveWinnableOnly = (on: boolean): void => saveChoice(WINNABLE_KEY, on);

/** Whether the solver searches each new position while the player thinks. */
export const loadThinkAhead = (): boolean => loadChoice(AHEAD_KEY);
export const saveThinkAhead = (on: boolean): void => saveChoice(AHEAD_KEY, on);

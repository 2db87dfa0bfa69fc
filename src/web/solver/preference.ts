// The "winnable deals only" choice, kept in the browser between visits (on unless the player turned it off).

const KEY = 'crescent.winnableOnly';

export function loadWinnableOnly(): boolean {
  try {
    return globalThis.localStorage?.getItem(KEY) !== 'off';
  } catch {
    // Storage may be refused (private mode, blocked cookies): the default holds.
    return true;
  }
}

export function saveWinnableOnly(on: boolean): void {
  try {
    globalThis.localStorage?.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Not kept; the choice still holds for this visit.
  }
}

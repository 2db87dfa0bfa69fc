// The rules and examples pages take the looks saved in the app's settings, now and whenever they may have changed.

import { applyStoredLooks } from '../web/persist/looks';

/**
 * Puts the stored appearance and table colour on the page's root at once, again when another tab changes the
 * settings, and when the page comes back from the browser's back-forward cache (the app may have changed them).
 */
export function followStoredLooks(): void {
  const apply = () => applyStoredLooks(document.documentElement);
  apply();
  window.addEventListener('storage', apply);
  window.addEventListener('pageshow', apply);
}

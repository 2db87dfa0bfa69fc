// Registers the service worker that keeps the game playable offline; the app imports this and calls it once.
/// <reference types="vite/client" />

import { NEW_VERSION, takeUpdate, watchForUpdate } from './update';

export type ServiceWorkerOutcome = 'registered' | 'unsupported' | 'development' | 'failed';

/**
 * Registers `sw.js` beside the page. Only production builds have one (the dev server serves files
 * fresh, and a cache-first worker there would hide edits). Never throws and never logs an error:
 * a game without offline support is still a game.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerOutcome> {
  if (!import.meta.env.PROD) return 'development';
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported';
  try {
    const container = navigator.serviceWorker;
    const registration = await container.register('./sw.js', { scope: './' });
    watchForUpdate(container, registration, (worker) =>
      NEW_VERSION.offer(() => takeUpdate(worker, container, () => location.reload())),
    );
    return 'registered';
  } catch {
    return 'failed';
  }
}

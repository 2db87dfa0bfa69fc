// A new version of the app, found by the service worker: offered to the player, and taken by a reload that
// keeps the saved game (a reload resumes it from storage).

/** What the page sends a waiting worker so it takes over at once (worker.ts answers it; it cannot import this). */
export const TAKE_OVER = 'crescent-take-over';

/** The parts of a service worker, its registration and the page's container this module uses, so tests can fake them. */
export interface UpdateWorker {
  readonly state: string;
  postMessage(message: unknown): void;
  addEventListener(type: 'statechange', listener: () => void): void;
}
export interface UpdateRegistration {
  readonly waiting: UpdateWorker | null;
  readonly installing: UpdateWorker | null;
  addEventListener(type: 'updatefound', listener: () => void): void;
}
export interface UpdateContainer {
  readonly controller: unknown;
  addEventListener(type: 'controllerchange', listener: () => void, options?: { once: boolean }): void;
}

/**
 * Calls `ready` with the new version's worker once one is installed and waiting: at once if one waits already, else
 * when one finishes installing. Only while a worker controls the page: the first install is no new version.
 */
export function watchForUpdate(
  container: UpdateContainer,
  registration: UpdateRegistration,
  ready: (worker: UpdateWorker) => void,
): void {
  let offered = false;
  const offer = (worker: UpdateWorker) => {
    if (offered || container.controller === null) return;
    offered = true;
    ready(worker);
  };
  if (registration.waiting !== null) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') offer(worker);
    });
  });
}

/** Asks the waiting worker to take over, and reloads the page once it has, so the page is the new version's. */
export function takeUpdate(worker: UpdateWorker, container: UpdateContainer, reload: () => void): void {
  container.addEventListener('controllerchange', reload, { once: true });
  worker.postMessage(TAKE_OVER);
}

/** Where the app hears of a new version: the service worker's registration reports it, the notice listens. */
export class UpdateOffer {
  private take: (() => void) | null = null;
  private readonly listeners = new Set<(take: () => void) => void>();

  /** A new version waits; `take` reloads into it. */
  offer(take: () => void): void {
    this.take = take;
    for (const listener of this.listeners) listener(take);
  }

  /** Hears of a new version, now if one waits already; returns the way to stop listening. */
  listen(listener: (take: () => void) => void): () => void {
    this.listeners.add(listener);
    if (this.take !== null) listener(this.take);
    return () => this.listeners.delete(listener);
  }
}

/** The app's one offer, which register-sw.ts fills and the notice reads. */
export const NEW_VERSION = new UpdateOffer();

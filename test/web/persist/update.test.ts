// A new version of the app: found waiting behind the old one, offered once, and taken by a reload once it controls the page.

import { describe, expect, it } from 'vitest';
import { serviceWorkerScript } from '../../../src/service-worker/plugin';
import {
  TAKE_OVER,
  takeUpdate,
  type UpdateContainer,
  UpdateOffer,
  type UpdateRegistration,
  type UpdateWorker,
  watchForUpdate,
} from '../../../src/web/persist/update';

/** A fake worker whose state a test moves on, telling its listeners. */
function fakeWorker(state = 'installing') {
  const heard: (() => void)[] = [];
  const sent: unknown[] = [];
  const worker = {
    state,
    sent,
    postMessage: (message: unknown) => sent.push(message),
    addEventListener: (_type: 'statechange', listener: () => void) => heard.push(listener),
    become(next: string) {
      worker.state = next;
      for (const listener of heard) listener();
    },
  };
  return worker;
}

function fakeRegistration(waiting: UpdateWorker | null = null) {
  const found: (() => void)[] = [];
  const registration = {
    waiting,
    installing: null as UpdateWorker | null,
    addEventListener: (_type: 'updatefound', listener: () => void) => found.push(listener),
    install(worker: UpdateWorker) {
      registration.installing = worker;
      for (const listener of found) listener();
    },
  };
  return registration satisfies UpdateRegistration;
}

function fakeContainer(controller: unknown) {
  const changes: (() => void)[] = [];
  return {
    controller,
    addEventListener: (_type: 'controllerchange', listener: () => void) => changes.push(listener),
    change: () => {
      for (const listener of changes.splice(0)) listener();
    },
  } satisfies UpdateContainer & { change(): void };
}

describe('a new version', () => {
  it('is offered at once when it already waits behind the version that controls the page', () => {
    const waiting = fakeWorker('installed');
    const offered: UpdateWorker[] = [];
    watchForUpdate(fakeContainer({}), fakeRegistration(waiting), (worker) => offered.push(worker));
    expect(offered).toEqual([waiting]);
  });

  it('is offered once it has installed, found while the page is open', () => {
    const registration = fakeRegistration();
    const offered: UpdateWorker[] = [];
    watchForUpdate(fakeContainer({}), registration, (worker) => offered.push(worker));
    const next = fakeWorker();
    registration.install(next);
    expect(offered).toEqual([]);
    next.become('installed');
    next.become('activated');
    expect(offered).toEqual([next]);
  });

  it('is not offered on a first visit, where the first version installs with no other controlling the page', () => {
    const registration = fakeRegistration();
    const offered: UpdateWorker[] = [];
    watchForUpdate(fakeContainer(null), registration, (worker) => offered.push(worker));
    const first = fakeWorker();
    registration.install(first);
    first.become('installed');
    expect(offered).toEqual([]);
  });

  it('is taken by asking the waiting worker to take over, then reloading once it controls the page', () => {
    const worker = fakeWorker('installed');
    const container = fakeContainer({});
    let reloads = 0;
    takeUpdate(worker, container, () => reloads++);
    expect(worker.sent).toEqual([TAKE_OVER]);
    expect(reloads).toBe(0);
    container.change();
    expect(reloads).toBe(1);
  });

  it('reaches a notice that starts listening before or after it is found', () => {
    const offer = new UpdateOffer();
    const heard: string[] = [];
    const stop = offer.listen(() => heard.push('early'));
    const take = () => undefined;
    offer.offer(take);
    offer.listen((given) => heard.push(given === take ? 'late' : 'other'));
    stop();
    offer.offer(take);
    expect(heard).toEqual(['early', 'late', 'late']);
  });

  it('takes over when the page asks, in the service worker itself', async () => {
    const script = await serviceWorkerScript({ version: 'test', files: [] });
    const handlers = new Map<string, (event: { data: unknown }) => void>();
    let skipped = 0;
    const self = {
      location: { href: 'http://127.0.0.1/sw.js' },
      addEventListener: (type: string, handler: (event: { data: unknown }) => void) => handlers.set(type, handler),
      skipWaiting: async () => {
        skipped++;
      },
    };
    new Function('self', script)(self);
    handlers.get('message')?.({ data: 'something else' });
    expect(skipped).toBe(0);
    handlers.get('message')?.({ data: TAKE_OVER });
    expect(skipped).toBe(1);
  });
});

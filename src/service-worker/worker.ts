// The service worker: precaches the built files at install and serves them cache-first, so the game plays offline.

/** Written in by the build (see plugin.ts): the built files, relative to this worker, and a hash of their contents. */
declare const PRECACHE: { readonly version: string; readonly files: readonly string[] };
declare const self: ServiceWorkerGlobalScope;

const CACHE_PREFIX = 'crescent-';
const CACHE = `${CACHE_PREFIX}${PRECACHE.version}`;

function absolute(file: string): string {
  return new URL(file, self.location.href).href;
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // `reload` skips the HTTP cache, so a new version never precaches an old file.
      await cache.addAll(PRECACHE.files.map((file) => new Request(absolute(file), { cache: 'reload' })));
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE) await caches.delete(name);
      }
      // Take charge of the page that registered us, so it is offline-ready without a second visit.
      await self.clients.claim();
    })(),
  );
});

/** A cached file, or the network; offline, the game's address gets the game, and any other page is sent there. */
async function cacheFirst(request: Request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const navigation = request.mode === 'navigate';
  // Pages take their deal from the query (?code=...), so the query never picks a different file. Servers
  // may send `Vary: Origin`, which would keep module scripts (sent with an Origin) from matching: our
  // files are the same whoever asks.
  const hit = await cache.match(request, { ignoreSearch: navigation, ignoreVary: true });
  if (hit !== undefined) return hit;
  try {
    return await fetch(request);
  } catch (error) {
    if (navigation) {
      // A page outside the app's own (a mistyped or junk address) would load the game's scripts from under that
      // address, where nothing is cached: send it to the game itself, keeping its ?code= or ?position=.
      const asked = new URL(request.url);
      const home = new URL('./', self.location.href);
      if (asked.pathname !== home.pathname) return Response.redirect(`${home.href}${asked.search}`, 302);
      const page = await cache.match(absolute('index.html'), { ignoreVary: true });
      if (page !== undefined) return page;
    }
    throw error;
  }
}

// The page asks a new version waiting behind the old one to take over when the player chooses to reload into it
// (src/web/persist/update.ts names the message).
self.addEventListener('message', (event) => {
  if (event.data === 'crescent-take-over') void self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith(cacheFirst(request));
});

export {};

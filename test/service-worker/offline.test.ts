// Offline and installable: the icon PNGs, the manifest, the precache list and the service worker run in a fake scope.

import { runInNewContext } from 'node:vm';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32, crescentIconPng, ICON_BACKGROUND, ICON_MOON } from '../../src/service-worker/icon';
import { ICON_SIZES, iconFile, THEME_COLOUR, webManifest } from '../../src/service-worker/manifest';
import { precacheList, serviceWorkerScript } from '../../src/service-worker/plugin';

/** Reads a PNG's chunks, checking each CRC; returns width, height and the RGBA rows (filter bytes removed). */
function decodePng(png: Buffer): { width: number; height: number; pixel: (x: number, y: number) => number[] } {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  let at = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (at < png.length) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const data = png.subarray(at + 8, at + 8 + length);
    expect(png.readUInt32BE(at + 8 + length)).toBe(crc32(png.subarray(at + 4, at + 8 + length)));
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect([data[8], data[9]]).toEqual([8, 6]);
    }
    if (type === 'IDAT') idat.push(data);
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  expect(raw.length).toBe(height * (1 + width * 4));
  const pixel = (x: number, y: number) => {
    const i = y * (1 + width * 4) + 1 + x * 4;
    return [...raw.subarray(i, i + 4)];
  };
  return { width, height, pixel };
}

describe('icons and manifest', () => {
  it('draws each icon size as a valid PNG: background at the corners, moon on its body', () => {
    for (const size of ICON_SIZES) {
      const { width, height, pixel } = decodePng(crescentIconPng(size));
      expect([width, height]).toEqual([size, size]);
      expect(pixel(0, 0)).toEqual([...ICON_BACKGROUND, 255]);
      // The left part of the disc, far from the bite, is moon.
      expect(pixel(Math.round(size * 0.3), Math.round(size * 0.5))).toEqual([...ICON_MOON, 255]);
      // The bite, right of centre and above, is background again.
      expect(pixel(Math.round(size * 0.65), Math.round(size * 0.4))).toEqual([...ICON_BACKGROUND, 255]);
    }
  });

  it('makes the app installable: name, start URL, standalone, theme colour, 192 and 512 icons', () => {
    const manifest = webManifest() as { icons: { src: string; sizes: string; purpose: string }[] } & Record<
      string,
      unknown
    >;
    expect(manifest).toMatchObject({ start_url: './', display: 'standalone', theme_color: THEME_COLOUR });
    expect(typeof manifest.name).toBe('string');
    for (const size of [192, 512]) {
      expect(manifest.icons).toContainEqual(expect.objectContaining({ src: iconFile(size), sizes: `${size}x${size}` }));
    }
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  });

  it('precaches the address players open and every built file but maps and the worker', () => {
    expect(precacheList(['index.html', 'sw.js', 'assets/a.js', 'assets/a.js.map', 'rules.html', 'index.html'])).toEqual(
      ['./', 'assets/a.js', 'index.html', 'rules.html'],
    );
  });
});

/** A minimal service worker scope: event listeners, a Cache Storage in memory and a network that can go away. */
function fakeScope(site: Record<string, string>) {
  const origin = 'https://crescent.example';
  const listeners = new Map<string, (event: unknown) => void>();
  const stores = new Map<string, Map<string, Response>>();
  const state = { online: true, fetched: [] as string[] };
  const keyOf = (request: Request | string, ignoreSearch = false) => {
    const url = new URL(typeof request === 'string' ? request : request.url);
    if (ignoreSearch) url.search = '';
    return url.href;
  };
  const openCache = async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      addAll: async (requests: Request[]) => {
        for (const request of requests) store.set(keyOf(request), await network(request));
      },
      match: async (request: Request | string, options?: { ignoreSearch?: boolean }) => {
        const wanted = keyOf(request, options?.ignoreSearch);
        for (const [key, response] of store) {
          if (keyOf(key, options?.ignoreSearch) === wanted) return response.clone();
        }
        return undefined;
      },
    };
  };
  const network = async (request: Request | string) => {
    const url = new URL(typeof request === 'string' ? request : request.url);
    state.fetched.push(url.pathname + url.search);
    if (!state.online) throw new TypeError('Failed to fetch');
    const path = url.pathname === '/' ? 'index.html' : url.pathname.slice(1);
    const body = site[path];
    return body === undefined ? new Response('not found', { status: 404 }) : new Response(body);
  };
  const self = {
    location: { href: `${origin}/sw.js`, origin },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    clients: { claim: async () => undefined },
  };
  const caches = {
    open: openCache,
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const dispatch = async (type: string, extra: Record<string, unknown> = {}) => {
    const waits: Promise<unknown>[] = [];
    let response: Promise<Response> | undefined;
    listeners.get(type)?.({
      ...extra,
      waitUntil: (p: Promise<unknown>) => waits.push(p),
      respondWith: (r: Promise<Response>) => {
        response = r;
      },
    });
    await Promise.all(waits);
    return response;
  };
  const get = (path: string, mode: RequestMode = 'cors') =>
    dispatch('fetch', { request: { url: `${origin}${path}`, method: 'GET', mode } as unknown as Request });
  return { context: { self, caches, fetch: network, URL, Request, Response }, stores, state, dispatch, get };
}

describe('the service worker', () => {
  const site = {
    'index.html': '<title>game</title>',
    'rules.html': '<title>rules</title>',
    'assets/main-abc.js': 'console.log(1)',
  };

  async function installed() {
    const files = precacheList(Object.keys(site));
    const scope = fakeScope(site);
    runInNewContext(await serviceWorkerScript({ version: 'v1', files }), scope.context);
    await scope.dispatch('install');
    await scope.dispatch('activate');
    return scope;
  }

  it('is a classic script: no import or export left', async () => {
    const script = await serviceWorkerScript({ version: 'v', files: [] });
    expect(script).not.toMatch(/^\s*(import|export)\b/m);
    expect(script.startsWith('const PRECACHE = {"version":"v","files":[]};')).toBe(true);
  });

  it('precaches every listed file at install under a versioned cache', async () => {
    const scope = await installed();
    expect([...scope.stores.keys()]).toEqual(['crescent-v1']);
    expect([...(scope.stores.get('crescent-v1')?.keys() ?? [])].sort()).toEqual(
      ['/', '/assets/main-abc.js', '/index.html', '/rules.html'].map((p) => `https://crescent.example${p}`),
    );
  });

  it('serves from the cache with no network: the game with any query, the rules, the scripts', async () => {
    const scope = await installed();
    scope.state.online = false;
    scope.state.fetched = [];
    expect(await (await scope.get('/?code=CR1-N-AAAAAAB', 'navigate'))?.text()).toBe('<title>game</title>');
    expect(await (await scope.get('/rules.html', 'navigate'))?.text()).toBe('<title>rules</title>');
    expect(await (await scope.get('/assets/main-abc.js'))?.text()).toBe('console.log(1)');
    expect(scope.state.fetched).toEqual([]);
  });

  it('sends an unknown page to the game while offline, keeping its link, and gives an unknown file the network error', async () => {
    const scope = await installed();
    scope.state.online = false;
    const sent = await scope.get('/nowhere/deeper?code=CR1-N-AAAAAAB', 'navigate');
    expect([sent?.status, sent?.headers.get('location')]).toEqual([
      302,
      'https://crescent.example/?code=CR1-N-AAAAAAB',
    ]);
    expect(await (await scope.get('/?code=CR1-N-AAAAAAB', 'navigate'))?.text()).toBe('<title>game</title>');
    await expect(scope.get('/assets/missing.js')).rejects.toThrow('Failed to fetch');
  });

  it('drops the caches of older versions when a new one activates', async () => {
    const scope = await installed();
    runInNewContext(await serviceWorkerScript({ version: 'v2', files: precacheList(Object.keys(site)) }), {
      ...scope.context,
    });
    await scope.dispatch('install');
    await scope.dispatch('activate');
    expect([...scope.stores.keys()]).toEqual(['crescent-v2']);
  });

  it('leaves other origins and other methods to the browser', async () => {
    const scope = await installed();
    const other = await scope.dispatch('fetch', {
      request: { url: 'https://elsewhere.example/x.js', method: 'GET', mode: 'cors' },
    });
    const post = await scope.dispatch('fetch', {
      request: { url: 'https://crescent.example/index.html', method: 'POST', mode: 'cors' },
    });
    expect([other, post]).toEqual([undefined, undefined]);
  });
});

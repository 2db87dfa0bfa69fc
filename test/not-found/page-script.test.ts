// The not-found page's script, run without a browser: it probes and links only folders of its own origin.

import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const PAGE = readFileSync(resolve(import.meta.dirname, '..', '..', 'public', '404.html'), 'utf8');

/** The page's one inline script. */
function pageScript(): string {
  const found = /<script>([\s\S]*?)<\/script>/.exec(PAGE);
  if (found?.[1] === undefined) throw new Error('404.html has no inline script');
  return found[1];
}

interface Outcome {
  readonly probed: string[];
  readonly href: string;
}

/** Runs the script at `address`; `appAt` is the folder whose manifest answers (every other probe gets a 404). */
async function runAt(address: string, appAt: string): Promise<Outcome> {
  const url = new URL(address);
  const probed: string[] = [];
  const link = { href: '/' };
  const why = { textContent: '', append: () => undefined };
  const location = { origin: url.origin, pathname: url.pathname, search: url.search, hash: url.hash, href: url.href };
  let settle: () => void = () => undefined;
  const done = new Promise<void>((resolveDone) => {
    settle = resolveDone;
  });
  const fetch = async (asked: string) => {
    const absolute = new URL(asked, url.href);
    probed.push(absolute.href);
    const ok = absolute.href === new URL('manifest.webmanifest', new URL(appAt, url.origin)).href;
    return { ok, headers: { get: () => (ok ? 'application/manifest+json' : 'text/html') } };
  };
  // The script sets the link's address last; a setter on it says when.
  const watched = {
    textContent: '',
    get href() {
      return link.href;
    },
    set href(value: string) {
      link.href = new URL(value, url.href).href;
      settle();
    },
  };
  const document = {
    getElementById: (id: string) => (id === 'app' ? watched : why),
    createElement: () => ({ textContent: '' }),
  };
  new Function('document', 'location', 'fetch', 'URL', 'URLSearchParams', pageScript())(
    document,
    location,
    fetch,
    URL,
    URLSearchParams,
  );
  await done;
  return { probed, href: link.href };
}

describe('the not-found page finds the app on its own origin only', () => {
  it('links to the app folder found up the address, keeping the game', async () => {
    const outcome = await runAt('http://127.0.0.1:4173/crescent/x/y?code=CR1-N-AAAAAAB', '/crescent/');
    expect(outcome.href).toBe('http://127.0.0.1:4173/crescent/?code=CR1-N-AAAAAAB');
    expect(outcome.probed).toEqual([
      'http://127.0.0.1:4173/crescent/x/manifest.webmanifest',
      'http://127.0.0.1:4173/crescent/manifest.webmanifest',
    ]);
  });

  it('never probes nor links another origin from an address that starts with two slashes', async () => {
    for (const path of ['//evil.example/x/y', '///evil.example/x/y', '/.//evil.example/x/']) {
      const outcome = await runAt(`http://127.0.0.1:4173${path}?code=CR1-N-AAAAAAB`, '/evil.example/x/');
      for (const probe of outcome.probed) expect(new URL(probe).origin, probe).toBe('http://127.0.0.1:4173');
      expect(new URL(outcome.href).origin, path).toBe('http://127.0.0.1:4173');
    }
  });

  it('falls back to the site root, on its own origin, when no folder holds the app', async () => {
    const outcome = await runAt('http://127.0.0.1:4173//evil.example/x/y?position=P', '/nowhere/');
    expect(outcome.href).toBe('http://127.0.0.1:4173/?position=P');
    expect(outcome.probed.length).toBeGreaterThan(0);
  });
});

// Finds a Chromium for the browser tests (from the environment, the usual paths, or Debian's packages when root) and starts it.

import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import { type Browser, type BrowserServer, chromium, type LaunchOptions } from 'playwright-core';

/** The environment variable through which the test files find the one Chromium the global setup started for them all. */
export const SHARED_BROWSER = 'CRESCENT_BROWSER_WS';

function executable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function onPath(name: string): string | null {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (dir !== '' && executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** Where Debian's `chromium-headless-shell` package puts the shell. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function found(shell: boolean): string | null {
  for (const variable of ['CRESCENT_CHROMIUM', 'CHROME_PATH']) {
    const path = process.env[variable];
    if (path && executable(path)) return path;
  }
  // The old headless shell is the same Chromium without a browser window's interface: a new context and its page
  // take about half the CPU they take in the full browser's headless mode, and the tests open hundreds of them.
  if (shell && executable(HEADLESS_SHELL)) return HEADLESS_SHELL;
  if (executable('/usr/bin/chromium')) return '/usr/bin/chromium';
  for (const name of ['chromium', 'chromium-browser', 'google-chrome', 'chromium-headless-shell']) {
    const path = onPath(name);
    if (path !== null) return path;
  }
  return null;
}

/**
 * The path of a Chromium to drive, installing Debian's headless shell when running as root and none is found. The
 * tests take the headless shell first; a benchmark of what a player's browser does (`shell` false) takes the full
 * browser first.
 */
export function findChromium(shell = true): string {
  const path = found(shell);
  if (path !== null) return path;
  if (process.getuid?.() === 0 && onPath('apt-get') !== null) {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
    const installed = found(true);
    if (installed !== null) return installed;
  }
  throw new Error(
    'No Chromium found for the browser tests: install the "chromium-headless-shell" or "chromium" package (apt-get install chromium-headless-shell) or set CRESCENT_CHROMIUM to a Chromium or Chrome executable.',
  );
}

/**
 * The flags for a quiet, headless, offline-minded Chromium. Playwright's launch() gives every browser
 * a fresh temporary profile of its own (it refuses --user-data-dir), so none is passed here.
 */
export function chromiumArgs(): string[] {
  return [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ];
}

/**
 * Parts of the browser's own interface that a headless window never shows but builds all the same: in Chromium 156
 * each new window prepares two omnibox popups, WebUI pages in a renderer of their own, which cost most of the CPU a new
 * browser context takes. The tests open hundreds of contexts on two cores.
 */
const UNSHOWN_INTERFACE = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

const DISABLE_FEATURES = '--disable-features=';

/**
 * The `--disable-features` switch Playwright starts Chromium with, read from a short-lived browser's command line.
 * Chromium heeds only the last such switch, so ours has to carry Playwright's features as well as its own.
 */
async function playwrightsDisabledFeatures(executablePath: string): Promise<string | null> {
  const probe = await chromium.launchServer({ executablePath, args: chromiumArgs(), headless: true });
  const switches = probe.process().spawnargs;
  await probe.close();
  return switches.find((arg) => arg.startsWith(DISABLE_FEATURES)) ?? null;
}

/** How the tests launch Chromium: the quiet flags, and Playwright's disabled features with the unshown interface's. */
async function launchOptions(): Promise<LaunchOptions> {
  const executablePath = findChromium();
  const theirs = await playwrightsDisabledFeatures(executablePath);
  const features = [...(theirs?.slice(DISABLE_FEATURES.length).split(',') ?? []), ...UNSHOWN_INTERFACE];
  return {
    executablePath,
    headless: true,
    args: [...chromiumArgs(), `${DISABLE_FEATURES}${features.join(',')}`],
    ignoreDefaultArgs: theirs === null ? [] : [theirs],
  };
}

/** Starts a headless Chromium that other processes connect to: the test files share it instead of each starting its own. */
export async function serveBrowser(): Promise<BrowserServer> {
  return chromium.launchServer(await launchOptions());
}

/**
 * A Chromium to open contexts in: the shared one when the global setup started it (closing a connection leaves it
 * running for the other files), else one of its own (a file run outside Vitest's setup, or a benchmark).
 */
export async function startBrowser(): Promise<Browser> {
  const shared = process.env[SHARED_BROWSER];
  if (shared !== undefined && shared !== '') return chromium.connect(shared);
  return chromium.launch(await launchOptions());
}

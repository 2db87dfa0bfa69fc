// Vitest global setup: finds (or, as root, installs) Chromium once and starts the one browser every browser test file shares.

import { SHARED_BROWSER, serveBrowser } from './chromium';

export default async function setup(): Promise<() => Promise<void>> {
  // Test files run in parallel workers; settling the browser here keeps them from racing to apt-get, and one browser
  // for them all saves each file starting and stopping its own. Each test still gets fresh contexts of its own.
  const server = await serveBrowser();
  process.env[SHARED_BROWSER] = server.wsEndpoint();
  return async () => {
    delete process.env[SHARED_BROWSER];
    await server.close();
  };
}

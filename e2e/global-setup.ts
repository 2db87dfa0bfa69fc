// Vitest global setup: finds (or, as root, installs) Chromium once, before the browser test files run in parallel.

import { findChromium } from './chromium';

export default function setup(): void {
  // Test files run in parallel workers; settling the browser here keeps them from racing to apt-get.
  process.env.CRESCENT_CHROMIUM = findChromium();
}

// Browser test: the suits on the cards are masks made once as PNG bitmaps (an SVG mask is drawn again for every card
// painted, the longest task at load on a phone), and each mask holds its suit's shape: solid inside, clear outside.

import { expect, it } from 'vitest';
import { fileHarness, finish, PHONE } from './support/harness';

const harness = fileHarness();

it('draws every suit through a bitmap mask that is solid at the shape’s heart and clear in its corners', async () => {
  const opened = await harness.open('?code=CR1-N-AAAAAAB', PHONE);
  const { page } = opened;
  await page.waitForFunction(() =>
    getComputedStyle(document.querySelector('.card.face') as Element, '::after').maskImage.includes('data:image/png'),
  );
  const suits = await page.evaluate(async () => {
    const found: Record<string, { image: string; heart: number; corner: number }> = {};
    for (const suit of ['S', 'H', 'D', 'C']) {
      const card = document.querySelector(`.card.face.suit-${suit}`) as Element;
      const image = getComputedStyle(card, '::after').maskImage;
      const url = /url\("?([^")]+)"?\)/.exec(image)?.[1] ?? '';
      // Read as an image, which the security policy allows from data: (a fetch of it is not).
      const decoded = new Image();
      decoded.src = url;
      await decoded.decode();
      const bitmap = await createImageBitmap(decoded);
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
      context.drawImage(bitmap, 0, 0);
      const alpha = (x: number, y: number) =>
        (context.getImageData(Math.floor(x * bitmap.width), Math.floor(y * bitmap.height), 1, 1).data[3] ?? 0) / 255;
      // The middle of every suit's shape is filled (the club's stem meets its leaves there); no shape reaches a corner.
      found[suit] = { image, heart: alpha(0.5, 0.55), corner: alpha(0.02, 0.02) };
    }
    return found;
  });
  for (const suit of ['S', 'H', 'D', 'C']) {
    expect(suits[suit]?.image, suit).toMatch(/^url\("data:image\/png;base64,/);
    expect(suits[suit]?.heart, suit).toBeGreaterThan(0.9);
    expect(suits[suit]?.corner, suit).toBe(0);
  }
  await finish(opened);
});

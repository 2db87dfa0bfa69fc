// The web app manifest that makes the game installable, and the tags every page needs to point at it.

export const THEME_COLOUR = '#1b5e3b';
export const ICON_SIZES = [192, 512] as const;

export function iconFile(size: number): string {
  return `icons/icon-${size}.png`;
}

/** Paths are relative to the manifest, which sits beside index.html, so the app works under any base path. */
export function webManifest(): Record<string, unknown> {
  return {
    name: 'Crescent solitaire',
    short_name: 'Crescent',
    description: 'Crescent solitaire: two decks, sixteen piles in a horseshoe, eight foundations. Plays offline.',
    start_url: './',
    scope: './',
    display: 'standalone',
    orientation: 'any',
    background_color: THEME_COLOUR,
    theme_color: THEME_COLOUR,
    icons: [
      ...ICON_SIZES.map((size) => ({
        src: iconFile(size),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose: 'any',
      })),
      // The moon stays inside the middle 80% circle, so the large icon also serves as a maskable one.
      { src: iconFile(512), sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  };
}

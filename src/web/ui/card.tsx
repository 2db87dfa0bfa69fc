// One card drawn by our own CSS: big rank and suit on its face, a patterned back when face down.
// The ranks are drawn from data-rank by CSS, not written as text: a card is a picture inside its pile's button,
// and text there would have to be part of the button's name (WCAG 2.5.3, Label in Name).
// A covered card is one element and the top card two (the corner's rank and suit are the card's own ::before and
// ::after, the face's the middle's, see card.css): the table's first render and style pass stay short on a slow phone.

import { type Card as CardValue, formatCard, isFaceDown, rankOf, type Suit, suitOf } from '../../engine/index';
import './card.css';

/** The suit shapes, drawn on a 100 x 100 box (card.css draws the same paths as masks; the celebration on a canvas). */
export const SUIT_PATHS: Record<Suit, string> = {
  S: 'M50 2C72 26 98 40 98 62c0 15-11 25-24 25-9 0-16-5-20-12 1 12 5 19 14 25H32c9-6 13-13 14-25-4 7-11 12-20 12C13 87 2 77 2 62 2 40 28 26 50 2z',
  H: 'M50 94C22 70 2 52 2 30 2 14 14 4 28 4c10 0 18 6 22 14C54 10 62 4 72 4c14 0 26 10 26 26 0 22-20 40-48 64z',
  D: 'M50 2 88 50 50 98 12 50z',
  C: 'M28 26a22 22 0 1 1 44 0a22 22 0 1 1-44 0M3 60a22 22 0 1 1 44 0a22 22 0 1 1-44 0M53 60a22 22 0 1 1 44 0a22 22 0 1 1-44 0M44 50h12c1 22 5 36 14 48H30c9-12 13-26 14-48z',
};

/** The side in pixels of a suit's mask bitmap: sharp for the largest pip on a high-density screen. */
const MASK_PX = 144;

function svgMask(d: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><path d="${d}"/></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A suit's shape drawn once on a canvas as a PNG; null where there is no canvas (a test's DOM). */
function bitmapMask(d: string): string | null {
  const canvas = document.createElement('canvas');
  canvas.width = MASK_PX;
  canvas.height = MASK_PX;
  const context = typeof Path2D === 'undefined' ? null : canvas.getContext('2d');
  if (context === null) return null;
  context.scale(MASK_PX / 100, MASK_PX / 100);
  context.fill(new Path2D(d));
  return canvas.toDataURL('image/png');
}

/**
 * Gives each suit's cards their shape as --pip, a mask image drawn from SUIT_PATHS (card.css fills it). The masks
 * are bitmaps: Chromium rasterises an SVG mask again for every card it paints, which made the table's first paint
 * the longest task at load on a phone. They are made before the first render (a few milliseconds), so no card is
 * ever drawn without its suit. Where a canvas cannot make them, the SVGs themselves.
 */
function addSuitMasks(): void {
  if (typeof document === 'undefined') return;
  const rules = Object.entries(SUIT_PATHS).map(
    ([suit, d]) => `.card.suit-${suit}{--pip:url("${bitmapMask(d) ?? svgMask(d)}")}`,
  );
  // A constructed style sheet, not a <style> element: the security policy allows no inline style.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules.join('\n'));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
addSuitMasks();

export const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Which edge of the card stays visible under the next card of its pile, and so carries the corner index. */
export type Corner = 'top' | 'left' | 'right';

export interface CardProps {
  readonly card: CardValue;
  readonly corner: Corner;
  readonly x: number;
  readonly y: number;
  readonly hidden?: boolean;
  readonly className?: string;
  /** Under the next card of its pile only the corner shows: the face's middle is not drawn (fewer nodes at load). */
  readonly covered?: boolean;
}

export function Card({ card, corner, x, y, hidden, className, covered }: CardProps) {
  const style = { transform: `translate(${x}px, ${y}px)`, visibility: hidden ? 'hidden' : undefined };
  if (isFaceDown(card)) {
    return (
      <span class={`card back ${className ?? ''}`} data-card={formatCard(card)} style={style} aria-hidden="true" />
    );
  }
  const suit = suitOf(card);
  const rank = RANK_TEXT[rankOf(card)];
  return (
    <span
      class={`card face suit-${suit} corner-${corner}${rank === '10' ? ' ten' : ''} ${className ?? ''}`}
      data-card={formatCard(card)}
      data-rank={rank}
      style={style}
      aria-hidden="true"
    >
      {!covered && <span class="middle" data-rank={rank} />}
    </span>
  );
}

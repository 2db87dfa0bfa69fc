// A card as the terminal shows it: rank and suit symbol in the suit's ink, a back for a face-down card.

import { type Card, cardSymbol, isFaceDown, suitOf } from '../../engine/index';
import { type Span, span } from './spans';

/** Every card is drawn right-aligned in this many columns, so suit symbols line up ("10♥" is the widest). */
export const CARD_WIDTH = 3;
const BACK = '▒▒';

/** The card alone, right-aligned in CARD_WIDTH columns: " 8♦", "10♥", " ▒▒". */
export function cardSpans(card: Card): Span[] {
  const text = isFaceDown(card) ? BACK : cardSymbol(card);
  const pad = ' '.repeat(CARD_WIDTH - [...text].length);
  const ink = isFaceDown(card) ? 'faint' : suitOf(card);
  return [span(pad), span(text, ink)];
}

/**
 * The top card in brackets, "[J♦]" or "[10♥]": the bracket takes the place of the padding, so its
 * suit symbol stays in line with the cards above it; brackets mark it without needing colour.
 */
export function topCardSpans(card: Card): Span[] {
  const text = cardSymbol(card);
  return [span('['), span(text, suitOf(card), true), span(']')];
}

/** How far left of a card's slot a bracketed top card starts (1 for a ten, 0 for other ranks). */
export function topCardOverhang(card: Card): number {
  return [...cardSymbol(card)].length + 1 - CARD_WIDTH;
}

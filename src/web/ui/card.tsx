// One card drawn by our own CSS: big rank and suit on its face, a patterned back when face down.

import { type Card as CardValue, formatCard, isFaceDown, rankOf, suitOf } from '../../engine/index';

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

/** Which edge of the card stays visible under the next card of its pile, and so carries the corner index. */
export type Corner = 'top' | 'left' | 'right';

export interface CardProps {
  readonly card: CardValue;
  readonly corner: Corner;
  readonly x: number;
  readonly y: number;
  readonly hidden?: boolean;
  readonly className?: string;
}

export function Card({ card, corner, x, y, hidden, className }: CardProps) {
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
      class={`card face suit-${suit} corner-${corner} ${className ?? ''}`}
      data-card={formatCard(card)}
      style={style}
      aria-hidden="true"
    >
      <span class={`index${rank === '10' ? ' ten' : ''}`}>
        <span class="rank">{rank}</span>
        <span class={`pip pip-${suit}`} />
      </span>
      <span class="middle">
        <span class={`big-rank${rank === '10' ? ' ten' : ''}`}>{rank}</span>
        <span class={`pip big-pip pip-${suit}`} />
      </span>
    </span>
  );
}

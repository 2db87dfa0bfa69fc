// The pile viewer: a whole pile at a glance when the table has no room to fan it (long-press or right click).

import { type Card as CardValue, cardName, isFaceDown, type Place, type Position } from '../../engine/index';
import { Card } from './card';
import { ViewingModal } from './modal';
import './pile-viewer.css';

export interface PileViewerProps {
  readonly position: Position;
  readonly place: Place;
  readonly onClose: () => void;
}

export function PileViewer({ position, place, onClose }: PileViewerProps) {
  const pile = (position.piles[place] ?? []) as readonly CardValue[];
  return (
    <ViewingModal title={`Pile ${place + 1}: ${pile.length} cards, bottom to top`} onClose={onClose} className="viewer">
      {pile.length === 0 ? (
        <p>This pile is empty.</p>
      ) : (
        <ol class="viewer-cards">
          {pile.map((card, i) => (
            <li key={i} aria-label={isFaceDown(card) ? 'face-down card' : cardName(card)}>
              <Card card={card} corner="top" x={0} y={0} className={i === pile.length - 1 ? 'viewer-top' : ''} />
            </li>
          ))}
        </ol>
      )}
    </ViewingModal>
  );
}

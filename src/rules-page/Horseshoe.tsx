// A small horseshoe diagram of a real position: each pile's top card with its pile number and card count beneath.

import { cardSymbol, type Position, suitOf } from '../engine/index';
import { type DiagramSlot, horseshoeModel } from './diagram';

function SlotCard({ slot, caption }: { slot: DiagramSlot; caption: string }) {
  const top = slot.top;
  const suit = top === null ? null : suitOf(top);
  const red = suit === 'H' || suit === 'D';
  return (
    <div class="slot" role="img" aria-label={slot.label} style={{ gridRow: slot.row, gridColumn: slot.column }}>
      <span class={top === null ? 'card empty' : red ? 'card red' : 'card'} aria-hidden="true">
        {top === null ? '' : cardSymbol(top)}
      </span>
      <span class="caption" aria-hidden="true">
        {caption}
      </span>
    </div>
  );
}

export function Horseshoe({ position, caption }: { position: Position; caption: string }) {
  const model = horseshoeModel(position);
  return (
    <figure class="diagram">
      <div class="horseshoe">
        {model.piles.map((slot) => (
          <SlotCard key={`p${slot.pile}`} slot={slot} caption={`${slot.pile}·${slot.count}`} />
        ))}
        {model.foundations.map((slot) => (
          <SlotCard key={slot.name} slot={slot} caption={`${slot.name}·${slot.count}`} />
        ))}
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

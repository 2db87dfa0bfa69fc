// The hint drawn over the table: an arrow from the hinted card to the place it goes, and the hint's words beside it.

import { useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Move, Position } from '../../engine/index';
import { placeWords, planHint } from '../core/hint-plan';
import type { TableLayout } from '../core/layout';
import { hintWords } from '../core/words';
import './hint-arrow.css';

/** The layer's size: the table's frame, which the layer covers. */
function useLayerSize(layer: { current: HTMLElement | null }): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      setSize({ width, height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [layer]);
  return size;
}

export interface HintArrowProps {
  readonly move: Move | null;
  readonly position: Position;
  /** The table's layout: where the hinted card and its destination are drawn. */
  readonly layout: TableLayout;
}

/**
 * Lies over the table in its frame: while a hint is shown, an arrow from the hinted card to where it goes and the
 * hint's words by the arrow's middle (over the table's middle for a redeal), planned from the table's layout. Hidden
 * from assistive technology: the status line, a live region, says the same in full.
 */
export function HintArrow({ move, position, layout }: HintArrowProps) {
  const layer = useRef<HTMLDivElement>(null);
  const { width, height } = useLayerSize(layer);
  const drawn = useMemo(
    () => (move === null ? null : planHint(layout, position, move, width, height)),
    [move, position, layout, width, height],
  );

  // The words are centred on their point but kept inside the layer, whatever their width.
  const label = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const element = label.current;
    if (element === null || drawn === null) return;
    const best = placeWords(drawn, element.offsetWidth, element.offsetHeight);
    element.style.left = `${best.x}px`;
    element.style.top = `${best.y}px`;
  }, [drawn, move]);

  const words = move === null ? '' : hintWords(position, move);
  return (
    <div class="hint-layer" ref={layer} aria-hidden="true">
      {move !== null && drawn !== null && (
        <>
          {drawn.arrow !== null && (
            <svg
              class="hint-arrow"
              aria-hidden="true"
              data-hint-arrow={move.kind === 'card' ? `${move.from}-${move.to}` : ''}
              width={drawn.width}
              height={drawn.height}
              viewBox={`0 0 ${drawn.width} ${drawn.height}`}
              style={{ '--hint-stroke': `${drawn.arrow.stroke}px` }}
            >
              <path class="hint-arrow-under" d={drawn.arrow.path} />
              <polygon class="hint-arrow-under" points={drawn.arrow.head} />
              <path class="hint-arrow-line" d={drawn.arrow.path} pathLength={1} />
              <polygon class="hint-arrow-head" points={drawn.arrow.head} />
            </svg>
          )}
          <p class="hint-words" data-hint-words="" ref={label}>
            {words}
          </p>
        </>
      )}
    </div>
  );
}

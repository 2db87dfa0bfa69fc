// The first-visit introduction: five callouts on the real table, each beside what it explains; Escape or Skip ends it.

import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Position } from '../../engine/index';
import { browserStorage } from '../persist/storage';
import { type Box, type Fitted, fitCallout, overlaps, unionBox } from './placement';
import { type Anchor, introSteps, oneMoveOn } from './steps';
import { introWanted, markIntroDone } from './store';
import './intro.css';

// Read as the module loads: the app's entry clears the query string from the address bar before it renders.
const OPENED_WITH = typeof location === 'undefined' ? '' : location.search;

/** Whether this visit opens with the introduction (asked for by `?intro=1`, or a plain first visit). */
export function introOnThisVisit(): boolean {
  return introWanted(OPENED_WITH, browserStorage());
}

function anchorElement(anchor: Anchor): Element | null {
  if (anchor.text === undefined) return document.querySelector(anchor.selector);
  return (
    Array.from(document.querySelectorAll(anchor.selector)).find((el) => el.textContent?.trim() === anchor.text) ?? null
  );
}

function anchorBoxes(anchors: readonly Anchor[]): Box[] {
  return anchors
    .map(anchorElement)
    .filter((el): el is Element => el !== null)
    .map((el) => el.getBoundingClientRect())
    .filter((r) => r.width > 0 && r.height > 0)
    .map((r) => ({ x: r.left, y: r.top, w: r.width, h: r.height }));
}

export interface IntroProps {
  /** The position on the table: the steps speak of its cards, and a move made on the move step is noticed. */
  readonly position: Position;
  /** Called once the introduction is finished or skipped. */
  readonly onDone: () => void;
  /** Another dialog is over the table: the introduction waits, hidden, at the step it had reached. */
  readonly paused?: boolean;
}

export function Intro({ position, onDone, paused = false }: IntroProps) {
  const [index, setIndex] = useState(0);
  // The position the move step spoke of, kept once the player has made a move there so its words stay true.
  const [beforeMove, setBeforeMove] = useState<Position | null>(null);
  const shown = useRef(position);
  const steps = useMemo(() => introSteps(beforeMove ?? position), [beforeMove, position]);
  const [placement, setPlacement] = useState<Fitted | null>(null);
  const [highlight, setHighlight] = useState<readonly Box[]>([]);
  const root = useRef<HTMLDivElement>(null);
  const step = steps[index] ?? steps[0];
  const last = index === steps.length - 1;
  const moved = beforeMove !== null;

  useEffect(() => {
    const before = shown.current;
    if (position !== before && step?.id === 'move' && beforeMove === null && oneMoveOn(before, position)) {
      setBeforeMove(before);
    }
    shown.current = position;
  }, [position, step, beforeMove]);

  // Done: the focus goes to the table's own tab stop, where a keyboard player would start.
  const end = () => {
    markIntroDone(browserStorage());
    onDone();
    document.querySelector<HTMLElement>('[data-place][tabindex="0"]')?.focus();
  };

  // Each step takes the focus once placed (a hidden element cannot hold it), so a screen reader reads its title
  // and text and Tab reaches its buttons.
  const placed = placement !== null;
  const focusedStep = useRef(-1);
  useEffect(() => {
    if (paused) focusedStep.current = -1;
    if (!placed || paused || focusedStep.current === index) return;
    focusedStep.current = index;
    root.current?.focus();
  }, [index, placed, paused]);

  // The callout follows its anchor as the table lays itself out, and on every resize or turn of the phone.
  useLayoutEffect(() => {
    if (step === undefined || paused) return;
    let frame = 0;
    const anchors = moved && step.afterMove !== undefined ? step.afterMove : step.anchors;
    let tries = 0;
    const place = () => {
      const callout = root.current;
      // The table draws itself a frame or two after the app; an anchor still missing after about a second (a
      // part of the table renamed or hidden) leaves the callout in the window's middle rather than never shown.
      const found = anchorBoxes(anchors);
      if ((found.length === 0 && tries <= 60) || callout === null) {
        tries++;
        frame = requestAnimationFrame(place);
        return;
      }
      // Measured at a width by laying it out there (the width it is left at is the one chosen).
      const measure = (width: number | null) => {
        callout.style.width = width === null ? '' : `${width}px`;
        return { w: callout.offsetWidth, h: callout.offsetHeight };
      };
      const fitted = fitCallout(found, measure, { w: window.innerWidth, h: window.innerHeight });
      const union = unionBox(found);
      // One ring round the anchors together, or one round each when the callout had to stand between them.
      const overUnion = union !== null && overlaps({ ...fitted.placement, ...fitted.size }, union);
      setHighlight(union === null ? [] : overUnion ? found : [union]);
      setPlacement(fitted);
    };
    place();
    const again = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(place);
    };
    window.addEventListener('resize', again);
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(again) : null;
    observer?.observe(document.body);
    if (root.current) observer?.observe(root.current);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('resize', again);
      observer?.disconnect();
    };
  }, [step, moved, paused]);

  if (step === undefined || paused) return null;
  const titleId = 'intro-title';
  const text = step.id === 'move' && moved ? 'Well played: that was a real move. Undo takes it back.' : step.text;
  return (
    <>
      {highlight.map((ring) => (
        <div
          key={`${ring.x},${ring.y}`}
          class="intro-highlight"
          aria-hidden="true"
          style={{
            left: `${ring.x - 4}px`,
            top: `${ring.y - 4}px`,
            width: `${ring.w + 8}px`,
            height: `${ring.h + 8}px`,
          }}
        />
      ))}
      <div
        ref={root}
        class={`intro ${placement === null ? 'placing' : `side-${placement.placement.side}`}`}
        data-intro=""
        data-step={step.id}
        role="dialog"
        aria-modal="false"
        aria-labelledby={titleId}
        aria-describedby="intro-text"
        tabIndex={-1}
        style={
          placement === null
            ? undefined
            : {
                left: `${placement.placement.x}px`,
                top: `${placement.placement.y}px`,
                width: placement.width === null ? undefined : `${placement.width}px`,
              }
        }
        onKeyDown={(event) => {
          // The table's keys listen on the document: keys pressed in the introduction are its own.
          event.stopPropagation();
          if (event.key === 'Escape') {
            event.preventDefault();
            end();
          }
        }}
      >
        <p class="intro-count">
          Step {index + 1} of {steps.length}
        </p>
        <h2 id={titleId}>{step.title}</h2>
        <p id="intro-text" aria-live={step.id === 'move' ? 'polite' : undefined}>
          {text}
        </p>
        <div class="intro-buttons">
          <button type="button" class="intro-skip" onClick={end}>
            Skip
          </button>
          {index > 0 && (
            <button type="button" onClick={() => setIndex(index - 1)}>
              Back
            </button>
          )}
          <button type="button" class="primary" onClick={last ? end : () => setIndex(index + 1)}>
            {last ? 'Start playing' : 'Next'}
          </button>
        </div>
      </div>
    </>
  );
}

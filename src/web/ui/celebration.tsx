// The win celebration: the foundations' cards cascade across the screen on a canvas behind the Won dialog.

import { useEffect, useRef, useState } from 'preact/hooks';
import { type Card, FOUNDATION_NAMES, rankOf, suitOf } from '../../engine/index';
import {
  type Cascade,
  cascadeDone,
  cascadeOpacity,
  type FoundationSpot,
  startCascade,
  stepCascade,
} from '../celebrate/cascade';
import { RANK_TEXT, SUIT_PATHS } from './card';
import './celebrate.css';

export interface CelebrationProps {
  /** True while a new win is being shown (its dialog is up and animations are on in Settings). */
  readonly play: boolean;
  /** The change that made the win: a later change (an undo, a new game) ends the celebration. */
  readonly serial: number;
}

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Starts once per win, runs to its end even if the dialog closes, and never under reduced motion. */
export function Celebration({ play, serial }: CelebrationProps) {
  const [running, setRunning] = useState<number | null>(null);
  useEffect(() => {
    if (play && !reducedMotion()) setRunning(serial);
  }, [play, serial]);
  if (running !== serial) return null;
  return <CascadeCanvas key={serial} seed={serial} onDone={() => setRunning(null)} />;
}

/** Where each foundation's top card is on the screen now. */
function foundationSpots(): FoundationSpot[] {
  const spots: FoundationSpot[] = [];
  for (const name of FOUNDATION_NAMES) {
    const card = document.querySelector(`[data-foundation="${name}"] .card`);
    if (card === null) continue;
    const box = card.getBoundingClientRect();
    if (box.width > 0) spots.push({ name, x: box.left, y: box.top, w: box.width, h: box.height });
  }
  return spots;
}

interface Inks {
  readonly face: string;
  readonly edge: string;
  readonly suits: Record<string, string>;
  readonly font: string;
}

/** The samples beside the canvas whose CSS colour is one card colour of the theme, resolved for light or dark. */
const INKS = ['face', 'edge', 'S', 'H', 'D', 'C'] as const;

/** The card colours of the current theme (four-colour suits included), read from the samples. */
function inks(canvas: HTMLCanvasElement): Inks {
  const read = (name: string) => {
    const sample = canvas.parentElement?.querySelector(`[data-ink="${name}"]`) ?? null;
    return sample === null ? '#000' : getComputedStyle(sample).color;
  };
  return {
    face: read('face'),
    edge: read('edge'),
    suits: { S: read('S'), H: read('H'), D: read('D'), C: read('C') },
    font: getComputedStyle(canvas).fontFamily,
  };
}

const PIPS = Object.fromEntries(Object.entries(SUIT_PATHS).map(([suit, d]) => [suit, new Path2D(d)]));

function drawCard(ctx: CanvasRenderingContext2D, card: Card, x: number, y: number, w: number, h: number, ink: Inks) {
  const suit = suitOf(card);
  const colour = ink.suits[suit] ?? '#000';
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, w * 0.1);
  ctx.fillStyle = ink.face;
  ctx.fill();
  ctx.strokeStyle = ink.edge;
  ctx.lineWidth = 1;
  ctx.stroke();
  ctx.fillStyle = colour;
  ctx.font = `700 ${Math.round(w * 0.27)}px ${ink.font}`;
  ctx.textBaseline = 'top';
  ctx.fillText(RANK_TEXT[rankOf(card)] ?? '', x + w * 0.07, y + w * 0.06);
  const pip = PIPS[suit];
  if (pip === undefined) return;
  const size = w * 0.42;
  ctx.save();
  ctx.translate(x + (w - size) / 2, y + h * 0.42);
  ctx.scale(size / 100, size / 100);
  ctx.fill(pip);
  ctx.restore();
}

function CascadeCanvas({ seed, onDone }: { readonly seed: number; readonly onDone: () => void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  const done = useRef(onDone);
  done.current = onDone;
  useEffect(() => {
    const canvas = ref.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) {
      done.current();
      return;
    }
    const width = window.innerWidth;
    const height = window.innerHeight;
    const scale = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * scale);
    canvas.height = Math.round(height * scale);
    ctx.scale(scale, scale);
    const ink = inks(canvas);
    let cascade: Cascade = startCascade(foundationSpots(), width, height, seed);
    let last: number | null = null;
    let frame = 0;
    // The canvas is never cleared: each card leaves a trail of itself, as the classic solitaire win does.
    const tick = (now: number) => {
      cascade = stepCascade(cascade, last === null ? 0 : Math.min(50, now - last));
      last = now;
      for (const f of cascade.flyers) drawCard(ctx, f.card, f.x, f.y, f.w, f.h, ink);
      canvas.style.opacity = String(cascadeOpacity(cascade));
      canvas.dataset.cards = String(cascade.flyers.length);
      if (cascadeDone(cascade)) done.current();
      else frame = requestAnimationFrame(tick);
    };
    frame = requestAnimationFrame(tick);
    return () => cancelAnimationFrame(frame);
  }, [seed]);
  return (
    <div class="celebration" aria-hidden="true">
      <canvas ref={ref} />
      {INKS.map((name) => (
        <span key={name} data-ink={name} />
      ))}
    </div>
  );
}

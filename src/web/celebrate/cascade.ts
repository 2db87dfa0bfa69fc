// The win's cascade as pure steps: cards leave the foundations in turn, fall, bounce on the floor and roll off the screen.

import { type Card, type FOUNDATION_NAMES, KING, makeCard, type Rank, SUITS, type Suit } from '../../engine/index';

/** Where one foundation's top card lies on the screen, in CSS pixels. */
export interface FoundationSpot {
  readonly name: (typeof FOUNDATION_NAMES)[number];
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Launch {
  readonly card: Card;
  readonly x: number;
  readonly y: number;
  readonly w: number;
  readonly h: number;
}

export interface Flyer extends Launch {
  /** Velocity in pixels per millisecond; y grows downward. */
  readonly vx: number;
  readonly vy: number;
}

export interface Cascade {
  readonly width: number;
  readonly height: number;
  /** Cards still to leave their foundations, first to go first. */
  readonly queue: readonly Launch[];
  readonly flyers: readonly Flyer[];
  /** How many cards have left so far. */
  readonly launched: number;
  /** Milliseconds since the cascade began. */
  readonly elapsed: number;
  /** Milliseconds until the next card leaves. */
  readonly wait: number;
  /** The state of the cascade's own pseudo-random numbers, so every win on the same table falls the same way. */
  readonly seed: number;
}

/** Pixels per millisecond squared: about a screen's height fallen in half a second. */
export const GRAVITY = 0.0024;
/** The share of its speed a card keeps when it bounces on the floor. */
export const BOUNCE = 0.72;
/** A new card leaves every this many milliseconds. */
export const LAUNCH_EVERY = 110;
/** No card leaves after this long, so the celebration lasts a few seconds whatever the screen. */
export const LAUNCH_FOR = 3000;
/** The whole celebration lasts at most this long; it fades out over its last FADE milliseconds. */
export const LASTS = 4200;
export const FADE = 700;
/** Steps longer than this are cut into pieces, so a slow frame never lets a card fall through the floor. */
const MAX_STEP = 16;

/**
 * A foundation's cards from its top down: an Ace foundation ends on its King and gives K, Q, J ... A; a King
 * foundation ends on its Ace and gives A, 2, 3 ... K.
 */
export function peel(name: FoundationSpot['name']): Card[] {
  const suit = SUITS.indexOf(name[1] as Suit);
  const ranks = Array.from({ length: KING }, (_, i) => (name[0] === 'A' ? KING - i : i + 1) as Rank);
  return ranks.map((rank) => makeCard(suit, rank));
}

/** The cards in the order they leave: one from each foundation in turn, each foundation giving its top card first. */
export function launchOrder(spots: readonly FoundationSpot[]): Launch[] {
  const stacks = spots.map((spot) => ({ spot, cards: peel(spot.name) }));
  const order: Launch[] = [];
  for (let depth = 0; depth < KING; depth++) {
    for (const { spot, cards } of stacks) {
      const card = cards[depth];
      if (card !== undefined) order.push({ card, x: spot.x, y: spot.y, w: spot.w, h: spot.h });
    }
  }
  return order;
}

export function startCascade(spots: readonly FoundationSpot[], width: number, height: number, seed = 1): Cascade {
  return {
    width,
    height,
    queue: launchOrder(spots),
    flyers: [],
    launched: 0,
    elapsed: 0,
    wait: 0,
    seed: seed >>> 0 || 1,
  };
}

/** One number in [0, 1) and the next state (xorshift32). */
function nextRandom(seed: number): [number, number] {
  let s = seed;
  s ^= s << 13;
  s ^= s >>> 17;
  s ^= s << 5;
  s >>>= 0;
  return [s / 0x1_0000_0000, s];
}

function launched(cascade: Cascade): Cascade {
  const [first, ...rest] = cascade.queue;
  if (first === undefined) return cascade;
  const [a, s1] = nextRandom(cascade.seed);
  const [b, s2] = nextRandom(s1);
  const [c, s3] = nextRandom(s2);
  // Sideways fast enough to cross the screen in 1.1 to 2.5 s, mostly toward whichever side is farther; a hop up.
  const towardLeft = first.x + first.w / 2 > cascade.width / 2;
  const left = c < 0.8 ? towardLeft : !towardLeft;
  const speed = cascade.width * (0.0004 + a * 0.0005);
  const flyer: Flyer = { ...first, vx: left ? -speed : speed, vy: -0.2 - b * 0.5 };
  const flyers = [...cascade.flyers, flyer];
  return { ...cascade, queue: rest, flyers, launched: cascade.launched + 1, wait: LAUNCH_EVERY, seed: s3 };
}

function moved(flyer: Flyer, dt: number, floor: number): Flyer {
  let vy = flyer.vy + GRAVITY * dt;
  let y = flyer.y + vy * dt;
  if (y + flyer.h > floor) {
    y = floor - flyer.h;
    vy = -Math.abs(vy) * BOUNCE;
  }
  return { ...flyer, x: flyer.x + flyer.vx * dt, y, vy };
}

function onScreen(flyer: Flyer, width: number): boolean {
  return flyer.x + flyer.w > 0 && flyer.x < width;
}

function stepOnce(cascade: Cascade, dt: number): Cascade {
  let next: Cascade = {
    ...cascade,
    elapsed: cascade.elapsed + dt,
    wait: cascade.wait - dt,
    flyers: cascade.flyers.map((f) => moved(f, dt, cascade.height)).filter((f) => onScreen(f, cascade.width)),
  };
  if (next.elapsed > LAUNCH_FOR) return { ...next, queue: [] };
  while (next.wait <= 0 && next.queue.length > 0) next = launched(next);
  return next;
}

/** The cascade `dt` milliseconds later. */
export function stepCascade(cascade: Cascade, dt: number): Cascade {
  let next = cascade;
  let left = Math.max(0, dt);
  while (left > 0) {
    const piece = Math.min(MAX_STEP, left);
    next = stepOnce(next, piece);
    left -= piece;
  }
  return next;
}

/** Over once its time is up (the trails the cards leave fade out with it), or at once if no card had a place to leave. */
export function cascadeDone(cascade: Cascade): boolean {
  return cascade.elapsed >= LASTS || (cascade.launched === 0 && cascade.queue.length === 0);
}

/** How opaque the cascade is drawn: fully, until it fades out toward its end. */
export function cascadeOpacity(cascade: Cascade): number {
  return Math.min(1, Math.max(0, (LASTS - cascade.elapsed) / FADE));
}

// The win's cascade: every foundation gives its cards from the top, cards fall and bounce on the floor, and it ends.

import { describe, expect, it } from 'vitest';
import { FOUNDATION_NAMES, formatCard } from '../../../src/engine/index';
import {
  type Cascade,
  cascadeDone,
  cascadeOpacity,
  type FoundationSpot,
  LASTS,
  LAUNCH_EVERY,
  LAUNCH_FOR,
  launchOrder,
  peel,
  startCascade,
  stepCascade,
} from '../../../src/web/celebrate/cascade';

const WIDTH = 390;
const HEIGHT = 844;
const SPOTS: FoundationSpot[] = FOUNDATION_NAMES.map((name, i) => ({
  name,
  x: 100 + (i % 4) * 45,
  y: 300 + Math.floor(i / 4) * 70,
  w: 40,
  h: 56,
}));

/** Every state of a cascade stepped by 16 ms frames until it is done (or a minute has passed). */
function run(cascade: Cascade): Cascade[] {
  const states = [cascade];
  let now = cascade;
  while (!cascadeDone(now) && now.elapsed < 60_000) {
    now = stepCascade(now, 16);
    states.push(now);
  }
  return states;
}

describe('the cards that leave', () => {
  it('an Ace foundation gives King down to Ace, a King foundation Ace up to King', () => {
    expect(peel('AH').map(formatCard).join(' ')).toBe('KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AH');
    expect(peel('KC').map(formatCard).join(' ')).toBe('AC 2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC');
  });

  it('leave one from each foundation in turn, from where that foundation lies', () => {
    const order = launchOrder(SPOTS);
    expect(order).toHaveLength(104);
    expect(order.slice(0, 8).map((l) => formatCard(l.card))).toEqual(['KS', 'KH', 'KD', 'KC', 'AS', 'AH', 'AD', 'AC']);
    expect(order[9]).toMatchObject({ x: SPOTS[1]?.x, y: SPOTS[1]?.y, w: 40, h: 56 });
  });
});

describe('the cascade', () => {
  const states = run(startCascade(SPOTS, WIDTH, HEIGHT, 42));
  const last = states.at(-1) as Cascade;

  it('ends within its time, faded out', () => {
    expect(cascadeDone(last)).toBe(true);
    expect(last.elapsed).toBeGreaterThanOrEqual(LASTS);
    expect(last.elapsed).toBeLessThan(LASTS + 16);
    expect(cascadeOpacity(last)).toBe(0);
    expect(cascadeOpacity(states[1] as Cascade)).toBe(1);
  });

  it('sends a card every so often while it launches, and none after', () => {
    const atLaunchEnd = states.find((s) => s.elapsed >= LAUNCH_FOR) as Cascade;
    expect(atLaunchEnd.launched).toBeGreaterThanOrEqual(Math.floor(LAUNCH_FOR / LAUNCH_EVERY) - 1);
    expect(atLaunchEnd.launched).toBeLessThanOrEqual(Math.ceil(LAUNCH_FOR / LAUNCH_EVERY) + 1);
    expect(atLaunchEnd.queue).toHaveLength(0);
    expect(last.launched).toBe(atLaunchEnd.launched);
  });

  it('never lets a card through the floor, and cards do bounce back up from it', () => {
    let bounced = false;
    for (const s of states) {
      for (const f of s.flyers) {
        expect(f.y + f.h).toBeLessThanOrEqual(HEIGHT + 1e-9);
        if (f.y + f.h > HEIGHT - 1 && f.vy < 0) bounced = true;
      }
    }
    expect(bounced).toBe(true);
  });

  it('keeps only cards still on the screen', () => {
    for (const s of states) for (const f of s.flyers) expect(f.x + f.w > 0 && f.x < WIDTH).toBe(true);
  });

  it('falls the same way for the same seed, and another way for another', () => {
    const again = run(startCascade(SPOTS, WIDTH, HEIGHT, 42));
    expect(again.at(-1)).toEqual(last);
    const other = stepCascade(startCascade(SPOTS, WIDTH, HEIGHT, 7), 500);
    expect(other.flyers.map((f) => f.vx)).not.toEqual(stepCascade(states[0] as Cascade, 500).flyers.map((f) => f.vx));
  });

  it('steps the same in one long step as in many short ones, so a slow frame changes nothing', () => {
    const start = startCascade(SPOTS, WIDTH, HEIGHT, 3);
    let short = start;
    for (let i = 0; i < 50; i++) short = stepCascade(short, 16);
    expect(stepCascade(start, 800)).toEqual(short);
  });

  it('with no foundation found, is over at once', () => {
    expect(cascadeDone(stepCascade(startCascade([], WIDTH, HEIGHT), 16))).toBe(true);
  });
});

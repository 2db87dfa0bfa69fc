// Dominance: a state is left out only when another at its centre holds every leaf state of every suit it holds.

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Dominable, DominanceLayer, dominates, within } from '../../src/solver/dominance';

const state = (...suits: string[][]): Dominable => ({ sets: suits.map((texts) => new Set(texts)), dominated: false });

describe('within and dominates', () => {
  it('reads every leaf state of the smaller set', () => {
    expect(within(new Set(['a']), new Set(['a', 'b']))).toBe(true);
    expect(within(new Set(['a', 'c']), new Set(['a', 'b', 'd']))).toBe(false);
    expect(within(new Set(['a', 'b']), new Set(['a']))).toBe(false);
    expect(within(new Set(), new Set(['a']))).toBe(true);
  });

  it('needs each of the four suits to lie within, whichever suit breaks it', () => {
    const wide = state(['a', 'b'], ['c', 'd'], ['e', 'f'], ['g', 'h']);
    expect(dominates(wide, state(['a'], ['c'], ['e'], ['g']))).toBe(true);
    for (let suit = 0; suit < 4; suit++) {
      const suits = [['a'], ['c'], ['e'], ['g']];
      suits[suit] = ['z'];
      expect(dominates(wide, state(...suits)), `suit ${suit}`).toBe(false);
    }
  });
});

describe('DominanceLayer', () => {
  it('refuses a state a kept one dominates, marks a kept one a new state dominates, and never compares centres', () => {
    const layer = new DominanceLayer();
    const small = state(['a'], ['c'], ['e'], ['g']);
    expect(layer.admit('x', small)).toBe(true);
    expect(layer.admit('y', state(['a'], ['c'], ['e'], ['g']))).toBe(true);
    const wide = state(['a', 'b'], ['c'], ['e'], ['g']);
    expect(layer.admit('x', wide)).toBe(true);
    expect(small.dominated).toBe(true);
    expect(layer.admit('x', state(['b'], ['c'], ['e'], ['g']))).toBe(false);
    expect(layer.admit('x', state(['a'], ['c'], ['e'], ['h']))).toBe(true);
    expect(layer.left).toBe(2);
  });

  it('keeps, at each centre, states none of which dominates another, and for every state one kept that dominates it', () => {
    const leafSet = fc.uniqueArray(fc.constantFrom('a', 'b', 'c'), { maxLength: 3 });
    const entry = fc.record({
      centre: fc.constantFrom('x', 'y'),
      suits: fc.tuple(leafSet, leafSet, leafSet, leafSet),
    });
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const layer = new DominanceLayer();
        const all = entries.map(({ centre, suits }) => ({ centre, made: state(...suits) }));
        const kept = all.filter(({ centre, made }) => layer.admit(centre, made)).filter(({ made }) => !made.dominated);
        for (const a of kept) {
          for (const b of kept) {
            if (a !== b && a.centre === b.centre) expect(dominates(a.made, b.made)).toBe(false);
          }
        }
        for (const { centre, made } of all) {
          expect(kept.some((k) => k.centre === centre && dominates(k.made, made))).toBe(true);
        }
        expect(layer.left).toBe(all.length - kept.length);
      }),
    );
  });
});

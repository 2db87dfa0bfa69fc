// The shared colour tokens keep WCAG 2.2 AA contrast in light and dark, on every table colour.

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const CSS = readFileSync(new URL('../../src/web/theme.css', import.meta.url), 'utf8');

type Appearance = 'light' | 'dark';
type Tokens = Record<string, { light: string; dark: string }>;

/** The `--name: light-dark(#light, #dark)` (or one colour for both) declarations of one rule of theme.css. */
function tokensOf(selector: string): Tokens {
  const start = CSS.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`theme.css has no rule ${selector}`);
  const body = CSS.slice(start, CSS.indexOf('}', start));
  const tokens: Tokens = {};
  for (const [, name, value] of body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)) {
    const pair = /^light-dark\((#[0-9a-f]+),\s*(#[0-9a-f]+)\)$/.exec(value as string);
    if (pair) tokens[name as string] = { light: pair[1] as string, dark: pair[2] as string };
    else if (/^#[0-9a-f]+$/.test(value as string))
      tokens[name as string] = { light: value as string, dark: value as string };
  }
  return tokens;
}

const BASE = tokensOf('[data-appearance]');
const FELTS: Record<string, Tokens> = {
  green: tokensOf('[data-felt="green"]'),
  blue: tokensOf('[data-felt="blue"]'),
  burgundy: tokensOf('[data-felt="burgundy"]'),
};

type Rgba = [number, number, number, number];

function parse(hex: string): Rgba {
  const h = hex.slice(1);
  const channel = (i: number) => Number.parseInt(h.slice(i, i + 2), 16) / 255;
  return [channel(0), channel(2), channel(4), h.length === 8 ? channel(6) : 1];
}

/** `top` painted over the opaque colour `under`. */
function over(top: Rgba, under: Rgba): Rgba {
  const a = top[3];
  return [0, 1, 2].map((i) => (top[i] as number) * a + (under[i] as number) * (1 - a)).concat(1) as Rgba;
}

function luminance([r, g, b]: Rgba): number {
  const linear = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function contrast(a: Rgba, b: Rgba): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

/** A token's colour in one appearance on one felt; a token naming another (`var(--heart)`) is not a colour here. */
function colour(name: string, appearance: Appearance, felt: string): Rgba {
  const token = FELTS[felt]?.[name] ?? BASE[name];
  if (token === undefined) throw new Error(`theme.css has no colour ${name}`);
  return parse(token[appearance]);
}

/** Colours painted one over the other, the first at the bottom (it must be opaque). */
function stack(names: readonly string[], appearance: Appearance, felt: string): Rgba {
  return names.map((n) => colour(n, appearance, felt)).reduce((under, top) => over(top, under));
}

const CASES = (['light', 'dark'] as const).flatMap((appearance) =>
  Object.keys(FELTS).map((felt) => ({ appearance, felt })),
);
const FELT_STOPS = ['--felt-glow', '--felt', '--felt-deep'];

describe.each(CASES)('$appearance appearance on the $felt felt', ({ appearance, felt }) => {
  const ratio = (front: readonly string[], back: readonly string[]) =>
    contrast(stack(back, appearance, felt), stack(front, appearance, felt));

  it.each(FELT_STOPS)('text written on the felt reads at 4.5:1 where the felt is %s', (stop) => {
    for (const text of ['--on-felt', '--on-felt-muted', '--refusal-on-felt']) {
      expect(ratio([text], [stop]), text).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(FELT_STOPS)('marks, cards and card edges stand out at 3:1 from the felt at %s', (stop) => {
    for (const mark of ['--accent', '--select', '--hint', '--card-face', '--back-edge', '--primary']) {
      expect(ratio([mark], [stop]), mark).toBeGreaterThanOrEqual(3);
    }
  });

  it('the bars and the controls in them keep their text readable, hovered or not', () => {
    // The lightest felt under each: the header's bar, and the footer's bar with a control (hovered) in it.
    const layers = [['--bar'], ['--bar-strong'], ['--bar-strong', '--control'], ['--bar-strong', '--control-hover']];
    for (const fills of layers) {
      for (const text of ['--on-felt', '--on-felt-muted']) {
        expect(ratio([text], ['--felt-glow', ...fills]), `${text} on ${fills.join(' + ')}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('every suit reads at 4.5:1 on the card face, in two colours and in four', () => {
    for (const suit of ['--spade', '--heart', '--diamond-four', '--club-four']) {
      expect(ratio([suit], ['--card-face']), suit).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('dialogs read at 4.5:1 and their controls show at 3:1', () => {
    for (const text of ['--on-paper', '--on-paper-muted', '--link', '--problem', '--won']) {
      expect(ratio([text], ['--paper']), text).toBeGreaterThanOrEqual(4.5);
    }
    expect(ratio(['--on-paper'], ['--paper-button'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(['--problem'], ['--paper-button'])).toBeGreaterThanOrEqual(4.5);
    for (const edge of ['--paper-edge', '--focus-on-paper', '--danger-edge']) {
      expect(ratio([edge], ['--paper']), edge).toBeGreaterThanOrEqual(3);
    }
    expect(ratio(['--on-primary'], ['--primary'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(['--on-notice'], ['--notice'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(['--on-notice'], ['--notice-button'])).toBeGreaterThanOrEqual(4.5);
    expect(ratio(['--notice-edge'], ['--notice'])).toBeGreaterThanOrEqual(3);
  });
});

describe('the appearances differ', () => {
  it('dark is darker than light: the felt, the dialogs and the card faces', () => {
    for (const name of ['--felt', '--paper', '--card-face']) {
      expect(luminance(colour(name, 'dark', 'green')), name).toBeLessThan(luminance(colour(name, 'light', 'green')));
    }
  });

  it('each table colour is its own felt', () => {
    const felts = Object.keys(FELTS).map((felt) => colour('--felt', 'light', felt).join());
    expect(new Set(felts).size).toBe(felts.length);
  });
});

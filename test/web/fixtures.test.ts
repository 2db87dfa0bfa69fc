// The fixtures themselves: each is a valid position of the shape its comment promises.

import { describe, expect, it } from 'vitest';
import { destinations, formatPlace, status } from '../../src/engine/index';
import { BOTH_FOUNDATIONS, ONE_FROM_WIN, ONE_PLACE, STUCK, TWO_PLACES } from './fixtures';

const where = (p: Parameters<typeof destinations>[0], from: number) => destinations(p, from).map(formatPlace);

describe('UI test fixtures', () => {
  it('have the destinations their comments describe', () => {
    expect(where(ONE_PLACE, 0)).toEqual(['AS']);
    expect(where(ONE_PLACE, 4)).toEqual(['KS']);
    expect(where(TWO_PLACES, 0)).toEqual(['5', 'AS']);
    expect(where(BOTH_FOUNDATIONS, 0)).toEqual(['3', 'AS', 'KS']);
    expect(status(STUCK)).toBe('stuck');
    expect(where(ONE_FROM_WIN, 0)).toEqual(['AS']);
  });
});

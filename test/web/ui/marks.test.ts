// A place's marks are shared objects, one per way of marking, so the table can tell a changed place by identity.

import { describe, expect, it } from 'vitest';
import { marksOf } from '../../../src/web/ui/pile';
import { propsChanged } from '../../../src/web/ui/redraw';

describe('marks', () => {
  it('gives each of the sixteen markings its own object, the same one each time, with the fields asked for', () => {
    const seen = new Set<object>();
    for (let bits = 0; bits < 16; bits++) {
      const flags = [1, 2, 4, 8].map((bit) => (bits & bit) !== 0) as [boolean, boolean, boolean, boolean];
      const marks = marksOf(...flags);
      expect(marksOf(...flags)).toBe(marks);
      expect([marks.selected, marks.target, marks.hinted, marks.lifted]).toEqual(flags);
      seen.add(marks);
    }
    expect(seen.size).toBe(16);
  });

  it('makes a place draw again only when one of its props is another value', () => {
    const marks = marksOf(false, true, false, false);
    expect(propsChanged({ place: 3, marks }, { place: 3, marks: marksOf(false, true, false, false) })).toBe(false);
    expect(propsChanged({ place: 3, marks }, { place: 3, marks: marksOf(true, true, false, false) })).toBe(true);
    expect(propsChanged({ place: 3, marks }, { place: 4, marks })).toBe(true);
  });
});

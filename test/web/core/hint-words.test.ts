// Where the hint's words go on the table: never over a foundation's corner index while bare felt or a card's middle
// is near.

import { describe, expect, it } from 'vitest';
import { cornerIndex, type Drawn, placeWords } from '../../../src/web/core/hint-plan';

const box = (x: number, y: number, width: number, height: number) => ({ x, y, width, height });

describe('placeWords', () => {
  it("covers a card's middle rather than the corner that says which foundation it is", () => {
    // A foundation's card at the arrow's middle, another card's face a little further along the arrow.
    const foundation = box(100, 100, 60, 84);
    const card = box(220, 100, 60, 84);
    const drawn: Drawn = {
      width: 400,
      height: 300,
      arrow: null,
      spots: [
        { x: 130, y: 110 },
        { x: 250, y: 150 },
      ],
      near: { x: 130, y: 110 },
      places: [foundation, card],
      labels: [cornerIndex(foundation)],
    };
    const words = { ...placeWords(drawn, 50, 20), width: 50, height: 20 };
    const corner = cornerIndex(foundation);
    const overlaps =
      words.x < corner.x + corner.width &&
      corner.x < words.x + words.width &&
      words.y < corner.y + corner.height &&
      corner.y < words.y + words.height;
    expect(overlaps).toBe(false);
  });
});
